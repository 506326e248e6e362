// The integration module's German texts: what the pharmacy reads of the ERP's answers, and
// what the integration API answers a wholesaler's system.
export const integrationTexts = {
  refused: (count: number) =>
    count === 1
      ? 'Nachricht abgelehnt: 1 Fehler. Es wurde nichts übernommen.'
      : `Nachricht abgelehnt: ${count} Fehler. Es wurde nichts übernommen.`,
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
} as const;
