// Issue 27: an article put into "the primary basket" from another screen never creates a second
// basket while the customer's baskets have not had their first pull.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToPrimaryBasket } from '../../../modules/shop/ui/baskets/primaryBasket';
import { userDb } from '../../../src/db/runtime';
import { META, type PortalDb } from '../../../src/db/schema';
import { de } from '../../../src/i18n/de';
import { freshDb, LK } from '../db/support';

let db: PortalDb;

beforeEach(async () => {
  db = await freshDb();
  userDb.current.set(db);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
});

describe('addToPrimaryBasket', () => {
  it('waits for the baskets’ first pull instead of creating a basket', async () => {
    await expect(addToPrimaryBasket(db, LK, '1234567', 2)).rejects.toThrow(
      de.shop.home.waitForFirstSync,
    );
    expect(await db.outbox.count()).toBe(0);
    expect(await db.baskets.count()).toBe(0);

    await db.meta.put({ key: META.firstPulled('baskets', LK), value: true });
    const added = await addToPrimaryBasket(db, LK, '1234567', 2);
    expect(added.label).toBe(de.baskets.kind.warenkorb.defaultLabel);
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual([
      'basket.create',
      'basket.addRow',
    ]);
  });
});
