// Texts of the returns (Retourenanmeldung, issue 15): the screen, its form and field messages,
// the rules in words, the server's rejections and the descriptions of its changes in 'Nicht
// übertragene Änderungen'. Imports nothing (the bottom layer).

type Reason = 'wrongOrder' | 'wrongDelivery' | 'damaged' | 'expiry' | 'recall' | 'other';
type State = 'announced' | 'approved' | 'rejected' | 'credited';

const germanDay = (day: string) => day.split('-').reverse().join('.');
const packs = (n: number) => (n === 1 ? '1 Packung' : `${n.toLocaleString('de-AT')} Packungen`);

export const returnsDe = {
  intro:
    'Melden Sie hier Retouren an: Wählen Sie eine gelieferte Position aus Ihren Lieferscheinen, geben Sie Menge, Grund, Charge und Verfall an und bestätigen Sie die sachgemäße Lagerung. Jede Retoure erhält eine Retourennummer; nach der Prüfung folgt die Gutschrift zum AEP.',
  noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
  loading: 'Retouren werden geladen…',
  packs,
  reason: {
    wrongOrder: 'Fehlbestellung',
    wrongDelivery: 'Falschlieferung',
    damaged: 'Beschädigt',
    expiry: 'Verfall/Kurzläufer',
    recall: 'Rückruf',
    other: 'Sonstiges',
  } satisfies Record<Reason, string>,
  state: {
    announced: 'Angemeldet',
    approved: 'Genehmigt',
    rejected: 'Abgelehnt',
    credited: 'Gutgeschrieben',
  } satisfies Record<State, string>,
  numberPending: 'wird vergeben',
  rules: {
    title: 'Rücknahmeregeln',
    list: [
      'Fehlbestellung, Falschlieferung, Beschädigung und Sonstiges: Anmeldung innerhalb von 14 Tagen nach der Lieferung.',
      'Verfall/Kurzläufer und Rückruf: ohne diese Frist.',
      'Kühlware (2–8 °C) wird bei Fehlbestellung und Sonstigem nicht zurückgenommen; sonst nur mit bestätigter ununterbrochener Kühlkette.',
      'Suchtgift wird nicht über die Retourenanmeldung zurückgenommen (eigener Beleg nötig).',
      'Höchstens die gelieferte Menge abzüglich bereits angemeldeter Retouren.',
    ],
    narcotic:
      'Suchtgift kann nicht über die Retourenanmeldung zurückgegeben werden. Bitte wenden Sie sich an Ihren Kundenservice.',
    coldExcluded: (reason: string) =>
      `Kühlware (2–8 °C) wird beim Grund „${reason}“ nicht zurückgenommen.`,
    tooLate: (reason: string, lastDay: string) =>
      `Beim Grund „${reason}“ ist die Anmeldefrist am ${germanDay(lastDay)} abgelaufen (14 Tage nach Lieferung).`,
    deadline: (lastDay: string) => `Anmeldung bis ${germanDay(lastDay)}`,
    cold: 'Kühlware 2–8 °C',
    narcoticFlag: 'Suchtgift',
    nothingLeft: 'bereits vollständig retourniert',
  },
  search: {
    title: 'Gelieferte Position wählen',
    label: 'Suche nach PZN, Artikel oder Lieferscheinnummer',
    hint: 'Die Lieferungen der letzten 120 Tage, neueste zuerst.',
    caption: 'Gelieferte Positionen',
    empty: 'Keine gelieferte Position passt zu Ihrer Suche.',
    none: 'In den letzten 120 Tagen wurde nichts geliefert, das retourniert werden könnte.',
    more: (shown: number, total: number) =>
      `${shown} von ${total} Positionen angezeigt; bitte Suche verfeinern.`,
    choose: 'Auswählen',
    chooseRow: (name: string, note: string) => `${name} von Lieferschein ${note} auswählen`,
  },
  col: {
    day: 'Lieferdatum',
    note: 'Lieferschein',
    pzn: 'PZN',
    article: 'Artikel',
    delivered: 'Geliefert',
    returnable: 'Retournierbar',
    hints: 'Hinweise',
    number: 'Retourennummer',
    announced: 'Angemeldet am',
    quantity: 'Menge',
    reason: 'Grund',
    status: 'Status',
    credit: 'Gutschrift',
    actions: 'Aktionen',
  },
  form: {
    title: 'Retoure anmelden',
    line: (name: string, note: string, day: string) =>
      `${name} – Lieferschein ${note} vom ${germanDay(day)}`,
    quantity: 'Menge (Packungen)',
    quantityHint: (max: number) => `höchstens ${packs(max)}`,
    reason: 'Grund',
    reasonPick: 'Bitte wählen',
    note: 'Bemerkung',
    noteRequired: 'Bemerkung (bei Sonstiges erforderlich)',
    batch: 'Charge',
    expiry: 'Verfall (TT.MM.JJJJ)',
    storage:
      'Ich bestätige, dass die Ware sachgemäß gelagert wurde und unversehrt in der Originalverpackung ist.',
    coldChain:
      'Ich bestätige, dass die Kühlkette (2–8 °C) seit der Lieferung nicht unterbrochen wurde.',
    expectedCredit: (amount: string) => `Voraussichtliche Gutschrift zum AEP: ${amount}`,
    submit: 'Retoure anmelden',
    cancel: 'Abbrechen',
    sent: (name: string) =>
      `Retoure für ${name} angemeldet. Die Retourennummer wird vergeben, sobald die Anmeldung übertragen ist.`,
  },
  errors: {
    quantity: 'Bitte eine ganze Zahl von Packungen ab 1 eingeben.',
    tooMany: (max: number) => `Höchstens ${packs(max)} können noch retourniert werden.`,
    reason: 'Bitte einen Grund wählen.',
    note: 'Bitte eine Bemerkung (bis 300 Zeichen) eingeben.',
    noteLong: 'Die Bemerkung darf höchstens 300 Zeichen haben.',
    batch: 'Bitte die Charge (1 bis 20 Zeichen) angeben.',
    expiry: 'Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben.',
    storage: 'Bitte bestätigen Sie die sachgemäße Lagerung.',
    coldChain: 'Bitte bestätigen Sie die ununterbrochene Kühlkette.',
  },
  list: {
    title: 'Ihre Retouren',
    caption: 'Angemeldete Retouren mit Status',
    empty: 'Noch keine Retouren angemeldet.',
    details: 'Details',
    detailsRow: (no: string, name: string) => `Details zur Retoure ${no} (${name})`,
    queued: 'noch nicht übertragen',
  },
  detail: {
    title: (no: string) => `Retoure ${no}`,
    close: 'Schließen',
    article: 'Artikel',
    delivery: 'Lieferung',
    quantity: 'Menge',
    reason: 'Grund',
    note: 'Bemerkung',
    batch: 'Charge / Verfall',
    confirmations: 'Bestätigungen',
    storageOk: 'Sachgemäße Lagerung bestätigt',
    coldChainOk: 'Ununterbrochene Kühlkette bestätigt',
    status: 'Status',
    statusNote: 'Hinweis des Großhandels',
    credit: 'Gutschrift',
    creditText: (no: string, amount: string) => `${no} über ${amount} (AEP)`,
    by: 'Angemeldet von',
  },
  rejections: {
    foreignCustomer: 'Für diesen Lieferkunden dürfen Sie keine Retoure anmelden.',
    lineNotFound: 'Diese Lieferposition gibt es für den gewählten Lieferkunden nicht.',
    idTaken: 'Diese Kennung ist bereits vergeben.',
    tooMany: (max: number) =>
      `Zu viele Packungen: Von dieser Lieferung können höchstens noch ${packs(max)} retourniert werden.`,
    coldChain: 'Für Kühlware muss die ununterbrochene Kühlkette bestätigt werden.',
  },
  describe: {
    announce: (quantity: number, reason: string) =>
      `Retoure angemeldet: ${packs(quantity)} (${reason})`,
  },
} as const;
