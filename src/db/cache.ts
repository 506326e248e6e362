// Small per-user facts the app remembers for offline use (issue 13: the help contact, the domain
// suggestions and which of them the user dismissed). Kept in the user's own database's `meta`
// table under `cache:<key>`, so they are per user and leave with the user's local data.
import { useLiveQuery } from 'dexie-react-hooks';
import { useDb } from './hooks';
import { DB_OPEN_TIMEOUT_MS } from './mutate';
import { userDb } from './runtime';

const cacheKey = (key: string) => `cache:${key}`;

/**
 * Remembers a value for the current user. Waits for the user's database like a mutation does:
 * an answer that arrives right after the login, before the database is open, is kept rather
 * than dropped (the shell loads each fact once per page load). Nobody logged in: nothing.
 */
export async function rememberLocally(key: string, value: unknown): Promise<void> {
  const waited = await userDb.whenOpen(DB_OPEN_TIMEOUT_MS);
  if (waited.db) await waited.db.meta.put({ key: cacheKey(key), value });
  else if (waited.reason === 'unavailable') throw new Error('the local database is not open');
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
