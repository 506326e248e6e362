// Texts of the account screens (issue 12, "Passwords" and "IP unlock"): password reset, new
// password, change password, IP unlock, their mails and the server's messages. Texts quoted in
// SPEC are verbatim. Imports nothing (the bottom layer).

/** How long a mailed link is valid, in words (server/services/userTokens.ts TOKEN_TTL_MS). */
const LINK_VALIDITY = 'eine Stunde';

export const accountDe = {
  cancel: 'Abbrechen',
  toLogin: 'Zur Anmeldung',
  email: 'E-Mail Adresse',
  changed: 'Erfolgreich geändert!',
  reset: {
    intro:
      'Geben Sie die E-Mail Adresse Ihres Benutzerkontos ein. Sie erhalten einen Link, mit dem Sie ein neues Passwort vergeben.',
    form: 'Passwort zurücksetzen',
    submit: 'Weiter',
    sent: 'Sie erhalten in Kürze eine E-Mail mit weiteren Anweisungen!',
    sentHint: `Der Link in der E-Mail ist ${LINK_VALIDITY} gültig. Bitte prüfen Sie auch Ihren Spam-Ordner.`,
  },
  newPassword: {
    intro: 'Vergeben Sie ein neues Passwort für Ihr Benutzerkonto.',
    form: 'Neues Passwort vergeben',
    checking: 'Link wird geprüft…',
    invalidLink: `Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet. Ein Link ist ${LINK_VALIDITY} gültig und kann nur einmal verwendet werden.`,
    requestNew: 'Neuen Link anfordern',
    submit: 'Passwort speichern',
    loginNow: 'Sie können sich jetzt mit dem neuen Passwort anmelden.',
  },
  change: {
    intro: 'Vergeben Sie ein neues Passwort. Andere angemeldete Geräte werden dabei abgemeldet.',
    required:
      'Bitte ändern Sie Ihr Passwort, bevor Sie das Portal weiter verwenden. Es wurde zurückgesetzt oder muss aus Sicherheitsgründen erneuert werden.',
    form: 'Passwort ändern',
    current: 'Aktuelles Passwort',
    submit: 'Passwort ändern',
    toDashboard: 'Weiter zum Portal',
  },
  password: {
    new: 'Neues Passwort',
    repeat: 'Neues Passwort wiederholen',
    ruleMet: 'erfüllt',
    ruleUnmet: 'nicht erfüllt',
    /** The accessible name of one checklist line: the rule and whether it is met. */
    ruleState: (rule: string, met: boolean) => `${rule}: ${met ? 'erfüllt' : 'nicht erfüllt'}`,
  },
  validateIp: {
    checking: 'Link wird geprüft…',
    address: 'IP-Adresse',
    question: 'Wollten Sie die IP freischalten?',
    submit: 'Freischalten',
    success: 'Erfolgreich freigeschalten! Bitte melden Sie sich nun an!',
    invalidLink: `Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet. Melden Sie sich erneut an: Sie erhalten dann eine neue E-Mail zur Freischaltung.`,
  },
  /** Messages the server answers with (`{ code, message }`); the screens show them as they are. */
  server: {
    passwordChangeRequired: 'Bitte ändern Sie zuerst Ihr Passwort (Menüpunkt „Passwort ändern“).',
    ipUnknown:
      'Anmeldung von dieser IP-Adresse noch nicht freigeschaltet. Wir haben Ihnen eine E-Mail zur Freischaltung gesendet.',
    ipUnknownMailFailed:
      'Anmeldung von dieser IP-Adresse noch nicht freigeschaltet. Die E-Mail zur Freischaltung konnte nicht gesendet werden; bitte versuchen Sie es später erneut.',
    unknownEmail: 'Ungültige E-Mail Adresse!',
    tokenInvalid: 'Fehlgeschlagen!',
    notFound: 'Nicht gefunden!',
    weakPassword: 'Das neue Passwort erfüllt nicht alle Anforderungen.',
    wrongPassword: 'Das aktuelle Passwort ist falsch!',
    samePassword: 'Das neue Passwort muss sich vom aktuellen Passwort unterscheiden.',
    impersonating: 'Während einer Imitation kann das Passwort nicht geändert werden.',
    mailFailed: 'Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    /** More reset mails for one account than its budget (MAILS_PER_ADDRESS_PER_HOUR). */
    resetMailsUsedUp: (wait: string) =>
      `Für dieses Benutzerkonto wurden gerade mehrere Links gesendet. Bitte prüfen Sie Ihr Postfach (auch den Spam-Ordner) oder fordern Sie in ${wait} einen neuen Link an.`,
  },
  mail: {
    /** What the admin's 'Postausgang' shows instead of a link's single-use token. */
    linkRedacted: '[entfernt: nur für den Empfänger]',
    resetSubject: 'Passwort zurücksetzen',
    resetParagraphs: (portal: string, name: string, link: string) => [
      `Guten Tag ${name},`,
      `für Ihr Benutzerkonto im ${portal} wurde das Zurücksetzen des Passworts angefordert. Über diesen Link vergeben Sie ein neues Passwort:`,
      link,
      `Der Link ist ${LINK_VALIDITY} gültig und kann nur einmal verwendet werden. Nach der Änderung werden Sie auf allen Geräten abgemeldet.`,
      'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert. Erhalten Sie solche E-Mails wiederholt, wenden Sie sich bitte an Ihre Ansprechperson bei Alpenpharm.',
    ],
    ipSubject: 'Neue IP-Adresse freischalten',
    ipParagraphs: (portal: string, name: string, ip: string, link: string) => [
      `Guten Tag ${name},`,
      `soeben wurde mit Ihren Zugangsdaten eine Anmeldung im ${portal} von der IP-Adresse ${ip} versucht, die für Ihr Benutzerkonto noch nicht freigeschaltet ist. Über diesen Link schalten Sie die Adresse frei:`,
      link,
      `Der Link ist ${LINK_VALIDITY} gültig und kann nur einmal verwendet werden. Danach melden Sie sich wie gewohnt an.`,
      'Falls Sie das nicht waren, öffnen Sie den Link nicht und ändern Sie bitte umgehend Ihr Passwort: Jemand anderer kennt es.',
    ],
  },
} as const;
