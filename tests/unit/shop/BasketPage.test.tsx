// The basket and wish-list screens over real (fake-indexeddb) databases: the user's and the
// catalogue. Each action must queue the right mutation in the outbox, or nothing when the input
// is wrong, and the totals must follow.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_META, catalogueDb } from '../../../src/catalogue/db';
import { userDb, workerStatus } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { INITIAL_WORKER_STATUS } from '../../../src/state/appEvents';
import { article, pzns, store } from '../catalogue/support';
import { basket, basketRow, freshDb, uuid } from '../db/support';
import { renderBasketPage } from './renderBasketPage';

// Real databases and Headless UI in jsdom: generous waits on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

// jsdom has no ResizeObserver; Headless UI's listbox uses one while it is open.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const [IBU, ASPIRIN, INSULIN, UNKNOWN] = pzns(4, 234_560) as [string, string, string, string];

beforeAll(async () => {
  const catalogue = catalogueDb();
  await store(catalogue, [
    article({
      pzn: IBU,
      name: 'Ibuprofen Genericon 400 mg',
      manufacturer: 'Genericon Pharma',
      aepCents: 312,
      avpCents: 595,
    }),
    article({
      pzn: ASPIRIN,
      name: 'Aspirin 500 mg',
      manufacturer: 'Bayer',
      aepCents: 450,
      avpCents: 790,
      availability: 'knapp',
      expectedDate: '2026-12-03',
    }),
    article({
      pzn: INSULIN,
      name: 'Insulin glargin',
      manufacturer: 'Bayer',
      aepCents: 6890,
      avpCents: 9990,
      rx: true,
      coldChain: true,
    }),
  ]);
  await catalogue.meta.put({ key: CATALOGUE_META.lastSyncAt, value: '2026-11-21T08:00:00.000Z' });
});

const BASKET = uuid(100);
const WISH = uuid(101);
const SECOND = uuid(102);

let db: PortalDb;

beforeEach(async () => {
  db = await freshDb();
  userDb.current.set(db);
  workerStatus.set(INITIAL_WORKER_STATUS);
  await db.baskets.bulkPut([
    basket({ id: BASKET, label: 'Wochenbestellung', primary: true }),
    basket({ id: SECOND, label: 'Nachbestellung', primary: false }),
    basket({ id: WISH, kind: 'merkliste', label: 'Sommer', primary: true }),
  ]);
  await db.basketRows.bulkPut([
    basketRow({ id: uuid(1), basketId: BASKET, position: 1, pzn: IBU, quantity: 2 }),
    basketRow({
      id: uuid(2),
      basketId: BASKET,
      position: 2,
      pzn: null,
      note: 'Bitte rasch',
      quantity: 1,
    }),
    basketRow({ id: uuid(3), basketId: BASKET, position: 3, pzn: ASPIRIN, quantity: 3 }),
    basketRow({ id: uuid(4), basketId: BASKET, position: 4, pzn: UNKNOWN, quantity: 1 }),
    basketRow({ id: uuid(5), basketId: BASKET, position: 5, pzn: INSULIN, quantity: 1 }),
    basketRow({ id: uuid(11), basketId: WISH, position: 1, pzn: IBU, quantity: 4 }),
    basketRow({ id: uuid(12), basketId: WISH, position: 2, pzn: INSULIN, quantity: 1 }),
  ]);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
});

/** Text with Intl's narrow spaces as plain ones ('3,12 €'). */
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/g, ' ');
const total = () => text(screen.getByTestId('basket-total'));
const rowOf = (pzn: string) =>
  screen
    .getAllByTestId('basket-row')
    .find((r) => r.getAttribute('data-pzn') === pzn) as HTMLElement;
const outbox = async () => (await db.outbox.toArray()).map((e) => ({ name: e.name, args: e.args }));

async function openBasket() {
  renderBasketPage(`/shop/warenkorb/${BASKET}`);
  // Names come from the catalogue: wait until they are there.
  await screen.findByText('Insulin glargin', undefined, { timeout: 5000 });
}

describe('basket page', () => {
  it('shows the rows with catalogue data, an unknown PZN and a note row, and the totals', async () => {
    await openBasket();
    expect(screen.getAllByTestId('basket-row')).toHaveLength(5);
    expect(text(rowOf(IBU))).toContain(`PZN ${IBU} · 20 Stk · Filmtabletten · Genericon Pharma`);
    expect(text(rowOf(ASPIRIN))).toContain('knapp, voraussichtlich ab 03.12.2026');
    expect(text(rowOf(INSULIN))).toContain('Kühlware');
    expect(text(rowOf(UNKNOWN))).toContain(`PZN ${UNKNOWN}`);
    expect(text(rowOf(UNKNOWN))).toContain('Artikel nicht im Katalog');
    expect(screen.getByText('Notiz: Bitte rasch')).toBeTruthy();
    // 2 × 3,12 + 3 × 4,50 + 1 × 68,90 (the unknown article has no price).
    expect(total()).toBe('88,64 €');
    expect(text(screen.getByTestId('basket-total-avp'))).toBe('135,50 €');
    expect(text(screen.getByTestId('basket-article-count'))).toBe('4 Positionen');
    expect(text(screen.getByTestId('basket-totals'))).toContain('1 Artikel ohne Preis');
    expect(text(screen.getByTestId('basket-summary'))).toContain('4 Positionen · Wert 88,64 €');
  });

  it('a wrong quantity gets a field message and queues nothing', async () => {
    await openBasket();
    const field = within(rowOf(IBU)).getByTestId('row-quantity');
    for (const [value, message] of [
      ['0', 'Die Menge muss mindestens 1 sein.'],
      ['-4', 'Die Menge muss mindestens 1 sein.'],
      ['zwei', 'Bitte eine ganze Zahl eingeben.'],
      ['10000', 'Die Menge darf höchstens 9999 sein.'],
    ] as const) {
      fireEvent.change(field, { target: { value } });
      fireEvent.keyDown(field, { key: 'Enter' });
      expect(within(rowOf(IBU)).getByRole('alert').textContent).toBe(message);
    }
    await act(async () => {});
    expect(await db.outbox.count()).toBe(0);
    expect(total()).toBe('88,64 €');
  });

  it('Enter in a quantity field and the + button queue the change; the total follows', async () => {
    await openBasket();
    const field = within(rowOf(IBU)).getByTestId('row-quantity');
    fireEvent.change(field, { target: { value: '10' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    // 10 × 3,12 + 3 × 4,50 + 68,90
    await waitFor(() => expect(total()).toBe('113,60 €'));
    fireEvent.click(within(rowOf(ASPIRIN)).getByRole('button', { name: /Menge erhöhen/ }));
    await waitFor(() => expect(total()).toBe('118,10 €'));
    await waitFor(async () =>
      expect(await outbox()).toEqual([
        { name: 'basket.setQuantity', args: { rowId: uuid(1), quantity: 10 } },
        { name: 'basket.setQuantity', args: { rowId: uuid(3), quantity: 4 } },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('basket-page').hasAttribute('data-saving')).toBe(false),
    );
    expect((await db.basketRows.get(uuid(3)))?.quantity).toBe(4);
  });

  it('duplicate, delete and a note row', async () => {
    await openBasket();
    fireEvent.click(within(rowOf(ASPIRIN)).getByTestId('row-duplicate'));
    await waitFor(() => expect(screen.getAllByTestId('basket-row')).toHaveLength(6));
    fireEvent.click(within(rowOf(UNKNOWN)).getByTestId('row-delete'));
    await waitFor(() => expect(screen.getAllByTestId('basket-row')).toHaveLength(5));
    const noteForm = screen.getByTestId('add-note-form');
    fireEvent.change(within(noteForm).getByLabelText('Notiz'), {
      target: { value: 'Bis Freitag' },
    });
    fireEvent.click(within(noteForm).getByTestId('add-note-submit'));
    await screen.findByText('Notiz: Bis Freitag');

    const queued = await outbox();
    expect(queued.map((q) => q.name)).toEqual([
      'basket.addRow',
      'basket.deleteRow',
      'basket.addRow',
    ]);
    expect(queued[0]?.args).toMatchObject({ basketId: BASKET, pzn: ASPIRIN, quantity: 3 });
    expect(queued[1]?.args).toEqual({ rowId: uuid(4) });
    expect(queued[2]?.args).toMatchObject({ basketId: BASKET, note: 'Bis Freitag' });
    // The copy is appended at the end.
    const rows = await db.basketRows.where('basketId').equals(BASKET).sortBy('position');
    expect(rows.map((r) => r.pzn ?? r.note)).toEqual([
      IBU,
      'Bitte rasch',
      ASPIRIN,
      INSULIN,
      ASPIRIN,
      'Bis Freitag',
    ]);
    await waitFor(() => expect(total()).toBe('102,14 €'));
  });

  it('adds an article by PZN + Enter with the quantity field; a wrong quantity queues nothing; an article already there raises its row', async () => {
    await openBasket();
    const bar = screen.getByTestId('add-article-form');
    const search = within(bar).getByRole('combobox');
    const quantity = within(bar).getByTestId('add-quantity');
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.change(search, { target: { value: IBU } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await within(bar).findByText('Die Menge muss mindestens 1 sein.')).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(await db.outbox.count()).toBe(0);

    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.change(search, { target: { value: IBU } });
    fireEvent.keyDown(search, { key: 'Enter' });
    // IBU is in the basket already (quantity 2): its row goes to 7, no row is added (issue 24).
    await waitFor(() =>
      expect((within(rowOf(IBU)).getByTestId('row-quantity') as HTMLInputElement).value).toBe('7'),
    );
    expect(screen.getAllByTestId('basket-row')).toHaveLength(5);
    expect(rowOf(IBU).getAttribute('data-highlighted')).toBe('true');
    expect(await outbox()).toEqual([
      {
        name: 'basket.addRow',
        args: { basketId: BASKET, rowId: expect.any(String), pzn: IBU, quantity: 5 },
      },
    ]);
    expect((quantity as HTMLInputElement).value).toBe('1');
    expect(text(screen.getByTestId('basket-message'))).toBe(
      `Menge von Ibuprofen Genericon 400 mg (PZN ${IBU}) auf 7 erhöht.`,
    );
  });

  it('the grouped view: by manufacturer and by availability, with subtotals', async () => {
    await openBasket();
    fireEvent.click(screen.getByRole('radio', { name: 'Nach Hersteller' }));
    await waitFor(() => expect(screen.getAllByTestId('group-heading')).toHaveLength(4));
    const headings = screen.getAllByTestId('group-heading');
    expect(headings.map((h) => text(within(h).getByTestId('group-title')))).toEqual([
      'Bayer',
      'Genericon Pharma',
      'Hersteller unbekannt',
      'Notizen',
    ]);
    expect(headings.map((h) => text(within(h).queryByTestId('group-subtotal')))).toEqual([
      '2 Positionen · 82,40 €',
      '1 Position · 6,24 €',
      '1 Position · 0,00 €',
      '',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Nach Verfügbarkeit' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('group-heading')
          .map((h) => text(within(h).getByTestId('group-title'))),
      ).toEqual(['Lieferbar', 'Knapp', 'Nicht im Katalog', 'Notizen']),
    );
    expect(total()).toBe('88,64 €');
  });

  it('the availability check is disabled offline, with the reason', async () => {
    workerStatus.set({ ...INITIAL_WORKER_STATUS, connectivity: 'offline' });
    await openBasket();
    const check = screen.getByRole('button', { name: 'Verfügbarkeit prüfen' }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    expect(text(document.getElementById(check.getAttribute('aria-describedby') ?? ''))).toBe(
      'Die Verfügbarkeitsprüfung ist nur online möglich.',
    );
    expect((within(rowOf(IBU)).getByTestId('row-check') as HTMLButtonElement).disabled).toBe(true);
  });

  it("'Bestellen' asks with rows and total, queues order.place and opens the orders", async () => {
    const router = renderBasketPage(`/shop/warenkorb/${BASKET}`);
    await screen.findByText('Insulin glargin', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByTestId('order-button'));
    const dialog = await screen.findByTestId('order-dialog');
    expect(text(within(dialog).getByTestId('order-total'))).toBe('Gesamt (AEP): 88,64 €');
    // The same count as the page (issue 24): article rows, the note row not counted.
    expect(text(within(dialog).getByTestId('order-positions'))).toBe('4 Positionen');
    expect(text(dialog)).toContain('Ibuprofen Genericon 400 mg');
    fireEvent.click(within(dialog).getByTestId('order-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/bestellungen'));
    const [entry] = await outbox();
    expect(entry).toEqual({
      name: 'order.place',
      args: { orderId: expect.any(String), basketId: BASKET },
    });
    const orders = await db.orders.toArray();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'wird_gesendet', basketId: BASKET, rowCount: 4 });
    expect(await db.basketRows.where('basketId').equals(BASKET).count()).toBe(0);
  });

  it("'Bestellen' is disabled for an empty basket", async () => {
    renderBasketPage(`/shop/warenkorb/${SECOND}`);
    await screen.findByTestId('basket-empty');
    expect((screen.getByTestId('order-button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Ein leerer Warenkorb kann nicht bestellt werden.')).toBeTruthy();
  });

  it('a wish list is not a basket: no ordering there, and a basket id is not found as a wish list', async () => {
    renderBasketPage(`/shop/merkliste/${BASKET}`);
    expect(await screen.findByTestId('basket-not-found')).toBeTruthy();
    expect(screen.getByText('Merkliste nicht gefunden')).toBeTruthy();
  });

  it("another delivery customer's basket on this device is not this customer's (issue 26)", async () => {
    const FOREIGN = uuid(103);
    await db.baskets.put(
      basket({ id: FOREIGN, lieferkundeNr: 999, label: 'Korb der Filiale', primary: false }),
    );
    await db.basketRows.put(basketRow({ id: uuid(21), basketId: FOREIGN, pzn: IBU }));
    renderBasketPage(`/shop/warenkorb/${FOREIGN}`);
    expect(await screen.findByTestId('basket-not-found')).toBeTruthy();
    expect(screen.queryByText('Korb der Filiale')).toBeNull();
    expect(screen.queryByTestId('basket-row')).toBeNull();
  });

  it('offline, a list this device does not hold is not called deleted (issue 26)', async () => {
    workerStatus.set({ ...INITIAL_WORKER_STATUS, connectivity: 'offline' });
    renderBasketPage(`/shop/warenkorb/${uuid(99)}`);
    expect(await screen.findByTestId('basket-not-found')).toBeTruthy();
    expect(
      screen.getByText('Nicht auf diesem Gerät verfügbar – mit Verbindung laden'),
    ).toBeTruthy();
    expect(screen.queryByText(/gelöscht/)).toBeNull();
    workerStatus.set(INITIAL_WORKER_STATUS);
  });
});

describe('wish list page', () => {
  it('copies the selected rows into the primary basket and moves all rows', async () => {
    renderBasketPage(`/shop/merkliste/${WISH}`);
    await screen.findByText('Insulin glargin', undefined, { timeout: 5000 });
    expect(screen.queryByTestId('order-button')).toBeNull();
    // SPEC 1: wish-list rows have the availability check too (tests/unit/shop/wishlistAvailability).
    expect(screen.getAllByTestId('row-check')).toHaveLength(2);
    expect(text(screen.getByTestId('transfer-target'))).toBe('Wochenbestellung (Hauptwarenkorb)');

    fireEvent.click(within(rowOf(INSULIN)).getByTestId('row-select'));
    const copy = screen.getByTestId('transfer-copy');
    expect(text(copy)).toBe('Ausgewählte kopieren (1)');
    fireEvent.click(copy);
    await waitFor(() =>
      expect(text(screen.getByTestId('basket-message'))).toBe(
        '1 Position in den Warenkorb „Wochenbestellung“ kopiert.',
      ),
    );
    expect(await db.basketRows.where('basketId').equals(WISH).count()).toBe(2);
    expect(await db.basketRows.where('basketId').equals(BASKET).count()).toBe(6);

    fireEvent.click(screen.getByTestId('transfer-move'));
    await screen.findByTestId('basket-empty');
    expect(await db.basketRows.where('basketId').equals(BASKET).count()).toBe(8);
    const queued = await outbox();
    expect(queued).toEqual([
      {
        name: 'basket.transferRows',
        args: {
          targetBasketId: BASKET,
          move: false,
          rows: [{ rowId: uuid(12), newRowId: expect.any(String) }],
        },
      },
      {
        name: 'basket.transferRows',
        args: {
          targetBasketId: BASKET,
          move: true,
          rows: [
            { rowId: uuid(11), newRowId: expect.any(String) },
            { rowId: uuid(12), newRowId: expect.any(String) },
          ],
        },
      },
    ]);
  });

  it('one row straight into another basket chosen in the picker', async () => {
    renderBasketPage(`/shop/merkliste/${WISH}`);
    await screen.findByText('Insulin glargin', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByTestId('transfer-target'));
    fireEvent.click(await screen.findByRole('option', { name: 'Nachbestellung' }));
    await waitFor(() => expect(text(screen.getByTestId('transfer-target'))).toBe('Nachbestellung'));
    fireEvent.click(within(rowOf(IBU)).getByTestId('row-move'));
    await waitFor(() => expect(screen.getAllByTestId('basket-row')).toHaveLength(1));
    const moved = await db.basketRows.where('basketId').equals(SECOND).toArray();
    expect(moved).toMatchObject([{ pzn: IBU, quantity: 4 }]);
  });
});
