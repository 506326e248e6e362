// A live read of one index range that follows committed changes row by row (issue 27). Dexie's
// liveQuery reads the whole range again after any write into it: in a 1,000-row basket every
// quantity change paid a re-read of all rows (30–90 ms, more on a loaded machine) before the
// screen held the stored rows. Here the range is read once; then each committed change (Dexie's
// `storagemutated`, also from the sync worker and other tabs) reads only the rows whose primary
// keys it names and patches them in. A change named by a key range (a pull's page of 50 rows or
// more, a clear, a delete by range) or by many keys reads the whole range again.
import { useEffect, useState } from 'react';
import {
  cmp,
  Dexie,
  type IndexableType,
  type IntervalTree,
  type ObservabilitySet,
  type EntityTable,
} from 'dexie';

/** Above this many changed keys one read of the whole range is cheaper than the lookups. */
const MAX_PATCHED_KEYS = 100;

export interface RangeRead<T extends { readonly id: string }> {
  readonly db: Dexie;
  readonly table: EntityTable<T, 'id'>;
  /** The index as declared in the schema, e.g. '[basketId+position]'. */
  readonly index: string;
  /** A row's key in that index (the order of the result). */
  readonly indexKey: (row: T) => IndexableType;
  /** Included. */
  readonly lower: IndexableType;
  /** Excluded (Dexie's `between` default). */
  readonly upper: IndexableType;
}

/** Collects the single keys of an interval tree; false when it holds a range of keys. */
function collectKeys(node: IntervalTree | null | undefined, out: string[]): boolean {
  // An empty set is a node without bounds.
  if (!node || !('from' in node) || (node as { from?: unknown }).from === undefined) return true;
  if (typeof node.from !== 'string' || cmp(node.from, node.to) !== 0) return false;
  out.push(node.from);
  return out.length <= MAX_PATCHED_KEYS && collectKeys(node.l, out) && collectKeys(node.r, out);
}

/**
 * The primary keys of `table` a change names: undefined when it does not touch the table, null
 * when the whole range must be read again.
 */
export function changedKeys(
  parts: ObservabilitySet,
  dbName: string,
  tableName: string,
): string[] | null | undefined {
  if (parts.all) return null;
  const prefix = `idb://${dbName}/${tableName}/`;
  const primary = parts[prefix];
  if (!primary) {
    // An index part without the primary keys' part: not a shape Dexie writes; be safe.
    return Object.keys(parts).some((part) => part.startsWith(prefix)) ? null : undefined;
  }
  const keys: string[] = [];
  return collectKeys(primary, keys) ? keys : null;
}

/**
 * Reads the range, then follows it; `onRows` gets a new array after every change that touched
 * one of its rows (like a live query). Returns the unsubscribe.
 */
export function watchRange<T extends { readonly id: string }>(
  read: RangeRead<T>,
  onRows: (rows: T[]) => void,
  onError: (error: unknown) => void,
): () => void {
  const { db, table, index, indexKey, lower, upper } = read;
  const inRange = (row: T) => {
    const key = indexKey(row);
    return cmp(key, lower) >= 0 && cmp(key, upper) < 0;
  };
  // An index lists equal keys in primary-key order.
  const order = (a: T, b: T) => cmp(indexKey(a), indexKey(b)) || cmp(a.id, b.id);

  let rows: T[] | null = null;
  let whole = true;
  const pending = new Set<string>();
  let reading = false;
  let closed = false;

  async function patch(current: T[], keys: string[]): Promise<T[] | null> {
    // A key without a row now was deleted.
    const byId = new Map<string, T | undefined>(keys.map((key) => [key, undefined]));
    for (const row of await table.where(':id').anyOf(keys).toArray()) byId.set(row.id, row);
    let touched = false;
    let reorder = false;
    const next: T[] = [];
    for (const row of current) {
      if (!byId.has(row.id)) {
        next.push(row);
        continue;
      }
      touched = true;
      const now = byId.get(row.id);
      byId.delete(row.id);
      if (now && inRange(now)) {
        if (order(now, row) !== 0) reorder = true;
        next.push(now);
      }
    }
    for (const now of byId.values()) {
      if (now && inRange(now)) {
        touched = true;
        reorder = true;
        next.push(now);
      }
    }
    if (reorder) next.sort(order);
    return touched ? next : null;
  }

  // One read at a time; changes that arrive meanwhile are read after it, so the last answer
  // always follows the last commit.
  async function run(): Promise<void> {
    if (reading) return;
    reading = true;
    try {
      while (!closed && (whole || pending.size > 0)) {
        if (whole || rows === null) {
          whole = false;
          pending.clear();
          rows = await table.where(index).between(lower, upper).toArray();
          if (!closed) onRows(rows);
        } else {
          const keys = [...pending];
          pending.clear();
          const next = await patch(rows, keys);
          if (next && !closed) {
            rows = next;
            onRows(next);
          }
        }
      }
    } catch (error) {
      if (!closed) onError(error);
    } finally {
      reading = false;
    }
  }

  const listener = (parts: ObservabilitySet) => {
    const keys = changedKeys(parts, db.name, table.name);
    if (keys === undefined) return;
    if (keys === null) whole = true;
    else for (const key of keys) pending.add(key);
    if (pending.size > MAX_PATCHED_KEYS) whole = true;
    void run();
  };
  Dexie.on.storagemutated.subscribe(listener);
  void run();
  return () => {
    closed = true;
    Dexie.on.storagemutated.unsubscribe(listener);
  };
}

interface RangeState<T> {
  readonly read: unknown;
  readonly rows?: T[];
  readonly error?: unknown;
}

/**
 * The rows of a range, live; undefined while the first read runs. `read` must keep its identity
 * while the range is the same (useMemo), a new one starts over.
 */
export function useLiveRange<T extends { readonly id: string }>(
  read: RangeRead<T> | null,
): T[] | undefined {
  const [state, setState] = useState<RangeState<T>>({ read });
  useEffect(() => {
    if (!read) return undefined;
    return watchRange(
      read,
      (rows) => setState({ read, rows }),
      (error: unknown) => setState({ read, error }),
    );
  }, [read]);
  if (state.read !== read) return undefined;
  if (state.error !== undefined) throw state.error;
  return state.rows;
}
