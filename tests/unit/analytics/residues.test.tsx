// Backorders (issue 14): filter and sort of the open backorders, the screen over a real
// (fake-indexeddb) database with the confirmation before a line is cancelled through the outbox,
// and the dashboard widget's count.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BackorderRow } from '../../../modules/analytics/contract';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { WIDGETS } from '../../../modules/dashboard/ui/widgets';
import { ResiduesPage } from '../../../modules/analytics/ui/ResiduesPage';
import { arrangeBackorders, openBackorders } from '../../../modules/analytics/ui/residues';
import { de } from '../../../src/i18n/de';
import { freshDb, markFirstPulled, LK, uuid } from '../db/support';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';
import { analyticsTexts } from '../../../modules/analytics/texts';

const t = analyticsTexts.residues;

function backorder(over: Partial<BackorderRow> = {}): BackorderRow {
  return {
    id: uuid(1),
    lieferkundeNr: LK,
    lineId: uuid(900),
    noteNo: 'LS40000001',
    orderId: null,
    orderNo: 'A1000001',
    pzn: '2441234',
    name: 'Amoxicillin 1000 mg Filmtabletten',
    quantity: 3,
    orderedDay: '2026-11-10',
    expectedDay: '2026-11-28',
    state: 'open',
    version: '1',
    ...over,
  };
}

const rows = [
  backorder({ id: uuid(1), name: 'Ibuprofen 400 mg', expectedDay: null, orderedDay: '2026-11-12' }),
  backorder({ id: uuid(2), name: 'Amoxicillin', expectedDay: '2026-12-01', pzn: '5550001' }),
  backorder({ id: uuid(3), name: 'Paracetamol', expectedDay: '2026-11-27', noteNo: 'LS40000099' }),
];

describe('arrangeBackorders', () => {
  it('sorts by expected day with unknown last, by day ordered or by name', () => {
    const ids = (list: BackorderRow[]) => list.map((b) => b.id);
    expect(ids(arrangeBackorders(rows, '', 'expected'))).toEqual([uuid(3), uuid(2), uuid(1)]);
    expect(ids(arrangeBackorders(rows, '', 'ordered'))[0]).toBe(uuid(1));
    expect(ids(arrangeBackorders(rows, '', 'name'))).toEqual([uuid(2), uuid(1), uuid(3)]);
  });

  it('filters by article, PZN and delivery note, ignoring case', () => {
    expect(arrangeBackorders(rows, 'PARA', 'name').map((b) => b.id)).toEqual([uuid(3)]);
    expect(arrangeBackorders(rows, '5550', 'name').map((b) => b.id)).toEqual([uuid(2)]);
    expect(arrangeBackorders(rows, 'ls40000099', 'name').map((b) => b.id)).toEqual([uuid(3)]);
  });
});

let db: PortalDb;

beforeEach(async () => {
  db = await freshDb();
  // What the screens show has had its first pull (issue 27).
  await markFirstPulled(db);
  userDb.current.set(db);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
});

function renderPage() {
  const user = makeUser({ roles: ['User', 'Rueckstaende'] });
  const rootRoute = sessionRootRoute(user);
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/analytics/residues',
    component: ResiduesPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/analytics/residues'] }),
  });
  render(<RouterProvider router={router} />);
}

describe('ResiduesPage', () => {
  it('lists the open backorders of the customer with unknown expected days', async () => {
    await db.backorders.bulkPut([
      ...rows,
      backorder({ id: uuid(4), lieferkundeNr: 999 }),
      backorder({ id: uuid(5), state: 'cancelled' }),
    ]);
    renderPage();
    const table = await screen.findByRole('table', { name: t.caption });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((r) => [...r.children].slice(0, 6).map((c) => c.textContent))).toEqual([
      ['Paracetamol', '2441234', '3', '10.11.2026', '27.11.2026', 'LS40000099'],
      ['Amoxicillin', '5550001', '3', '10.11.2026', '01.12.2026', 'LS40000001'],
      ['Ibuprofen 400 mg', '2441234', '3', '12.11.2026', t.unknown, 'LS40000001'],
    ]);
    expect(screen.getByRole('status').textContent).toBe(t.count(3));

    fireEvent.change(screen.getByRole('searchbox', { name: t.filterLabel }), {
      target: { value: 'xyz' },
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.noMatch('xyz')));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("names a web order's backorder by its order, linking the order (issue 29)", async () => {
    await db.backorders.put(
      backorder({
        id: uuid(6),
        lineId: null,
        noteNo: null,
        orderId: uuid(700),
        orderNo: 'A-2026-0815',
      }),
    );
    renderPage();
    const link = await screen.findByTestId('residue-order');
    expect(link.textContent).toBe(t.fromOrder('A-2026-0815'));
    expect(link.getAttribute('href')).toBe(`/shop/bestellungen?order=${uuid(700)}`);
    fireEvent.change(screen.getByRole('searchbox', { name: t.filterLabel }), {
      target: { value: 'a-2026' },
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.count(1)));
  });

  it('cancels a line only after confirming, through the outbox', async () => {
    await db.backorders.bulkPut(rows);
    renderPage();
    const cancel = await screen.findByRole('button', { name: t.cancelLabel('Paracetamol') });

    // Asked first; 'Abbrechen' keeps the line.
    fireEvent.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: de.dialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await db.outbox.count()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: t.cancelLabel('Paracetamol') }));
    const again = await screen.findByRole('dialog', { name: t.confirmTitle });
    fireEvent.click(within(again).getByRole('button', { name: de.dialog.confirm }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `${t.cancelled('Paracetamol')} ${t.count(2)}`,
      ),
    );
    expect(screen.queryByRole('button', { name: t.cancelLabel('Paracetamol') })).toBeNull();
    const outbox = await db.outbox.toArray();
    expect(outbox.map((m) => [m.name, m.args])).toEqual([['backorder.cancel', { id: uuid(3) }]]);
    expect((await db.backorders.get(uuid(3)))?.state).toBe('cancelled');
  });

  it('says so when nothing is open', async () => {
    await db.backorders.put(backorder({ state: 'cancelled' }));
    renderPage();
    expect(await screen.findByText(t.noData)).toBeTruthy();
  });
});

describe('openBackorders', () => {
  it("reads only the customer's open ones, not another customer's on the device (issue 26)", async () => {
    await db.backorders.bulkPut([
      ...rows,
      backorder({ id: uuid(4), lieferkundeNr: 999 }),
      backorder({ id: uuid(5), state: 'cancelled' }),
    ]);
    const ids = async (nr: number) => (await openBackorders(db, nr)).map((b) => b.id).sort();
    expect(await ids(LK)).toEqual([uuid(1), uuid(2), uuid(3)]);
    expect(await ids(999)).toEqual([uuid(4)]);
  });
});

describe('the backorders widget', () => {
  it('counts the open backorders of the current customer as "n offen"', async () => {
    await db.backorders.bulkPut([...rows, backorder({ id: uuid(4), lieferkundeNr: 999 })]);
    await db.backorders.put(backorder({ id: uuid(5), state: 'cancelled' }));
    const widget = WIDGETS.backorders;
    expect(widget.area).toBe('residues');
    expect(await widget.badge?.(db, { lieferkundeNr: LK })).toBe(3);
    // The other delivery customer on the device counts its own (issue 26); none chosen, none.
    expect(await widget.badge?.(db, { lieferkundeNr: 999 })).toBe(1);
    expect(await widget.badge?.(db, { lieferkundeNr: null })).toBe(0);
    expect(widget.badgeText?.(3)).toBe('3 offen');
  });
});
