// Texts of the legal conditions (SPEC 4 "Conditions"): the checker screen, the admin panel and the
// server's messages. Imports nothing (the bottom layer).

export const conditionsDe = {
  checker: {
    loading: 'Bedingungen werden geladen…',
    accept: 'Akzeptieren',
    decline: 'Ablehnen',
    accepting: 'Wird gespeichert…',
    version: (version: number) => `Version ${version}`,
    intro: 'Bitte lesen Sie die folgenden Bedingungen und stimmen Sie ihnen zu, um fortzufahren.',
    /** SPEC 4, exact: declined, the condition guards only some screens. */
    declinedWithPatterns: 'Abgelehnt! Sie werden nun auf das Dashboard umgeleitet.',
    /** SPEC 4, exact: declined, the condition guards every screen. */
    declined: 'Abgelehnt!',
    notOpen: 'Diese Bedingungen sind bereits akzeptiert oder nicht mehr gültig.',
    unavailable:
      'Die Bedingungen können derzeit nicht geladen werden. Bitte versuchen Sie es erneut, sobald Sie online sind.',
    retry: 'Erneut laden',
    toDashboard: 'Zum Dashboard',
    failed: 'Fehlgeschlagen!',
  },
  admin: {
    heading: 'Bedingungen',
    intro:
      'Rechtliche Bedingungen, denen Benutzer zustimmen müssen. Eine neue Version derselben Kennung muss von allen Benutzern erneut akzeptiert werden. Ohne URL-Muster gilt eine Bedingung für das ganze Portal.',
    reload: 'Neu laden',
    loading: 'Bedingungen werden geladen…',
    loadFailed: 'Die Bedingungen konnten nicht geladen werden.',
    empty: 'Noch keine Bedingungen veröffentlicht.',
    columns: {
      matchcode: 'Kennung',
      version: 'Version',
      title: 'Titel',
      published: 'Veröffentlicht',
      patterns: 'URL-Muster',
      accepted: 'Akzeptiert',
    },
    allScreens: 'alle Seiten',
    acceptedOf: (accepted: number, users: number) => `${accepted} / ${users}`,
    declinedCount: (declined: number) => `${declined} abgelehnt`,
    history: 'Frühere Versionen',
    publishedBy: (name: string | null) => (name ? `von ${name}` : 'von einem gelöschten Konto'),
    form: {
      heading: 'Neue Version veröffentlichen',
      matchcode: 'Kennung',
      matchcodeHint:
        'Buchstaben, Ziffern, „_“ und „-“. Eine vorhandene Kennung erhält eine neue Version.',
      title: 'Titel',
      html: 'Text (HTML)',
      htmlHint:
        'Erlaubt sind Überschriften, Absätze, Listen, Tabellen, Hervorhebungen und Links. Alles andere (Skripte, Stile, Ereignis-Attribute) entfernt der Server.',
      patterns: 'URL-Muster (ein Pfad pro Zeile)',
      patternsHint:
        'Ein Muster gilt für jede Seite, deren Pfad damit beginnt; „*“ steht für beliebige Zeichen. Beispiele: /cashbook, /enrollment/*. Leer lassen, damit die Bedingung für alle Seiten gilt.',
      submit: 'Veröffentlichen',
      publishing: 'Wird veröffentlicht…',
      published: (matchcode: string, version: number) =>
        `„${matchcode}“ wurde als Version ${version} veröffentlicht.`,
      preview: 'Vorschau des bereinigten Textes',
    },
    errors: {
      required: 'Wird benötigt!',
      matchcode: 'Nur Buchstaben, Ziffern, „_“ und „-“ sind erlaubt.',
      tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
      tooManyPatterns: (max: number) => `Höchstens ${max} Muster.`,
      pattern: (line: number) =>
        `Zeile ${line} ist kein gültiges URL-Muster. Erlaubt ist ein Pfad, der mit „/“ beginnt, mit „*“ für beliebige Zeichen, z. B. /enrollment/*.`,
      patternTooLong: (line: number, max: number) => `Zeile ${line} hat mehr als ${max} Zeichen.`,
    },
  },
  server: {
    open: (title: string) =>
      `Bitte stimmen Sie zuerst den Bedingungen „${title}“ zu, um fortzufahren.`,
    unknown: 'Diese Bedingungen gibt es nicht.',
    outdated:
      'Diese Version der Bedingungen ist nicht mehr gültig. Bitte laden Sie die Seite neu und lesen Sie die aktuelle Version.',
    impersonating:
      'Während einer Imitation kann nur der Benutzer selbst Bedingungen akzeptieren oder ablehnen.',
    emptyAfterSanitising:
      'Der Text ist nach dem Entfernen nicht erlaubter Inhalte leer. Bitte geben Sie einen Text ein.',
    concurrentPublish:
      'Gleichzeitig wurde eine andere Version veröffentlicht. Bitte laden Sie die Liste neu.',
  },
} as const;
