// Texts of the delivery pharmacy (Lieferapotheke, issue 14): the institutions the pharmacy
// supplies and the deliveries made for them. Imports nothing (the bottom layer).

/** '2026-12-03' → '03.12.2026' for print titles and file names (plain text). */
const day = (iso: string) => iso.split('-').reverse().join('.');
const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('de-DE')} ${n === 1 ? one : many}`;

export const deliveryPharmacyDe = {
  intro:
    'Die Einrichtungen, die Ihre Apotheke mit Versorgungsvertrag beliefert (Pflegeheime, Krankenanstalten ohne eigene Anstaltsapotheke, Ordinationen, Rettungsdienste), und die Lieferungen, die wir dafür an Sie ausgeliefert haben – aus den Daten auf diesem Gerät, auch ohne Verbindung.',
  noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
  loading: 'Lieferdaten werden geladen…',
  noRecipients: 'Keine belieferten Einrichtungen',
  noRecipientsText:
    'Für diesen Lieferkunden ist keine belieferte Einrichtung hinterlegt, oder die Daten wurden noch nicht auf dieses Gerät übertragen.',
  recipientsTitle: 'Belieferte Einrichtungen',
  recipientsCount: (n: number) => count(n, 'Einrichtung', 'Einrichtungen'),
  kinds: {
    careHome: 'Pflegeheim',
    hospital: 'Krankenanstalt ohne Anstaltsapotheke',
    practice: 'Ordination',
    rescue: 'Rettungsdienst',
  },
  supplies: {
    blister: 'Patientenindividuell (Blister)',
    ward: 'Stationsbedarf',
  },
  contract: (no: string, since: string) => `Vertrag ${no}, seit ${since}`,
  last30: (n: number) => `${count(n, 'Lieferung', 'Lieferungen')} in den letzten 30 Tagen`,
  valueThisYear: 'Wert lfd. Jahr (netto)',
  valueLastYear: 'Vorjahr, gleicher Zeitraum',
  change: (percent: string, up: boolean) => `${percent} ${up ? 'mehr' : 'weniger'} als im Vorjahr`,
  noComparison: 'kein Vorjahreswert',
  select: 'Lieferungen anzeigen',
  /** Starts with the visible text, so a spoken command finds the button (WCAG 2.5.3). */
  selectLabel: (name: string) => `Lieferungen anzeigen: ${name}`,
  selected: 'ausgewählt',
  deliveriesTitle: (name: string) => `Lieferungen an ${name}`,
  filters: 'Lieferungen filtern',
  searchLabel: 'Lieferschein, PZN oder Artikel',
  searchHint:
    'Lieferscheinnummer (auch ein Teil), PZN (ab 3 Ziffern) oder mindestens 3 Buchstaben eines Artikelnamens.',
  periodLabel: 'Zeitraum',
  periods: {
    '30': 'Letzte 30 Tage',
    '90': 'Letzte 3 Monate',
    '365': 'Letzte 12 Monate',
    '730': 'Letzte 24 Monate',
  },
  found: (n: number, net: string) =>
    `${count(n, 'Lieferung', 'Lieferungen')}, zusammen ${net} netto.`,
  noHits: 'Keine Lieferungen in diesem Zeitraum, die zur Suche passen.',
  truncated: (max: number) => `Die ersten ${max.toLocaleString('de-DE')} werden angezeigt.`,
  caption: (name: string) => `Lieferungen an ${name}, neueste zuerst`,
  columns: {
    day: 'Datum',
    noteNo: 'Lieferschein',
    supply: 'Art',
    lines: 'Zeilen',
    packs: 'Packungen',
    net: 'Netto',
    open: 'Aktion',
  },
  open: 'Öffnen',
  openLabel: (noteNo: string, when: string) => `Öffnen: Lieferschein ${noteNo} vom ${when}`,
  back: 'Zurück zur Liste',
  detailTitle: (noteNo: string) => `Lieferschein ${noteNo}`,
  detailMeta: (when: string, supply: string, name: string) => `${when} · ${supply} · ${name}`,
  linesCaption: (noteNo: string) => `Zeilen des Lieferscheins ${noteNo}`,
  lineColumns: {
    position: 'Pos.',
    name: 'Artikel',
    pzn: 'PZN',
    quantity: 'Menge',
    price: 'AEP',
    net: 'Netto',
    vat: 'USt.',
  },
  vatRate: (rate: number) => `${rate} %`,
  detailTotal: (packs: number, net: string) =>
    `${count(packs, 'Packung', 'Packungen')}, ${net} netto`,
  exportCsv: 'Als CSV exportieren',
  exported: (n: number) => `CSV mit ${count(n, 'Lieferung', 'Lieferungen')} erstellt.`,
  fileName: (name: string, today: string) =>
    `Lieferapotheke_${name.replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_|_$/g, '')}_${today}.csv`,
  print: 'Lieferliste drucken',
  printTitle: (name: string, period: string, today: string) =>
    `Lieferliste ${name} · ${period} · Stand ${day(today)}`,
  csv: {
    recipient: 'Einrichtung',
    noteNo: 'Lieferschein',
    day: 'Datum',
    supply: 'Art',
    position: 'Position',
    pzn: 'PZN',
    name: 'Artikel',
    quantity: 'Menge',
    unitPrice: 'AEP (EUR)',
    net: 'Netto (EUR)',
    vatRate: 'USt. (%)',
  },
  monthlyTitle: 'Monatssummen',
  monthlyIntro: 'Alle gespeicherten Lieferungen an diese Einrichtung (bis zu 24 Monate), je Monat.',
  monthlyCaption: (name: string) =>
    `Monatssummen der Lieferungen an ${name}, neuester Monat zuerst`,
  monthlyColumns: {
    month: 'Monat',
    deliveries: 'Lieferungen',
    lines: 'Zeilen',
    packs: 'Packungen',
    blister: 'Patientenindividuell',
    ward: 'Stationsbedarf',
    net: 'Netto gesamt',
  },
  monthlyTotal: 'Summe',
  noMonths: 'Noch keine Lieferungen an diese Einrichtung.',
};
