// Texts of the customer settings (SPEC 2 "Customer settings", SPEC 4 "Customer settings save",
// SPEC 8 'Gespeichert!'): the screen, its field messages and the server's messages. Imported by
// the screen and the server directly, never spread into de.ts (the /login bundle stays small).
// Imports nothing (the bottom layer).

export const customerSettingsDe = {
  /** SPEC 2, exact: the spinner's text while the settings load. */
  loading: 'Lade...',
  intro:
    'Diese Einstellungen gelten für Ihre ganze Apotheke (Kundennummer), nicht nur für Ihren Benutzer.',
  customer: (kundeNr: number) => `Kundennummer ${kundeNr}`,
  updated: (when: string, who: string | null) =>
    who ? `Zuletzt geändert am ${when} von ${who}` : `Zuletzt geändert am ${when}`,
  neverSaved: 'Noch nicht gespeichert: es gelten die Standardwerte.',
  form: 'Kunden-Einstellungen',
  sections: {
    contact: 'Bestellungen und Kontakt',
    notifications: 'Benachrichtigungen',
    automation: 'Automatischer Versand',
  },
  fields: {
    confirmationEmail: 'E-Mail-Adresse für Auftragsbestätigungen',
    confirmationEmailHint:
      'Leer lassen: die Bestätigung geht an die Adresse des bestellenden Benutzers.',
    orderNote: 'Standard-Vermerk auf jeder Bestellung',
    orderNoteHint: (left: number) => `Wird auf jede Bestellung gedruckt. Noch ${left} Zeichen.`,
    contactPhone: 'Zweite Telefonnummer für Rückfragen',
    contactPhoneHint: 'Mit Ländervorwahl, z. B. +43 1 234567. Leer lassen, wenn keine.',
    autoSendPrimaryBasket: 'Hauptwarenkorb zum Bestellschluss der Tour automatisch senden',
    autoSendHint:
      'Zum Bestellschluss jeder Tour (siehe Tourenplan) bestellt der Server den Hauptwarenkorb jedes Benutzers Ihrer Apotheke – auch wenn gerade kein Gerät online ist. Bestellt wird, was der Server zu diesem Zeitpunkt kennt: Änderungen, die offline gemacht und erst nach dem Bestellschluss übertragen werden, sind nicht dabei. Ein leerer Warenkorb wird nicht gesendet. Über jede automatische Bestellung und jeden Fehler erhalten Sie eine Benachrichtigung.',
  },
  notifications: {
    kind: 'Benachrichtigung',
    email: 'per E-Mail',
    push: 'als Push-Nachricht',
    orderConfirmed: 'Auftrag bestätigt',
    backorderDelivered: 'Rückstand geliefert',
    newDocuments: 'Neue Dokumente (Lieferscheine, Rechnungen)',
    caption:
      'Welche Benachrichtigungen zusätzlich zur Anzeige im Portal per E-Mail oder als Push-Nachricht hinausgehen.',
  },
  validation: {
    invalidEmail: 'Bitte eine gültige E-Mail-Adresse eingeben.',
    emailTooLong: (max: number) => `Höchstens ${max} Zeichen.`,
    noteTooLong: (max: number) => `Höchstens ${max} Zeichen.`,
    invalidPhone: 'Bitte mit Ländervorwahl eingeben, z. B. +43 1 234567.',
    phoneTooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  },
  save: 'Speichern',
  saving: 'Wird gespeichert…',
  /** SPEC 4 / 8, exact. */
  saved: 'Gespeichert!',
  /** SPEC 4 / 8, exact: the server answered false. */
  failed: 'Fehler!',
  conflict: (who: string | null) =>
    who
      ? `Die Einstellungen wurden inzwischen von ${who} geändert. Erneut speichern überschreibt diese Änderung.`
      : 'Die Einstellungen wurden inzwischen geändert. Erneut speichern überschreibt diese Änderung.',
  networkError:
    'Keine Verbindung zum Server. Ihre Eingaben bleiben erhalten; bitte erneut speichern.',
  fixFields: 'Bitte die markierten Felder korrigieren.',
  loadFailed: 'Die Einstellungen konnten nicht geladen werden.',
  retry: 'Erneut laden',
  offline:
    'Die Kunden-Einstellungen brauchen eine Verbindung zum Server. Sobald Sie wieder online sind, werden sie geladen.',
  offlineCached:
    'Keine Verbindung zum Server: angezeigt wird der zuletzt geladene Stand. Ändern und speichern können Sie die Einstellungen, sobald Sie wieder online sind.',
  test: 'Test-E-Mail senden',
  testing: 'Wird gesendet…',
  testSent: (to: string) => `Test-E-Mail an ${to} gesendet.`,
  testFailed: 'Die Test-E-Mail konnte nicht gesendet werden.',
  testNeedsAddress: 'Bitte zuerst eine gültige E-Mail-Adresse eingeben.',
  server: {
    noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
    /** The notifications of the automatic sending (./server/autoSend.ts). */
    autoSent: {
      label: 'Hauptwarenkorb automatisch bestellt',
      text: (basket: string, tour: string, cutoff: string, rows: number, total: string) =>
        `„${basket}“ wurde zum Bestellschluss der ${tour} um ${cutoff} Uhr automatisch bestellt: ${rows === 1 ? '1 Position' : `${rows} Positionen`}, ${total}.`,
    },
    autoFailed: {
      label: 'Automatische Bestellung fehlgeschlagen',
      text: (basket: string, tour: string, cutoff: string, reason: string) =>
        `„${basket}“ konnte zum Bestellschluss der ${tour} um ${cutoff} Uhr nicht automatisch bestellt werden: ${reason} Bitte prüfen Sie den Warenkorb und bestellen Sie ihn selbst. Es wird kein weiterer Versuch unternommen.`,
    },
    testMailSubject: 'Test: Auftragsbestätigungen des Kundenportals',
    testMailParagraphs: (kundeNr: number) => [
      'Guten Tag,',
      `diese Testnachricht bestätigt, dass Auftragsbestätigungen für die Kundennummer ${kundeNr} an diese Adresse zugestellt werden können.`,
      'Die Adresse wird erst verwendet, nachdem die Kunden-Einstellungen gespeichert wurden.',
    ],
  },
} as const;
