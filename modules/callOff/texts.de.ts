// Texts of the call-off agreements and prepayments (Abrufvereinbarungen und Vorauszahlungen,
// issue 14). Only the call-off screens import them (lazily loaded). Imports nothing.

const packs = (n: number) => `${n.toLocaleString('de-DE')} ${n === 1 ? 'Packung' : 'Packungen'}`;
const days = (n: number) => (n === 1 ? '1 Tag' : `${n.toLocaleString('de-DE')} Tagen`);

export const callOffDe = {
  intro:
    'Ihre Abrufvereinbarungen mit vereinbarter Menge und Preis: was bereits abgerufen ist, was bleibt, bis wann sie gelten, und Ihre Vorauszahlungen mit dem verbleibenden Guthaben. Auch ohne Verbindung lesbar.',
  bookingNote:
    'Ein Abruf kommt in Ihren Warenkorb und zählt als abgerufen, sobald er geliefert ist: Dann bucht ihn der Großhandel auf die Vereinbarung. Solange er im Warenkorb liegt, zeigen wir die Menge als „vorgemerkt“; bestellte, noch nicht gelieferte Mengen erscheinen erst mit der Lieferung.',
  noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
  loading: 'Abrufvereinbarungen werden geladen…',
  noData: 'Für diesen Lieferkunden gibt es keine Abrufvereinbarungen.',
  filterLabel: 'Anzeigen',
  filter: { running: 'Laufende Vereinbarungen', all: 'Alle Vereinbarungen' },
  count: (shown: number, total: number) =>
    `${shown.toLocaleString('de-DE')} von ${total.toLocaleString('de-DE')} ${
      total === 1 ? 'Vereinbarung' : 'Vereinbarungen'
    } angezeigt, nach Ende der Gültigkeit sortiert.`,
  noneRunning:
    'Keine laufende Vereinbarung. Wählen Sie „Alle Vereinbarungen“, um abgelaufene zu sehen.',
  agreementTitle: (no: string, name: string) => `${name} · Vereinbarung ${no}`,
  pzn: (pzn: string) => `PZN ${pzn}`,
  promotion: (text: string) => `Aktion: ${text}`,
  state: {
    upcoming: 'Beginnt demnächst',
    running: 'Läuft',
    fullyCalledOff: 'Vollständig abgerufen',
    expired: 'Abgelaufen',
  },
  endsSoon: (n: number) => (n === 0 ? 'Endet heute' : `Endet in ${days(n)}`),
  facts: {
    agreed: 'Vereinbart',
    calledOff: 'Abgerufen',
    remaining: 'Offen',
    reserved: 'Vorgemerkt (im Warenkorb)',
    price: 'Vereinbarter Preis',
    listPrice: 'Listenpreis (AEP)',
    saving: 'Ersparnis',
    validity: 'Gültig',
  },
  packs,
  validity: (from: string, to: string) => `${from} bis ${to}`,
  savingText: (perPack: string, percent: number) => `${perPack} je Packung (${percent} %)`,
  noSaving: 'keine',
  progress: (calledOff: number, agreed: number) =>
    `${calledOff.toLocaleString('de-DE')} von ${packs(agreed)} abgerufen`,
  progressWithReserved: (calledOff: number, agreed: number, reserved: number) =>
    `${calledOff.toLocaleString('de-DE')} von ${packs(agreed)} abgerufen, ${reserved.toLocaleString('de-DE')} vorgemerkt`,
  history: {
    title: 'Abrufe',
    caption: (no: string) => `Abrufe der Vereinbarung ${no}`,
    none: 'Noch nichts abgerufen.',
    day: 'Lieferdatum',
    quantity: 'Menge',
    noteNo: 'Lieferschein',
    value: 'Wert',
    prepaid: 'Aus Vorauszahlung',
  },
  prepayments: {
    title: 'Vorauszahlungen',
    caption: (no: string) => `Vorauszahlungen zur Vereinbarung ${no}`,
    reference: 'Zahlung',
    paidDay: 'Bezahlt am',
    amount: 'Betrag',
    paid: 'Vorausbezahlt',
    booked: 'Davon verbucht',
    balance: 'Guthaben',
    exhausted: 'Guthaben aufgebraucht: weitere Abrufe werden mit der Sammelrechnung verrechnet.',
  },
  summary: {
    title: 'Vorauszahlungen gesamt',
    text: (paid: string, balance: string) =>
      `Vorausbezahlt ${paid}, verbleibendes Guthaben ${balance}.`,
  },
  callOff: 'Abrufen',
  callOffLabel: (name: string) => `${name} abrufen`,
  notCallable: {
    upcoming: 'Abrufe sind ab Beginn der Gültigkeit möglich.',
    expired: 'Die Vereinbarung ist abgelaufen.',
    fullyCalledOff: 'Die vereinbarte Menge ist abgerufen.',
    reserved: 'Die offene Menge liegt bereits in Ihren Warenkörben.',
  },
  dialog: {
    title: (name: string) => `${name} abrufen`,
    text: (callable: number, price: string) =>
      `Noch abrufbar: ${packs(callable)} zum vereinbarten Preis von ${price} je Packung. Der Artikel kommt in Ihren Hauptwarenkorb; abgerufen ist er mit der Lieferung.`,
    quantity: 'Menge (Packungen)',
    hint: (callable: number) => `1 bis ${callable.toLocaleString('de-DE')}`,
    submit: 'In den Warenkorb',
    cancel: 'Abbrechen',
  },
  added: (quantity: number, name: string, basket: string) =>
    `${packs(quantity)} ${name} liegen im Warenkorb „${basket}“ (vorgemerkt bis zur Lieferung).`,
  openBasket: (basket: string) => `Warenkorb „${basket}“ öffnen`,
  errors: {
    required: 'Bitte eine Menge eingeben.',
    notWhole: 'Bitte eine ganze Zahl von Packungen eingeben.',
    min: 'Mindestens 1 Packung.',
    max: (callable: number) =>
      `Höchstens ${packs(callable)}: mehr ist aus dieser Vereinbarung nicht offen.`,
    noBasket: 'Der Warenkorb ist noch nicht geladen. Bitte versuchen Sie es gleich noch einmal.',
  },
};
