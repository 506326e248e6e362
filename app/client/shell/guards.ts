// The main layout's route guard as a pure function: login, role User, a current delivery
// customer, and the role and feature table of SPEC 6.
import { areaOfPath, canAccess, hasRole, ROLE } from '../../../src/api/access';
import type { Me } from '../../../src/worker/api';
import type { ScreenAccess } from './routerContext';

export type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'login' }
  | { readonly kind: 'selectCustomer' }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'changePassword' };

/** SPEC 8 'user must change password': the one screen such a user may open (besides logout). */
export const CHANGE_PASSWORD_PATH = '/change-password';

const isErrorPage = (path: string) => path === '/error' || path.startsWith('/error/');

/** Screens any session may open, even without role User: the logout and the error pages. */
const isSessionScreen = (path: string) => path === '/logout' || isErrorPage(path);

/** Who may open a screen of the main layout, as its route declares it (`staticData.area`). */
export function accessOfMainPath(path: string): Exclude<ScreenAccess, 'public'> {
  return areaOfPath(path) ?? (isSessionScreen(path) ? 'session' : 'user');
}

/** Screens that work without a current delivery customer. */
function worksWithoutCustomer(path: string): boolean {
  return (
    isErrorPage(path) ||
    ['/lieferkunden', '/lieferkunde', '/logout', CHANGE_PASSWORD_PATH].includes(path) ||
    // SPEC 4: the legal conditions come before the choice of a delivery customer.
    path === '/check-conditions' ||
    path.startsWith('/check-conditions/') ||
    path === '/admin' ||
    path.startsWith('/admin/') ||
    // A representative plans the day's calls across all their customers before choosing one.
    path === '/call-plan'
  );
}

export function guardMainLayout(me: Me | null, path: string): GuardDecision {
  if (!me) return { kind: 'login' };
  if (isSessionScreen(path)) return { kind: 'allow' };
  if (!hasRole(me.user, ROLE.User)) return { kind: 'forbidden' };
  // SPEC 8: until the password is changed, every other screen leads to /change-password (the
  // server refuses their calls with 403 'password_change_required' meanwhile).
  if (me.user.mustChangePassword && path !== CHANGE_PASSWORD_PATH) {
    return { kind: 'changePassword' };
  }
  // Differential mode is for representatives only.
  if (path === '/lieferkunde' && !me.user.vertreter) return { kind: 'forbidden' };
  const area = areaOfPath(path);
  if (area && !canAccess(me.user, area)) return { kind: 'forbidden' };
  if (!me.lieferkunde && !worksWithoutCustomer(path)) return { kind: 'selectCustomer' };
  return { kind: 'allow' };
}
