// Texts of the dashboard's widgets and its editing mode (issue 13 item 11). Imported by the
// dashboard and its widgets only, so they stay in lazy chunks; the widgets' names are shared with
// the description of a layout change (./dashboardShared.de.ts).
import { dashboardShared } from '../../src/i18n/dashboardShared.de';

export const dashboardDe = {
  widgetNames: dashboardShared.widgets,
  widgetsLabel: 'Widgets',
  loading: 'Lade...',
  widgetFailed: 'Dieses Widget konnte nicht geladen werden.',
  empty: 'Keine Widgets auf dem Dashboard. Über „Anpassen“ fügen Sie welche hinzu.',
  edit: {
    start: 'Anpassen',
    startLabel: 'Dashboard anpassen',
    done: 'Fertig',
    hint: 'Widgets hinzufügen, entfernen oder ihre Reihenfolge ändern. Änderungen werden sofort gespeichert – auch offline.',
    moveUp: (widget: string) => `${widget} nach oben verschieben`,
    moveDown: (widget: string) => `${widget} nach unten verschieben`,
    remove: (widget: string) => `${widget} entfernen`,
    up: 'Nach oben',
    down: 'Nach unten',
    removeShort: 'Entfernen',
    addHeading: 'Widget hinzufügen',
    add: (widget: string) => `${widget} hinzufügen`,
    noneToAdd: 'Alle verfügbaren Widgets sind bereits auf dem Dashboard.',
    reset: 'Standardanordnung wiederherstellen',
    announce: {
      moved: (widget: string, position: number, count: number) =>
        `${widget} ist jetzt an Position ${position} von ${count}.`,
      removed: (widget: string) => `${widget} wurde entfernt.`,
      added: (widget: string, position: number) =>
        `${widget} wurde an Position ${position} hinzugefügt.`,
      reset: 'Die Standardanordnung wurde wiederhergestellt.',
    },
    failed: 'Die Änderung konnte nicht gespeichert werden.',
  },
  badge: (count: number) => (count === 1 ? '1 neu' : `${count} neu`),
  openBadge: (count: number) => `${count} offen`,
  sync: {
    connectivity: 'Verbindung',
    online: 'Online',
    offline: 'Offline',
    unreachable: 'Server nicht erreichbar',
    pending: 'Ausstehende Änderungen',
    failed: 'Nicht übertragene Änderungen',
    lastSync: 'Letzte Synchronisation',
    never: 'Noch nie',
    showFailed: 'Anzeigen',
  },
} as const;
