// The wholesaler whose portal this is (DOMAIN.md): printed on every PDF the server makes (the
// analytics documents, the temperature log, the destruction record, the demo downloads).

/** Name, address, contact, register and bank lines of the wholesaler. */
export const WHOLESALER = {
  name: 'Alpenpharm Arzneimittel-Großhandel GmbH',
  street: 'Liebenauer Hauptstraße 160',
  town: '8041 Graz, Österreich',
  contact: 'Tel. +43 316 4711-0 · service@alpenpharm.at',
  legal: 'FN 123456a, Landesgericht für ZRS Graz · UID ATU12345678',
  bank: 'Steiermärkische Sparkasse · IBAN AT12 2081 5000 0123 4567 · BIC STSPAT2GXXX',
} as const;
