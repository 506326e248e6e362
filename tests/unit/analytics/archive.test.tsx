// The order archive (issue 14): the German CSV builder, the search over the local delivery notes
// and lines (period, channel, note or order number, PZN, article name), and the screen over a
// real (fake-indexeddb) database: list, opening an order with its line states in words,
// reordering selected lines into the primary basket, and the CSV download.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryLineRow, DeliveryNoteRow } from '../../../modules/analytics/contract';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { archiveCsv, periodStart, searchArchive } from '../../../modules/analytics/ui/archive';
import { buildCsv, csvDay, csvEuro } from '../../../src/api/csv';
import { OrderArchivePage } from '../../../modules/analytics/ui/OrderArchivePage';
import {
  archiveFilter,
  archiveSearch,
  parseArchiveSearch,
} from '../../../modules/analytics/ui/archive';
import { basket, freshDb, markFirstPulled, LK, uuid } from '../db/support';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';
import { analyticsTexts } from '../../../modules/analytics/texts';

const t = analyticsTexts.archive;
const TODAY = new Date(2026, 10, 25, 10);

function note(over: Partial<DeliveryNoteRow> = {}): DeliveryNoteRow {
  return {
    id: uuid(1),
    lieferkundeNr: LK,
    noteNo: 'LS40000001',
    orderNo: 'W043000001',
    channel: 'web',
    dtp: false,
    day: '2026-11-20',
    lineCount: 2,
    netCents: 123456,
    vatCents: 12345,
    version: '1',
    ...over,
  };
}

function line(over: Partial<DeliveryLineRow> = {}): DeliveryLineRow {
  return {
    id: uuid(100),
    lieferkundeNr: LK,
    noteId: uuid(1),
    noteNo: 'LS40000001',
    day: '2026-11-20',
    position: 1,
    pzn: '2441234',
    name: 'Amoxicillin 1000 mg Filmtabletten',
    quantityOrdered: 4,
    quantityDelivered: 4,
    unitPriceCents: 845,
    vatRate: 10,
    batch: 'K7P2X91',
    expiry: '2028-05-31',
    state: 'delivered',
    manufacturer: 'Alpenpharm Arzneimittel GmbH',
    statCategory: 'standard',
    version: '1',
    ...over,
  };
}

describe('German CSV', () => {
  it('uses semicolons, a BOM, CRLF and quotes only where needed', () => {
    expect(buildCsv([['a', 'b;c', 'say "hi"', null, 3]])).toBe('\uFEFFa;"b;c";"say ""hi""";;3\r\n');
    expect(csvDay('2026-03-02')).toBe('02.03.2026');
    expect(csvEuro(123456)).toBe('1234,56');
    expect(csvEuro(-5)).toBe('-0,05');
  });
});

let db: PortalDb;

beforeEach(async () => {
  db = await freshDb();
  // What the screens show has had its first pull (issue 27).
  await markFirstPulled(db);
  userDb.current.set(db);
  await db.deliveryNotes.bulkPut([
    note(),
    note({
      id: uuid(2),
      noteNo: 'LS40000002',
      orderNo: 'T043000002',
      channel: 'phone',
      day: '2026-10-01',
    }),
    note({
      id: uuid(3),
      noteNo: 'LS40000003',
      orderNo: 'S043000003',
      channel: 'software',
      day: '2025-02-01',
    }),
    note({ id: uuid(4), lieferkundeNr: 999, noteNo: 'LS49999999' }),
  ]);
  await db.deliveryLines.bulkPut([
    line(),
    line({
      id: uuid(101),
      position: 2,
      pzn: '5550001',
      name: 'Ibuprofen 400 mg; Filmtabletten',
      quantityOrdered: 5,
      quantityDelivered: 0,
      state: 'backordered',
      batch: null,
      expiry: null,
    }),
    line({
      id: uuid(102),
      noteId: uuid(2),
      noteNo: 'LS40000002',
      day: '2026-10-01',
      pzn: '7654321',
      name: 'Paracetamol',
    }),
  ]);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
  vi.restoreAllMocks();
});

describe('searchArchive', () => {
  const find = async (over: Partial<Parameters<typeof searchArchive>[2]> = {}) =>
    (await searchArchive(db, LK, { period: 'all', channel: 'all', query: '', ...over }, TODAY)).map(
      (n) => n.noteNo,
    );

  it('keeps the period and channel, newest first, only this customer', async () => {
    expect(periodStart('30', TODAY)).toBe('2026-10-27');
    expect(await find()).toEqual(['LS40000001', 'LS40000002', 'LS40000003']);
    expect(await find({ period: '90' })).toEqual(['LS40000001', 'LS40000002']);
    expect(await find({ period: '30' })).toEqual(['LS40000001']);
    expect(await find({ channel: 'software' })).toEqual(['LS40000003']);
  });

  it('finds by note or order number, PZN and part of an article name', async () => {
    expect(await find({ query: 'ls40000002' })).toEqual(['LS40000002']);
    expect(await find({ query: 's043' })).toEqual(['LS40000003']);
    expect(await find({ query: '555' })).toEqual(['LS40000001']);
    expect(await find({ query: 'paraceta' })).toEqual(['LS40000002']);
    expect(await find({ query: 'zzz' })).toEqual([]);
  });

  it("leaves out another customer's notes on the device, by number, PZN and name (issue 26)", async () => {
    await db.deliveryLines.put(
      line({ id: uuid(103), lieferkundeNr: 999, noteId: uuid(4), noteNo: 'LS49999999' }),
    );
    expect(await find({ query: 'LS4999' })).toEqual([]);
    expect(await find({ query: '2441234' })).toEqual(['LS40000001']);
    expect(await find({ query: 'amoxi' })).toEqual(['LS40000001']);
    const theirs = await searchArchive(
      db,
      999,
      { period: 'all', channel: 'all', query: '2441' },
      TODAY,
    );
    expect(theirs.map((n) => n.noteNo)).toEqual(['LS49999999']);
  });

  it('exports the lines as German CSV', async () => {
    const notes = await searchArchive(db, LK, { period: '30', channel: 'all', query: '' }, TODAY);
    const text = await archiveCsv(db, notes);
    const rows = text.slice(1).split('\r\n');
    expect(rows[0]).toBe(
      'Auftragsnummer;Bestellweg;Lieferschein;Lieferdatum;Position;PZN;Artikel;Menge bestellt;Menge geliefert;Status;AEP (EUR);Netto geliefert (EUR);USt (%);Charge;Verfall',
    );
    expect(rows[1]).toBe(
      'W043000001;Webshop;LS40000001;20.11.2026;1;2441234;Amoxicillin 1000 mg Filmtabletten;4;4;Geliefert;8,45;33,80;10;K7P2X91;31.05.2028',
    );
    expect(rows[2]).toBe(
      'W043000001;Webshop;LS40000001;20.11.2026;2;5550001;"Ibuprofen 400 mg; Filmtabletten";5;0;Im Rückstand;8,45;0,00;10;;',
    );
    expect(rows).toHaveLength(4);
  });
});

function renderPage(url = '/analytics/order-archive') {
  const user = makeUser({ roles: ['User', 'Auftrag', 'Auftragsarchiv'] });
  const rootRoute = sessionRootRoute(user);
  // Wired as modules/analytics/routes/analytics.order-archive.tsx wires it: the filters live in the URL.
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/analytics/order-archive',
    validateSearch: parseArchiveSearch,
    component: function Archive() {
      const search = pageRoute.useSearch();
      const navigate = pageRoute.useNavigate();
      return (
        <OrderArchivePage
          filter={archiveFilter(search)}
          onFilter={(next) => void navigate({ search: archiveSearch(next), replace: true })}
        />
      );
    },
  });
  const basketRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/shop/warenkorb/$id',
    component: function Opened() {
      const { id } = basketRoute.useParams();
      return <p data-testid="basket-opened">{id}</p>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, basketRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('OrderArchivePage', () => {
  // The default period counts back from the device's day: only Date is faked.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists, opens an order with its states in words, and reorders selected lines', async () => {
    await db.baskets.put(
      basket({ id: uuid(500), kind: 'warenkorb', primary: true, label: 'Haupt' }),
    );
    renderPage();
    const list = await screen.findByRole('table', { name: t.caption });
    expect(within(list).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe(t.found(2));

    fireEvent.change(screen.getByRole('combobox', { name: t.channelLabel }), {
      target: { value: 'phone' },
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.found(1)));
    fireEvent.change(screen.getByRole('combobox', { name: t.channelLabel }), {
      target: { value: 'all' },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: t.openLabel('W043000001', '20.11.2026') }),
    );
    const lines = await screen.findByRole('table', { name: t.linesCaption('W043000001') });
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.children[6]?.textContent)).toEqual([
      `✓${t.states.delivered}`,
      `⏱${t.states.backordered}`,
    ]);
    fireEvent.click(
      screen.getByRole('checkbox', { name: t.selectLine('Ibuprofen 400 mg; Filmtabletten') }),
    );
    const button = screen.getByRole('button', { name: t.reorderSelected(1) });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByTestId('basket-opened')).textContent).toBe(uuid(500));
    const outbox = await db.outbox.toArray();
    expect(outbox.map((m) => m.name)).toEqual(['basket.addRows']);
    expect(outbox[0]?.args).toMatchObject({
      basketId: uuid(500),
      rows: [{ pzn: '5550001', quantity: 5 }],
    });
  });

  it('takes its filters from the URL and writes changes back to it', async () => {
    const router = renderPage('/analytics/order-archive?channel=phone&period=nonsense');
    // The channel applies; the unknown period falls back to three months.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.found(1)));
    expect((screen.getByRole('combobox', { name: t.periodLabel }) as HTMLSelectElement).value).toBe(
      '90',
    );
    fireEvent.change(screen.getByRole('combobox', { name: t.periodLabel }), {
      target: { value: '365' },
    });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ channel: 'phone', period: '365' }),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: t.searchLabel }), {
      target: { value: 'W043' },
    });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        channel: 'phone',
        period: '365',
        q: 'W043',
      }),
    );
    fireEvent.change(screen.getByRole('combobox', { name: t.channelLabel }), {
      target: { value: 'all' },
    });
    await waitFor(() => expect(router.state.location.search).toEqual({ period: '365', q: 'W043' }));
  });

  it('downloads the matching orders as CSV', async () => {
    const created = vi.fn((_: Blob) => 'blob:csv');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: t.exportCsv }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const blob = created.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    // The announcement follows the download's click in the next render.
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(t.exported(2)));
    vi.unstubAllGlobals();
  });

  it('says when the device holds no orders yet', async () => {
    await db.deliveryNotes.clear();
    renderPage();
    expect(await screen.findByText(t.noData)).toBeTruthy();
  });

  it("says so too when the device holds only another customer's orders (issue 26)", async () => {
    await db.deliveryNotes.clear();
    await db.deliveryNotes.put(note({ id: uuid(4), lieferkundeNr: 999, noteNo: 'LS49999999' }));
    renderPage();
    expect(await screen.findByText(t.noData)).toBeTruthy();
  });
});
