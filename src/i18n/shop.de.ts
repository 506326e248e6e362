// Texts of the shop: baskets, wish lists, orders, availability and the cart menu.
// (The list and row texts shared by baskets and wish lists are in de.baskets.)
import { positions } from './positions.de';

export const shopDe = {
  grouping: {
    label: 'Gruppierung',
    none: 'Keine',
    availability: 'Nach Verfügbarkeit',
    manufacturer: 'Nach Hersteller',
    subtotal: (count: string, value: string) => `${count} · ${value}`,
    notes: 'Notizen',
    unknownManufacturer: 'Hersteller unbekannt',
    availabilityGroup: {
      lieferbar: 'Lieferbar',
      knapp: 'Knapp',
      nicht_lieferbar: 'Nicht lieferbar',
      unbekannt: 'Nicht im Katalog',
    },
  },
  availabilityCheck: {
    checkAll: 'Verfügbarkeit prüfen',
    checkRow: (what: string) => `Verfügbarkeit prüfen: ${what}`,
    checking: 'Verfügbarkeit wird geprüft…',
    offline: 'Die Verfügbarkeitsprüfung ist nur online möglich.',
    failed: 'Die Verfügbarkeit konnte gerade nicht geprüft werden.',
    checkedAt: (time: string) => `Verfügbarkeit geprüft um ${time}`,
    lieferbar: 'lieferbar',
    teilweise: (now: number) => `teilweise lieferbar (${now} sofort)`,
    spaeter: (date: string) => `später lieferbar ab ${date}`,
    spaeterUnknown: 'später lieferbar',
    nicht_lieferbar: 'nicht lieferbar',
    result: (text: string) => `Prüfung: ${text}`,
  },
  order: {
    button: 'Bestellen',
    emptyHint: 'Ein leerer Warenkorb kann nicht bestellt werden.',
    confirmTitle: 'Bestellung absenden',
    confirmIntro: (label: string) =>
      `Der Warenkorb „${label}“ wird mit diesen Positionen bestellt und danach geleert:`,
    confirmTotal: (value: string) => `Gesamt (AEP): ${value}`,
    confirmOffline:
      'Sie sind offline: Die Bestellung wird gesendet, sobald die Verbindung wieder besteht.',
    confirm: 'Jetzt bestellen',
    cancel: 'Abbrechen',
    rowsTitle: 'Bestellte Positionen',
    placed: 'Die Bestellung wurde übernommen.',
    more: (count: number) =>
      count === 1 ? '… und 1 weitere Position' : `… und ${count} weitere Positionen`,
  },
  transfer: {
    target: 'Ziel-Warenkorb',
    newBasket: 'Neuer Warenkorb',
    copy: 'In den Warenkorb kopieren',
    move: 'In den Warenkorb verschieben',
    copyRow: (what: string) => `In den Warenkorb kopieren: ${what}`,
    moveRow: (what: string) => `In den Warenkorb verschieben: ${what}`,
    copySelected: (count: number) => `Ausgewählte kopieren (${count})`,
    moveSelected: (count: number) => `Ausgewählte verschieben (${count})`,
    copyAll: 'Alle kopieren',
    moveAll: 'Alle verschieben',
    copied: (count: number, label: string) =>
      count === 1
        ? `1 Position in den Warenkorb „${label}“ kopiert.`
        : `${count} Positionen in den Warenkorb „${label}“ kopiert.`,
    moved: (count: number, label: string) =>
      count === 1
        ? `1 Position in den Warenkorb „${label}“ verschoben.`
        : `${count} Positionen in den Warenkorb „${label}“ verschoben.`,
    selection: 'Auswahl',
    selected: (count: number) =>
      count === 1 ? '1 Position ausgewählt' : `${count} Positionen ausgewählt`,
  },
  cartMenu: {
    button: (count: number) => `Warenkorb, ${positions(count)}`,
    title: 'Warenkörbe',
    toBasket: (label: string) => `Zum Warenkorb „${label}“`,
    toList: 'Alle Warenkörbe',
    empty: 'Noch kein Warenkorb angelegt.',
    create: 'Warenkorb anlegen',
    wishLists: 'Merklisten',
    orders: 'Bestellungen',
    entry: (label: string, count: string, value: string) => `${label}: ${count}, ${value}`,
  },
  home: {
    title: 'Shop',
    intro: 'Artikel suchen und direkt in Ihren Hauptwarenkorb legen.',
    searchLabel: 'Artikel suchen (Name, Wirkstoff, Hersteller oder PZN)',
    quantity: 'Menge',
    addTarget: (label: string) => `Wird in den Warenkorb „${label}“ gelegt.`,
    addTargetNew: 'Ein neuer Warenkorb wird angelegt.',
    waitForFirstSync:
      'Ihre Warenkörbe werden noch abgeglichen. Bitte legen Sie den Artikel gleich noch einmal hinein.',
    added: (what: string, label: string) => `${what} in den Warenkorb „${label}“ gelegt.`,
    openBasket: 'Warenkorb öffnen',
    links: 'Bereiche',
    baskets: 'Warenkörbe',
    basketsText: 'Sammeln, prüfen und bestellen.',
    wishLists: 'Merklisten',
    wishListsText: 'Artikel für später vormerken.',
    orders: 'Bestellungen',
    ordersText: 'Gesendete Bestellungen und Nachbestellen.',
  },
  // /shop/bestellungen (modules/shop/ui/orders).
  orders: {
    title: 'Bestellungen',
    intro: 'Ihre Web-Bestellungen für diesen Lieferkunden, die neuesten zuerst.',
    noCustomer: 'Bitte wählen Sie zuerst einen Lieferkunden.',
    empty: 'Für diesen Lieferkunden gibt es noch keine Bestellungen.',
    toBaskets: 'Zu den Warenkörben',
    list: 'Bestellungen des Lieferkunden',
    status: {
      wird_gesendet: 'wird gesendet',
      uebermittelt: 'übermittelt',
      bestaetigt: 'bestätigt',
      kommissioniert: 'kommissioniert',
      unterwegs: 'unterwegs',
      geliefert: 'geliefert',
    },
    // The wholesaler's answers (issue 29): the order's way and what each line brings.
    onTour: (tour: string) => `unterwegs mit ${tour}`,
    historyTitle: 'Verlauf',
    erpOrderNo: (no: string) => `Auftragsnummer des Großhandels: ${no}`,
    unconfirmed: 'Der Großhandel hat diese Bestellung noch nicht bestätigt.',
    confirmedColumn: 'Bestätigt',
    notConfirmed: 'noch offen',
    part: {
      normal: (tour: string | undefined) =>
        tour ? `kommt mit ${tour}` : 'kommt mit der nächsten Tour',
      verbund: (tour: string | undefined) =>
        tour ? `aus dem Verbundlager, kommt mit ${tour}` : 'aus dem Verbundlager',
      nachlieferung: (day: string) => `Nachlieferung am ${day}`,
      dispo: 'in Disposition beim Großhandel',
      nichtLieferbar: (reason: string) => `nicht lieferbar: ${reason}`,
    },
    partQuantity: (quantity: number) => `${quantity.toLocaleString('de-DE')} ×`,
    substitute: (pzn: string) => `Ersatzartikel PZN ${pzn}`,
    defectReasons: {
      nicht_vorraetig: 'nicht vorrätig',
      lieferengpass: 'Lieferengpass',
      ausser_handel: 'außer Handel',
      nicht_gefuehrt: 'nicht im Sortiment',
      kontingentiert: 'kontingentiert',
      kuehlkette: 'Kühlkette nicht möglich',
      sonstiges: 'sonstiger Grund',
    },
    /** '2 Positionen mit Nachlieferung, 1 nicht lieferbar' (the list and the notification). */
    shortfallSummary: (s: { nachlieferung: number; dispo: number; nichtLieferbar: number }) =>
      [
        s.nachlieferung > 0 ? `${positions(s.nachlieferung)} mit Nachlieferung` : '',
        s.dispo > 0 ? `${s.dispo.toLocaleString('de-DE')} in Disposition` : '',
        s.nichtLieferbar > 0 ? `${s.nichtLieferbar.toLocaleString('de-DE')} nicht lieferbar` : '',
      ]
        .filter(Boolean)
        .join(', '),
    deliveryNote: (no: string) => `Lieferschein ${no}`,
    deliveryNoteLabel: (no: string) => `Lieferschein ${no} im Auftragsarchiv öffnen`,
    pendingHint:
      'Bestellungen mit dem Status „wird gesendet“ werden übertragen, sobald eine Verbindung zum Server besteht.',
    rowCount: positions,
    showDetails: (label: string, date: string) => `Details der Bestellung „${label}“ vom ${date}`,
    details: 'Details',
    hideDetails: 'Details schließen',
    detailTitle: (label: string, date: string) => `Bestellung „${label}“ vom ${date}`,
    orderedBy: (name: string) => `Bestellt von ${name}`,
    pznColumn: 'PZN',
    nameColumn: 'Artikel / Notiz',
    quantityColumn: 'Menge',
    unitPriceColumn: 'Einzelpreis (AEP)',
    lineTotalColumn: 'Zeilensumme',
    noteLine: 'Notiz',
    noPrice: '–',
    pznFallback: (pzn: string) => `PZN ${pzn}`,
    total: 'Gesamtsumme',
    /** A total computed on this device from the catalogue until the server confirms it. */
    provisional: (value: string) => `${value} (vorläufig)`,
    reorder: 'Erneut bestellen',
    reorderLabel: (label: string, date: string) =>
      `Bestellung „${label}“ vom ${date} erneut bestellen`,
    reorderBasketLabel: (label: string) => `Erneut: ${label}`,
    reordered: (count: number, basket: string) =>
      count === 1
        ? `1 Position in den Warenkorb „${basket}“ übernommen.`
        : `${count} Positionen in den Warenkorb „${basket}“ übernommen.`,
    reorderEmpty: 'Diese Bestellung enthält keine Positionen, die übernommen werden können.',
    reorderWithdrawn: (pzns: string) =>
      `Nicht mehr im Sortiment und daher nicht übernommen: PZN ${pzns}.`,
  },
} as const;
