// The integration module's German texts: what the pharmacy reads of the ERP's answers, and
// what the integration API answers a wholesaler's system.
export const integrationTexts = {
  refused: (count: number) =>
    count === 1
      ? 'Nachricht abgelehnt: 1 Fehler. Es wurde nichts übernommen.'
      : `Nachricht abgelehnt: ${count} Fehler. Es wurde nichts übernommen.`,
  /** The embedded ERP simulator's words in its answers (modules/integration/server/simulator/). */
  simulator: {
    expectedBack: (day: string) => `Voraussichtlich wieder lieferbar ab ${day}`,
  },
} as const;
