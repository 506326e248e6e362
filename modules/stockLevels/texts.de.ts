// Texts of the stock levels and price reductions (Bestandsmeldungen, Preissenkung, issue 15):
// the screen, the report form and its field messages, the rules' German words (the server
// refuses with the same ones) and the description of a queued report. Imports nothing.

const day = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export const stockLevelsDe = {
  intro:
    'Senkt ein Hersteller den Preis, verliert Ihr Lagerbestand an Wert. Melden Sie den Bestand je PZN am Stichtag bis zur Meldefrist; der Großhandel schreibt Ihnen die Differenz zwischen altem und neuem AEP gut.',
  noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
  loading: 'Preissenkungen werden geladen…',
  empty: 'Derzeit keine angekündigten Preissenkungen.',
  day,
  listTitle: 'Preissenkungen',
  listCaption: 'Angekündigte Preissenkungen mit Fristen und Status',
  col: {
    cut: 'Preissenkung',
    cutoff: 'Stichtag',
    deadline: 'Meldefrist',
    state: 'Frist',
    claim: 'Status',
    action: 'Aktion',
  },
  cutState: {
    beforeCutoff: (d: string) => `Meldung ab Stichtag ${day(d)}`,
    open: (n: number) =>
      n === 0
        ? 'Meldefrist endet heute'
        : n === 1
          ? 'Meldefrist endet morgen'
          : `Meldefrist endet in ${n} Tagen`,
    closed: 'Meldefrist abgelaufen',
  },
  claim: {
    open: 'Offen',
    submitted: 'Gemeldet',
    inReview: 'In Prüfung',
    credited: 'Gutgeschrieben',
    missed: 'Nicht gemeldet',
  },
  creditedAmount: (euro: string) => `Gutgeschrieben: ${euro}`,
  articleCount: (maker: string, n: number) => `${maker} · ${n} Artikel`,
  open: 'Öffnen',
  openOf: (title: string) => `${title} öffnen`,
  detail: {
    manufacturer: (m: string) => `Hersteller: ${m}`,
    announced: (d: string) => `Angekündigt am ${day(d)}`,
    cutoff: (d: string) => `Stichtag ${day(d)}`,
    deadline: (d: string) => `Meldefrist ${day(d)}`,
    caption: 'Artikel der Preissenkung mit Bestand am Stichtag',
    pzn: 'PZN',
    article: 'Artikel',
    oldAep: 'AEP alt',
    newAep: 'AEP neu',
    stock: 'Bestand am Stichtag',
    stockOf: (name: string) => `Bestand am Stichtag ${name}`,
    refund: 'Erstattung',
    total: 'Beantragte Erstattung',
    submit: 'Bestand melden',
    correct: 'Korrektur melden (neue Version)',
    close: 'Schließen',
    badStock: 'Bitte eine ganze Zahl von 0 bis 99.999 eingeben.',
    formInvalid: 'Bitte die markierten Felder korrigieren.',
    lockedNote:
      'Die Meldung ist in Prüfung oder gutgeschrieben und kann nicht mehr korrigiert werden.',
    closedNote: 'Die Meldefrist ist abgelaufen; eine Meldung ist nicht mehr möglich.',
    beforeNote: (d: string) => `Den Bestand melden Sie ab dem Stichtag ${day(d)}.`,
  },
  versions: {
    title: 'Gemeldete Versionen',
    empty: 'Noch keine Meldung.',
    version: (n: number) => (n === 1 ? 'Version 1 (Erstmeldung)' : `Version ${n} (Korrektur)`),
    superseded: 'Ersetzt durch spätere Version',
    current: 'Gültige Meldung',
    submittedAt: (when: string, by: string) => `gemeldet ${when} von ${by}`,
    packs: (n: number) => `${n} Packungen gesamt`,
    pending: 'wird übertragen',
  },
  status: {
    submitted: (title: string, euro: string) =>
      `Bestand zu ${title} gemeldet; beantragte Erstattung ${euro}.`,
  },
  problem: {
    beforeCutoff: (d: string) => `Der Bestand wird ab dem Stichtag ${day(d)} gemeldet.`,
    closed: (d: string) =>
      `Die Meldefrist endete am ${day(d)}; eine Meldung ist nicht mehr möglich.`,
    incomplete: 'Bitte für jede PZN der Preissenkung genau einen Bestand angeben.',
    quantity: 'Bitte eine ganze Zahl von 0 bis 99.999 eingeben.',
    locked:
      'Die Meldung ist bereits in Prüfung oder gutgeschrieben und kann nicht korrigiert werden.',
  },
  rejections: {
    foreignCustomer: 'Diese Meldung gehört zu einem anderen Lieferkunden.',
    cutNotFound: 'Diese Preissenkung gibt es nicht.',
    idTaken: 'Diese Kennung ist bereits vergeben.',
  },
  describe: {
    report: (title: string, packs: number) =>
      `Bestandsmeldung${title ? ` zu ${title}` : ''} (${packs} Packungen)`,
  },
} as const;
