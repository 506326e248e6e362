// Last-chance articles (issue 15): the pure rules (state, discount, expiry, what may still go
// into the basket, filters and order, the quantity's bounds) and the screen over a real
// (fake-indexeddb) database, whose 'In den Warenkorb' queues the shop's basket mutation at once.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LastChanceOfferRow } from '../../../modules/lastChance/contract';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { LastChancePage } from '../../../modules/lastChance/ui/LastChancePage';
import {
  arrangeOffers,
  DEFAULT_FILTER,
  discountPercent,
  packsByPzn,
  parseOfferQuantity,
  viewOffer,
} from '../../../modules/lastChance/ui/rules';
import { de } from '../../../src/i18n/de';
import { basket, basketRow, freshDb, markFirstPulled, uuid } from '../db/support';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';
import { lastChanceDe } from '../../../modules/lastChance/texts.de';

const t = lastChanceDe;
const TODAY = '2026-11-25';

function offer(over: Partial<LastChanceOfferRow> = {}): LastChanceOfferRow {
  return {
    id: uuid(1),
    pzn: '2441234',
    name: 'Vitamin D3 1000 IE Tabletten',
    manufacturer: 'Gebro Pharma',
    reason: 'shortDated',
    expiryDay: '2027-01-14',
    priceCents: 650,
    regularPriceCents: 1000,
    quantityLeft: 24,
    maxPerOrder: 10,
    validUntil: '2026-12-31',
    version: '1',
    ...over,
  };
}

describe('viewOffer', () => {
  it('computes discount, expiry days and what one more order may take', () => {
    const view = viewOffer(offer(), 3, TODAY);
    expect(view.state).toBe('available');
    expect(view.discountPercent).toBe(35);
    expect(view.expiryDays).toBe(50);
    expect(view.expiresSoon).toBe(true);
    expect(view.daysLeft).toBe(36);
    expect(view.endsSoon).toBe(false);
    // max per order 10 less the 3 in the basket
    expect(view.orderable).toBe(7);
    // fewer left than the per-order maximum: the rest bounds it
    expect(viewOffer(offer({ quantityLeft: 4 }), 1, TODAY).orderable).toBe(3);
    expect(viewOffer(offer({ quantityLeft: 4 }), 6, TODAY).orderable).toBe(0);
  });

  it('names sold-out and ended offers and an offer ending within a week', () => {
    expect(viewOffer(offer({ quantityLeft: 0 }), 0, TODAY)).toMatchObject({
      state: 'soldOut',
      orderable: 0,
    });
    expect(viewOffer(offer({ validUntil: '2026-11-24' }), 0, TODAY)).toMatchObject({
      state: 'ended',
      orderable: 0,
    });
    const ending = viewOffer(offer({ validUntil: '2026-11-25' }), 0, TODAY);
    expect(ending).toMatchObject({ state: 'available', endsSoon: true, daysLeft: 0 });
    const plain = viewOffer(offer({ reason: 'overstock', expiryDay: null }), 0, TODAY);
    expect(plain).toMatchObject({ expiryDays: null, expiresSoon: false });
    expect(viewOffer(offer({ expiryDay: '2027-06-30' }), 0, TODAY).expiresSoon).toBe(false);
  });

  it('rounds the discount and never makes it negative', () => {
    expect(discountPercent({ priceCents: 333, regularPriceCents: 1000 })).toBe(67);
    expect(discountPercent({ priceCents: 1200, regularPriceCents: 1000 })).toBe(0);
    expect(discountPercent({ priceCents: 100, regularPriceCents: 0 })).toBe(0);
  });

  it('says the expiry in words', () => {
    expect(t.expiry('14.01.2027', 50)).toBe('Verwendbar bis 14.01.2027 (noch 50 Tage)');
    expect(t.expiry('25.11.2026', 0)).toBe('Verwendbar bis 25.11.2026 (läuft heute ab)');
    expect(t.left(12)).toBe('Noch 12 Packungen');
    expect(t.left(0)).toBe('Ausverkauft');
  });
});

describe('arrangeOffers and packsByPzn', () => {
  const views = [
    viewOffer(offer(), 0, TODAY),
    viewOffer(
      offer({
        id: uuid(2),
        pzn: '5550001',
        name: 'Magnesium Brausetabletten',
        manufacturer: 'Wörwag',
        reason: 'discontinued',
        expiryDay: null,
        validUntil: '2026-12-05',
      }),
      0,
      TODAY,
    ),
    viewOffer(
      offer({
        id: uuid(3),
        pzn: '5550002',
        name: 'Zink',
        quantityLeft: 0,
        expiryDay: '2027-03-01',
      }),
      0,
      TODAY,
    ),
    viewOffer(
      offer({ id: uuid(4), pzn: '5550003', name: 'Alt', validUntil: '2026-11-01' }),
      0,
      TODAY,
    ),
  ];
  const names = (list: ReturnType<typeof arrangeOffers>) => list.map((v) => v.offer.name);

  it('hides ended offers and sorts by the date that runs out first', () => {
    expect(names(arrangeOffers(views, DEFAULT_FILTER))).toEqual([
      'Magnesium Brausetabletten',
      'Vitamin D3 1000 IE Tabletten',
      'Zink',
    ]);
  });

  it('filters by reason, availability and words of name, manufacturer or PZN', () => {
    expect(names(arrangeOffers(views, { ...DEFAULT_FILTER, reason: 'discontinued' }))).toEqual([
      'Magnesium Brausetabletten',
    ]);
    expect(names(arrangeOffers(views, { ...DEFAULT_FILTER, onlyAvailable: true }))).toEqual([
      'Magnesium Brausetabletten',
      'Vitamin D3 1000 IE Tabletten',
    ]);
    expect(names(arrangeOffers(views, { ...DEFAULT_FILTER, search: 'worwag brause' }))).toEqual([
      'Magnesium Brausetabletten',
    ]);
    expect(names(arrangeOffers(views, { ...DEFAULT_FILTER, search: '555000' }))).toEqual([
      'Magnesium Brausetabletten',
      'Zink',
    ]);
  });

  it('sums the packs per PZN and skips note rows', () => {
    const sums = packsByPzn([
      { pzn: '1', quantity: 2 },
      { pzn: '1', quantity: 3 },
      { pzn: null, quantity: null },
    ]);
    expect([...sums]).toEqual([['1', 5]]);
  });
});

describe('parseOfferQuantity', () => {
  it('takes whole packs from 1 to what is orderable, with German reasons', () => {
    expect(parseOfferQuantity(' 7 ', 7)).toEqual({ quantity: 7 });
    expect(parseOfferQuantity('', 7)).toEqual({ error: t.errors.required });
    expect(parseOfferQuantity('2,5', 7)).toEqual({ error: t.errors.notWhole });
    expect(parseOfferQuantity('-1', 7)).toEqual({ error: t.errors.notWhole });
    expect(parseOfferQuantity('0', 7)).toEqual({ error: t.errors.min });
    expect(parseOfferQuantity('8', 7)).toEqual({ error: t.errors.max(7) });
  });
});

let db: PortalDb;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 10, 0));
  db = await freshDb();
  // What the screens show has had its first pull (issue 27).
  await markFirstPulled(db);
  userDb.current.set(db);
});

afterEach(() => {
  vi.useRealTimers();
  userDb.current.set(null);
  db.close();
});

function renderPage() {
  const user = makeUser({ roles: ['User', 'Auftrag', 'Noch verfügbare Artikel'] });
  const rootRoute = sessionRootRoute(user);
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/last-chance-articles',
    component: LastChancePage,
  });
  const basketRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/shop/warenkorb/$id',
    component: () => <p>Warenkorb</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, basketRoute]),
    history: createMemoryHistory({ initialEntries: ['/last-chance-articles'] }),
  });
  render(<RouterProvider router={router} />);
}

async function seedScreen() {
  await db.lastChanceOffers.bulkPut([
    offer(),
    offer({
      id: uuid(2),
      pzn: '5550001',
      name: 'Magnesium Brausetabletten',
      reason: 'discontinued',
      expiryDay: null,
      quantityLeft: 0,
      validUntil: '2027-02-28',
    }),
  ]);
}

describe('LastChancePage', () => {
  it('lists the offers with price, discount, expiry and packs left; sold out is disabled', async () => {
    await seedScreen();
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('last-chance-offer')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('last-chance-offer') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByRole('heading').textContent).toBe('Vitamin D3 1000 IE Tabletten');
    expect(within(first).getByText('6,50 €')).toBeTruthy();
    expect(within(first).getByText(t.regularPrice('10,00 €'))).toBeTruthy();
    expect(within(first).getByText(t.discount(35))).toBeTruthy();
    expect(within(first).getByTestId('last-chance-expiry').textContent).toBe(
      t.expiry('14.01.2027', 50),
    );
    expect(within(first).getByText(t.expiresSoon)).toBeTruthy();
    expect(within(first).getByTestId('last-chance-left').textContent).toContain(t.left(24));
    const soldOut = within(second).getByRole('button', {
      name: t.addLabel('Magnesium Brausetabletten'),
    });
    expect(soldOut).toHaveProperty('disabled', true);
    expect(within(second).getByText(t.notOrderable.soldOut)).toBeTruthy();
    expect(screen.getByTestId('last-chance-count').textContent).toBe(t.count(2, 2));

    fireEvent.click(screen.getByRole('checkbox', { name: t.filters.onlyAvailable }));
    await waitFor(() => expect(screen.getAllByTestId('last-chance-offer')).toHaveLength(1));
    fireEvent.change(screen.getByRole('searchbox', { name: t.filters.search }), {
      target: { value: 'nichts dergleichen' },
    });
    expect(await screen.findByText(t.noMatch)).toBeTruthy();
  });

  it('puts the offer into the primary basket in one step, bounded, through the outbox', async () => {
    await seedScreen();
    await db.baskets.put(basket({ id: uuid(500), label: 'Haupt', primary: true }));
    await db.basketRows.put(
      basketRow({ id: uuid(501), basketId: uuid(500), pzn: '2441234', quantity: 2 }),
    );
    renderPage();
    const card = (await screen.findAllByTestId('last-chance-offer'))[0] as HTMLElement;
    await waitFor(() =>
      expect(within(card).getByTestId('last-chance-left').textContent).toContain(t.inBasket(2)),
    );
    const field = within(card).getByRole('textbox', { name: t.quantity });
    const button = within(card).getByRole('button', {
      name: t.addLabel('Vitamin D3 1000 IE Tabletten'),
    });
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.click(button);
    expect(await within(card).findByText(t.errors.max(8))).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(await db.outbox.count()).toBe(0);

    fireEvent.change(field, { target: { value: '8' } });
    fireEvent.click(button);
    const status = screen.getByTestId('last-chance-status');
    await waitFor(() =>
      expect(status.textContent).toContain(t.added(8, 'Vitamin D3 1000 IE Tabletten', 'Haupt')),
    );
    expect(
      within(status)
        .getByRole('link', { name: t.openBasket('Haupt') })
        .getAttribute('href'),
    ).toBe(`/shop/warenkorb/${uuid(500)}`);
    const outbox = await db.outbox.toArray();
    expect(outbox.map((m) => m.name)).toEqual(['basket.addRow']);
    expect(outbox[0]?.args).toMatchObject({ basketId: uuid(500), pzn: '2441234', quantity: 8 });
    // The per-order maximum is reached with the basket's packs: nothing more may go in.
    await waitFor(() => expect(within(card).getByText(t.notOrderable.inBasket)).toBeTruthy());
  });

  it('creates a basket when the customer has none', async () => {
    await seedScreen();
    renderPage();
    const card = (await screen.findAllByTestId('last-chance-offer'))[0] as HTMLElement;
    fireEvent.click(
      within(card).getByRole('button', { name: t.addLabel('Vitamin D3 1000 IE Tabletten') }),
    );
    const label = de.baskets.kind.warenkorb.defaultLabel;
    await waitFor(() =>
      expect(screen.getByTestId('last-chance-status').textContent).toContain(
        t.added(1, 'Vitamin D3 1000 IE Tabletten', label),
      ),
    );
    expect((await db.outbox.toArray()).map((m) => m.name)).toEqual([
      'basket.create',
      'basket.addRow',
    ]);
  });

  it('says so when there are no offers', async () => {
    await db.lastChanceOffers.put(offer({ validUntil: '2026-11-01' }));
    renderPage();
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });
});
