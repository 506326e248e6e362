// The URL a user wanted when the conditions guard sent them to the checker (SPEC 4: "the original
// URL is remembered"). In sessionStorage, so a reload of the checker keeps it, per window.
const KEY = 'apo.conditionsTarget';

export function rememberConditionsTarget(target: string): void {
  try {
    sessionStorage.setItem(KEY, target);
  } catch {
    // Storage can be disabled; the checker then returns to the root.
  }
}

/** The remembered target (once), or '/' when none: only the app's own paths count. */
export function takeConditionsTarget(): string {
  let target: string | null = null;
  try {
    target = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
  if (!target || !target.startsWith('/') || target.startsWith('//')) return '/';
  const path = target.split(/[?#]/)[0] ?? '/';
  return path === '/login' || path === '/logout' || path.startsWith('/check-conditions')
    ? '/'
    : target;
}
