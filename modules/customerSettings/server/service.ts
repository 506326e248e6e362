// The customer settings (SPEC 3, 7): one object per pharmacy, keyed by KundeNr. Which KundeNr a
// session acts for:
//   - a pharmacy's own user (not a representative) with a KundeNr: that KundeNr, whatever
//     delivery address is chosen (the settings are the pharmacy's, not the address's);
//   - a representative (or any user without a KundeNr, an admin acting for someone): the parent
//     (a3KundeNr) of the session's current delivery customer, the differential one while in
//     differential mode, re-checked on every call like on every customer route
//     (server/services/lieferkunden.ts sessionCustomer: an assignment taken away counts as none);
//   - otherwise none (no customer chosen, one no longer allowed, or a parent number 0): 409,
//     choose a customer first.
import { eq } from 'drizzle-orm';
import {
  CustomerSettings,
  DEFAULT_CUSTOMER_SETTINGS,
  type CustomerSettingsAnswer,
  type SaveCustomerSettingsAnswer,
} from '../contract.ts';
import { customerSettingsDe } from '../texts.de.ts';
import type { Db } from '../../../server/db/client.ts';
import { lieferkunden, users } from '../../../server/db/schema.ts';
import { customerSettings } from './tables.ts';
import { conflict } from '../../../server/errors.ts';
import type { Clock } from '../../../server/services/clock.ts';
import { sessionCustomer } from '../../../server/services/lieferkunden.ts';
import type { SessionRow, UserRow } from '../../../server/services/sessions.ts';

export async function settingsKundeNr(
  db: Db,
  user: UserRow,
  session: SessionRow,
  /** The customer chosen on the device, named by the call (issue 26). */
  named?: number,
): Promise<number> {
  if (!user.vertreter && user.kundeNr !== null && user.kundeNr > 0) return user.kundeNr;
  const { lieferkundeNr } = await sessionCustomer(db, user, session, named);
  if (lieferkundeNr !== null) {
    const [row] = await db
      .select({ a3KundeNr: lieferkunden.a3KundeNr })
      .from(lieferkunden)
      .where(eq(lieferkunden.lieferkundeNr, lieferkundeNr));
    if (row && row.a3KundeNr > 0) return row.a3KundeNr;
  }
  throw conflict(customerSettingsDe.server.noCustomer);
}

/**
 * A stored object that no longer fits the contract (a field added later) gets the defaults for
 * what it lacks; one that still does not fit is replaced by the defaults rather than breaking
 * the screen.
 */
function readStored(stored: unknown): CustomerSettings {
  const base = typeof stored === 'object' && stored !== null ? stored : {};
  const merged = CustomerSettings.safeParse({ ...DEFAULT_CUSTOMER_SETTINGS, ...base });
  return merged.success ? merged.data : DEFAULT_CUSTOMER_SETTINGS;
}

export async function loadCustomerSettings(
  db: Db,
  kundeNr: number,
): Promise<CustomerSettingsAnswer> {
  const [row] = await db
    .select({
      settings: customerSettings.settings,
      updatedAt: customerSettings.updatedAt,
      updatedBy: users.displayName,
    })
    .from(customerSettings)
    .leftJoin(users, eq(users.id, customerSettings.updatedBy))
    .where(eq(customerSettings.kundeNr, kundeNr));
  if (!row) {
    return { kundeNr, settings: DEFAULT_CUSTOMER_SETTINGS, updatedAt: null, updatedBy: null };
  }
  return {
    kundeNr,
    settings: readStored(row.settings),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/**
 * Saves the whole object unless someone saved since `baseUpdatedAt` (null: the caller saw the
 * defaults); then the answer is ok false with the stored state and nothing changes.
 */
export async function saveCustomerSettings(
  db: Db,
  clock: Clock,
  kundeNr: number,
  userId: string,
  settings: CustomerSettings,
  baseUpdatedAt: string | null,
): Promise<SaveCustomerSettingsAnswer> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ updatedAt: customerSettings.updatedAt })
      .from(customerSettings)
      .where(eq(customerSettings.kundeNr, kundeNr))
      .for('update');
    const storedAt = stored ? stored.updatedAt.toISOString() : null;
    if (storedAt !== baseUpdatedAt) {
      return { ok: false, current: await loadCustomerSettings(tx, kundeNr) };
    }
    const values = { settings, updatedAt: clock(), updatedBy: userId };
    await tx
      .insert(customerSettings)
      .values({ kundeNr, ...values })
      .onConflictDoUpdate({ target: customerSettings.kundeNr, set: values });
    return { ok: true, current: await loadCustomerSettings(tx, kundeNr) };
  });
}
