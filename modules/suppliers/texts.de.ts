// Texts of the supplier orders (Lieferantenbestellung / Direktbezug, issue 15): the screen, its
// fields and messages, the server's refusals and the descriptions of its changes in 'Nicht
// übertragene Änderungen'. Imports nothing but the count's wording (the bottom layer).
import { positions } from '../../src/i18n/positions.de';

const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const euro = (cents: number) => EURO.format(cents / 100);

export const suppliersDe = {
  title: 'Lieferanten',
  intro:
    'Direktbezug: Bestellungen bei Herstellern und anderen Lieferanten, die nicht über den Großhandel laufen. Je Lieferant ein Warenkorb mit dessen Sortiment und Einkaufspreisen; die Bestellung wird über das Portal an den Lieferanten übermittelt.',
  noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
  loading: 'Lieferanten werden geladen…',
  empty: 'Für Ihre Apotheke sind keine Direktlieferanten hinterlegt.',
  listLabel: 'Direktlieferanten',
  supplierNumber: (nr: string) => `Lieferanten-Nr. ${nr}`,
  kind: { hersteller: 'Hersteller', vertrieb: 'Vertrieb / Händler' },
  minOrder: (cents: number) => `Mindestbestellwert ${euro(cents)}`,
  noMinOrder: 'Kein Mindestbestellwert',
  delivery: (days: string, lead: number) =>
    `Liefertage: ${days} · Lieferzeit ${lead === 1 ? '1 Werktag' : `${lead} Werktage`}`,
  channel: (text: string) => `Bestellweg: ${text}`,
  contact: (text: string) => `Kontakt: ${text}`,
  assortmentSize: (n: number) => (n === 1 ? '1 Artikel im Sortiment' : `${n} Artikel im Sortiment`),
  basketSummary: (rows: number, cents: number) =>
    rows === 0 ? 'Warenkorb leer' : `Im Warenkorb: ${positions(rows)}, ${euro(cents)}`,
  // Names of buttons and links start with their visible text (WCAG 2.5.3), then say which one.
  open: (name: string) => `Warenkorb öffnen: ${name}`,
  openShort: 'Warenkorb öffnen',
  back: 'Alle Lieferanten',
  orders: {
    title: 'Bestellungen bei Lieferanten',
    titleOf: (name: string) => `Bestellungen bei ${name}`,
    empty: 'Noch keine Bestellungen bei Lieferanten.',
    emptyOf: 'Noch keine Bestellungen bei diesem Lieferanten.',
    number: (nr: string) => `Bestellnummer ${nr}`,
    numberPending: 'Bestellnummer folgt nach der Übertragung',
    supplier: (name: string) => `Lieferant: ${name}`,
    note: (text: string) => `Notiz an den Lieferanten: ${text}`,
    detailTitle: (name: string, date: string) =>
      `Positionen der Bestellung bei ${name} vom ${date}`,
    showDetails: (name: string, date: string) =>
      `Details: Positionen der Bestellung bei ${name} vom ${date}`,
    reorder: 'Erneut bestellen',
    reorderLabel: (name: string, date: string) =>
      `Erneut bestellen: Bestellung bei ${name} vom ${date} in den Warenkorb legen`,
    reordered: (n: number, name: string) =>
      `${positions(n)} in den Warenkorb von ${name} übernommen.`,
    reorderSkipped: (pzns: string) =>
      `Nicht mehr im Sortiment des Lieferanten und daher ausgelassen: PZN ${pzns}.`,
    reorderEmpty: 'Keine der Positionen ist noch im Sortiment des Lieferanten.',
    list: 'Bestellungen',
  },
  basket: {
    title: (name: string) => `Warenkorb ${name}`,
    rows: 'Positionen des Lieferanten-Warenkorbs',
    empty: 'Der Warenkorb ist leer. Fügen Sie Artikel aus dem Sortiment des Lieferanten hinzu.',
    position: 'Pos.',
    item: 'Artikel',
    unit: 'Bestelleinheit',
    quantity: 'Menge',
    price: 'Preis je Einheit',
    sum: 'Summe',
    actions: 'Aktionen',
    note: (text: string) => `Notiz: ${text}`,
    noQuantity: '–',
    removeShort: 'Entfernen',
    remove: (what: string) => `Entfernen: ${what}`,
    removed: (what: string) => `${what} entfernt.`,
    unknownArticle: 'Nicht mehr im Sortiment des Lieferanten',
    value: 'Warenwert (Einkauf, netto)',
    articleCount: 'Artikelpositionen',
    minimumReached: (min: string) => `Mindestbestellwert ${min} erreicht.`,
    minimumMissing: (missing: string, min: string) =>
      `Mindestbestellwert ${min} noch nicht erreicht: es fehlen ${missing}.`,
    addNote: 'Notizzeile hinzufügen',
    noteField: 'Notiz für den Lieferanten (als eigene Zeile)',
    noteAdded: 'Notizzeile hinzugefügt.',
  },
  assortment: {
    title: 'Sortiment des Lieferanten',
    search: 'Im Sortiment suchen (Name, PZN, Artikelnummer)',
    count: (shown: number, all: number) =>
      shown === all ? `${all} Artikel` : `${shown} von ${all} Artikeln`,
    noHits: 'Kein Artikel des Sortiments passt zur Suche.',
    empty: 'Dieser Lieferant hat derzeit keine Artikel für Sie im Sortiment.',
    pzn: (pzn: string) => `PZN ${pzn}`,
    articleNo: (no: string) => `Art.-Nr. ${no}`,
    per: (unit: string) => `je ${unit}`,
    quantityOf: (name: string) => `Menge ${name}`,
    add: 'Hinzufügen',
    addLabel: (name: string) => `Hinzufügen: ${name} in den Warenkorb`,
    added: (name: string, quantity: number, unit: string) =>
      `${quantity} × ${unit} ${name} in den Warenkorb gelegt.`,
    inBasket: (n: number) => `${n} im Warenkorb`,
  },
  order: {
    title: 'Bestellen',
    noteLabel: 'Nachricht an den Lieferanten (optional)',
    submit: 'Bestellung an Lieferanten senden',
    belowMinimum: (min: string, value: string) =>
      `Der Mindestbestellwert von ${min} ist nicht erreicht (Warenwert ${value}). Bitte ergänzen Sie den Warenkorb.`,
    empty: 'Der Warenkorb enthält keine Artikel.',
    confirmed: (nr: string) => `Bestellung übermittelt. Bestellnummer ${nr}.`,
    queued:
      'Bestellung gespeichert. Sie wird gesendet, sobald eine Verbindung besteht; die Bestellnummer folgt dann.',
    sending: 'Bestellung wird übertragen…',
    offlineHint:
      'Sie sind offline: Die Bestellung wird gespeichert und einmal gesendet, sobald die Verbindung zurück ist.',
  },
  field: {
    quantityRequired: 'Bitte geben Sie eine Menge ein.',
    quantityWhole: 'Bitte geben Sie eine ganze Zahl ein.',
    quantityRange: (min: number, max: number) =>
      `Die Menge muss zwischen ${min} und ${max} liegen.`,
    noteRequired: 'Bitte geben Sie einen Text ein.',
    noteTooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  },
  rejections: {
    supplierNotFound: 'Diesen Lieferanten gibt es nicht (mehr).',
    notInAssortment: (pzns: string) => `Nicht im Sortiment des Lieferanten: PZN ${pzns}.`,
    foreignCustomer: 'Für diesen Lieferkunden dürfen Sie nicht beim Lieferanten bestellen.',
    rowNotFound: 'Position nicht gefunden.',
    idTaken: 'Diese Kennung ist bereits vergeben.',
    basketFull: 'Ein Lieferanten-Warenkorb darf höchstens 1.000 Positionen haben.',
    noteHasNoQuantity: 'Eine Notizzeile hat keine Menge.',
    empty: 'Der Warenkorb des Lieferanten enthält keine Artikel.',
    belowMinimum: (min: number, value: number) =>
      `Der Mindestbestellwert von ${euro(min)} ist nicht erreicht (Warenwert ${euro(value)}).`,
  },
  describe: {
    addRows: (n: number, supplier: string) => `${positions(n)} in den Warenkorb ${supplier} legen`,
    setQuantity: (quantity: number, supplier: string) =>
      `Menge auf ${quantity} ändern (Warenkorb ${supplier})`,
    deleteRow: (supplier: string) => `Position entfernen (Warenkorb ${supplier})`,
    place: (supplier: string) => `Bestellung an ${supplier} senden`,
    unknownSupplier: 'Lieferant',
  },
} as const;
