// SPEC 1 gives the availability check to basket AND wish-list rows (issue 13 item 10): on a wish
// list, a row's check and 'Verfügbarkeit prüfen' ask the same call as on a basket and show the
// answer as text beside the row (never by colour alone); offline both are disabled with the reason.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_META, catalogueDb } from '../../../src/catalogue/db';
import { userDb, workerStatus } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { INITIAL_WORKER_STATUS } from '../../../src/state/appEvents';
import { article, pzns, store } from '../catalogue/support';
import { basket, basketRow, freshDb, uuid } from '../db/support';
import { renderBasketPage } from './renderBasketPage';

const checkAvailability = vi.hoisted(() => vi.fn());
vi.mock('../../../src/platform/client', () => ({ api: { checkAvailability } }));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const [IBU, INSULIN] = pzns(2, 334_560) as [string, string];
const WISH = uuid(201);
const IBU_ROW = uuid(21);
const INSULIN_ROW = uuid(22);
let db: PortalDb;

beforeAll(async () => {
  await store(catalogueDb(), [
    article({ pzn: IBU, name: 'Ibuprofen Genericon 400 mg', aepCents: 312 }),
    article({ pzn: INSULIN, name: 'Insulin glargin', aepCents: 6890, coldChain: true }),
  ]);
  await catalogueDb().meta.put({
    key: CATALOGUE_META.lastSyncAt,
    value: '2026-11-21T08:00:00.000Z',
  });
});

beforeEach(async () => {
  checkAvailability.mockReset();
  db = await freshDb();
  userDb.current.set(db);
  workerStatus.set(INITIAL_WORKER_STATUS);
  await db.baskets.bulkPut([basket({ id: WISH, kind: 'merkliste', label: 'Sommer' })]);
  await db.basketRows.bulkPut([
    basketRow({ id: IBU_ROW, basketId: WISH, position: 1, pzn: IBU, quantity: 4 }),
    basketRow({ id: INSULIN_ROW, basketId: WISH, position: 2, pzn: INSULIN, quantity: 2 }),
  ]);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
});

const rowOf = (pzn: string) =>
  screen
    .getAllByTestId('basket-row')
    .find((r) => r.getAttribute('data-pzn') === pzn) as HTMLElement;
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/g, ' ');

describe('wish-list availability check', () => {
  it('checks one row and then all rows, showing each answer as text', async () => {
    checkAvailability.mockResolvedValueOnce({
      results: [{ rowId: INSULIN_ROW, status: 'teilweise', deliverableNow: 1, expectedDate: null }],
      checkedAt: '2026-11-21T09:00:00.000Z',
    });
    renderBasketPage(`/shop/merkliste/${WISH}`);
    await screen.findByText('Insulin glargin');

    fireEvent.click(within(rowOf(INSULIN)).getByTestId('row-check'));
    const result = await within(rowOf(INSULIN)).findByTestId('row-availability-result');
    expect(text(result)).toBe('Prüfung: teilweise lieferbar (1 sofort)');
    expect(checkAvailability).toHaveBeenCalledWith({
      items: [{ rowId: INSULIN_ROW, pzn: INSULIN, quantity: 2 }],
    });
    expect(within(rowOf(IBU)).queryByTestId('row-availability-result')).toBeNull();

    checkAvailability.mockResolvedValueOnce({
      results: [
        { rowId: IBU_ROW, status: 'lieferbar', deliverableNow: 4, expectedDate: null },
        { rowId: INSULIN_ROW, status: 'nicht_lieferbar', deliverableNow: 0, expectedDate: null },
      ],
      checkedAt: '2026-11-21T09:01:00.000Z',
    });
    fireEvent.click(screen.getByTestId('check-all'));
    await waitFor(() =>
      expect(text(within(rowOf(IBU)).getByTestId('row-availability-result'))).toBe(
        'Prüfung: lieferbar',
      ),
    );
    expect(text(within(rowOf(INSULIN)).getByTestId('row-availability-result'))).toBe(
      'Prüfung: nicht lieferbar',
    );
  });

  it('is disabled offline, with the reason', async () => {
    workerStatus.set({ ...INITIAL_WORKER_STATUS, connectivity: 'offline' });
    renderBasketPage(`/shop/merkliste/${WISH}`);
    await screen.findByText('Insulin glargin');
    const all = screen.getByTestId('check-all') as HTMLButtonElement;
    expect(all.disabled).toBe(true);
    expect(text(document.getElementById(all.getAttribute('aria-describedby') ?? ''))).toBe(
      'Die Verfügbarkeitsprüfung ist nur online möglich.',
    );
    expect((within(rowOf(IBU)).getByTestId('row-check') as HTMLButtonElement).disabled).toBe(true);
    expect(checkAvailability).not.toHaveBeenCalled();
  });
});
