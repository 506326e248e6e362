// Where the selector finds customers (issue 26): a representative's own customers on this device
// once they have synced, searched offline by SPEC 5's rules; the server for admins and before the
// first pull; a failed server search is NeedsConnection, never an empty answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findCustomers, matchesCustomerSearch } from '../../../src/api/customerSearch';
import type { PortalDb } from '../../../src/db/schema';
import { META } from '../../../src/db/schema';
import { customerDirectory, NeedsConnection } from '../../../src/platform/customerDirectory';
import { freshDb } from '../db/support';
import { makeConfig, makeCustomer, makeUser } from '../fixtures';

const rep = makeUser({ vertreter: true, kunde: null, roles: ['User', 'Vertreter'] });
const admin = makeUser({ kunde: null, roles: ['User', 'Admin'] });
const config = makeConfig({
  differential_lieferkunde_regex_vorname: '^Differenz$',
  differential_lieferkunde_regex_nachname: '.*',
});

const graz = makeCustomer({ LieferkundeNr: 300102, Nachname: 'Apotheke am Dom', Ort: 'Graz' });
const linz = makeCustomer({ LieferkundeNr: 300101, Nachname: 'Stadtapotheke', Ort: 'Linz' });
const diff = makeCustomer({ LieferkundeNr: 300200, Vorname: 'Differenz', Ort: 'Graz' });
const many = Array.from({ length: 30 }, (_, i) =>
  makeCustomer({ LieferkundeNr: 400000 + i, Nachname: `Apotheke ${i}`, Ort: 'Wels' }),
);

describe('the selector search rules (SPEC 5)', () => {
  it('finds every word in some field, case-insensitively; digits also as a number prefix', () => {
    expect(matchesCustomerSearch(graz, 'graz DOM')).toBe(true);
    expect(matchesCustomerSearch(graz, 'graz linz')).toBe(false);
    expect(matchesCustomerSearch(graz, '3001')).toBe(true);
    expect(matchesCustomerSearch(graz, '0102')).toBe(false);
  });

  it('keeps each mode to its customers, orders by number and bounds a search to 20', () => {
    const all = [graz, linz, diff, ...many];
    const query = { search: 'Graz', differential: false, mustSearch: true, limit: 20 };
    expect(findCustomers(all, config, query)).toEqual([graz]);
    expect(findCustomers(all, config, { ...query, differential: true })).toEqual([diff]);
    expect(findCustomers(all, config, { ...query, search: 'apotheke' })).toHaveLength(20);
    expect(findCustomers(all, config, { ...query, search: '  ' })).toEqual([]);
    const listed = findCustomers([graz, linz], config, { ...query, search: '', mustSearch: false });
    expect(listed).toEqual([linz, graz]);
  });
});

describe('the customer directory', () => {
  let db: PortalDb;
  beforeEach(async () => {
    db = await freshDb();
  });
  afterEach(() => db.close());

  const serverSays = (answer: () => Promise<never[]>) => ({ lieferkunden: vi.fn(answer) });

  async function synced() {
    await db.deliveryCustomers.bulkPut(
      [graz, linz, diff].map((c) => ({ ...c, id: String(c.LieferkundeNr), version: '7' })),
    );
    await db.meta.put({ key: META.cursor('deliveryCustomers'), value: 'scope:7' });
  }

  it("searches a representative's synced customers offline, without asking the server", async () => {
    await synced();
    const api = serverSays(() => Promise.reject(new TypeError('Failed to fetch')));
    const directory = customerDirectory({ api, db: () => db, config: () => config });
    const found = await directory.search(rep, 'graz', false);
    expect(found.map((c) => c.LieferkundeNr)).toEqual([300102]);
    expect(await directory.search(rep, 'graz', true)).toHaveLength(1);
    expect(api.lieferkunden).not.toHaveBeenCalled();
  });

  it('asks the server before the first pull and says when it cannot be reached', async () => {
    const api = serverSays(() => Promise.reject(new TypeError('Failed to fetch')));
    const directory = customerDirectory({ api, db: () => db, config: () => config });
    await expect(directory.search(rep, 'graz', false)).rejects.toBeInstanceOf(NeedsConnection);
    expect(api.lieferkunden).toHaveBeenCalledWith({
      search: 'graz',
      differential: false,
      limit: 20,
    });
  });

  it('always asks the server for an admin, who may act for every customer', async () => {
    await synced();
    const api = serverSays(() => Promise.resolve([]));
    const directory = customerDirectory({ api, db: () => db, config: () => config });
    await expect(directory.search(admin, ' graz ', false)).resolves.toEqual([]);
    expect(api.lieferkunden).toHaveBeenCalledTimes(1);
    api.lieferkunden.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(directory.search(admin, 'graz', false)).rejects.toBeInstanceOf(NeedsConnection);
  });
});
