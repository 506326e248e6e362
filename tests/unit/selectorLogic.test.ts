import { describe, expect, it, vi } from 'vitest';
import {
  createSelectorService,
  groupByParent,
  mustSearch,
  offersAutoSelect,
  parseAutologon,
  selectorTitle,
  type SelectorApi,
} from '../../src/features/selector/selectorLogic';
import type { Lieferkunde } from '../../src/worker/api';
import { makeCustomer, makeMe, makeUser } from './fixtures';

describe('selector rules', () => {
  const customer = makeUser();
  const rep = makeUser({ vertreter: true, kunde: null, roles: ['User', 'Vertreter'] });
  const admin = makeUser({ kunde: null, roles: ['User', 'Admin'] });

  it('titles by role and mode (SPEC 2)', () => {
    expect(selectorTitle(customer, false)).toBe('Lieferanschrift auswählen');
    expect(selectorTitle(rep, false)).toBe('Kunde auswählen');
    expect(selectorTitle(admin, false)).toBe('Kunde auswählen');
    expect(selectorTitle(rep, true)).toBe('Lieferung für');
  });

  it('makes representatives and admins search', () => {
    expect(mustSearch(customer)).toBe(false);
    expect(mustSearch(rep)).toBe(true);
    expect(mustSearch(admin)).toBe(true);
  });

  it('offers automatic selection to customers only, outside differential mode', () => {
    expect(offersAutoSelect(customer, false)).toBe(true);
    expect(offersAutoSelect(customer, true)).toBe(false);
    expect(offersAutoSelect(rep, false)).toBe(false);
    expect(offersAutoSelect(makeUser({ kunde: null }), false)).toBe(false);
  });

  it('groups cards by parent customer number in arrival order', () => {
    const groups = groupByParent([
      makeCustomer({ LieferkundeNr: 1, a3KundeNr: 20, a3KundeLabel: 'B' }),
      makeCustomer({ LieferkundeNr: 2, a3KundeNr: 10, a3KundeLabel: 'A' }),
      makeCustomer({ LieferkundeNr: 3, a3KundeNr: 20, a3KundeLabel: 'B' }),
      makeCustomer({ LieferkundeNr: 4, a3KundeNr: 0, a3KundeLabel: '' }),
    ]);
    expect(groups.map((g) => [g.label, g.customers.map((c) => c.LieferkundeNr)])).toEqual([
      ['B (20)', [1, 3]],
      ['A (10)', [2]],
      ['Ohne Hauptkunde', [4]],
    ]);
  });

  it('reads the stored automatic number; 0 and garbage mean none', () => {
    expect(parseAutologon('100101')).toBe(100101);
    expect(parseAutologon('0')).toBeNull();
    expect(parseAutologon(null)).toBeNull();
    expect(parseAutologon('abc')).toBeNull();
  });
});

function fakes(stored: string | null, hits: Lieferkunde[]) {
  const api = {
    lieferkunden: vi.fn<SelectorApi['lieferkunden']>(async () => hits),
    getAutologonLkndNr: vi.fn<SelectorApi['getAutologonLkndNr']>(async () => stored),
    setAutologonLkndNr: vi.fn<SelectorApi['setAutologonLkndNr']>(async (value) => value),
  };
  const session = {
    setCustomer: vi.fn(async () => makeMe()),
    chooseCustomer: vi.fn(() => makeMe()),
  };
  return { api, session, service: createSelectorService(api, session) };
}

describe('selector service (SPEC 4)', () => {
  it('auto-selects the stored customer and keeps storing its number', async () => {
    const target = makeCustomer({ LieferkundeNr: 100102 });
    const { api, session, service } = fakes('100102', [target]);
    await expect(service.autoSelect()).resolves.toBe(true);
    expect(api.lieferkunden).toHaveBeenCalledWith({
      search: '100102',
      differential: false,
      limit: 20,
    });
    expect(session.setCustomer).toHaveBeenCalledWith(100102, false);
    expect(api.setAutologonLkndNr).toHaveBeenCalledWith('100102');
  });

  it('falls back to the list when nothing is stored', async () => {
    const { api, service } = fakes('0', []);
    await expect(service.autoSelect()).resolves.toBe(false);
    expect(api.lieferkunden).not.toHaveBeenCalled();
  });

  it('falls back to the list when the search finds nothing or is filtered to nothing', async () => {
    const { session, service } = fakes('100102', [makeCustomer({ LieferkundeNr: 999 })]);
    await expect(service.autoSelect()).resolves.toBe(false);
    expect(session.setCustomer).not.toHaveBeenCalled();
  });

  it('stores the number when the checkbox is set, otherwise 0', async () => {
    const { api, service } = fakes(null, []);
    await service.choose(makeCustomer({ LieferkundeNr: 5 }), false, true);
    expect(api.setAutologonLkndNr).toHaveBeenLastCalledWith('5');
    await service.choose(makeCustomer({ LieferkundeNr: 5 }), false, false);
    expect(api.setAutologonLkndNr).toHaveBeenLastCalledWith('0');
  });

  it('stores nothing in differential mode', async () => {
    const { api, session, service } = fakes(null, []);
    await service.choose(makeCustomer({ LieferkundeNr: 5 }), true, true);
    expect(session.setCustomer).toHaveBeenCalledWith(5, true);
    expect(api.setAutologonLkndNr).not.toHaveBeenCalled();
  });

  it('searches with the limit of 20', async () => {
    const { api, service } = fakes(null, []);
    await service.search('  Graz ', true);
    expect(api.lieferkunden).toHaveBeenCalledWith({
      search: 'Graz',
      differential: true,
      limit: 20,
    });
  });
});
