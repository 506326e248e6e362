// Texts of the last-chance articles (Noch verfügbare Artikel, issue 15), as de.lastChance.
// Imports nothing (the bottom layer).

const packs = (n: number) => `${n.toLocaleString('de-DE')} ${n === 1 ? 'Packung' : 'Packungen'}`;
const days = (n: number) => (n === 1 ? '1 Tag' : `${n.toLocaleString('de-DE')} Tage`);
const inDays = (n: number) => (n === 1 ? '1 Tag' : `${n.toLocaleString('de-DE')} Tagen`);

export const lastChanceDe = {
  intro:
    'Restposten und kurz verwendbare Ware des Großhandels zum Sonderpreis, solange der Vorrat reicht. Auch ohne Verbindung lesbar; „In den Warenkorb“ wird ohne Verbindung vorgemerkt und später gesendet.',
  priceNote:
    'Im Warenkorb steht der reguläre AEP: Den Restpostenpreis verrechnet der Großhandel mit der Lieferung auf der Rechnung, für so viele Packungen, wie bei Eingang Ihrer Bestellung noch vorrätig sind. Die Restmenge sinkt mit jeder Bestellung, auch anderer Apotheken.',
  loading: 'Restposten werden geladen…',
  empty: 'Derzeit keine Restposten',
  emptyText: 'Der Großhandel bietet gerade keine Restposten oder kurz verwendbare Ware an.',
  noMatch: 'Kein Angebot passt zu Ihrer Auswahl.',
  filters: {
    legend: 'Angebote filtern',
    search: 'Suche nach Name, PZN oder Hersteller',
    reason: 'Grund',
    allReasons: 'Alle Gründe',
    onlyAvailable: 'Nur lieferbare Angebote',
  },
  count: (shown: number, total: number) =>
    `${shown.toLocaleString('de-DE')} von ${total.toLocaleString('de-DE')} ${
      total === 1 ? 'Angebot' : 'Angeboten'
    }, nach Verwendbarkeit und Angebotsende sortiert.`,
  reason: {
    shortDated: 'Kurz verwendbar',
    discontinued: 'Auslaufartikel',
    packagingChange: 'Packungsumstellung',
    overstock: 'Überbestand',
  },
  pzn: (pzn: string) => `PZN ${pzn}`,
  expiry: (day: string, left: number) =>
    left < 0
      ? `Verwendbar bis ${day} (abgelaufen)`
      : left === 0
        ? `Verwendbar bis ${day} (läuft heute ab)`
        : `Verwendbar bis ${day} (noch ${days(left)})`,
  expiresSoon: 'Bald ablaufend',
  noExpiry: 'Ohne kurzes Verfalldatum',
  validUntil: (day: string) => `Angebot gültig bis ${day}`,
  endsSoon: (n: number) => (n === 0 ? 'Angebot endet heute' : `Angebot endet in ${inDays(n)}`),
  price: 'Restpostenpreis',
  regularPrice: (price: string) => `statt ${price} (AEP)`,
  discount: (percent: number) => `${percent} % günstiger`,
  left: (n: number) => (n === 0 ? 'Ausverkauft' : `Noch ${packs(n)}`),
  maxPerOrder: (n: number) => `höchstens ${packs(n)} je Bestellung`,
  inBasket: (n: number) => `${packs(n)} im Warenkorb`,
  quantity: 'Menge',
  quantityHint: (max: number) => `1 bis ${packs(max)}`,
  add: 'In den Warenkorb',
  addLabel: (name: string) => `${name} in den Warenkorb`,
  notOrderable: {
    soldOut: 'Ausverkauft: Der Großhandel hat keine Packungen mehr.',
    ended: 'Das Angebot ist beendet.',
    inBasket: 'Die erlaubte Menge liegt bereits in Ihren Warenkörben.',
    noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
  },
  added: (quantity: number, name: string, basket: string) =>
    `${packs(quantity)} ${name} liegen im Warenkorb „${basket}“.`,
  openBasket: (basket: string) => `Warenkorb „${basket}“ öffnen`,
  errors: {
    required: 'Bitte eine Menge eingeben.',
    notWhole: 'Bitte eine ganze Zahl von Packungen eingeben.',
    min: 'Mindestens 1 Packung.',
    max: (max: number) => `Höchstens ${packs(max)}: mehr gibt dieses Angebot nicht her.`,
    noBasket: 'Der Warenkorb ist noch nicht geladen. Bitte versuchen Sie es gleich noch einmal.',
  },
};
