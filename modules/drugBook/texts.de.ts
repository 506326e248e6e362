// Texts of the drug book (Suchtgiftbuch, issue 15): the screen, its forms and field messages, the
// server's rejections and the descriptions of its changes in 'Nicht übertragene Änderungen'.
// Imports nothing (the bottom layer).

type Kind = 'opening' | 'receipt' | 'issue' | 'inventory';

const packs = (n: number) => (n === 1 ? '1 Packung' : `${n.toLocaleString('de-AT')} Packungen`);

export const drugBookDe = {
  intro:
    'Das Suchtgiftbuch nach § 9 Suchtgiftverordnung: je Suchtgiftartikel der Anfangsbestand am 1. Jänner, die Eingänge mit ihren Lieferscheinen, die Ausgänge und die Inventur am 31. Dezember, mit laufendem Bestand in Packungen. Fehler werden durch eine Korrektur berichtigt; die ursprüngliche Eintragung bleibt erhalten.',
  noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
  loading: 'Suchtgiftbuch wird geladen…',
  packs,
  kind: {
    opening: 'Anfangsbestand 1. Jänner',
    receipt: 'Eingang',
    issue: 'Ausgang',
    inventory: 'Inventur 31. Dezember',
  } satisfies Record<Kind, string>,
  print: 'Drucken',
  receipts: {
    title: 'Eingänge aus Lieferscheinen übernehmen',
    hint: 'Gelieferte Suchtgiftartikel Ihrer Lieferscheine, die noch nicht im Suchtgiftbuch stehen. Prüfen Sie Menge und Lieferschein und übernehmen Sie den Eingang.',
    empty: 'Keine offenen Eingänge: Alle gelieferten Suchtgiftartikel stehen im Suchtgiftbuch.',
    caption: 'Offene Eingänge aus Lieferscheinen',
    take: 'Übernehmen',
    // Row buttons' names start with their visible text (WCAG 2.5.3), then say which row.
    takeRow: (note: string, name: string) => `Übernehmen: Eingang ${name} von Lieferschein ${note}`,
    taken: (name: string, n: number) => `Eingang ${packs(n)} ${name} ins Suchtgiftbuch übernommen.`,
  },
  articles: {
    title: 'Suchtgiftartikel',
    caption: 'Suchtgiftartikel mit Buchbestand',
    empty:
      'Noch keine Suchtgiftartikel: Sobald Sie Suchtgift geliefert bekommen, erscheint der Artikel hier.',
    show: (name: string) => `Buch anzeigen: Suchtgiftbuch für ${name}`,
    shownFor: (name: string) => `angezeigt: Suchtgiftbuch für ${name}`,
    open: 'Buch anzeigen',
    shown: 'angezeigt',
  },
  col: {
    pzn: 'PZN',
    article: 'Artikel',
    balance: 'Buchbestand',
    day: 'Datum',
    kind: 'Art',
    document: 'Beleg',
    note: 'Lieferschein',
    batch: 'Charge',
    quantity: 'Menge',
    in: 'Eingang',
    out: 'Ausgang',
    counted: 'Gezählt',
    by: 'Erfasst von',
    actions: 'Aktionen',
  },
  book: {
    title: (name: string, year: string) => `Suchtgiftbuch ${year}: ${name}`,
    caption: (name: string, year: string) =>
      `Eintragungen ${year} für ${name} mit laufendem Bestand`,
    year: 'Jahr',
    empty: 'In diesem Jahr gibt es für diesen Artikel noch keine Eintragungen.',
    corrected: 'korrigiert, ersetzt durch die folgende Korrektur',
    correctionOf: (day: string, note: string) => `Korrektur der Eintragung vom ${day}: ${note}`,
    difference: (d: number) =>
      d === 0
        ? 'Inventur stimmt mit dem Buchbestand überein.'
        : d < 0
          ? `Fehlmenge: ${packs(-d)} weniger gezählt als gebucht.`
          : `Mehrmenge: ${packs(d)} mehr gezählt als gebucht.`,
    correct: 'Korrigieren',
    correctRow: (kind: string, day: string) => `Korrigieren: ${kind} vom ${day}`,
  },
  form: {
    title: (name: string) => `Eintragung für ${name}`,
    kind: 'Art der Eintragung',
    day: 'Datum',
    quantity: 'Menge (Packungen)',
    document: 'Beleg',
    documentHint: {
      opening: 'z. B. Inventurliste des Vorjahres',
      receipt: 'Lieferscheinnummer',
      issue: 'Rezept- oder Verschreibungsnummer (kein Patientenname)',
      inventory: 'z. B. Inventurliste',
    } satisfies Record<Kind, string>,
    save: 'Eintragen',
    saved: (kind: string, name: string) => `${kind} für ${name} eingetragen.`,
  },
  correctForm: {
    title: (kind: string, day: string) => `${kind} vom ${day} korrigieren`,
    note: 'Grund der Korrektur',
    save: 'Korrektur eintragen',
    cancel: 'Abbrechen',
    saved: 'Korrektur eingetragen; die ursprüngliche Eintragung bleibt sichtbar.',
  },
  errors: {
    day: 'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).',
    future: 'Das Datum darf nicht in der Zukunft liegen.',
    quantity: 'Bitte geben Sie eine ganze Zahl von Packungen ein (0 bis 9.999).',
    quantityPositive: 'Ein Eingang oder Ausgang braucht mindestens 1 Packung.',
    document: 'Bitte geben Sie den Beleg an (höchstens 60 Zeichen).',
    note: 'Bitte geben Sie den Grund der Korrektur an (höchstens 300 Zeichen).',
    negative: (day: string) =>
      `So würde der Bestand am ${day} unter null fallen. Prüfen Sie Menge und Datum.`,
  },
  rejections: {
    foreignCustomer: 'Diese Eintragung gehört nicht zum gewählten Lieferkunden.',
    notNarcotic: 'Dieser Artikel ist kein Suchtgift.',
    entryNotFound: 'Diese Eintragung gibt es nicht (mehr).',
    lineNotFound: 'Diese Lieferscheinzeile gibt es nicht.',
    lineMismatch: 'Der Eingang stimmt nicht mit der Lieferscheinzeile überein.',
    lineTaken: 'Diese Lieferscheinzeile ist bereits im Suchtgiftbuch eingetragen.',
    idTaken: 'Diese Kennung ist bereits vergeben.',
    alreadyCorrected: 'Diese Eintragung wurde bereits korrigiert; korrigieren Sie die Korrektur.',
    negative: 'Der Bestand würde unter null fallen.',
  },
  describe: {
    enter: (kind: Kind, n: number, pzn: string) =>
      `Suchtgiftbuch: ${
        {
          opening: 'Anfangsbestand',
          receipt: 'Eingang',
          issue: 'Ausgang',
          inventory: 'Inventur',
        }[kind]
      } ${packs(n)} (PZN ${pzn}) eintragen`,
    correct: (n: number) => `Suchtgiftbuch: Eintragung auf ${packs(n)} korrigieren`,
  },
};
