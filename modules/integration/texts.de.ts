// The integration module's German texts: what the pharmacy reads of the ERP's answers, and
// what the integration API answers a wholesaler's system.
export const integrationTexts = {
  refused: (count: number) =>
    count === 1
      ? 'Nachricht abgelehnt: 1 Fehler. Es wurde nichts übernommen.'
      : `Nachricht abgelehnt: ${count} Fehler. Es wurde nichts übernommen.`,
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
} as const;
