// Texts of the pre-order (Vorbestellung, issue 15): the screen, its form and field messages, the
// rules' German words (the server refuses with the same ones) and the descriptions of its changes
// in 'Nicht übertragene Änderungen'. Imports nothing (the bottom layer).

/** '2026-12-03' → '03.12.2026'. */
const day = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const packs = (n: number) => `${n} ${n === 1 ? 'Packung' : 'Packungen'}`;

export const preOrderDe = {
  intro:
    'Saisonware und Impfstoffe bestellen Sie beim Großhandel in Bestellfenstern vor. Bis zum Bestellschluss können Sie Mengen ändern oder stornieren; danach gilt die Vorbestellung und wird im Lieferzeitraum geliefert.',
  noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
  loading: 'Bestellfenster werden geladen…',
  empty: 'Derzeit keine Bestellfenster.',
  day,
  packs,
  windows: 'Bestellfenster',
  articleLine: (pzn: string, maker: string) => `PZN ${pzn} · ${maker}`,
  state: {
    open: 'Offen',
    upcoming: 'Noch nicht geöffnet',
    closed: 'Bestellschluss vorbei',
  },
  endsIn: (n: number) =>
    n === 0 ? 'Endet heute' : n === 1 ? 'Endet morgen' : `Endet in ${n} Tagen`,
  opensOn: (d: string) => `Bestellbar ab ${day(d)}`,
  deadline: (d: string) => `Bestellschluss ${day(d)}`,
  closedOn: (d: string) => `Bestellschluss war am ${day(d)}`,
  delivery: (from: string, to: string) => `Lieferung ${day(from)} – ${day(to)}`,
  capLine: (n: number) => `Höchstens ${packs(n)} je Position`,
  capPharmacy: (n: number) => `Höchstens ${packs(n)} je Apotheke`,
  prescription: 'Rezeptpflicht-Vorbestellung: eine Position je Rezept, Menge 1',
  ordered: (n: number, max: number | null) =>
    max === null ? `Vorbestellt: ${packs(n)}` : `Vorbestellt: ${packs(n)} von höchstens ${max}`,
  articleLabel: (name: string) => `Vorbestellung ${name}`,
  table: {
    caption: (title: string) => `Artikel im Bestellfenster ${title}`,
    article: 'Artikel',
    aep: 'AEP',
    ordered: 'Vorbestellt',
    quantity: 'Menge',
    actions: 'Aktion',
  },
  form: {
    quantity: 'Menge (Packungen)',
    quantityOf: (name: string) => `Menge ${name}`,
    initials: 'Initialen Patient/in',
    initialsOf: (name: string) => `Initialen Patient/in für ${name}`,
    prescriptionDay: 'Rezeptdatum (TT.MM.JJJJ)',
    prescriptionDayOf: (name: string) => `Rezeptdatum für ${name}`,
    place: 'Vorbestellen',
    placeOf: (name: string) => `${name} vorbestellen`,
    change: 'Ändern',
    changeOf: (name: string) => `Menge von ${name} ändern`,
    cancel: 'Stornieren',
    cancelOf: (name: string) => `Vorbestellung ${name} stornieren`,
    badQuantity: `Bitte eine ganze Zahl von 1 bis 9999 eingeben.`,
    badInitials: 'Bitte 2 oder 3 Buchstaben (Initialen) eingeben.',
    badDay: 'Bitte ein Datum im Format TT.MM.JJJJ eingeben.',
  },
  lines: {
    title: 'Ihre Vorbestellungen',
    empty: 'Sie haben in diesem Bestellfenster noch nichts vorbestellt.',
    rx: (initials: string, d: string) => `Rezept ${initials} vom ${day(d)}`,
    cancelled: 'Storniert',
    active: 'Vorbestellt',
    pending: 'wird übertragen',
  },
  status: {
    placed: (name: string, n: number) => `${name}: ${packs(n)} vorbestellt.`,
    changed: (name: string, n: number) => `${name}: auf ${packs(n)} geändert.`,
    cancelled: (name: string) => `${name}: Vorbestellung storniert.`,
  },
  problem: {
    notOpen: (d: string) => `Das Bestellfenster öffnet erst am ${day(d)}.`,
    closed: (d: string) =>
      `Bestellschluss war am ${day(d)}; die Vorbestellung kann nicht mehr geändert werden.`,
    unknownArticle: 'Dieser Artikel ist in diesem Bestellfenster nicht bestellbar.',
    quantity: 'Bitte eine ganze Zahl von 1 bis 9999 eingeben.',
    perLine: (max: number) => `Höchstens ${packs(max)} je Position.`,
    perPharmacy: (max: number, already: number) =>
      `Höchstens ${packs(max)} je Apotheke in diesem Bestellfenster; bereits ${already} vorbestellt.`,
    prescriptionOne: 'Bei Rezeptpflicht-Vorbestellung gilt Menge 1 je Rezept.',
    prescriptionMissing: 'Bitte Initialen und Rezeptdatum angeben.',
    prescriptionFuture: 'Das Rezeptdatum darf nicht in der Zukunft liegen.',
    prescriptionTaken: 'Für dieses Rezept ist der Artikel bereits vorbestellt.',
    prescriptionNotAsked: 'Dieses Bestellfenster verlangt keine Rezeptangabe.',
    articleTaken: 'Der Artikel ist bereits vorbestellt; bitte die Menge ändern.',
  },
  rejections: {
    foreignCustomer: 'Diese Vorbestellung gehört zu einem anderen Lieferkunden.',
    windowNotFound: 'Das Bestellfenster gibt es nicht.',
    lineNotFound: 'Diese Vorbestellung gibt es nicht.',
    idTaken: 'Diese Kennung ist bereits vergeben.',
    cancelled: 'Diese Vorbestellung ist storniert.',
  },
  describe: {
    place: (name: string, n: number) => `Vorbestellung: ${name || 'Artikel'}, ${packs(n)}`,
    change: (name: string, n: number) =>
      `Vorbestellung ${name || 'eines Artikels'} auf ${packs(n)} geändert`,
    cancel: (name: string) => `Vorbestellung ${name || 'eines Artikels'} storniert`,
  },
} as const;
