// Texts of the self-registration (/register), its mails, the login answers before approval and
// the staff approval on /admin (issue 12). Imports nothing (the bottom layer).

export const registerDe = {
  title: 'Registrierung',
  intro:
    'Registrieren Sie sich für das Kundenportal. Nach der Bestätigung Ihrer E-Mail-Adresse und der Prüfung durch unsere Mitarbeiterinnen und Mitarbeiter erhalten Sie eine E-Mail, sobald Ihr Zugang freigeschaltet ist.',
  form: 'Registrierungsformular',
  loading: 'Lade...',
  settingsFailed: 'Die Registrierung konnte nicht geladen werden.',
  reload: 'Erneut laden',
  customer: {
    legend: 'Sind Sie bereits Kunde?',
    new: 'Neukunde',
    existing: 'Bereits Kunde',
  },
  fields: {
    company_name: 'Firmenname',
    company_uid: 'UID-Nummer',
    firstname: 'Vorname',
    lastname: 'Nachname',
    street: 'Straße',
    housenr: 'Hausnummer',
    country: 'Land',
    plz: 'PLZ',
    city: 'Ort',
    telnr: 'Telefonnummer',
    mail: 'E-Mail-Adresse (Benutzername)',
    password: 'Passwort',
  },
  hints: {
    company_name: 'Max 40 Zeichen',
    company_uid: 'z. B. ATU12345678 oder DE123456789',
    telnr: 'Mit Ländervorwahl, z. B. +43 1 2345678',
    password:
      'Empfohlen: 8 bis 10 Zeichen mit Sonderzeichen sowie Groß- und Kleinbuchstaben. Erlaubt sind Buchstaben, Ziffern und @$!%*#?&.:_-(){}[].',
  },
  interests: 'Interessen',
  agb: { before: 'Ich akzeptiere die ', link: 'AGBs', after: '.' },
  dsgvo: {
    before: 'Ich habe die ',
    link: 'Datenschutzerklärung',
    after: ' gelesen und stimme der Verarbeitung meiner Daten zu.',
  },
  acknowledge: 'Ich bestätige diesen Hinweis.',
  acknowledgeHeading: 'Hinweis',
  messages: {
    charset: 'Es sind unerlaubte Zeichen enthalten. Es wird nur ISO-8859-1 unterstützt.',
    maxLength: (max: number) => `Max ${max} Zeichen`,
    invalidUid: 'Ungültige UID-Nummer!',
    telnrCountryCode: 'Bitte mit Ländervorwahl angeben, z. B. +43 1 2345678!',
    invalidCountry: 'Bitte ein Land auswählen!',
    checking: 'Prüfe..',
    userExists: 'Benutzer existiert bereits!',
    checkFailed: 'Prüfung fehlgeschlagen!',
    mustAccept: 'Wird benötigt!',
  },
  submit: 'Registrieren',
  submitting: 'Wird gesendet…',
  successTitle: 'Registrierung erfolgreich!',
  successText: (hours: number) =>
    `Bitte bestätigen Sie jetzt Ihre E-Mail-Adresse: Wir haben Ihnen eine E-Mail mit einem Bestätigungslink gesendet, der ${hours} Stunden gültig ist. Erst danach wird Ihre Registrierung von unseren Mitarbeiterinnen und Mitarbeitern geprüft.`,
  failureTitle: 'Registrierung fehlgeschlagen!',
  failureText: 'Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut!',
  retry: 'Erneut versuchen',
  toLogin: 'Zur Anmeldung',
  countries: {
    AT: 'Österreich',
    DE: 'Deutschland',
    IT: 'Italien',
    CH: 'Schweiz',
    SI: 'Slowenien',
    HU: 'Ungarn',
    CZ: 'Tschechien',
    SK: 'Slowakei',
    LI: 'Liechtenstein',
  },
  interestNames: [
    'Newsletter',
    'Aktionen und Angebote',
    'Fortbildungen und Veranstaltungen',
    'Neuigkeiten zum Kundenportal',
  ],
  /** The registration config's acknowledgement (SPEC 5: info text with a checkbox). */
  configText:
    'Ich bestätige, dass ich berechtigt bin, für die angegebene Apotheke bzw. das angegebene Unternehmen Bestellungen beim pharmazeutischen Großhandel aufzugeben, und dass die Angaben wahrheitsgemäß sind. Arzneimittel werden ausschließlich an berechtigte Empfänger (Apotheken, Ärztinnen und Ärzte mit Hausapotheke, Krankenanstalten) geliefert.',
  /** /register/confirm/{token}: the mailed link confirms the address (issue 23). */
  confirm: {
    intro:
      'Bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört. Erst danach wird Ihre Registrierung von unseren Mitarbeiterinnen und Mitarbeitern geprüft.',
    submit: 'E-Mail-Adresse bestätigen',
    sending: 'Wird bestätigt…',
    successTitle: 'E-Mail-Adresse bestätigt!',
    successText:
      'Ihre Registrierung wird jetzt von unseren Mitarbeiterinnen und Mitarbeitern geprüft. Sie erhalten eine E-Mail, sobald Ihr Zugang freigeschaltet ist.',
    invalidTitle: 'Link ungültig oder abgelaufen',
    invalidText:
      'Dieser Bestätigungslink ist ungültig, wurde bereits verwendet oder ist abgelaufen. Falls Sie Ihre Adresse noch nicht bestätigt haben, registrieren Sie sich bitte erneut.',
    registerAgain: 'Erneut registrieren',
    failedTitle: 'Bestätigung fehlgeschlagen!',
    failedText: 'Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut!',
  },
  /** Login answers before the approval (server/services/registrations.ts). */
  login: {
    pending:
      'Ihre Registrierung wird noch geprüft. Sie erhalten eine E-Mail, sobald Ihr Zugang freigeschaltet ist.',
    rejected: 'Ihre Registrierung wurde abgelehnt.',
  },
  /** Answers of the server. */
  server: {
    userExists: 'Benutzer existiert bereits!',
    configNotAccepted: 'Der Hinweis zur Registrierung muss bestätigt werden.',
    notPending: 'Diese Registrierung ist nicht mehr offen.',
    unknownCustomer: 'Zu dieser Kundennummer gibt es keine Lieferkunden.',
    unknownRole: 'Unbekannte Rolle.',
    confirmInvalid: 'Der Bestätigungslink ist ungültig oder abgelaufen.',
    /** More confirmation mails to one address than its budget (MAILS_PER_ADDRESS_PER_HOUR). */
    mailsUsedUp: (wait: string) =>
      `An diese E-Mail-Adresse wurden gerade mehrere Bestätigungslinks gesendet. Bitte prüfen Sie Ihr Postfach (auch den Spam-Ordner) oder registrieren Sie sich in ${wait} erneut.`,
  },
  mail: {
    /** Replaces the former 'received' mail: nothing is checked before the address is proven. */
    confirm: {
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      paragraphs: (name: string, link: string, hours: number) => [
        `Guten Tag ${name},`,
        'vielen Dank für Ihre Registrierung im Kundenportal. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:',
        link,
        `Der Link ist ${hours} Stunden gültig und kann einmal verwendet werden. Erst nach der Bestätigung prüfen unsere Mitarbeiterinnen und Mitarbeiter Ihre Angaben; sobald Ihr Zugang freigeschaltet ist, erhalten Sie eine weitere E-Mail.`,
        'Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail bitte. Ohne Bestätigung wird die Registrierung nach Ablauf des Links gelöscht.',
      ],
    },
    approved: {
      subject: 'Ihr Zugang zum Kundenportal ist freigeschaltet',
      paragraphs: (name: string, loginUrl: string, email: string) => [
        `Guten Tag ${name},`,
        'Ihre Registrierung wurde geprüft und Ihr Zugang ist freigeschaltet. Sie können sich ab sofort anmelden:',
        loginUrl,
        `Ihr Benutzername ist Ihre E-Mail-Adresse (${email}), das Passwort das bei der Registrierung gewählte.`,
      ],
    },
    rejected: {
      subject: 'Ihre Registrierung im Kundenportal wurde abgelehnt',
      paragraphs: (name: string, reason: string) => [
        `Guten Tag ${name},`,
        'leider können wir Ihre Registrierung nicht freischalten.',
        `Begründung: ${reason}`,
        'Bei Fragen wenden Sie sich bitte an unseren Kundendienst.',
      ],
    },
  },
  /** Staff approval on /admin. */
  admin: {
    heading: 'Offene Registrierungen',
    loading: 'Lade Registrierungen…',
    failed: 'Die Registrierungen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    reload: 'Aktualisieren',
    empty: 'Keine offenen Registrierungen.',
    list: 'Offene Registrierungen',
    registeredAt: 'Registriert am',
    company: 'Firma',
    noCompany: '(kein Firmenname)',
    uid: 'UID',
    address: 'Adresse',
    phone: 'Telefon',
    email: 'E-Mail',
    customer: 'Kunde',
    interests: 'Interessen',
    noInterests: 'keine',
    approve: 'Freigeben',
    approveFor: (name: string) => `Registrierung von ${name} freigeben`,
    reject: 'Ablehnen',
    rejectFor: (name: string) => `Registrierung von ${name} ablehnen`,
    cancel: 'Abbrechen',
    kundeNr: 'Kundennummer',
    kundeNrHint: 'Eine vorhandene Kundennummer wählen oder eingeben',
    invalidKundeNr: 'Ungültige Kundennummer!',
    roles: 'Rollen',
    userAlways: 'User (immer)',
    confirmApprove: 'Benutzer anlegen und freigeben',
    reason: 'Begründung (wird per E-Mail gesendet)',
    reasonMax: 'Max 500 Zeichen',
    confirmReject: 'Ablehnen und E-Mail senden',
    approved: (name: string) =>
      `Registrierung von ${name} freigegeben. Der Benutzer wurde angelegt.`,
    approvedNoMail: (name: string) =>
      `Registrierung von ${name} freigegeben, aber die E-Mail konnte nicht gesendet werden.`,
    approveFailed: (message: string) => `Freigabe fehlgeschlagen: ${message}`,
    rejected: (name: string) => `Registrierung von ${name} abgelehnt.`,
    rejectedNoMail: (name: string) =>
      `Registrierung von ${name} abgelehnt, aber die E-Mail konnte nicht gesendet werden.`,
    rejectFailed: (message: string) => `Ablehnung fehlgeschlagen: ${message}`,
  },
} as const;
