// Texts of enclosed shipping (Beipackanmeldung, issue 15): the screen, its form and field
// messages, the list and the descriptions of its changes in 'Nicht übertragene Änderungen'.
// Imports nothing (the bottom layer).

export const enclosedShippingDe = {
  intro:
    'Melden Sie hier an, was mit der Lieferung des Großhandels mitfahren soll (Beipack): Belege, Muster, Rezepte an eine Betriebsstätte. Die Anmeldung funktioniert auch ohne Verbindung und wird gesendet, sobald die Verbindung wieder besteht.',
  introSiteDocuments:
    'Melden Sie hier Dokumente an, die mit der Lieferung an eine Betriebsstätte des Großhandels gehen.',
  noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
  loading: 'Anmeldungen werden geladen…',
  variant: {
    enclosed: 'Beipack',
    siteDocuments: 'Dokumente an Betriebsstätte',
  },
  kind: {
    documents: 'Dokumente',
    returnDocuments: 'Rücksendung von Belegen',
    samples: 'Muster',
    prescriptions: 'Rezepte',
    other: 'Sonstiges',
  },
  tour: { morning: 'Vormittagstour', midday: 'Mittagstour', evening: 'Abendtour' },
  state: {
    announced: 'Angemeldet',
    collected: 'Abgeholt',
    delivered: 'Zugestellt',
    cancelled: 'Storniert',
  },
  form: {
    title: 'Neue Anmeldung',
    variant: 'Art der Anmeldung',
    kind: 'Inhalt',
    packages: 'Anzahl Packstücke',
    description: 'Beschreibung',
    descriptionHint: 'z. B. „Retourbelege Oktober“ oder „3 Rezepte Filiale Nord“',
    site: 'Empfänger (Betriebsstätte)',
    chooseSite: 'Bitte wählen…',
    tourDay: 'Gewünschter Tag (TT.MM.JJJJ)',
    tour: 'Gewünschte Tour',
    note: 'Anmerkung (optional)',
    submit: 'Anmelden',
    saved: (packages: number, site: string) =>
      `Angemeldet: ${packages} ${packages === 1 ? 'Packstück' : 'Packstücke'} an ${site}.`,
    savedOffline: 'Ohne Verbindung gespeichert; wird gesendet, sobald die Verbindung besteht.',
  },
  errors: {
    packages: `Bitte eine ganze Zahl von 1 bis 99 angeben.`,
    descriptionRequired: 'Bitte beschreiben Sie, was mitgegeben wird.',
    descriptionTooLong: 'Höchstens 200 Zeichen.',
    siteRequired: 'Bitte wählen Sie die Betriebsstätte.',
    dayFormat: 'Bitte ein Datum als TT.MM.JJJJ angeben.',
    dayPast: 'Der Tag liegt in der Vergangenheit.',
    dayTooFar: 'Höchstens 60 Tage im Voraus.',
    noteTooLong: 'Höchstens 500 Zeichen.',
    kindNotAllowed: 'Diese Art ist für diese Anmeldung nicht möglich.',
  },
  list: {
    title: 'Anmeldungen',
    empty: 'Noch keine Anmeldungen. Neue Anmeldungen erscheinen hier mit ihrem Status.',
    columns: {
      day: 'Tag und Tour',
      kind: 'Inhalt',
      packages: 'Packstücke',
      site: 'Empfänger',
      state: 'Status',
      actions: 'Aktionen',
    },
    pending: 'Noch nicht gesendet',
    cancel: 'Stornieren',
    cancelLabel: (description: string) => `Anmeldung „${description}“ stornieren`,
    cancelled: 'Die Anmeldung wurde storniert.',
    unknownSite: 'Unbekannte Betriebsstätte',
  },
  describe: {
    announce: (description: string) => `Beipack angemeldet: ${description}`,
    cancel: (description: string) => `Beipack storniert: ${description}`,
  },
  rejections: {
    foreignCustomer: 'Diese Anmeldung gehört nicht zum gewählten Lieferkunden.',
    notFound: 'Diese Anmeldung gibt es nicht (mehr).',
    idTaken: 'Diese Kennung ist bereits vergeben.',
    variant: 'Für diese Art der Anmeldung fehlt Ihnen die Berechtigung.',
    kind: 'Diese Art ist für diese Anmeldung nicht möglich.',
    site: 'Diese Betriebsstätte gibt es nicht.',
    day: 'Der gewünschte Tag liegt in der Vergangenheit oder zu weit in der Zukunft.',
    notCancellable: 'Nur angemeldete, noch nicht abgeholte Sendungen können storniert werden.',
  },
} as const;
