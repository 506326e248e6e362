// Texts of the user settings screen (/settings, issue 13). Imported by the screen only, so they
// stay in its lazy route chunk; the names of the clock's parts and positions are shared with
// the description of a change (./settingsShared.de.ts).
import { settingsShared } from './settingsShared.de';

export const settingsDe = {
  intro:
    'Ihre persönlichen Einstellungen. Jede Änderung wird sofort gespeichert – auch offline; sie wird übertragen, sobald eine Verbindung besteht.',
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
    resetHint: 'Bereits gesehene Hinweise werden wieder angezeigt.',
    lastReset: (when: string) => `Zuletzt zurückgesetzt: ${when}`,
    resetDone: 'Die Tutorials werden erneut angezeigt.',
  },
  status: {
    saved: 'Gespeichert.',
    pending: (n: number) =>
      n === 1
        ? '1 Änderung wird übertragen, sobald eine Verbindung besteht.'
        : `${n} Änderungen werden übertragen, sobald eine Verbindung besteht.`,
  },
} as const;
