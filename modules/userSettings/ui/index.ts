// The user settings' public entry for the shell (the clock follows them). The screen,
// SettingsPage.tsx, is imported by its route only, so it stays in the route's lazy chunk.
export { useUserSettings, type UserSettingsState } from './useUserSettings';
export { ClockFace, useClockNow } from './ClockFace';
