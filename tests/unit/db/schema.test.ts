// The local schema derives from the module registry: a new module's tables and indexes appear
// in a user's existing database without a version bump (Dexie 4 upgrades a changed declaration
// by itself), and nothing already stored is lost.
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { COLLECTION_DEFS, CUSTOMER_KEY, COLLECTIONS } from '../../../src/api/sync';
import { collectionStores, COLLECTIONS_SCHEMA_VERSION, PortalDb } from '../../../src/db/schema';
import { notification } from './support';

describe('local schema', () => {
  it('has a table per registered collection, keyed by id, with its declared indexes', async () => {
    const stores = collectionStores();
    expect(Object.keys(stores)).toEqual(COLLECTIONS);
    const db = new PortalDb(`schema-${Date.now()}`);
    await db.open();
    for (const collection of COLLECTIONS) {
      const table = db.table(collection);
      expect(table.schema.primKey.keyPath).toBe('id');
      // Rows that name their customer are also found by it (issue 26: several on one device).
      const declared: readonly string[] = COLLECTION_DEFS[collection].indexes;
      const served = declared.some((i) => /^(lieferkundeNr|\[lieferkundeNr\+)/.test(i));
      const byCustomer =
        CUSTOMER_KEY[collection]?.kind === 'own' && !served ? ['lieferkundeNr'] : [];
      expect(table.schema.indexes.map((i) => i.src).sort()).toEqual(
        [...new Set([...declared, ...byCustomer])].sort(),
      );
    }
    db.close();
  });

  it('adds the tables of a new module to an existing database, keeping its rows', async () => {
    const name = `schema-upgrade-${Date.now()}`;
    // A database as an older app left it: same version, fewer collections.
    const older = new Dexie(name);
    older.version(COLLECTIONS_SCHEMA_VERSION).stores({
      meta: 'key',
      outbox: '++seq, &id',
      failedMutations: 'id, failedAt',
      notifications: 'id, dat_insert',
    });
    await older.open();
    await older.table('notifications').put(notification({ label: 'bleibt' }));
    older.close();

    const db = new PortalDb(name);
    await db.open();
    expect((await db.notifications.toArray()).map((n) => n.label)).toEqual(['bleibt']);
    for (const collection of COLLECTIONS)
      expect(await db.table(collection).count()).toBeGreaterThanOrEqual(0);
    await db.baskets.put({
      id: '00000000-0000-4000-8000-000000000009',
      kind: 'warenkorb',
      lieferkundeNr: 1,
      label: 'neu',
      primary: true,
      ownerId: '00000000-0000-4000-8000-000000000001',
      ownerName: 'Anna',
      sharedWithCompany: false,
      internalNote: '',
      artikel_count: 0,
      wert_summe: 0,
      createdAt: '2026-11-24T10:00:00.000Z',
      version: '0',
    });
    expect(await db.baskets.where('lieferkundeNr').equals(1).count()).toBe(1);
    db.close();
  });
});
