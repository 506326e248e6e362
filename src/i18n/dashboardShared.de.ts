// The few dashboard texts outside the dashboard screen: the widgets' names and the description
// of a layout change in 'Nicht übertragene Änderungen' (the contract, modules/dashboard/contract.ts, is in
// the main bundle). The screen's texts: ./dashboard.de.ts.
export const dashboardShared = {
  widgets: {
    notifications: 'Benachrichtigungen',
    primaryBasket: 'Warenkorb',
    lastOrders: 'Letzte Bestellungen',
    syncStatus: 'Synchronisation',
    backorders: 'Rückstände',
    nextDelivery: 'Nächste Lieferung',
  },
  /** A widget a newer version of the app added (its name is not known here). */
  unknownWidget: 'Unbekanntes Widget',
  describe: {
    add: (widget: string) => `Dashboard: Widget „${widget}“ hinzugefügt`,
    remove: (widget: string) => `Dashboard: Widget „${widget}“ entfernt`,
    move: (widget: string, position: number) =>
      `Dashboard: Widget „${widget}“ an Position ${position} verschoben`,
    reset: 'Dashboard: Standardanordnung wiederhergestellt',
  },
} as const;
