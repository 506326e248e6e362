// The lists overview (/shop/warenkoerbe, /shop/merklisten) and /shop/warenkorb over a real local
// database: what it shows per list, and the mutations its controls queue.
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_META, catalogueDb } from '../../../src/catalogue/db';
import { userDb } from '../../../src/db/runtime';
import { META, type PortalDb } from '../../../src/db/schema';
import { BasketIndexPage } from '../../../modules/shop/ui/baskets/BasketIndexPage';
import { BasketListPage } from '../../../modules/shop/ui/baskets/BasketListPage';
import { article, pzns, store } from '../catalogue/support';
import { basket, basketRow, freshDb, LK, markFirstPulled, uuid } from '../db/support';
import { sessionRootRoute } from '../sessionRoot';

// Real databases and Headless UI in jsdom: generous waits on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const [A, B] = pzns(2, 345_670) as [string, string];

beforeAll(async () => {
  await store(catalogueDb(), [
    article({ pzn: A, aepCents: 1000 }),
    article({ pzn: B, name: 'Zweiter', aepCents: 250 }),
  ]);
  await catalogueDb().meta.put({ key: CATALOGUE_META.lastSyncAt, value: '2026-11-21T08:00:00Z' });
});

let db: PortalDb;

beforeEach(async () => {
  db = await freshDb();
  await markFirstPulled(db);
  userDb.current.set(db);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
});

function renderAt(path: string) {
  const rootRoute = sessionRootRoute();
  const page = (path: string, component: () => React.ReactNode) =>
    createRoute({ getParentRoute: () => rootRoute, path, component });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      page('/shop/warenkoerbe', () => <BasketListPage kind="warenkorb" />),
      page('/shop/merklisten', () => <BasketListPage kind="merkliste" />),
      page('/shop/warenkorb', () => <BasketIndexPage />),
      page('/shop/warenkorb/$id', () => <p data-testid="opened">basket</p>),
      page('/shop/merkliste/$id', () => <p data-testid="opened">wish list</p>),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s/g, ' ');
const card = (label: string) =>
  screen
    .getAllByTestId('basket-item')
    .find((c) => within(c).queryByRole('link', { name: new RegExp(`„${label}“`) })) as HTMLElement;
const outbox = async () => (await db.outbox.toArray()).map((e) => ({ name: e.name, args: e.args }));

async function seed() {
  await db.baskets.bulkPut([
    basket({ id: uuid(1), label: 'Wochenbestellung', primary: true, wert_summe: 1 }),
    basket({
      id: uuid(2),
      label: 'Aktion',
      primary: false,
      sharedWithCompany: true,
      internalNote: 'Für Montag',
    }),
    basket({
      id: uuid(3),
      label: 'Von Bernd',
      primary: false,
      ownerId: uuid(77),
      ownerName: 'Bernd Huber',
    }),
    basket({ id: uuid(4), label: 'Merkliste', kind: 'merkliste' }),
    basket({ id: uuid(5), label: 'Andere Filiale', lieferkundeNr: LK + 1 }),
  ]);
  await db.basketRows.bulkPut([
    basketRow({ id: uuid(10), basketId: uuid(1), pzn: A, quantity: 2 }),
    basketRow({ id: uuid(11), basketId: uuid(1), pzn: B, quantity: 4, position: 2 }),
    basketRow({ id: uuid(12), basketId: uuid(1), pzn: null, note: 'x', position: 3 }),
    basketRow({ id: uuid(13), basketId: uuid(2), pzn: B, quantity: 1 }),
  ]);
}

describe('basket list', () => {
  it("shows the customer's baskets: primary first and marked, count, value, owner, note", async () => {
    await seed();
    renderAt('/shop/warenkoerbe');
    await waitFor(() => expect(screen.getAllByTestId('basket-item')).toHaveLength(3));
    const [first] = screen.getAllByTestId('basket-item');
    expect(text(first)).toContain('Wochenbestellung');
    expect(within(first as HTMLElement).getByTestId('basket-primary').textContent).toBe(
      'Hauptwarenkorb',
    );
    // Value from the rows and the catalogue: 2 × 10,00 + 4 × 2,50 (not the stale server value).
    await waitFor(
      () =>
        expect(text(within(card('Wochenbestellung')).getByTestId('basket-item-summary'))).toBe(
          '2 Positionen · Wert 30,00 €',
        ),
      { timeout: 4000 },
    );
    expect(text(within(card('Aktion')).getByTestId('basket-item-owner'))).toBe(
      'Eigene Liste · Mit der Firma geteilt',
    );
    expect(text(card('Aktion'))).toContain('Interne Notiz: Für Montag');
    expect(text(within(card('Von Bernd')).getByTestId('basket-item-owner'))).toBe(
      'Geteilt von Bernd Huber',
    );
    // Only the owner deletes and shares.
    expect(within(card('Von Bernd')).queryByTestId('basket-delete')).toBeNull();
    expect(within(card('Von Bernd')).queryByTestId('basket-share')).toBeNull();
  });

  it('set primary, share and delete (after confirming) queue their mutations', async () => {
    await seed();
    renderAt('/shop/warenkoerbe');
    await waitFor(() => expect(screen.getAllByTestId('basket-item')).toHaveLength(3));
    fireEvent.click(within(card('Von Bernd')).getByTestId('basket-set-primary'));
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('basket-item')[0] as HTMLElement).queryByText('Von Bernd'),
      ).not.toBeNull(),
    );
    fireEvent.click(within(card('Wochenbestellung')).getByRole('switch'));
    await waitFor(async () =>
      expect((await db.baskets.get(uuid(1)))?.sharedWithCompany).toBe(true),
    );

    fireEvent.click(within(card('Aktion')).getByTestId('basket-delete'));
    expect(
      await screen.findByText('Den Warenkorb „Aktion“ mit allen Positionen endgültig löschen?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(screen.getAllByTestId('basket-item')).toHaveLength(2));
    expect(await outbox()).toEqual([
      { name: 'basket.setPrimary', args: { id: uuid(3) } },
      { name: 'basket.setShared', args: { id: uuid(1), shared: true } },
      { name: 'basket.delete', args: { id: uuid(2) } },
    ]);
  });

  it('edit: renames and changes the internal note; an empty label is explained', async () => {
    await seed();
    renderAt('/shop/warenkoerbe');
    await waitFor(() => expect(screen.getAllByTestId('basket-item')).toHaveLength(3));
    fireEvent.click(within(card('Aktion')).getByTestId('basket-edit'));
    const dialog = await screen.findByTestId('basket-edit-dialog');
    const label = within(dialog).getByLabelText('Bezeichnung');
    fireEvent.change(label, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByTestId('basket-edit-save'));
    expect(await within(dialog).findByText('Wird benötigt!')).toBeTruthy();
    fireEvent.change(label, { target: { value: 'Aktion Dezember' } });
    fireEvent.change(within(dialog).getByLabelText('Interne Notiz'), {
      target: { value: 'Bis 15.12.' },
    });
    fireEvent.click(within(dialog).getByTestId('basket-edit-save'));
    await waitFor(() => expect(screen.queryByTestId('basket-edit-dialog')).toBeNull());
    expect(await outbox()).toEqual([
      { name: 'basket.rename', args: { id: uuid(2), label: 'Aktion Dezember' } },
      { name: 'basket.setInternalNote', args: { id: uuid(2), note: 'Bis 15.12.' } },
    ]);
  });

  it('before the lists’ first pull: loading, neither "none" nor an offer to create', async () => {
    await db.meta.delete(META.firstPulled('baskets', LK));
    renderAt('/shop/warenkoerbe');
    expect(await screen.findByTestId('first-sync-pending')).toBeTruthy();
    const note = screen.getByTestId('first-sync-pending');
    expect(within(note).getByRole('status').textContent).toMatch(/^Daten werden abgeglichen…/);
    expect(screen.queryByTestId('basket-list-empty')).toBeNull();
    expect(screen.queryByTestId('basket-create-form')).toBeNull();
    // The last page arrives: now it may say so.
    await db.meta.put({ key: META.firstPulled('baskets', LK), value: true });
    expect(await screen.findByTestId('basket-list-empty')).toBeTruthy();
    expect(screen.queryByTestId('first-sync-pending')).toBeNull();
  });

  it('/shop/warenkorb offers no new basket before the first pull', async () => {
    await db.meta.delete(META.firstPulled('baskets', LK));
    renderAt('/shop/warenkorb');
    expect(await screen.findByTestId('first-sync-pending')).toBeTruthy();
    expect(screen.queryByTestId('create-primary')).toBeNull();
    // The weekly basket arrives with the last page: the page opens it.
    await db.transaction('rw', db.baskets, db.meta, async () => {
      await db.baskets.put(basket({ id: uuid(7) }));
      await db.meta.put({ key: META.firstPulled('baskets', LK), value: true });
    });
    expect(await screen.findByTestId('opened')).toBeTruthy();
  });

  it('empty: says so; creating one opens it', async () => {
    const router = renderAt('/shop/warenkoerbe');
    expect(await screen.findByTestId('basket-list-empty')).toBeTruthy();
    const form = screen.getByTestId('basket-create-form');
    fireEvent.change(within(form).getByLabelText('Bezeichnung'), { target: { value: 'Neu' } });
    fireEvent.click(within(form).getByTestId('basket-create-submit'));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/shop\/warenkorb\/[0-9a-f-]{36}$/),
    );
    const [entry] = await outbox();
    expect(entry).toMatchObject({
      name: 'basket.create',
      args: { lieferkundeNr: LK, label: 'Neu', kind: 'warenkorb' },
    });
  });

  it('the wish lists page lists only wish lists and creates wish lists', async () => {
    await seed();
    const router = renderAt('/shop/merklisten');
    await waitFor(() => expect(screen.getAllByTestId('basket-item')).toHaveLength(1));
    expect(text(screen.getByTestId('basket-item'))).toContain('Merkliste');
    const form = await screen.findByTestId('basket-create-form');
    expect(text(form)).toContain('Neue Merkliste');
    fireEvent.change(within(form).getByLabelText('Bezeichnung'), { target: { value: 'Herbst' } });
    fireEvent.click(within(form).getByTestId('basket-create-submit'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/shop\/merkliste\//));
    expect((await outbox())[0]).toMatchObject({ args: { kind: 'merkliste', label: 'Herbst' } });
  });
});

describe('/shop/warenkorb', () => {
  it('opens the primary basket', async () => {
    await seed();
    const router = renderAt('/shop/warenkorb');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/shop/warenkorb/${uuid(1)}`));
  });

  it('without one offers to create a basket, which becomes primary and opens', async () => {
    const router = renderAt('/shop/warenkorb');
    fireEvent.click(await screen.findByTestId('create-primary'));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/shop\/warenkorb\/[0-9a-f-]{36}$/),
    );
    const [created] = await db.baskets.toArray();
    expect(created).toMatchObject({ label: 'Warenkorb', primary: true, kind: 'warenkorb' });
  });
});
