// Small per-user facts the app remembers for offline use (issue 13: the help contact, the domain
// suggestions and which of them the user dismissed). Kept in the user's own database's `meta`
// table under `cache:<key>`, so they are per user and leave with the user's local data.
import { useLiveQuery } from 'dexie-react-hooks';
import { useDb } from './hooks';
import { userDb } from './runtime';

const cacheKey = (key: string) => `cache:${key}`;

/** Remembers a value for the current user; nothing happens before a user's database is open. */
export async function rememberLocally(key: string, value: unknown): Promise<void> {
  const db = userDb.current.get();
  if (!db) return;
  await db.meta.put({ key: cacheKey(key), value });
}

/**
 * The remembered value of the current user, read live: undefined while reading (or before a
 * database is open), null when nothing is remembered.
 */
export function useRemembered(key: string | null): unknown {
  const db = useDb();
  return useLiveQuery(
    async () => {
      if (!db || key === null) return null;
      const entry = await db.meta.get(cacheKey(key));
      return entry?.value ?? null;
    },
    [db, key],
    undefined,
  );
}
