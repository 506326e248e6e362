// The integration module's German texts: what the admin reads of the service accounts, and what
// the integration API answers a wholesaler's system.
import type { IntegrationScope } from '../../src/api/access';

const SCOPE_LABELS: Record<IntegrationScope, string> = {
  'events:read': 'Bestellungen und Einreichungen abholen (events:read)',
  'orders:write': 'Bestellungen bestätigen und Status melden (orders:write)',
  'documents:write': 'Lieferscheine und Rechnungen senden (documents:write)',
  'catalogue:write': 'Artikel, Preise und Bestand ändern (catalogue:write)',
  'catalogue:read': 'Verfügbarkeit und Touren lesen (catalogue:read)',
  'customers:write': 'Lieferkunden und Benutzer anlegen (customers:write)',
};

export const integrationTexts = {
  refused: (count: number) =>
    count === 1
      ? 'Nachricht abgelehnt: 1 Fehler. Es wurde nichts übernommen.'
      : `Nachricht abgelehnt: ${count} Fehler. Es wurde nichts übernommen.`,
  admin: {
    heading: 'Schnittstelle: Dienstkonten',
    reload: 'Aktualisieren',
    intro:
      'Dienstkonten verbinden das Warenwirtschaftssystem (ERP) des Großhandels mit dem Portal. ' +
      'Jedes Konto hat einen API-Schlüssel und nur die Berechtigungen, die es braucht; ein ' +
      'widerrufener Schlüssel gilt sofort nicht mehr.',
    loading: 'Dienstkonten werden geladen …',
    loadFailed: 'Die Dienstkonten konnten nicht geladen werden.',
    empty: 'Noch keine Dienstkonten.',
    list: 'Dienstkonten',
    columns: {
      name: 'Name',
      key: 'Schlüssel',
      scopes: 'Berechtigungen',
      created: 'Angelegt',
      lastUsed: 'Zuletzt benutzt',
      state: 'Status',
    },
    active: 'Aktiv',
    revokedAt: (at: string) => `Widerrufen am ${at}`,
    never: 'nie',
    keyShown: (prefix: string) => `apk_${prefix}_…`,
    revoke: 'Widerrufen',
    revokeLabel: (name: string) => `Schlüssel von „${name}“ widerrufen`,
    revokeTitle: 'Schlüssel widerrufen?',
    revokeText: (name: string) =>
      `Der API-Schlüssel von „${name}“ gilt danach sofort nicht mehr. Das lässt sich nicht rückgängig machen.`,
    revoked: (name: string) => `Der Schlüssel von „${name}“ ist widerrufen.`,
    revokeFailed: 'Der Schlüssel konnte nicht widerrufen werden.',
    noSuchAccount: 'Kein aktives Dienstkonto mit dieser ID.',
    form: {
      heading: 'Dienstkonto anlegen',
      name: 'Name (z. B. „ERP Produktion“)',
      scopes: 'Berechtigungen',
      submit: 'Anlegen',
      submitting: 'Wird angelegt …',
      nameMissing: 'Bitte einen Namen eingeben.',
      scopesMissing: 'Bitte mindestens eine Berechtigung wählen.',
      failed: 'Das Dienstkonto konnte nicht angelegt werden.',
    },
    created: {
      heading: (name: string) => `API-Schlüssel von „${name}“`,
      text: 'Kopieren Sie den Schlüssel jetzt: er wird nur dieses eine Mal angezeigt und ist nirgends gespeichert.',
      keyLabel: 'API-Schlüssel',
      copy: 'Kopieren',
      copied: 'Kopiert.',
      done: 'Fertig',
    },
    scopeLabels: SCOPE_LABELS,
  },
  // The checks of an order's confirmation (modules/integration/server/confirmationChecks.ts).
  orderUnknown: 'Diese Bestellung gibt es im Portal nicht.',
  noSuchPosition: (position: number, count: number) =>
    `Position ${position} gibt es in der Bestellung nicht (sie hat ${count} Artikelzeilen).`,
  positionTwice: (position: number) => `Position ${position} ist mehrfach bestätigt.`,
  pznMismatch: (position: number, pzn: string, ordered: string) =>
    `Position ${position}: PZN ${pzn} passt nicht zur bestellten PZN ${ordered}.`,
  quantityMismatch: (position: number, confirmed: number, ordered: number) =>
    `Position ${position}: Die Teilmengen ergeben ${confirmed}, bestellt sind ${ordered}.`,
  positionMissing: (position: number, pzn: string) =>
    `Position ${position} (PZN ${pzn}) fehlt in der Bestätigung.`,
  // The pharmacy's notification of a confirmation with shortfalls.
  shortfallLabel: 'Bestellung bestätigt – nicht alles kommt mit der Tour',
  shortfallText: (label: string, summary: string) =>
    `Ihre Bestellung „${label}“: ${summary}. Details in der Bestellung.`,
  ndjson: {
    notJson: 'Die Zeile ist kein JSON-Objekt.',
    empty: 'Der Inhalt enthält keine Zeile.',
    tooMany: (max: number) => `Mehr als ${max} Zeilen in einem Aufruf.`,
    more: (count: number) => `… und ${count} weitere Fehler.`,
    repeated: (key: string, first: number) => `${key} steht schon in Zeile ${first}.`,
  },
  documents: {
    unknownCustomer: (nr: number) => `Lieferkunde ${nr} ist unbekannt.`,
    otherCustomer: (no: string) => `Die Nummer ${no} gehört einem anderen Lieferkunden.`,
    otherKind: (no: string) => `Das Dokument ${no} ist von anderer Art.`,
    positionTwice: (position: number) => `Position ${position} steht zweimal im Lieferschein.`,
    linesRemoved: (kept: number) =>
      `Der Lieferschein hatte ${kept} Positionen: gelieferte Positionen werden nicht entfernt.`,
    sumTooLarge: 'Die Summe des Lieferscheins ist zu groß.',
    unknownOrder: 'Der Auftrag ist im Portal für diesen Lieferkunden unbekannt.',
    pdfTooLarge: (maxMiB: number) => `Das PDF ist größer als ${maxMiB} MiB.`,
    notPdf: 'Der Anhang ist kein PDF (es fehlt der Anfang „%PDF-“).',
  },
  articles: {
    missingForNew: (fields: string) => `Neuer Artikel: es fehlt ${fields}.`,
  },
  provisioning: {
    unknownCustomer: (nr: number) => `Lieferkunde ${nr} ist unbekannt.`,
    unknownRole: (role: string) => `Die Rolle „${role}“ gibt es nicht.`,
    adminRole: 'Die Rolle Admin wird nicht über die Schnittstelle vergeben.',
    adminUser: 'Ein Administrator wird nicht über die Schnittstelle geändert.',
    customerNotFound: 'Diesen Lieferkunden gibt es nicht.',
    inviteSubject: 'Ihr Zugang zum Bestellportal',
    inviteParagraphs: (portal: string, name: string, link: string, days: number) => [
      `Guten Tag ${name},`,
      `für Sie wurde ein Benutzerkonto im ${portal} angelegt. Über diesen Link vergeben Sie Ihr Passwort:`,
      link,
      `Der Link ist ${days} Tage gültig und kann nur einmal verwendet werden. Ist er abgelaufen, fordern Sie auf der Anmeldeseite über „Passwort vergessen“ einen neuen an.`,
    ],
  },
  /** The embedded ERP simulator's words in its answers (modules/integration/server/simulator/). */
  simulator: {
    expectedBack: (day: string) => `Voraussichtlich wieder lieferbar ab ${day}`,
  },
} as const;
