// The surveys' texts (issue 13 item 6): the dialog in the shell, the admin section on /admin,
// the descriptions of queued changes and the reasons the server gives. SPEC's thanks texts
// ('Danke vielmals!', 'Danke!') are verbatim.
const unnamed = 'Umfrage';
const named = (title: string | undefined) => (title ? `Umfrage „${title}“` : unnamed);

export const surveysDe = {
  dialog: {
    label: 'Umfrage',
    intro: 'Wir bitten Sie um Ihre Meinung.',
    takePart: 'Teilnehmen',
    postpone1: 'Morgen erinnern',
    postpone2: 'In einer Woche erinnern',
    decline: 'Nicht teilnehmen',
    ratingLegend: 'Ihre Bewertung',
    ratingHint: (max: number) => `Von 1 (schlecht) bis ${max} (sehr gut).`,
    ratingOption: (value: number, max: number) => `${value} von ${max}`,
    questionLegend: 'Ihre Antwort',
    singleHint: 'Bitte wählen Sie eine Antwort.',
    multiHint: 'Mehrere Antworten möglich.',
    comment: 'Kommentar (optional)',
    commentHint: (max: number) => `Höchstens ${max} Zeichen.`,
    submit: 'Antwort senden',
    back: 'Zurück',
    needRating: 'Bitte wählen Sie eine Bewertung.',
    needAnswer: 'Bitte wählen Sie mindestens eine Antwort.',
    /** SPEC: after an answer. */
    thanksAnswer: 'Danke vielmals!',
    /** SPEC: after declining. */
    thanksDecline: 'Danke!',
    queued: 'Ihre Rückmeldung wird gesendet, sobald wieder eine Verbindung besteht.',
    sent: 'Ihre Rückmeldung ist übermittelt.',
    close: 'Schließen',
    failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
  },
  /** Why an answer is refused (the dialog prevents them; the server says them). */
  problems: {
    rating: 'Die Bewertung muss zwischen 1 und der höchsten Bewertung der Umfrage liegen.',
    noAnswer: 'Bitte wählen Sie mindestens eine Antwort.',
    unknownAnswer: 'Diese Antwort gehört nicht zur Umfrage.',
    oneAnswer: 'Bei dieser Frage ist nur eine Antwort möglich.',
    duplicateAnswer: 'Eine Antwort wurde mehrfach gewählt.',
    commentNotAllowed: 'Zu dieser Umfrage ist kein Kommentar vorgesehen.',
    commentTooLong: 'Der Kommentar ist zu lang.',
    notFound: 'Umfrage nicht gefunden.',
    answered: 'Diese Umfrage wurde bereits beantwortet.',
    declined: 'An dieser Umfrage nehmen Sie nicht teil.',
    impersonated:
      'Eine Umfrage beantwortet nur der Benutzer selbst, nicht ein Administrator in seinem Namen.',
  },
  /** 'Nicht übertragene Änderungen'. */
  describe: {
    answer: (title: string | undefined) => `${named(title)} beantwortet`,
    postpone1: (title: string | undefined) => `${named(title)}: morgen erinnern`,
    postpone2: (title: string | undefined) => `${named(title)}: in einer Woche erinnern`,
    decline: (title: string | undefined) => `${named(title)}: nicht teilnehmen`,
  },
  admin: {
    heading: 'Umfragen',
    intro:
      'Eine Umfrage erscheint den gewählten Benutzern beim nächsten Öffnen des Portals als Dialog (sofort, wenn sie online sind).',
    reload: 'Aktualisieren',
    loading: 'Umfragen werden geladen …',
    loadFailed: 'Die Umfragen konnten nicht geladen werden.',
    empty: 'Noch keine Umfragen.',
    columns: {
      title: 'Titel',
      type: 'Art',
      target: 'Zielgruppe',
      created: 'Erstellt',
      answered: 'Beantwortet',
      declined: 'Abgelehnt',
      open: 'Offen',
    },
    types: { rating: 'Bewertung', question: 'Frage' },
    ratingUpTo: (max: number) => `Bewertung 1–${max}`,
    questionKind: (multi: boolean) => (multi ? 'Frage, mehrere Antworten' : 'Frage, eine Antwort'),
    allUsers: 'Alle Benutzer',
    roles: (roles: readonly string[]) => `Rollen: ${roles.join(', ')}`,
    emails: (emails: readonly string[]) =>
      emails.length <= 3 ? emails.join(', ') : `${emails.length} Benutzer`,
    average: (value: string) => `Durchschnitt ${value}`,
    form: {
      heading: 'Neue Umfrage',
      type: 'Art der Umfrage',
      title: 'Titel',
      message: 'Nachricht (optional)',
      maxRating: 'Höchste Bewertung',
      maxRatingHint: (min: number, max: number) => `Zwischen ${min} und ${max}.`,
      answers: 'Antworten',
      answersHint: (min: number, max: number) =>
        `Eine Antwort pro Zeile, ${min} bis ${max} verschiedene.`,
      multiAnswers: 'Mehrere Antworten erlaubt',
      commentAllowed: 'Kommentar erlaubt',
      target: 'Zielgruppe',
      targetAll: 'Alle Benutzer',
      targetRoles: 'Benutzer mit einer dieser Rollen',
      rolesLabel: 'Rollen',
      rolesHint: 'Eine Rolle pro Zeile, z. B. Auftrag oder Kassabuch.',
      targetEmails: 'Bestimmte Benutzer',
      emailsLabel: 'E-Mail-Adressen',
      emailsHint: 'Eine E-Mail-Adresse pro Zeile.',
      submit: 'Umfrage erstellen',
      submitting: 'Wird erstellt …',
      created: (title: string, users: number) =>
        `Die Umfrage „${title}“ wurde ${users === 1 ? 'einem Benutzer' : `${users} Benutzern`} gestellt.`,
    },
    errors: {
      title: 'Bitte geben Sie einen Titel mit höchstens 200 Zeichen ein.',
      message: 'Die Nachricht darf höchstens 2000 Zeichen lang sein.',
      maxRating: 'Die höchste Bewertung muss zwischen 2 und 10 liegen.',
      answersCount: 'Eine Frage braucht 2 bis 20 Antworten.',
      answerText: 'Jede Antwort braucht einen Text mit höchstens 200 Zeichen.',
      answersDistinct: 'Jede Antwort darf nur einmal vorkommen.',
      roles: 'Bitte geben Sie mindestens eine Rolle an (höchstens 20).',
      emails: 'Bitte geben Sie mindestens eine gültige E-Mail-Adresse an (höchstens 200).',
      emailLine: (line: number) => `Zeile ${line}: keine gültige E-Mail-Adresse.`,
      unknownEmails: (emails: readonly string[]) =>
        `Kein Benutzer mit ${emails.length === 1 ? 'der E-Mail-Adresse' : 'den E-Mail-Adressen'} ${emails.slice(0, 5).join(', ')}${emails.length > 5 ? ' …' : ''}: Die Umfrage wurde nicht erstellt.`,
      oneTarget: 'Bitte wählen Sie Rollen oder bestimmte Benutzer, nicht beides.',
      noUsers: 'Keine Benutzer mit diesen Rollen gefunden: Die Umfrage wurde nicht erstellt.',
    },
  },
} as const;
