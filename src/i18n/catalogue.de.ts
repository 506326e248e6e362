// Texts of the article catalogue: its sync progress and the article search.
const COUNT = new Intl.NumberFormat('de-DE');

export const catalogueDe = {
  sync: {
    /** The progress bar's label while the first sync runs. */
    progress: (loaded: number, total: number) =>
      `Artikelstamm wird geladen: ${COUNT.format(loaded)} von ${COUNT.format(total)}`,
    starting: 'Artikelstamm wird geladen …',
    error: 'Der Artikelstamm konnte nicht vollständig geladen werden. Neuer Versuch folgt.',
    incomplete: 'Der Artikelstamm wird noch geladen: die Suche findet noch nicht alle Artikel.',
  },
  search: {
    /** SPEC 8's empty state. */
    noHits: 'Keine Treffer',
    invalidPzn: 'Ungültige PZN: Prüfziffer stimmt nicht.',
    searching: 'Suche läuft …',
    results: 'Suchergebnisse',
    resultCount: (count: number) => (count === 1 ? '1 Treffer' : `${COUNT.format(count)} Treffer`),
    limited: (count: number) => `Die ersten ${COUNT.format(count)} Treffer – bitte genauer suchen.`,
    hint: 'PZN, Name, Wirkstoff oder Hersteller; mehrere Wörter grenzen ein.',
    pzn: 'PZN',
  },
  article: {
    pzn: (pzn: string) => `PZN ${pzn}`,
    pack: (size: string, unit: string) => `${size} ${unit}`,
    manufacturer: 'Hersteller',
    ingredient: 'Wirkstoff',
    aep: 'AEP',
    avp: 'AVP',
    aepLong: 'Apothekeneinkaufspreis',
    avpLong: 'Apothekenverkaufspreis',
    price: (label: string, amount: string) => `${label} ${amount}`,
  },
  flags: {
    rx: 'Rx',
    rxLong: 'Rezeptpflichtig',
    otc: 'OTC',
    otcLong: 'Rezeptfrei',
    coldChain: 'Kühlware',
    narcotic: 'Suchtgift',
    label: 'Kennzeichen',
  },
  availability: {
    lieferbar: 'lieferbar',
    knapp: 'knapp',
    nicht_lieferbar: 'nicht lieferbar',
    expected: (date: string) => `voraussichtlich ab ${date}`,
  },
} as const;
