// Call-off agreements (issue 14): the pure rules (called off, remaining, reserved, balance,
// state and expiry hint, the quantity's bounds) and the screen over a real (fake-indexeddb)
// database, whose 'Abrufen' queues the shop's basket mutation and says where the article went.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CallOffAgreementRow,
  CallOffRow,
  PrepaymentRow,
} from '../../../modules/callOff/contract';
import { formatEuro } from '../../../src/catalogue/money';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { CallOffPage } from '../../../modules/callOff/ui/CallOffPage';
import {
  arrangeAgreements,
  daysBetween,
  localDay,
  parseCallOffQuantity,
  reservedByPzn,
  viewAgreement,
} from '../../../modules/callOff/ui/rules';
import { de } from '../../../src/i18n/de';
import { basket, basketRow, freshDb, LK, markFirstPulled, uuid } from '../db/support';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';
import { callOffDe } from '../../../modules/callOff/texts.de';

const t = callOffDe;
const TODAY = '2026-11-25';

function agreement(over: Partial<CallOffAgreementRow> = {}): CallOffAgreementRow {
  return {
    id: uuid(1),
    lieferkundeNr: LK,
    agreementNo: 'AV100001',
    pzn: '2441234',
    name: 'Vitamin D3 1000 IE Tabletten',
    promotion: 'Herbstaktion Erkältung',
    agreedQuantity: 120,
    priceCents: 850,
    listPriceCents: 1000,
    validFrom: '2026-08-01',
    validTo: '2027-05-31',
    version: '1',
    ...over,
  };
}

function callOff(over: Partial<CallOffRow> = {}): CallOffRow {
  return {
    id: uuid(101),
    lieferkundeNr: LK,
    agreementId: uuid(1),
    day: '2026-09-10',
    quantity: 30,
    noteNo: 'LS60000001',
    valueCents: 25500,
    prepaidCents: 25500,
    version: '2',
    ...over,
  };
}

function prepayment(over: Partial<PrepaymentRow> = {}): PrepaymentRow {
  return {
    id: uuid(201),
    lieferkundeNr: LK,
    agreementId: uuid(1),
    reference: 'VZ500001',
    paidDay: '2026-08-01',
    amountCents: 51000,
    version: '3',
    ...over,
  };
}

describe('viewAgreement', () => {
  it('counts called off, remaining, reserved and what may still be called off', () => {
    const v = viewAgreement(
      agreement(),
      [callOff(), callOff({ id: uuid(102), quantity: 20, day: '2026-10-01' })],
      [],
      25,
      TODAY,
    );
    expect(v).toMatchObject({ calledOff: 50, remaining: 70, reserved: 25, callable: 45 });
    expect(v.state).toBe('running');
    expect(v.callOffs.map((c) => c.day)).toEqual(['2026-10-01', '2026-09-10']);
    expect(v.savingCents).toBe(150);
    expect(v.savingPercent).toBe(15);
    expect(v.prepaid).toBeNull();
  });

  it('never goes below zero and offers nothing when baskets hold the rest', () => {
    const over = viewAgreement(agreement(), [callOff({ quantity: 130 })], [], 0, TODAY);
    expect(over).toMatchObject({ remaining: 0, callable: 0, state: 'fullyCalledOff' });
    const held = viewAgreement(agreement(), [callOff({ quantity: 100 })], [], 30, TODAY);
    expect(held).toMatchObject({ remaining: 20, callable: 0, state: 'running' });
  });

  it('computes the prepaid balance from the payments and the bookings', () => {
    const v = viewAgreement(
      agreement(),
      [callOff(), callOff({ id: uuid(102), prepaidCents: 10000, valueCents: 17000 })],
      [prepayment(), prepayment({ id: uuid(202), amountCents: 10000, paidDay: '2026-10-01' })],
      0,
      TODAY,
    );
    expect(v.prepaid).toEqual({ paidCents: 61000, balanceCents: 61000 - 35500 });
  });

  it('names the state on a day and hints at an end within 30 days', () => {
    const a = agreement({ validFrom: '2026-06-01', validTo: '2026-12-25' });
    expect(viewAgreement(a, [], [], 0, TODAY)).toMatchObject({
      state: 'running',
      daysLeft: 30,
      endsSoon: true,
    });
    expect(viewAgreement(a, [], [], 0, '2026-11-24').endsSoon).toBe(false);
    expect(viewAgreement(a, [], [], 0, '2026-12-25')).toMatchObject({
      daysLeft: 0,
      endsSoon: true,
    });
    expect(viewAgreement(a, [], [], 0, '2026-12-26')).toMatchObject({
      state: 'expired',
      endsSoon: false,
      callable: 0,
    });
    expect(viewAgreement(a, [], [], 0, '2026-05-31')).toMatchObject({
      state: 'upcoming',
      callable: 0,
    });
  });

  it('counts days across a change of summer time', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-25', '2026-11-20')).toBe(-5);
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('arrangeAgreements and reservedByPzn', () => {
  const views = [
    viewAgreement(agreement({ id: uuid(1), validTo: '2027-03-01' }), [], [], 0, TODAY),
    viewAgreement(agreement({ id: uuid(2), validTo: '2026-12-01' }), [], [], 0, TODAY),
    viewAgreement(agreement({ id: uuid(3), validTo: '2026-10-01' }), [], [], 0, TODAY),
  ];

  it('shows the running ones by the end of validity, or all', () => {
    const ids = (list: ReturnType<typeof arrangeAgreements>) => list.map((v) => v.agreement.id);
    expect(ids(arrangeAgreements(views, 'running'))).toEqual([uuid(2), uuid(1)]);
    expect(ids(arrangeAgreements(views, 'all'))).toEqual([uuid(3), uuid(2), uuid(1)]);
  });

  it('sums the packs per PZN and skips note rows', () => {
    const map = reservedByPzn([
      { pzn: '1', quantity: 2 },
      { pzn: '1', quantity: 3 },
      { pzn: null, quantity: 1 },
      { pzn: '2', quantity: 1 },
    ]);
    expect([...map]).toEqual([
      ['1', 5],
      ['2', 1],
    ]);
  });
});

describe('parseCallOffQuantity', () => {
  it('takes whole packs from 1 to what is callable, with German reasons', () => {
    expect(parseCallOffQuantity(' 12 ', 45)).toEqual({ quantity: 12 });
    expect(parseCallOffQuantity('45', 45)).toEqual({ quantity: 45 });
    expect(parseCallOffQuantity('', 45)).toEqual({ error: t.errors.required });
    expect(parseCallOffQuantity('2,5', 45)).toEqual({ error: t.errors.notWhole });
    expect(parseCallOffQuantity('-3', 45)).toEqual({ error: t.errors.notWhole });
    expect(parseCallOffQuantity('0', 45)).toEqual({ error: t.errors.min });
    expect(parseCallOffQuantity('46', 45)).toEqual({ error: t.errors.max(45) });
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
  const user = makeUser({ roles: ['User', 'Auftrag', 'Abrufvereinbarungen und Vorauszahlungen'] });
  const rootRoute = sessionRootRoute(user);
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/analytics/abrufvereinbarungen',
    component: CallOffPage,
  });
  const basketRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/shop/warenkorb/$id',
    component: () => <p>Warenkorb</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, basketRoute]),
    history: createMemoryHistory({ initialEntries: ['/analytics/abrufvereinbarungen'] }),
  });
  render(<RouterProvider router={router} />);
}

async function seedScreen() {
  await db.callOffAgreements.bulkPut([
    agreement(),
    agreement({
      id: uuid(2),
      agreementNo: 'AV100002',
      pzn: '5550001',
      name: 'Magnesium 300 mg Brausetabletten',
      promotion: '',
      agreedQuantity: 60,
      validFrom: '2026-01-10',
      validTo: '2026-12-10',
    }),
    agreement({
      id: uuid(3),
      agreementNo: 'AV100003',
      pzn: '5550002',
      name: 'Zink Lutschtabletten',
      validFrom: '2025-06-01',
      validTo: '2026-09-30',
    }),
    agreement({ id: uuid(4), lieferkundeNr: 999, agreementNo: 'AV999999', name: 'Fremd' }),
  ]);
  await db.callOffs.bulkPut([
    callOff(),
    callOff({ id: uuid(102), agreementId: uuid(2), quantity: 40, prepaidCents: 0 }),
    callOff({ id: uuid(103), agreementId: uuid(3), quantity: 90, prepaidCents: 0 }),
  ]);
  await db.prepayments.put(prepayment());
}

describe('CallOffPage', () => {
  it('lists the running agreements by end of validity with figures, hint and balance', async () => {
    await seedScreen();
    await db.baskets.put(basket({ id: uuid(500), label: 'Haupt' }));
    await db.basketRows.put(
      basketRow({ id: uuid(501), basketId: uuid(500), pzn: '5550001', quantity: 5 }),
    );
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('calloff-agreement')).toHaveLength(2));
    const cards = screen.getAllByTestId('calloff-agreement');
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading').textContent).toBe(
      t.agreementTitle('AV100002', 'Magnesium 300 mg Brausetabletten'),
    );
    expect(within(first).getByTestId('calloff-ends-soon').textContent).toContain(t.endsSoon(15));
    expect(within(first).getByTestId('calloff-progress').textContent).toBe(
      t.progressWithReserved(40, 60, 5),
    );
    expect(within(first).getByText(t.packs(20))).toBeTruthy(); // remaining
    expect(within(second).getByTestId('calloff-progress').textContent).toBe(t.progress(30, 120));
    expect(within(second).queryByTestId('calloff-ends-soon')).toBeNull();
    expect(within(second).getByText(t.savingText('1,50 €', 15))).toBeTruthy();
    expect(within(second).getByTestId('prepayment-balance').textContent).toBe(formatEuro(25500));
    expect(screen.getByTestId('calloff-count').textContent).toBe(t.count(2, 3));
    const history = within(second).getByRole('table', { name: t.history.caption('AV100001') });
    expect(within(history).getAllByRole('row')[1]?.textContent).toContain('LS60000001');

    fireEvent.change(screen.getByRole('combobox', { name: t.filterLabel }), {
      target: { value: 'all' },
    });
    await waitFor(() => expect(screen.getAllByTestId('calloff-agreement')).toHaveLength(3));
    const expired = screen.getAllByTestId('calloff-agreement')[0] as HTMLElement;
    expect(within(expired).getByText(t.state.expired)).toBeTruthy();
    expect(
      within(expired).getByRole('button', { name: t.callOffLabel('Zink Lutschtabletten') }),
    ).toHaveProperty('disabled', true);
    expect(within(expired).getByText(t.notCallable.expired)).toBeTruthy();
  });

  it('calls off into the primary basket through the outbox, bounded by what is open', async () => {
    await seedScreen();
    await db.baskets.put(basket({ id: uuid(500), label: 'Haupt', primary: true }));
    renderPage();
    const button = await screen.findByRole('button', {
      name: t.callOffLabel('Magnesium 300 mg Brausetabletten'),
    });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: t.dialog.title('Magnesium 300 mg Brausetabletten'),
    });
    const field = within(dialog).getByRole('textbox', { name: t.dialog.quantity });
    fireEvent.change(field, { target: { value: '21' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.dialog.submit }));
    expect(await within(dialog).findByText(t.errors.max(20))).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(await db.outbox.count()).toBe(0);

    fireEvent.change(field, { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.dialog.submit }));
    const status = screen.getByTestId('calloff-status');
    await waitFor(() =>
      expect(status.textContent).toContain(t.added(8, 'Magnesium 300 mg Brausetabletten', 'Haupt')),
    );
    expect(
      within(status)
        .getByRole('link', { name: t.openBasket('Haupt') })
        .getAttribute('href'),
    ).toBe(`/shop/warenkorb/${uuid(500)}`);
    const outbox = await db.outbox.toArray();
    expect(outbox.map((m) => m.name)).toEqual(['basket.addRow']);
    expect(outbox[0]?.args).toMatchObject({ basketId: uuid(500), pzn: '5550001', quantity: 8 });
    // The basket line counts as reserved at once (local), not as called off.
    const card = screen.getAllByTestId('calloff-agreement')[0] as HTMLElement;
    await waitFor(() =>
      expect(within(card).getByTestId('calloff-progress').textContent).toBe(
        t.progressWithReserved(40, 60, 8),
      ),
    );
  });

  it('creates a basket when the customer has none', async () => {
    await seedScreen();
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: t.callOffLabel('Vitamin D3 1000 IE Tabletten') }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: t.dialog.submit }));
    const label = de.baskets.kind.warenkorb.defaultLabel;
    await waitFor(() =>
      expect(screen.getByTestId('calloff-status').textContent).toContain(
        t.added(1, 'Vitamin D3 1000 IE Tabletten', label),
      ),
    );
    expect((await db.outbox.toArray()).map((m) => m.name)).toEqual([
      'basket.create',
      'basket.addRow',
    ]);
  });

  it('says so when the customer has no agreements', async () => {
    await db.callOffAgreements.put(agreement({ lieferkundeNr: 999 }));
    renderPage();
    expect(await screen.findByText(t.noData)).toBeTruthy();
  });
});
