// German texts of the global search in the navbar (issue 13).
export const searchDe = {
  label: 'Globale Suche',
  placeholder: 'Suche',
  results: 'Suchergebnisse',
  noHits: 'Keine Treffer',
  minLength: (min: number) => `Mindestens ${min} Zeichen eingeben`,
  searching: 'Suche läuft …',
  resultCount: (count: number) => (count === 1 ? '1 Treffer' : `${count} Treffer`),
  groups: {
    articles: { label: 'Artikel', description: 'Aus dem Katalog: in den Hauptwarenkorb legen' },
    baskets: { label: 'Warenkörbe', description: 'Nach Bezeichnung oder Notiz' },
    wishLists: { label: 'Merklisten', description: 'Nach Bezeichnung oder Notiz' },
    orders: { label: 'Bestellungen', description: 'Nach Nummer, Datum oder Bezeichnung' },
    screens: { label: 'Seiten', description: 'Bereiche, die Sie öffnen dürfen' },
    customers: { label: 'Kunden', description: 'Lieferkunden auswählen' },
  },
  article: (pzn: string, manufacturer: string) => `PZN ${pzn} · ${manufacturer}`,
  /** `positions`: de.baskets.positions, the one wording of a list's count. */
  list: (positions: string, note: string) => [positions, note].filter(Boolean).join(' · '),
  order: (number: string, date: string) => `Nr. ${number} · ${date}`,
  screen: 'Seite öffnen',
  /** `number` as formatted for every screen ('Nr. …'), null when the domain hides numbers. */
  customer: (number: string | null, place: string) => [number, place].filter(Boolean).join(' · '),
  added: (name: string, basket: string) => `1 × ${name} in „${basket}“ gelegt`,
  addFailed: 'Der Artikel konnte nicht in den Warenkorb gelegt werden.',
  customersOffline: 'Kunden sind nur online suchbar.',
} as const;
