// The shell's remembered facts (src/db/cache.ts): an answer that arrives right after the login,
// before the user's database is open, is kept once the database opens, not dropped.
import { afterEach, describe, expect, it } from 'vitest';
import { rememberLocally } from '../../../src/db/cache';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { freshDb } from './support';

let db: PortalDb | null = null;
afterEach(() => {
  userDb.current.set(null);
  db?.close();
});

describe('rememberLocally', () => {
  it('waits for the database that opens after the answer, then keeps the value', async () => {
    const remembered = rememberLocally('domainSuggestions', [{ id: 'a' }]);
    db = await freshDb();
    userDb.current.set(db);
    await remembered;
    expect(await db.meta.get('cache:domainSuggestions')).toEqual({
      key: 'cache:domainSuggestions',
      value: [{ id: 'a' }],
    });
  });
});
