// Where to go after the login or the delivery customer selection. Kept in sessionStorage so it
// survives the reload of a session expiry, but stays per window.
import { hasRole, ROLE } from '../api/access';
import type { Me } from '../api/schemas';

const POST_LOGIN_KEY = 'apo.postLoginTarget';
const SELECTOR_KEY = 'apo.selectorTarget';

/** SPEC 4: the login and logout pages are never a target; they become the root. */
export function normalizeTarget(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return '/';
  const path = target.split(/[?#]/)[0] ?? '/';
  if (path === '/login' || path === '/logout') return '/';
  return target;
}

/**
 * Issue 24 point 8: where a login goes. returnUrl wins; without one, an admin who has no delivery
 * customer of their own lands on /admin instead of an empty customer search.
 */
export function loginTarget(
  returnUrl: string | null | undefined,
  me: Pick<Me, 'user' | 'lieferkunde'>,
): string {
  const target = normalizeTarget(returnUrl);
  if (target !== '/') return target;
  const { user } = me;
  const adminOnly = hasRole(user, ROLE.Admin) && !user.vertreter && user.kunde === null;
  return adminOnly && me.lieferkunde === null ? '/admin' : target;
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage can be disabled; the target then falls back to the root.
  }
}

export function rememberPostLoginTarget(target: string): void {
  write(POST_LOGIN_KEY, target);
}

export function rememberSelectorTarget(target: string): void {
  write(SELECTOR_KEY, target);
}

/** The target after choosing a delivery customer: the remembered one, else the post-login one. */
export function takeSelectorTarget(): string {
  const target = read(SELECTOR_KEY) ?? read(POST_LOGIN_KEY);
  write(SELECTOR_KEY, null);
  write(POST_LOGIN_KEY, null);
  return normalizeTarget(target);
}
