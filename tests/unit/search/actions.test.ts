import { describe, expect, it } from 'vitest';
import { basketTarget, openEntry, type EntryEffects } from '../../../src/features/search/actions';
import {
  articleEntries,
  customerEntries,
  orderEntries,
  screenEntries,
  type SearchEntry,
} from '../../../src/features/search/logic';
import { article } from '../catalogue/support';
import { basket, uuid } from '../db/support';
import { makeCustomer, makeUser } from '../fixtures';

function effects() {
  const calls: string[] = [];
  const fx: EntryEffects = {
    navigate: async (href) => void calls.push(`navigate ${href}`),
    addArticle: async (a, memSet) => {
      calls.push(`add ${a.pzn} ${memSet ?? '-'}`);
      return uuid(7);
    },
    selectCustomer: async (nr) => void calls.push(`select ${nr}`),
  };
  return { calls, fx };
}

const first = (entries: SearchEntry[]): SearchEntry => {
  const [entry] = entries;
  if (!entry) throw new Error('no entry');
  return entry;
};

describe('openEntry', () => {
  it('puts an article into the basket, then opens that basket', async () => {
    const { calls, fx } = effects();
    await openEntry(first(articleEntries([article({ pzn: '4512346' })])), fx);
    expect(calls).toEqual(['add 4512346 -', `navigate /shop/warenkorb/${uuid(7)}`]);
  });

  it('selects a customer before opening the dashboard', async () => {
    const { calls, fx } = effects();
    await openEntry(first(customerEntries({ vertreter: true }, [makeCustomer()], null)), fx);
    expect(calls).toEqual(['select 100101', 'navigate /dashboard']);
  });

  it('only navigates for screens and orders', async () => {
    const { calls, fx } = effects();
    await openEntry(
      first(screenEntries(makeUser(), [{ to: '/cashbook', title: 'Kassabuch' }], 'kassa')),
      fx,
    );
    const order = {
      ...basket(),
      id: uuid(3),
      basketId: uuid(4),
      userId: uuid(1),
      userName: 'Anna',
      status: 'uebermittelt' as const,
      rowCount: 0,
      totalCents: 0,
      lines: [],
      label: 'Nachbestellung',
      erpOrderNo: null,
      statusHistory: [],
      confirmation: null,
      deliveryNoteNo: null,
    };
    await openEntry(first(orderEntries([order], 'nachbest')), fx);
    expect(calls).toEqual(['navigate /cashbook', `navigate /shop/bestellungen?order=${uuid(3)}`]);
  });

  it('does not navigate when adding fails', async () => {
    const { calls, fx } = effects();
    fx.addArticle = () => Promise.reject(new Error('offline queue full'));
    await expect(openEntry(first(articleEntries([article()])), fx)).rejects.toThrow();
    expect(calls).toEqual([]);
  });
});

describe('basketTarget', () => {
  const lists = [
    basket({ id: uuid(1), label: 'Nebenbei', primary: false }),
    basket({ id: uuid(2), label: 'Hauptkorb', primary: true }),
    basket({ id: uuid(3), label: 'Merkliste', kind: 'merkliste', primary: true }),
  ];

  it('takes the named basket, else the primary basket, never a wish list', () => {
    expect(basketTarget(lists, uuid(1), 'Warenkorb')).toEqual({
      basketId: uuid(1),
      label: 'Nebenbei',
    });
    expect(basketTarget(lists, undefined, 'Warenkorb').basketId).toBe(uuid(2));
    expect(basketTarget(lists, uuid(3), 'Warenkorb').basketId).toBe(uuid(2));
  });

  it('has no basket when the customer has no primary basket (one is created)', () => {
    expect(basketTarget([lists[0] ?? basket()], undefined, 'Warenkorb')).toEqual({
      basketId: null,
      label: 'Warenkorb',
    });
  });
});
