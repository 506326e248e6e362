// Texts of the privacy consent dialog (SPEC 2 "Other screens", SPEC 4 "Privacy consent") and the
// footer's 'Privatsphäre'. Button captions quoted in SPEC are used verbatim.

export const privacyDe = {
  title: 'Ihre Privatsphäre',
  intro:
    'Technisch notwendige Speicherungen halten das Portal in Betrieb. Mit Ihrer Einwilligung senden wir zusätzlich Fehlerberichte, Leistungsdaten und anonymisierte Nutzungsdaten an unseren eigenen Server, um das Portal zu verbessern. Sie können Ihre Wahl jederzeit unter „Privatsphäre“ in der Fußzeile ändern.',
  policyLink: 'Datenschutzerklärung',
  policyLead: 'Mehr dazu in der',
  detailsIntro:
    'Wählen Sie, wofür wir Daten erheben dürfen. Ohne Ihre Zustimmung bleibt alles ausgeschaltet.',
  allowAll: 'Alle zulassen',
  /** SPEC 2 names 'Akzeptieren' beside 'Alle zulassen': the same choice, in the detail view. */
  accept: 'Akzeptieren',
  acceptHint: 'Akzeptieren lässt alle Zwecke zu.',
  onlyNecessary: 'Nur notwendige',
  showPurposes: 'Zwecke anzeigen',
  confirmSelection: 'Auswahl bestätigen',
  back: 'Zurück',
  purposes: 'Zwecke',
  on: 'An',
  off: 'Aus',
  necessary: {
    label: 'Unbedingt notwendig',
    description: 'Anmeldung, Sitzung und diese Auswahl. Kann nicht abgeschaltet werden.',
    state: 'Immer aktiv',
  },
  flags: {
    sentry: {
      label: 'Fehlerberichte',
      description: 'Bei einem Programmfehler ein Bericht, ohne Formularinhalte.',
    },
    sentry_userid: {
      label: 'Fehlerberichte personalisieren',
      description: 'Fehlerberichte enthalten Ihre Benutzerkennung.',
    },
    sentry_performance: {
      label: 'Leistungsdaten',
      description: 'Ladezeiten der Seiten, bei 20 % der Aufrufe.',
    },
    matomo_pageview: {
      label: 'Anonymisiertes Nutzungsverhalten',
      description: 'Welche Seiten wie lange offen sind, ohne Bezug zu Ihnen.',
    },
    matomo_userid: {
      label: 'Nutzungsverhalten personalisieren',
      description: 'Nutzungsdaten enthalten Ihre Benutzerkennung.',
    },
  },
  requires: (base: string) => `Nur zusammen mit „${base}“.`,
} as const;
