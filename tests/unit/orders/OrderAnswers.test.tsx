// The wholesaler's answers on the orders screen (issue 29), read from the local database only:
// the list's status and shortfall summary, and in the detail the timeline with times and per
// line the confirmed parts as text (with an icon, never colour alone), and the delivery note.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../modules/shop/contract';
import { OrdersPage } from '../../../modules/shop/ui/orders/OrdersPage';
import {
  confirmationByLine,
  formatDateTime,
  partText,
  shortfallSummary,
  timeline,
} from '../../../modules/shop/ui/orders/logic';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { freshDb, markFirstPulled, LK, OWNER, uuid } from '../db/support';
import { sessionRootRoute } from '../sessionRoot';

const LINES: OrderRow['lines'] = [
  { pzn: '1234567', name: 'Aspirin 500 mg', note: null, quantity: 3, unitPriceCents: 1299 },
  {
    pzn: null,
    name: 'Bitte bis Freitag',
    note: 'Bitte bis Freitag',
    quantity: 1,
    unitPriceCents: null,
  },
  { pzn: '7654321', name: 'Voltaren Gel', note: null, quantity: 2, unitPriceCents: 450 },
  { pzn: '2468026', name: 'Paracetamol', note: null, quantity: 1, unitPriceCents: 179 },
];

const CONFIRMED: OrderRow = {
  id: uuid(600),
  lieferkundeNr: LK,
  basketId: uuid(100),
  label: 'Wochenbedarf',
  userId: OWNER.id,
  userName: 'Anna Gruber',
  status: 'unterwegs',
  createdAt: '2026-12-07T07:00:00.000Z',
  rowCount: 3,
  totalCents: 3 * 1299 + 2 * 450 + 179,
  lines: LINES,
  erpOrderNo: 'A-2026-0815',
  statusHistory: [
    { status: 'bestaetigt', at: '2026-12-07T07:05:00.000Z' },
    { status: 'kommissioniert', at: '2026-12-07T08:40:00.000Z' },
    { status: 'unterwegs', at: '2026-12-07T09:00:00.000Z', tour: 'Tour 2 – 10:30' },
  ],
  confirmation: [
    {
      position: 1,
      pzn: '1234567',
      parts: [{ kind: 'normal', quantity: 3, tour: 'Tour 2 – 10:30' }],
    },
    {
      position: 2,
      pzn: '7654321',
      parts: [
        { kind: 'normal', quantity: 1, tour: 'Tour 2 – 10:30' },
        { kind: 'nachlieferung', quantity: 1, deliveryDay: '2026-12-09' },
      ],
    },
    {
      position: 3,
      pzn: '2468026',
      parts: [
        { kind: 'nicht_lieferbar', quantity: 1, reason: 'lieferengpass', substitutePzn: '3845264' },
      ],
    },
  ],
  deliveryNoteNo: 'LS-4711',
  version: '30',
};

function renderPage(initial: string) {
  const rootRoute = sessionRootRoute();
  const ordersRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/shop/bestellungen',
    validateSearch: (search: Record<string, unknown>) =>
      typeof search['order'] === 'string' ? { order: search['order'] } : {},
    component: function Orders() {
      const { order: openId } = ordersRoute.useSearch() as { order?: string };
      const navigate = ordersRoute.useNavigate();
      return (
        <OrdersPage
          openId={openId}
          onToggle={(id) => void navigate({ search: id ? { order: id } : {} })}
        />
      );
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([ordersRoute]),
    history: createMemoryHistory({ initialEntries: [initial] }),
  });
  render(<RouterProvider router={router} />);
}

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

describe('the rules of the answers', () => {
  it('say each part in words', () => {
    expect(partText({ kind: 'normal', quantity: 3, tour: 'Tour 2 – 10:30' })).toBe(
      'kommt mit Tour 2 – 10:30',
    );
    expect(partText({ kind: 'nachlieferung', quantity: 1, deliveryDay: '2026-12-09' })).toBe(
      'Nachlieferung am 09.12.2026',
    );
    expect(partText({ kind: 'nicht_lieferbar', quantity: 1, reason: 'lieferengpass' })).toBe(
      'nicht lieferbar: Lieferengpass',
    );
    expect(partText({ kind: 'dispo', quantity: 1 })).toBe('in Disposition beim Großhandel');
  });

  it('number article lines from 1, skipping notes', () => {
    const byLine = confirmationByLine(LINES, CONFIRMED.confirmation);
    expect(byLine.map((c) => c?.position)).toEqual([1, undefined, 2, 3]);
    expect(confirmationByLine(LINES, null).every((c) => c === undefined)).toBe(true);
  });

  it('begin the timeline with the transmission, name the tour, and sum up shortfalls', () => {
    expect(timeline(CONFIRMED).map((s) => s.text)).toEqual([
      'übermittelt',
      'bestätigt',
      'kommissioniert',
      'unterwegs mit Tour 2 – 10:30',
    ]);
    expect(timeline({ ...CONFIRMED, status: 'wird_gesendet', statusHistory: [] })).toEqual([]);
    expect(shortfallSummary(CONFIRMED)).toBe('1 Position mit Nachlieferung, 1 nicht lieferbar');
    expect(shortfallSummary({ confirmation: null })).toBeNull();
  });
});

describe('the orders screen with a confirmed order', () => {
  it('shows the status badge and the shortfalls in the list', async () => {
    await db.orders.put(CONFIRMED);
    renderPage('/shop/bestellungen');
    const item = await screen.findByTestId('order-item');
    expect(within(item).getByTestId('order-status').textContent).toBe('unterwegs');
    expect(within(item).getByTestId('order-status').querySelector('svg')).not.toBeNull();
    expect(within(item).getByTestId('order-shortfalls').textContent).toBe(
      '1 Position mit Nachlieferung, 1 nicht lieferbar',
    );
  });

  it('shows the timeline with times and, per line, the confirmed parts', async () => {
    await db.orders.put(CONFIRMED);
    renderPage(`/shop/bestellungen?order=${CONFIRMED.id}`);
    const detail = await screen.findByTestId('order-detail');
    const steps = within(detail).getAllByTestId('order-timeline-step');
    expect(steps.map((s) => s.textContent)).toEqual([
      `übermittelt${formatDateTime('2026-12-07T07:00:00.000Z')}`,
      `bestätigt${formatDateTime('2026-12-07T07:05:00.000Z')}`,
      `kommissioniert${formatDateTime('2026-12-07T08:40:00.000Z')}`,
      `unterwegs mit Tour 2 – 10:30${formatDateTime('2026-12-07T09:00:00.000Z')}`,
    ]);
    expect(within(detail).getByTestId('order-erp-no').textContent).toContain('A-2026-0815');

    const cells = within(detail).getAllByTestId('order-line-confirmed');
    expect(cells.map((c) => c.textContent)).toEqual([
      '3 × kommt mit Tour 2 – 10:30',
      '',
      '1 × kommt mit Tour 2 – 10:301 × Nachlieferung am 09.12.2026',
      '1 × nicht lieferbar: LieferengpassErsatzartikel PZN 3845264',
    ]);
    // Each part carries its kind in words and an icon, not only a colour.
    const parts = within(detail).getAllByTestId('order-line-part');
    expect(parts.map((p) => p.dataset['kind'])).toEqual([
      'normal',
      'normal',
      'nachlieferung',
      'nicht_lieferbar',
    ]);
    for (const part of parts) expect(part.querySelector('svg')).not.toBeNull();

    const note = within(detail).getByTestId('order-delivery-note');
    expect(note.textContent).toBe('Lieferschein LS-4711');
    expect(note.getAttribute('href')).toBe('/analytics/order-archive?period=all&q=LS-4711');
  });

  it('reads an order stored before the answers existed (no such fields on the device)', async () => {
    const {
      erpOrderNo: _no,
      statusHistory: _history,
      confirmation: _confirmation,
      deliveryNoteNo: _note,
      ...old
    } = CONFIRMED;
    await db.orders.put({ ...old, status: 'uebermittelt' } as OrderRow);
    renderPage(`/shop/bestellungen?order=${CONFIRMED.id}`);
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getAllByTestId('order-timeline-step')).toHaveLength(1);
    expect(within(detail).getByTestId('order-unconfirmed')).toBeTruthy();
  });

  it('says an unconfirmed order is still open, without a confirmation column', async () => {
    await db.orders.put({
      ...CONFIRMED,
      status: 'uebermittelt',
      statusHistory: [],
      confirmation: null,
      erpOrderNo: null,
      deliveryNoteNo: null,
    });
    renderPage(`/shop/bestellungen?order=${CONFIRMED.id}`);
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByTestId('order-unconfirmed')).toBeTruthy();
    expect(within(detail).queryAllByTestId('order-line-confirmed')).toHaveLength(0);
    expect(within(detail).getAllByTestId('order-timeline-step')).toHaveLength(1);
    expect(screen.queryByTestId('order-shortfalls')).toBeNull();
    const toggle = screen.getByTestId('order-details-toggle');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
  });
});
