// Which pull scopes a piece of work wrote to, collected where every synced writer already passes:
// the per-scope write locks (server/sync/scope.ts and the modules' own). A push runs inside
// collectTouched() and then pokes exactly those scopes, whatever the mutation was; a writer that
// locks is a writer that pokes, with no list of mutations to keep in step.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Touched {
  readonly users: Set<string>;
  readonly customers: Set<number>;
}

const storage = new AsyncLocalStorage<Touched>();

export async function collectTouched<T>(work: () => Promise<T>): Promise<{
  result: T;
  touched: Touched;
}> {
  const touched: Touched = { users: new Set(), customers: new Set() };
  const result = await storage.run(touched, work);
  return { result, touched };
}

/**
 * Runs one part of the work (a pushed mutation) with a record of its own, which joins the
 * surrounding one only when `keep` says so: a refused mutation's savepoint was rolled back, so
 * nobody is poked for the scopes it locked on the way.
 */
export async function touchedIf<T>(work: () => Promise<T>, keep: (result: T) => boolean) {
  const outer = storage.getStore();
  const { result, touched } = await collectTouched(work);
  if (outer && keep(result)) {
    for (const user of touched.users) outer.users.add(user);
    for (const customer of touched.customers) outer.customers.add(customer);
  }
  return result;
}

/** A writer took the lock of a user's own scope (notifications, settings). */
export function touchUser(userId: string): void {
  storage.getStore()?.users.add(userId);
}

/** A writer took the lock of a delivery customer's scope (baskets, rows, orders, cash book). */
export function touchCustomer(lieferkundeNr: number): void {
  storage.getStore()?.customers.add(lieferkundeNr);
}
