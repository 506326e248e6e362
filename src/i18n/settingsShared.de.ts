// The few user-settings texts outside the settings screen: the names of the clock's parts and
// positions and the description of a change in 'Nicht übertragene Änderungen' (the contract,
// modules/userSettings/contract.ts, is in the main bundle). The screen's texts: ./settings.de.ts.
export const settingsShared = {
  clockParts: { d: 'Datum', z: 'Uhrzeit', kw: 'Kalenderwoche' },
  clockPositions: {
    navbar: 'In der Kopfzeile',
    footer: 'In der Fußzeile',
    none: 'Ausgeblendet',
  },
  describe: {
    tutorialEnabled: (on: boolean) => (on ? 'Tutorials aktiviert' : 'Tutorials deaktiviert'),
    tutorialReset: 'Tutorials erneut anzeigen',
    /** A tutorial step the user closed (the tutorial's mutation, modules/tutorials/contract.ts). */
    tutorialSeen: 'Tutorial: Hinweis gelesen',
    clockStyle: (parts: string) => `Uhr zeigt: ${parts}`,
    clockPosition: (position: string) => `Uhr: ${position}`,
    changed: (changes: string) => `Einstellungen geändert: ${changes}`,
  },
} as const;
