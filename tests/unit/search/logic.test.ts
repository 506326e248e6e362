import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../modules/shop/contract';
import {
  articleEntries,
  buildGroups,
  customerEntries,
  entryHref,
  flatEntries,
  formatDate,
  GROUP_LIMIT,
  isSearchable,
  listEntries,
  matchesAll,
  moveActive,
  orderEntries,
  orderNumber,
  screenEntries,
  searchTerms,
  type SearchScreen,
} from '../../../src/features/search/logic';
import { article } from '../catalogue/support';
import { basket, uuid } from '../db/support';
import { makeConfig, makeCustomer, makeUser } from '../fixtures';

function order(over: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 'abcdef12-0000-4000-8000-000000000001',
    lieferkundeNr: 100101,
    basketId: uuid(9),
    label: 'Wochenbestellung',
    userId: uuid(1),
    userName: 'Anna',
    status: 'uebermittelt',
    createdAt: '2026-11-21T10:00:00.000Z',
    rowCount: 1,
    totalCents: 100,
    lines: [],
    erpOrderNo: null,
    statusHistory: [],
    confirmation: null,
    deliveryNoteNo: null,
    version: '1',
    ...over,
  };
}

const SCREENS: SearchScreen[] = [
  { to: '/dashboard', title: 'Dashboard' },
  { to: '/shop/warenkoerbe', title: 'Warenkörbe', area: 'shop' },
  { to: '/cashbook', title: 'Kassabuch', area: 'cashbook' },
  { to: '/admin', title: 'Administration', area: 'admin' },
];

describe('minimum length (SPEC 5)', () => {
  it('needs 3 characters after trimming', () => {
    expect(isSearchable('ib')).toBe(false);
    expect(isSearchable('  ib  ')).toBe(false);
    expect(isSearchable('ibu')).toBe(true);
    expect(isSearchable(' ibu')).toBe(true);
  });
});

describe('matching', () => {
  it('folds umlauts and ß and needs every word as a prefix', () => {
    expect(searchTerms('Körbe STRASSE')).toEqual(['korbe', 'strasse']);
    expect(matchesAll(searchTerms('waren'), ['Warenkörbe'])).toBe(true);
    expect(matchesAll(searchTerms('körbe'), ['Warenkörbe'])).toBe(false);
    expect(matchesAll(searchTerms('woche mont'), ['Wochenbestellung', 'Montag'])).toBe(true);
    expect(matchesAll(searchTerms('woche diens'), ['Wochenbestellung', 'Montag'])).toBe(false);
    expect(matchesAll([], ['x'])).toBe(false);
  });
});

describe('lists', () => {
  const lists = [
    basket({
      id: uuid(1),
      label: 'Wochenbedarf',
      internalNote: 'für Filiale Graz',
      primary: false,
    }),
    basket({ id: uuid(2), label: 'Grippe Saison', internalNote: '', primary: false }),
    basket({ id: uuid(3), label: 'Merkliste Grippe', kind: 'merkliste', primary: true }),
  ];

  it('finds by label or note, the primary first, linking to the list', () => {
    expect(listEntries(lists, 'graz').map((e) => e.label)).toEqual(['Wochenbedarf']);
    const grippe = listEntries(lists, 'grippe');
    expect(grippe.map((e) => e.label)).toEqual(['Merkliste Grippe', 'Grippe Saison']);
    expect(grippe[0]).toMatchObject({ icon: 'wishList', url: '/shop/merkliste/$id' });
    expect(entryHref(grippe[1] ?? { url: '' })).toBe(`/shop/warenkorb/${uuid(2)}`);
  });

  it('keeps the top few', () => {
    const many = Array.from({ length: 9 }, (_, i) => basket({ id: uuid(i), label: `Korb ${i}` }));
    expect(listEntries(many, 'korb')).toHaveLength(GROUP_LIMIT);
  });
});

describe('orders', () => {
  const orders = [
    order(),
    order({
      id: '99990000-0000-4000-8000-000000000002',
      createdAt: '2026-11-23T10:00:00.000Z',
      label: 'Nachbestellung',
    }),
  ];

  it('finds by number, date or label, newest first, opening the order', () => {
    expect(orderNumber(orders[0] ?? { id: '' })).toBe('ABCDEF12');
    expect(orderEntries(orders, 'abcdef').map((e) => e.label)).toEqual(['Wochenbestellung']);
    const byDate = orderEntries(orders, formatDate('2026-11-23T10:00:00.000Z'));
    expect(byDate.map((e) => e.label)).toEqual(['Nachbestellung']);
    expect(orderEntries(orders, 'bestellung')).toEqual([]);
    expect(orderEntries(orders, 'nachbest').map((e) => e.label)).toEqual(['Nachbestellung']);
    const both = orderEntries(orders, '2026');
    expect(both.map((e) => e.label)).toEqual(['Nachbestellung', 'Wochenbestellung']);
    expect(entryHref(both[0] ?? { url: '' })).toBe(
      '/shop/bestellungen?order=99990000-0000-4000-8000-000000000002',
    );
  });
});

describe('screens (SPEC 6 access)', () => {
  it('offers only the areas canAccess allows', () => {
    const pharmacy = makeUser({ roles: ['User', 'Auftrag'] });
    expect(screenEntries(pharmacy, SCREENS, 'waren').map((e) => e.url)).toEqual([
      '/shop/warenkoerbe',
    ]);
    expect(screenEntries(pharmacy, SCREENS, 'kassa')).toEqual([]);
    expect(screenEntries(pharmacy, SCREENS, 'admin')).toEqual([]);
    const cashier = makeUser({ roles: ['User', 'Kassabuch'] });
    expect(screenEntries(cashier, SCREENS, 'kassa').map((e) => e.label)).toEqual(['Kassabuch']);
    expect(screenEntries(cashier, SCREENS, 'waren')).toEqual([]);
    expect(screenEntries(makeUser({ roles: ['Auftrag'] }), SCREENS, 'dash')).toEqual([]);
  });
});

describe('customers', () => {
  it('only for representatives', () => {
    const customers = [makeCustomer(), makeCustomer({ LieferkundeNr: 100102, Ort: 'Wien' })];
    expect(customerEntries({ vertreter: false }, customers, makeConfig())).toEqual([]);
    const found = customerEntries({ vertreter: true }, customers, makeConfig());
    expect(found.map((e) => e.payload?.lieferkundeNr)).toEqual([100101, 100102]);
    expect(found[0]?.label).toBe('Löwen-Apotheke Mag. pharm. Anna Gruber');
  });

  it('shows the number the header and the selector show (domain config), not another', () => {
    const customer = makeCustomer();
    const [entry] = customerEntries({ vertreter: true }, [customer], makeConfig());
    expect(entry?.description).toBe(`Nr. 7100101 · ${customer.Ort}`);
    const hidden = makeConfig({ show_customer_numbers: false });
    expect(customerEntries({ vertreter: true }, [customer], hidden)[0]?.description).toBe(
      customer.Ort,
    );
  });
});

describe('groups and keyboard', () => {
  it('leaves empty groups out, in a fixed order, each with label, description and icon', () => {
    const groups = buildGroups({
      screens: screenEntries(makeUser(), SCREENS, 'dashboard'),
      articles: articleEntries([article({ pzn: '1111111' }), article({ pzn: '2222222' })]),
      baskets: [],
    });
    expect(groups.map((g) => g.key)).toEqual(['articles', 'screens']);
    expect(groups[0]).toMatchObject({ label: 'Artikel', icon: 'article' });
    expect(groups[0]?.description).not.toBe('');
    expect(groups[0]?.entries[0]?.payload?.article?.pzn).toBe('1111111');
    expect(flatEntries(groups).map((e) => e.id)).toEqual([
      'article-1111111',
      'article-2222222',
      'screen-/dashboard',
    ]);
  });

  it('moves across the whole list and wraps', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'ArrowDown')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
