// Texts of the user settings screen (/settings, issue 13). Imported by the screen only, so they
// stay in its lazy route chunk; the names of the clock's parts and positions are shared with
// the description of a change (./settingsShared.de.ts).
import { settingsShared } from '../../src/i18n/settingsShared.de';

export const settingsDe = {
  intro:
    'Ihre persönlichen Einstellungen; sie gelten auf allen Geräten, an denen Sie sich anmelden, und werden übertragen, sobald eine Verbindung besteht.',
  loading: 'Lade...',
  clock: {
    legend: 'Uhr',
    parts: 'Anzeigen',
    partsHint: 'Wählen Sie mindestens einen Teil.',
    partNames: settingsShared.clockParts,
    position: 'Position',
    positions: settingsShared.clockPositions,
    preview: 'Vorschau',
    previewHidden: 'Die Uhr wird nicht angezeigt.',
    atLeastOne: 'Bitte wählen Sie mindestens einen Teil der Uhr.',
  },
  tutorial: {
    legend: 'Tutorials',
    enabled: 'Tutorials anzeigen',
    enabledHint: 'Zeigt auf den Seiten Hinweise zu ihren Funktionen.',
    reset: 'Tutorials erneut anzeigen',
    resetHint:
      'Bereits gesehene, für diese Sitzung ausgeblendete oder deaktivierte Hinweise werden wieder angezeigt.',
    lastReset: (when: string) => `Zuletzt zurückgesetzt: ${when}`,
    resetDone:
      'Tutorials zurückgesetzt: Die Hinweise erscheinen ab der nächsten Seite wieder, einer je Seitenaufruf.',
  },
  /** Issue 26 item 5: what this device holds for working offline. */
  storage: {
    legend: 'Speicher auf diesem Gerät',
    intro:
      'Damit das Portal ohne Verbindung funktioniert, liegen Artikelkatalog, Ihre Kunden, Warenkörbe, Bestellungen und Auswertungen im Browser dieses Geräts.',
    measuring: 'Speicherbelegung wird ermittelt …',
    usage: (used: string, quota: string) => `Belegt: ${used} von ${quota} verfügbar`,
    unknown: 'Dieser Browser gibt keine Auskunft über den belegten Speicher.',
    persisted: 'Der Browser bewahrt diese Daten dauerhaft auf.',
    notPersisted:
      'Der Browser darf diese Daten bei Speichermangel löschen; noch nicht übertragene Änderungen gingen dann verloren.',
    persist: 'Dauerhaft speichern',
    refused:
      'Der Browser hat das dauerhafte Speichern abgelehnt. Installieren Sie das Portal als App oder erlauben Sie es in den Einstellungen der Website.',
  },
  push: {
    legend: 'Push-Benachrichtigungen',
    intro:
      'Neue Benachrichtigungen des Portals erscheinen auch dann auf diesem Gerät, wenn das Portal nicht geöffnet ist.',
    enable: 'Push-Benachrichtigungen aktivieren',
    asking: 'Bitte bestätigen Sie die Anfrage Ihres Browsers.',
    granted: 'Push-Benachrichtigungen sind auf diesem Gerät eingeschaltet.',
    denied:
      'Ihr Browser blockiert Benachrichtigungen dieses Portals. Sie können sie in den Website-Einstellungen Ihres Browsers (Schloss-Symbol neben der Adresse) wieder erlauben.',
    unsupported: 'Dieser Browser unterstützt keine Push-Benachrichtigungen.',
  },
  status: {
    /** Before the first change of this visit: how saving works (not 'Gespeichert.' for nothing). */
    idle: 'Jede Änderung wird sofort gespeichert – auch ohne Verbindung.',
    saved: 'Gespeichert.',
    pending: (n: number) =>
      n === 1
        ? '1 Änderung wird übertragen, sobald eine Verbindung besteht.'
        : `${n} Änderungen werden übertragen, sobald eine Verbindung besteht.`,
  },
} as const;
