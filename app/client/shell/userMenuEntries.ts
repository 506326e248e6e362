// Which entries the user menu shows (SPEC 2 "User menu: admin button, 'Kunden-Einstellungen'
// entry, Depersonate for impersonated sessions, leave differential mode, restart, logout" and
// SPEC 6 "Other role effects"), as a pure function of the session, in display order.
import { hasRole, ROLE, showsCustomerSettingsEntry } from '../../../src/api/access';
import type { Me } from '../../../src/api/schemas';

export type UserMenuEntry =
  | 'switchCustomer'
  | 'switchAddress'
  | 'admin'
  | 'customerSettings'
  | 'enterDifferential'
  | 'leaveDifferential'
  | 'depersonate'
  | 'changePassword'
  | 'restart'
  | 'logout';

/**
 * `addressCount`: how many delivery addresses a pharmacy user may choose from (null: not known,
 * e.g. offline before it was ever loaded).
 */
export function userMenuEntries(
  me: Pick<Me, 'user' | 'lieferkunde' | 'differential'>,
  addressCount: number | null = null,
) {
  const { user } = me;
  const entries: UserMenuEntry[] = [];
  // Issue 24 point 7: the selector from the menu, not only through the search or the address bar:
  // a representative switches customer, a pharmacy with several addresses its address.
  if (user.vertreter && !me.differential) entries.push('switchCustomer');
  if (!user.vertreter && (addressCount ?? 0) > 1) entries.push('switchAddress');
  // SPEC 6: Admin sees the admin button.
  if (hasRole(user, ROLE.Admin)) entries.push('admin');
  // SPEC 6: Kundeneinstellungen, only when a delivery customer is set (and the screen opens).
  if (showsCustomerSettingsEntry(user, me.lieferkunde !== null)) entries.push('customerSettings');
  // A representative acting for a customer may switch to differential mode (SPEC 1) …
  if (user.vertreter && !me.differential && me.lieferkunde) entries.push('enterDifferential');
  // … and leaves it again here (SPEC 2, 4: with a confirmation).
  if (me.differential) entries.push('leaveDifferential');
  // SPEC 6: impersonated sessions show Depersonate; the password is not the admin's to change.
  if (user.impersonated_by) entries.push('depersonate');
  else entries.push('changePassword');
  entries.push('restart', 'logout');
  return entries;
}
