// 'Jetzt nicht mehr anzeigen' (SPEC 4) stops the tutorial for the current session only: a session
// cookie, which the browser drops when it closes. It holds no data and the server ignores it.
export const TUTORIAL_PAUSE_COOKIE = 'apo_tutorial_paused';

export function isTutorialPaused(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${TUTORIAL_PAUSE_COOKIE}=1`);
}

export function pauseTutorial(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TUTORIAL_PAUSE_COOKIE}=1; Path=/; SameSite=Strict${secure}`;
}

/** Ends the pause before the session ends: the settings' 'Tutorials erneut anzeigen' (issue 24). */
export function resumeTutorial(): void {
  document.cookie = `${TUTORIAL_PAUSE_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
}
