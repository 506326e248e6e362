// The delivery customers this device keeps (issue 26): their collections are pulled, each from
// its own cursors, so switching between them, online or offline, needs no round trip. A pharmacy
// keeps all its addresses; a representative the customer he acts for, the ones he marked
// 'Offline verfügbar', those of his call plan for today and the next working day, and the ones he
// chose lately; at most WORKING_SET_MAX, in that order of priority.
import { todayVienna, weekdayOf } from '../api/days';
import { META, type CustomerChoice, type PortalDb, type RecentCustomer } from './schema';

export const WORKING_SET_MAX = 60;
/** How many recently chosen customers are remembered. */
export const RECENT_MAX = 20;
/** The origin's storage the working set may fill; beyond it the lowest priorities are dropped. */
export const STORAGE_BUDGET_BYTES = 200 * 1024 * 1024;

export type WorkingSetReason = 'current' | 'marked' | 'plan' | 'recent' | 'address';

export interface WorkingSetEntry {
  readonly lieferkundeNr: number;
  readonly reason: WorkingSetReason;
}

/** What the worker stored after its last round: the set, and the customers it had to leave out. */
export interface StoredWorkingSet {
  readonly entries: readonly WorkingSetEntry[];
  /** Customers left out for the storage budget (the selector says so), newest round only. */
  readonly trimmed: readonly number[];
  /** The cap the storage budget allows now (WORKING_SET_MAX until the budget was exceeded). */
  readonly cap?: number;
  /** When the budget last lowered the cap (ISO): it is not raised again for a while. */
  readonly loweredAt?: string;
}

async function metaValue<T>(db: PortalDb, key: string, fallback: T): Promise<T> {
  const entry = await db.meta.get(key);
  return (entry?.value as T | undefined) ?? fallback;
}

export const readChoice = (db: PortalDb) =>
  metaValue<CustomerChoice | null>(db, META.customerChoice, null);
export const readMarked = (db: PortalDb) => metaValue<number[]>(db, META.offlineCustomers, []);
export const readRecent = (db: PortalDb) =>
  metaValue<RecentCustomer[]>(db, META.recentCustomers, []);
export const readStoredWorkingSet = (db: PortalDb) =>
  metaValue<StoredWorkingSet>(db, META.workingSet, { entries: [], trimmed: [] });

/**
 * The customers whose data this device holds (their pull has begun), with the time their pull
 * last reached the end (null while the first one runs).
 */
export async function syncedCustomers(db: PortalDb): Promise<Map<number, string | null>> {
  const prefix = META.customerSyncedAt(0).slice(0, -1);
  const entries = await db.meta.where('key').startsWith(prefix).toArray();
  return new Map(
    entries.map((m) => [
      Number(m.key.slice(prefix.length)),
      typeof m.value === 'string' ? m.value : null,
    ]),
  );
}

/**
 * Today's ISO weekday in Austria and the next working day's (Monday to Saturday, as the call plan
 * has): the days the call plan screen counts too.
 */
export function planDays(now: Date): readonly number[] {
  const today = weekdayOf(todayVienna(now));
  const next = today >= 6 ? 1 : today + 1;
  return today === 7 ? [next] : [today, next];
}

/**
 * The working set, highest priority first, of the customers the user may still act for (the
 * local `deliveryCustomers`; before they are pulled, only the chosen one). `limit` lowers the cap
 * when the storage budget is exceeded.
 */
export async function workingSet(
  db: PortalDb,
  now: Date,
  limit = WORKING_SET_MAX,
): Promise<WorkingSetEntry[]> {
  const [choice, marked, recent, assigned] = await Promise.all([
    readChoice(db),
    readMarked(db),
    readRecent(db),
    db.deliveryCustomers.toArray(),
  ]);
  const known = new Set(assigned.map((c) => c.LieferkundeNr));
  const entries: WorkingSetEntry[] = [];
  const add = (lieferkundeNr: number, reason: WorkingSetReason) => {
    if (entries.length >= limit || entries.some((e) => e.lieferkundeNr === lieferkundeNr)) return;
    // The chosen one counts before the customers are pulled; any other only while assigned.
    if (reason !== 'current' && !known.has(lieferkundeNr)) return;
    entries.push({ lieferkundeNr, reason });
  };
  if (choice?.lieferkundeNr) add(choice.lieferkundeNr, 'current');
  for (const nr of marked) add(nr, 'marked');
  if (choice?.everyCustomer) {
    for (const c of assigned) add(c.LieferkundeNr, 'address');
    return entries;
  }
  // His own calls only: the order desk's calls of the same customers are not his visits.
  const days = planDays(now);
  const self = (await db.meta.get(META.user))?.value as { id?: string } | undefined;
  const slots = (
    await db.callSlots
      .where('weekday')
      .anyOf([...days])
      .toArray()
  ).filter((s) => s.callerId === self?.id);
  slots.sort(
    (a, b) => days.indexOf(a.weekday) - days.indexOf(b.weekday) || (a.time < b.time ? -1 : 1),
  );
  for (const slot of slots) add(slot.lieferkundeNr, 'plan');
  for (const r of recent) add(r.lieferkundeNr, 'recent');
  return entries;
}

/**
 * Writes the customer chosen on this device (the main thread does, the worker reads it), and
 * puts it first among the recent ones.
 */
export async function writeCustomerChoice(
  db: PortalDb,
  choice: CustomerChoice,
  now: Date,
): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    await db.meta.put({ key: META.customerChoice, value: choice });
    const nr = choice.lieferkundeNr;
    if (nr === null) return;
    const recent = (await readRecent(db)).filter((r) => r.lieferkundeNr !== nr);
    const next = [{ lieferkundeNr: nr, at: now.toISOString() }, ...recent].slice(0, RECENT_MAX);
    await db.meta.put({ key: META.recentCustomers, value: next });
  });
}

/** Marks a customer 'Offline verfügbar' on this device, or takes the mark away. */
export async function markOffline(db: PortalDb, lieferkundeNr: number, marked: boolean) {
  await db.transaction('rw', db.meta, async () => {
    const others = (await readMarked(db)).filter((nr) => nr !== lieferkundeNr);
    const next = marked ? [...others, lieferkundeNr].slice(-WORKING_SET_MAX) : others;
    await db.meta.put({ key: META.offlineCustomers, value: next });
  });
}

/** What the selector shows of a customer on this device (issue 26). */
export interface DeviceCustomers {
  /** The working set's customers and why each is kept. */
  readonly kept: ReadonlyMap<number, WorkingSetReason>;
  /** When each customer's data was last pulled to the end (null: its first pull is under way). */
  readonly syncedAt: ReadonlyMap<number, string | null>;
  readonly marked: ReadonlySet<number>;
  /** Left out for the storage budget. */
  readonly trimmed: ReadonlySet<number>;
  /** The working set follows the user's day (a representative); false: all addresses. */
  readonly markable: boolean;
}

export async function deviceCustomers(db: PortalDb): Promise<DeviceCustomers> {
  const [stored, marked, choice, syncedAt] = await Promise.all([
    readStoredWorkingSet(db),
    readMarked(db),
    readChoice(db),
    syncedCustomers(db),
  ]);
  return {
    kept: new Map(stored.entries.map((e) => [e.lieferkundeNr, e.reason])),
    syncedAt,
    marked: new Set(marked),
    trimmed: new Set(stored.trimmed),
    markable: choice !== null && !choice.everyCustomer,
  };
}
