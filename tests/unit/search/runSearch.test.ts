import { describe, expect, it, vi } from 'vitest';
import {
  latestOnly,
  runGlobalSearch,
  type SearchSources,
} from '../../../src/features/search/runSearch';
import { article, freshCatalogueDb, store } from '../catalogue/support';
import { basket, freshDb, LK, uuid } from '../db/support';
import { makeConfig, makeCustomer, makeUser } from '../fixtures';

async function sources(over: Partial<SearchSources> = {}): Promise<SearchSources> {
  const catalogue = await freshCatalogueDb();
  await store(catalogue, [
    article({ pzn: '1234567', name: 'Ibuprofen Genericon 400 mg' }),
    article({ pzn: '2345678', name: 'Paracetamol Ratiopharm 500 mg', ingredient: 'Paracetamol' }),
  ]);
  const db = await freshDb();
  await db.baskets.bulkPut([
    basket({ id: uuid(1), label: 'Ibu Nachschub', lieferkundeNr: LK }),
    basket({ id: uuid(2), label: 'Ibu anderer Kunde', lieferkundeNr: 999 }),
  ]);
  return {
    principal: makeUser(),
    catalogue,
    db,
    lieferkundeNr: LK,
    screens: [{ to: '/shop', title: 'Shop', area: 'shop' }],
    numberConfig: makeConfig(),
    ...over,
  };
}

describe('runGlobalSearch over local data', () => {
  it('finds nothing below 3 characters and reads nothing', async () => {
    const searchCustomers = vi.fn(async () => [makeCustomer()]);
    const s = await sources({ principal: makeUser({ vertreter: true }), searchCustomers });
    expect(await runGlobalSearch(s, 'ib')).toEqual([]);
    expect(searchCustomers).not.toHaveBeenCalled();
  });

  it('groups catalogue articles and the current customer’s lists', async () => {
    const groups = await runGlobalSearch(await sources(), 'ibu');
    expect(groups.map((g) => g.key)).toEqual(['articles', 'baskets']);
    expect(groups[0]?.entries.map((e) => e.label)).toEqual(['Ibuprofen Genericon 400 mg']);
    expect(groups[1]?.entries.map((e) => e.label)).toEqual(['Ibu Nachschub']);
  });

  it('asks for customers only for representatives and survives their failure (offline)', async () => {
    const searchCustomers = vi.fn(async () => [makeCustomer({ Vorname: 'Ibis Apotheke' })]);
    const pharmacy = await runGlobalSearch(await sources({ searchCustomers }), 'ibi');
    expect(pharmacy).toEqual([]);
    expect(searchCustomers).not.toHaveBeenCalled();

    const rep = makeUser({ vertreter: true, roles: ['User', 'Vertreter', 'Auftrag'] });
    const found = await runGlobalSearch(await sources({ principal: rep, searchCustomers }), 'ibi');
    expect(found.map((g) => g.key)).toEqual(['customers']);
    expect(searchCustomers).toHaveBeenCalledWith('ibi');

    const offline = vi.fn(() => Promise.reject(new Error('offline')));
    const groups = await runGlobalSearch(
      await sources({ principal: rep, searchCustomers: offline }),
      'ibu',
    );
    expect(groups.map((g) => g.key)).toEqual(['articles', 'baskets']);
  });

  it('offers no shop data without role Auftrag', async () => {
    const groups = await runGlobalSearch(
      await sources({ principal: makeUser({ roles: ['User'] }) }),
      'ibu',
    );
    expect(groups).toEqual([]);
  });
});

describe('latestOnly (the representatives’ customer search)', () => {
  it('asks once for the latest text after the pause; overtaken calls answer []', async () => {
    vi.useFakeTimers();
    try {
      const ask = vi.fn(async (text: string) => [text]);
      const search = latestOnly(ask, 300);
      const first = search('mül');
      const second = search('müll');
      await vi.advanceTimersByTimeAsync(299);
      expect(ask).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await first).toEqual([]);
      expect(await second).toEqual(['müll']);
      expect(ask).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
