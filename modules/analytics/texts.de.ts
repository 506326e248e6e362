// Texts of the analytics area (issue 14): the menu's descriptions, the batch documentation and
// the document search.
// Imports nothing (the bottom layer).

/** '2026-12-03' → '03.12.2026' for print titles (plain text; the tables use Intl). */
const day = (iso: string) => iso.split('-').reverse().join('.');
const packs = (n: number) => `${n.toLocaleString('de-DE')} ${n === 1 ? 'Packung' : 'Packungen'}`;
const lines = (n: number) =>
  `${n.toLocaleString('de-DE')} ${n === 1 ? 'Lieferscheinzeile' : 'Lieferscheinzeilen'}`;

export const analyticsDe = {
  menu: {
    intro: 'Auswertungen und Belege Ihrer Lieferungen, auch ohne Verbindung lesbar.',
    /** One short description per analytics area, by its area key (src/api/access.ts). */
    describe: {
      documents: 'Lieferscheine, Rechnungen und Gutschriften suchen und als PDF öffnen.',
      statistics: 'Einkäufe nach Monat, Kategorie, Artikel und Hersteller, mit Vorjahresvergleich.',
      batchDocumentation:
        'Welche Charge welches Artikels wann mit welchem Lieferschein kam – für Rückrufe.',
      residues: 'Offene Rückstände mit erwartetem Liefertermin; Zeilen stornieren.',
      abrufvereinbarungen:
        'Vereinbarte Mengen und Preise, bereits abgerufen, Restmengen und Vorauszahlungen.',
      orderArchive: 'Alle Aufträge aus Web, Telefon und Warenwirtschaft mit bestätigten Zeilen.',
      deliveryPharmacy: 'Lieferungen Ihrer Apotheke an versorgte Einrichtungen wie Heime.',
    },
  },
  batch: {
    intro:
      'Suchen Sie nach PZN oder Chargennummer, etwa bei einem Rückruf: Die Antwort kommt aus den Lieferscheinen der letzten 24 Monate auf diesem Gerät, auch ohne Verbindung.',
    noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
    loading: 'Lieferdaten werden geladen…',
    searchLabel: 'PZN oder Chargennummer',
    searchHint: 'Mindestens 3 Zeichen; die Suche findet auch Anfänge (z. B. „K7P“).',
    search: 'Suchen',
    empty: 'Geben Sie eine PZN oder Chargennummer ein, um die Lieferungen zu finden.',
    tooShort: 'Bitte mindestens 3 Zeichen eingeben.',
    noHits: (query: string) =>
      `Keine Treffer für „${query}“: Diese Charge bzw. PZN wurde in den letzten 24 Monaten nicht an diesen Lieferkunden geliefert.`,
    found: (total: number, packCount: number) =>
      `${lines(total)} mit ${packs(packCount)} gefunden.`,
    truncated: (shown: number) =>
      `Die Tabelle zeigt die neuesten ${shown.toLocaleString('de-DE')}; bitte die Suche eingrenzen.`,
    noData:
      'Auf diesem Gerät sind noch keine Lieferdaten gespeichert. Sie werden bei bestehender Verbindung geladen.',
    caption: (query: string) => `Lieferungen zur Suche „${query}“`,
    columns: {
      name: 'Artikel',
      pzn: 'PZN',
      batch: 'Charge',
      expiry: 'Verfall',
      quantity: 'Menge',
      noteNo: 'Lieferschein',
      day: 'Lieferdatum',
    },
    print: 'Drucken',
    printTitle: (query: string, customer: string, today: string) =>
      `Chargendokumentation „${query}“ – ${customer} – Stand ${day(today)}`,
  },
  residues: {
    intro:
      'Offene Rückstände Ihrer Bestellungen: was noch fehlt und wann es voraussichtlich kommt. Eine Zeile, die Sie nicht mehr brauchen, können Sie stornieren – auch ohne Verbindung; sie wird übertragen, sobald Sie wieder online sind.',
    noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
    loading: 'Rückstände werden geladen…',
    noData:
      'Keine offenen Rückstände: Alles, was Sie bestellt haben, wurde geliefert oder ist storniert.',
    filterLabel: 'Artikel, PZN, Lieferschein oder Bestellung filtern',
    sortLabel: 'Sortieren nach',
    sort: {
      expected: 'Erwarteter Liefertermin',
      ordered: 'Bestelldatum (neueste zuerst)',
      name: 'Artikel (A–Z)',
    },
    noMatch: (query: string) => `Keine offenen Rückstände passen zu „${query}“.`,
    count: (n: number) =>
      n === 1 ? '1 offener Rückstand' : `${n.toLocaleString('de-DE')} offene Rückstände`,
    caption: 'Offene Rückstände',
    columns: {
      name: 'Artikel',
      pzn: 'PZN',
      quantity: 'Fehlmenge',
      ordered: 'Bestellt am',
      expected: 'Erwartet am',
      noteNo: 'Lieferschein / Bestellung',
      action: 'Aktion',
    },
    /** A backorder from a web order's confirmation, before any delivery note (issue 29). */
    fromOrder: (orderNo: string) => `Bestellung ${orderNo}`,
    unknown: 'unbekannt',
    cancel: 'Stornieren',
    cancelLabel: (name: string) => `Rückstand ${name} stornieren`,
    confirmTitle: 'Rückstand stornieren?',
    confirmBody: (name: string, quantity: number) =>
      `${quantity.toLocaleString('de-DE')} × ${name} wird nicht mehr nachgeliefert. Das lässt sich nicht rückgängig machen.`,
    cancelled: (name: string) => `Rückstand ${name} storniert.`,
    describeCancel: (what: string | undefined) =>
      what ? `Rückstand ${what} stornieren` : 'Rückstand stornieren',
    rejections: {
      notFound: 'Diesen Rückstand gibt es nicht (mehr).',
      foreign: 'Dieser Rückstand gehört zu einem anderen Lieferkunden.',
      notOpen: 'Dieser Rückstand ist nicht mehr offen.',
    },
    widgetOpen: (n: number) =>
      n === 1 ? '1 offener Rückstand' : `${n.toLocaleString('de-DE')} offene Rückstände`,
    widgetNone: 'Keine offenen Rückstände.',
    widgetNext: 'Als Nächstes erwartet',
    widgetLink: 'Alle Rückstände',
  },
  archive: {
    intro:
      'Alle Aufträge dieses Lieferkunden – aus dem Webshop, telefonisch oder aus der Warenwirtschaft – mit den Zeilen, wie der Großhandel sie bestätigt hat. Die Suche antwortet aus den Daten auf diesem Gerät, auch ohne Verbindung.',
    noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
    loading: 'Aufträge werden geladen…',
    noData:
      'Auf diesem Gerät sind noch keine Aufträge gespeichert. Sie werden bei bestehender Verbindung geladen.',
    filters: 'Aufträge filtern',
    searchLabel: 'Auftrags- oder Lieferscheinnummer, PZN oder Artikel',
    searchHint: 'PZN und Nummern auch als Anfang; Artikelnamen ab 3 Zeichen.',
    periodLabel: 'Zeitraum',
    periods: {
      '30': 'Letzte 30 Tage',
      '90': 'Letzte 3 Monate',
      '365': 'Letzte 12 Monate',
      all: 'Alle (24 Monate)',
    },
    channelLabel: 'Bestellweg',
    channelAll: 'Alle Bestellwege',
    channels: { web: 'Webshop', phone: 'Telefon', software: 'Warenwirtschaft' },
    found: (n: number) =>
      n === 1 ? '1 Auftrag gefunden.' : `${n.toLocaleString('de-DE')} Aufträge gefunden.`,
    truncated: (shown: number) =>
      `Die Liste zeigt die neuesten ${shown.toLocaleString('de-DE')}; der CSV-Export enthält alle.`,
    noHits: 'Keine Aufträge passen zu diesen Filtern.',
    caption: 'Aufträge',
    columns: {
      day: 'Lieferdatum',
      orderNo: 'Auftrag',
      noteNo: 'Lieferschein',
      channel: 'Bestellweg',
      lines: 'Zeilen',
      net: 'Netto',
      open: 'Öffnen',
    },
    open: 'Öffnen',
    openLabel: (orderNo: string, day: string) => `Auftrag ${orderNo} vom ${day} öffnen`,
    exportCsv: 'Als CSV exportieren',
    exported: (n: number) =>
      n === 1
        ? 'CSV mit 1 Auftrag erstellt.'
        : `CSV mit ${n.toLocaleString('de-DE')} Aufträgen erstellt.`,
    fileName: (today: string) => `Auftragsarchiv_${today}.csv`,
    detailTitle: (orderNo: string) => `Auftrag ${orderNo}`,
    detailMeta: (noteNo: string, day: string, channel: string) =>
      `Lieferschein ${noteNo} vom ${day} · ${channel}`,
    back: 'Zurück zur Liste',
    linesCaption: (orderNo: string) => `Zeilen des Auftrags ${orderNo}`,
    lineColumns: {
      select: 'Auswählen',
      position: 'Pos.',
      name: 'Artikel',
      pzn: 'PZN',
      ordered: 'Bestellt',
      delivered: 'Geliefert',
      state: 'Status',
      price: 'AEP',
      batch: 'Charge',
    },
    selectLine: (name: string) => `${name} auswählen`,
    selectAll: 'Alle Zeilen auswählen',
    states: {
      delivered: 'Geliefert',
      partial: 'Teilweise geliefert',
      backordered: 'Im Rückstand',
      unavailable: 'Nicht lieferbar',
    },
    reorderSelected: (n: number) =>
      n === 1 ? '1 Zeile nachbestellen' : `${n.toLocaleString('de-DE')} Zeilen nachbestellen`,
    reorderAll: 'Ganzen Auftrag nachbestellen',
    reorderHint: 'Die Artikel kommen mit der bestellten Menge in Ihren Hauptwarenkorb.',
    basketLabel: (orderNo: string) => `Auftrag ${orderNo}`,
    csv: {
      orderNo: 'Auftragsnummer',
      channel: 'Bestellweg',
      noteNo: 'Lieferschein',
      day: 'Lieferdatum',
      position: 'Position',
      pzn: 'PZN',
      name: 'Artikel',
      ordered: 'Menge bestellt',
      delivered: 'Menge geliefert',
      state: 'Status',
      unitPrice: 'AEP (EUR)',
      net: 'Netto geliefert (EUR)',
      vatRate: 'USt (%)',
      batch: 'Charge',
      expiry: 'Verfall',
    },
  },
  statistics: {
    intro:
      'Ihre Einkäufe beim Großhandel nach Monat im Vergleich zum Vorjahr, die meistgekauften Artikel und die Hersteller – berechnet aus den Lieferscheinen auf diesem Gerät, auch ohne Verbindung. Einkauf = gelieferte Menge × AEP (netto, ohne Gutschriften).',
    noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
    loading: 'Lieferdaten werden geladen…',
    firstPull:
      'Lieferdaten werden geladen… Die Statistik erscheint, sobald die Lieferungen der letzten 24 Monate auf diesem Gerät sind.',
    noData:
      'Auf diesem Gerät sind noch keine Lieferdaten gespeichert. Sie werden bei bestehender Verbindung geladen.',
    noViews: 'Keine Statistik-Ansicht freigeschaltet.',
    updating: 'Lieferdaten werden noch geladen; die Zahlen werden danach aktualisiert.',
    viewsLabel: 'Ansicht',
    views: {
      mixed: 'Umsatz gemischt',
      highPrice: 'Nur Hochpreis',
      withoutHighPrice: 'Ohne Hochpreis',
      import: 'Import',
      magistral: 'Magistral',
      emballage: 'Emballagen',
      problem: 'Problemartikel',
    },
    /** What each view counts, shown under the tabs. */
    viewHints: {
      mixed: 'Alle gelieferten Artikel.',
      highPrice: (threshold: string) => `Nur Artikel mit einem AEP ab ${threshold} je Packung.`,
      withoutHighPrice: (threshold: string) =>
        `Alle Artikel außer jenen mit einem AEP ab ${threshold} je Packung.`,
      import: 'Parallelimporte: in einem anderen EU-Land gekaufte und umetikettierte Arzneimittel.',
      magistral: 'Rohstoffe für die Rezeptur (magistrale Zubereitungen).',
      emballage: 'Gefäße für die Rezeptur: Kruken, Flaschen, Tuben, Kapselhülsen.',
      problem:
        'Artikel mit besonderer Handhabung: Suchtgifte (Dokumentation je Lieferung) und Kühlware (2–8 °C).',
    },
    periodLabel: 'Zeitraum',
    periods: {
      '12m': 'Letzte 12 abgeschlossene Monate',
      year: 'Laufendes Kalenderjahr',
    },
    exportCsv: 'Als CSV exportieren',
    exported: (view: string) => `CSV der Ansicht „${view}“ erstellt.`,
    fileName: (view: string, today: string) => `Statistik_${view}_${today}.csv`,
    summary: (total: string, previous: string, change: string) =>
      `Einkauf im Zeitraum ${total}, im Vorjahreszeitraum ${previous} (${change}).`,
    noChange: 'kein Vorjahreswert',
    empty: 'In diesem Zeitraum gibt es keine Lieferungen in dieser Ansicht.',
    byMonth: 'Einkauf nach Monat',
    byMonthCaption: (view: string) => `Einkauf nach Monat, ${view}, mit Vorjahr`,
    byMonthChart: (view: string) =>
      `Balkendiagramm Einkauf nach Monat, ${view}: laufendes Jahr und Vorjahr. Die Zahlen stehen in der Tabelle daneben.`,
    currentSeries: (span: string) => `Einkauf ${span}`,
    previousSeries: (span: string) => `Vorjahr ${span} (schraffiert)`,
    monthColumns: {
      month: 'Monat',
      current: 'Einkauf',
      previousMonth: 'Vorjahresmonat',
      previous: 'Vorjahr',
      change: 'Veränderung',
    },
    sum: 'Summe',
    topArticles: 'Top-Artikel',
    topArticlesCaption: (view: string, n: number) => `Die ${n} meistgekauften Artikel, ${view}`,
    topArticlesChart: (view: string, n: number) =>
      `Balkendiagramm der ${n} meistgekauften Artikel nach Einkaufswert, ${view}. Die Zahlen stehen in der Tabelle.`,
    byManufacturer: 'Nach Hersteller',
    byManufacturerCaption: (view: string) => `Einkauf nach Hersteller, ${view}`,
    byManufacturerChart: (view: string) =>
      `Balkendiagramm Einkauf nach Hersteller, ${view}. Die Zahlen stehen in der Tabelle daneben.`,
    others: 'Sonstige',
    unknownManufacturer: 'Hersteller unbekannt',
    columns: {
      rank: 'Rang',
      name: 'Artikel',
      pzn: 'PZN',
      manufacturer: 'Hersteller',
      packs: 'Packungen',
      value: 'Einkauf',
      share: 'Anteil',
    },
    csv: {
      view: 'Ansicht',
      period: 'Zeitraum',
      month: 'Monat',
      current: 'Einkauf (EUR)',
      previousMonth: 'Vorjahresmonat',
      previous: 'Vorjahr (EUR)',
      change: 'Veränderung (%)',
      rank: 'Rang',
      pzn: 'PZN',
      name: 'Artikel',
      manufacturer: 'Hersteller',
      packs: 'Packungen',
      value: 'Einkauf (EUR)',
      share: 'Anteil (%)',
    },
  },
  documents: {
    intro:
      'Lieferscheine, DTP-Lieferscheine, Rechnungen und Gutschriften der letzten 24 Monate suchen – auch ohne Verbindung. Ein einmal geöffnetes Dokument bleibt auf diesem Gerät lesbar.',
    noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
    loading: 'Dokumente werden geladen…',
    noData:
      'Auf diesem Gerät sind noch keine Dokumente gespeichert. Sie werden bei bestehender Verbindung geladen.',
    from: 'Von',
    to: 'Bis',
    textLabel: 'Dokumentnummer, PZN oder Artikel',
    textHint: 'z. B. „LS40001234“, eine PZN oder mindestens 3 Buchstaben eines Artikelnamens',
    kindsLegend: 'Dokumentarten',
    search: 'Suchen',
    reset: 'Zurücksetzen',
    badRange: 'Das Von-Datum liegt nach dem Bis-Datum.',
    none: 'Keine Dokumente für diese Suche. Ändern Sie den Zeitraum oder den Suchbegriff.',
    found: (total: number) =>
      `${total.toLocaleString('de-DE')} ${total === 1 ? 'Dokument' : 'Dokumente'} gefunden.`,
    truncated: (shown: number) =>
      `Die Liste zeigt die neuesten ${shown.toLocaleString('de-DE')}; bitte die Suche eingrenzen.`,
    caption: 'Gefundene Dokumente',
    kind: {
      delivery: 'Lieferschein',
      dtp: 'DTP-Lieferschein',
      invoice: 'Rechnung',
      credit: 'Gutschrift',
    },
    columns: {
      kind: 'Art',
      number: 'Nummer',
      day: 'Datum',
      detail: 'Bezug',
      amount: 'Betrag brutto',
      offline: 'Offline',
      actions: 'Aktionen',
    },
    detail: {
      delivery: (lineCount: number, orderNo: string) =>
        `${lineCount.toLocaleString('de-DE')} ${lineCount === 1 ? 'Zeile' : 'Zeilen'}, Auftrag ${orderNo}`,
      invoice: (noteCount: number) =>
        `Sammelrechnung über ${noteCount.toLocaleString('de-DE')} ${noteCount === 1 ? 'Lieferschein' : 'Lieferscheine'}`,
    },
    offlineAvailable: 'offline verfügbar',
    open: 'Öffnen',
    openLabel: (kind: string, number: string) => `${kind} ${number} öffnen`,
    opening: 'Dokument wird geöffnet…',
    viewerTitle: (kind: string, number: string) => `${kind} ${number}`,
    fromCopy: 'Ohne Verbindung: gespeicherte Kopie von diesem Gerät.',
    openInTab: 'In neuem Tab öffnen',
    download: 'Herunterladen',
    close: 'Schließen',
    errors: {
      'offline-never-opened':
        'Keine Verbindung: Dieses Dokument wurde auf diesem Gerät noch nie geöffnet und ist daher offline nicht verfügbar. Bitte öffnen Sie es bei bestehender Verbindung.',
      refused: 'Keine Berechtigung für dieses Dokument.',
      missing: 'Dieses Dokument gibt es für den gewählten Lieferkunden nicht.',
      failed: 'Das Dokument konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    },
    noKinds: 'Keine Berechtigung für eine Dokumentart.',
  },
};
