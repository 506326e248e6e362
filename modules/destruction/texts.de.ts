// Texts of the declaration of destruction (Vernichtungserklärung, issue 15): the screen, its
// form and field messages, the server's rejections, the PDF's wording and the descriptions of its
// changes in 'Nicht übertragene Änderungen'. Imports nothing (the bottom layer).

type Reason = 'expired' | 'damaged' | 'coldChain' | 'recall' | 'notReturnable' | 'other';

const packs = (n: number) => (n === 1 ? '1 Packung' : `${n.toLocaleString('de-AT')} Packungen`);
const germanDay = (day: string) => day.split('-').reverse().join('.');

export const destructionDe = {
  intro:
    'Ware, die nicht retourniert werden kann, wird vernichtet: Die Vernichtungserklärung hält Artikel, Menge, Charge und Verfall fest, dazu Grund, Datum, die Zeugin oder den Zeugen und wer erklärt. Eine abgegebene Erklärung wird nicht geändert; ein Fehler wird durch eine neue Erklärung berichtigt, die die frühere ersetzt.',
  noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
  loading: 'Vernichtungserklärungen werden geladen…',
  packs,
  reason: {
    expired: 'Verfallen',
    damaged: 'Beschädigt',
    coldChain: 'Kühlkette unterbrochen',
    recall: 'Rückruf (Vernichtung angeordnet)',
    notReturnable: 'Retoure nicht möglich',
    other: 'Sonstiges',
  } satisfies Record<Reason, string>,
  list: {
    title: 'Vernichtungserklärungen',
    caption: 'Abgegebene Vernichtungserklärungen',
    empty: 'Noch keine Vernichtungserklärung abgegeben.',
    valid: 'Gültig',
    replaced: (day: string) => `Ersetzt (durch Erklärung vom ${germanDay(day)})`,
    replaces: (day: string) => `Ersetzt die Erklärung vom ${germanDay(day)}`,
    queued: 'noch nicht übertragen',
    correct: 'Berichtigen',
    correctRow: (day: string) => `Erklärung vom ${germanDay(day)} berichtigen`,
    pdf: 'PDF',
    pdfRow: (day: string) => `PDF der Erklärung vom ${germanDay(day)} herunterladen`,
    pdfOffline: 'Das PDF erstellt der Server: nur online und erst nach der Übertragung.',
    lines: (n: number) => (n === 1 ? '1 Position' : `${n} Positionen`),
  },
  col: {
    day: 'Datum',
    reason: 'Grund',
    lines: 'Positionen',
    witness: 'Zeuge',
    declaredBy: 'Erklärt von',
    status: 'Status',
    actions: 'Aktionen',
    pzn: 'PZN',
    article: 'Artikel',
    quantity: 'Menge',
    batch: 'Charge',
    expiry: 'Verfall',
  },
  form: {
    title: 'Neue Vernichtungserklärung',
    correctTitle: (day: string) => `Berichtigung der Erklärung vom ${germanDay(day)}`,
    correctHint:
      'Die neue Erklärung ersetzt die frühere; diese bleibt erhalten und wird als ersetzt gezeigt.',
    correctionNote: 'Grund der Berichtigung',
    day: 'Datum der Vernichtung (TT.MM.JJJJ)',
    reason: 'Grund',
    reasonPick: 'Bitte wählen',
    note: 'Bemerkung (bei Sonstiges erforderlich)',
    lines: 'Zu vernichtende Ware',
    noLines: 'Noch keine Position: Suchen Sie einen Artikel im Katalog oder in Ihren Lieferungen.',
    search: 'Artikel suchen (PZN, Name oder Lieferschein)',
    searchHint: 'Treffer aus Ihren Lieferungen (mit Charge und Verfall) und aus dem Katalog.',
    fromDelivery: (note: string, day: string) => `Lieferschein ${note} vom ${germanDay(day)}`,
    fromCatalogue: 'Katalog',
    add: 'Hinzufügen',
    addRow: (name: string, source: string) => `${name} (${source}) hinzufügen`,
    remove: 'Entfernen',
    removeRow: (name: string) => `${name} entfernen`,
    lineQuantity: (name: string) => `Menge ${name}`,
    lineBatch: (name: string) => `Charge ${name}`,
    lineExpiry: (name: string) => `Verfall ${name} (TT.MM.JJJJ)`,
    witnessName: 'Zeuge: Name',
    witnessFunction: 'Zeuge: Funktion',
    declaredBy: 'Erklärt von (Name)',
    submit: 'Erklärung abgeben',
    submitCorrection: 'Berichtigung abgeben',
    cancel: 'Abbrechen',
    sent: 'Vernichtungserklärung gespeichert. Ohne Verbindung wird sie übertragen, sobald wieder eine besteht.',
    searchNone: 'Kein Artikel gefunden.',
  },
  errors: {
    day: 'Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben.',
    future: 'Das Datum darf nicht in der Zukunft liegen.',
    reason: 'Bitte einen Grund wählen.',
    note: 'Bitte eine Bemerkung (bis 300 Zeichen) eingeben.',
    lines: 'Bitte mindestens eine Position hinzufügen.',
    tooManyLines: 'Höchstens 50 Positionen je Erklärung.',
    quantity: 'Bitte eine ganze Zahl von Packungen ab 1 eingeben.',
    batch: 'Bitte die Charge (1 bis 20 Zeichen) angeben.',
    expiry: 'Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben.',
    name: 'Bitte einen Namen (bis 80 Zeichen) angeben.',
    function: 'Bitte die Funktion (bis 80 Zeichen) angeben.',
    sameWitness: 'Zeuge und Erklärende müssen verschiedene Personen sein.',
    correctionNote: 'Bitte den Grund der Berichtigung (bis 300 Zeichen) angeben.',
    lineProblems: 'Bitte die markierten Positionen prüfen.',
  },
  rejections: {
    foreignCustomer: 'Für diesen Lieferkunden dürfen Sie keine Vernichtungserklärung abgeben.',
    idTaken: 'Diese Kennung ist bereits vergeben.',
    notFound: 'Die zu berichtigende Erklärung gibt es nicht.',
    alreadyReplaced: 'Diese Erklärung wurde bereits berichtigt; berichtigen Sie die neue.',
    future: 'Das Datum der Vernichtung liegt in der Zukunft.',
    lineNotFound: 'Eine Position nennt eine Lieferung, die es für diesen Lieferkunden nicht gibt.',
  },
  pdf: {
    title: 'Vernichtungserklärung',
    intro:
      'Hiermit wird erklärt, dass die unten angeführten Arzneimittel bzw. Waren am angegebenen Tag in Anwesenheit der genannten Zeugin bzw. des genannten Zeugen ordnungsgemäß vernichtet wurden.',
    replaces: (day: string, note: string) =>
      `Diese Erklärung ersetzt die Erklärung vom ${germanDay(day)}. Grund: ${note}`,
    replacedBy: (day: string) => `UNGÜLTIG: ersetzt durch die Erklärung vom ${germanDay(day)}.`,
    signDeclarant: 'Unterschrift Erklärende/r',
    signWitness: 'Unterschrift Zeuge/Zeugin',
    place: 'Ort, Datum',
  },
  describe: {
    declare: (lines: number, day: string) =>
      `Vernichtungserklärung vom ${germanDay(day)} (${lines === 1 ? '1 Position' : `${lines} Positionen`})`,
  },
} as const;
