// Batch documentation (issue 14): the search over the local delivery lines (PZN or batch,
// prefixes, only what arrived, only the current customer, newest first) and the screen (empty
// state, 'Keine Treffer', the result table, print) over a real (fake-indexeddb) database.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryLineRow } from '../../../modules/analytics/contract';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { BatchDocumentationPage } from '../../../modules/analytics/ui/BatchDocumentationPage';
import {
  BATCH_RESULTS_MAX,
  normalizeBatchQuery,
  searchBatches,
} from '../../../modules/analytics/ui/batchSearch';
import { freshDb, LK, uuid } from '../db/support';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';
import { DomainConfigProvider } from '../../../src/platform/DomainConfigContext';
import { DomainConfigStore } from '../../../src/platform/domainConfigStore';

// The printed header asks the domain config for the customer number; none is loaded here.
const domainConfig = new DomainConfigStore({ domainConfig: () => Promise.reject(new Error()) });
import { analyticsTexts } from '../../../modules/analytics/texts';

const t = analyticsTexts.batch;
let n = 0;

function line(over: Partial<DeliveryLineRow> = {}): DeliveryLineRow {
  n += 1;
  return {
    id: uuid(1000 + n),
    lieferkundeNr: LK,
    noteId: uuid(900),
    noteNo: 'LS40000001',
    day: '2026-03-02',
    position: 1,
    pzn: '2441234',
    name: 'Amoxicillin 1000 mg Filmtabletten',
    quantityOrdered: 2,
    quantityDelivered: 2,
    unitPriceCents: 845,
    vatRate: 10,
    batch: 'K7P2X91',
    expiry: '2028-05-31',
    state: 'delivered',
    manufacturer: 'Alpenpharm Arzneimittel GmbH',
    statCategory: 'standard',
    version: String(n),
    ...over,
  };
}

let db: PortalDb;

beforeEach(async () => {
  db = await freshDb();
  userDb.current.set(db);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
  vi.restoreAllMocks();
});

describe('searchBatches', () => {
  it('normalises what was typed or scanned', () => {
    expect(normalizeBatchQuery(' k7p 2x9 ')).toBe('K7P2X9');
  });

  it('finds a batch by its beginning, in any case, newest first', async () => {
    await db.deliveryLines.bulkPut([
      line({ id: uuid(1), day: '2026-01-10', noteNo: 'LS1' }),
      line({ id: uuid(2), day: '2026-02-10', noteNo: 'LS2', quantityDelivered: 1 }),
      line({ id: uuid(3), batch: 'ZZZ0001', noteNo: 'LS3' }),
    ]);
    const answer = await searchBatches(db, LK, 'k7p');
    expect(answer.hits.map((h) => h.noteNo)).toEqual(['LS2', 'LS1']);
    expect(answer).toMatchObject({ total: 2, packs: 3 });
  });

  it('finds an article by its PZN, also digits that start a batch', async () => {
    await db.deliveryLines.bulkPut([
      line({ id: uuid(1), pzn: '2441234', batch: 'AAA1111' }),
      line({ id: uuid(2), pzn: '5550000', batch: '2441999' }),
      line({ id: uuid(3), pzn: '9999999', batch: 'BBB' }),
    ]);
    const answer = await searchBatches(db, LK, '2441');
    expect(answer.hits.map((h) => h.id).sort()).toEqual([uuid(1), uuid(2)]);
  });

  it('leaves out lines that brought nothing, other customers, and short queries', async () => {
    await db.deliveryLines.bulkPut([
      line({ id: uuid(1), state: 'backordered', quantityDelivered: 0, batch: null, expiry: null }),
      line({ id: uuid(2), lieferkundeNr: 999 }),
      line({ id: uuid(3) }),
    ]);
    expect((await searchBatches(db, LK, '2441234')).hits.map((h) => h.id)).toEqual([uuid(3)]);
    expect((await searchBatches(db, LK, 'K7P2X91')).hits.map((h) => h.id)).toEqual([uuid(3)]);
    expect((await searchBatches(db, 999, '2441')).hits.map((h) => h.id)).toEqual([uuid(2)]);
    expect((await searchBatches(db, LK, 'K7')).total).toBe(0);
  });

  it('counts every hit but lists at most the newest BATCH_RESULTS_MAX', async () => {
    await db.deliveryLines.bulkPut(
      Array.from({ length: BATCH_RESULTS_MAX + 5 }, (_, i) =>
        line({ id: uuid(10_000 + i), quantityDelivered: 1 }),
      ),
    );
    const answer = await searchBatches(db, LK, 'K7P2X91');
    expect(answer.total).toBe(BATCH_RESULTS_MAX + 5);
    expect(answer.hits).toHaveLength(BATCH_RESULTS_MAX);
    expect(answer.packs).toBe(BATCH_RESULTS_MAX + 5);
  });
});

function renderPage(initial = '/analytics/batch-documentation') {
  const user = makeUser({ roles: ['User', 'Dokument Chargendokumentation'] });
  const rootRoute = sessionRootRoute(user);
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/analytics/batch-documentation',
    validateSearch: (search: Record<string, unknown>) =>
      typeof search['q'] === 'string' ? { q: search['q'] } : {},
    component: function Page() {
      const { q } = pageRoute.useSearch() as { q?: string };
      const navigate = pageRoute.useNavigate();
      return (
        <BatchDocumentationPage
          query={q ?? ''}
          onQuery={(next) => void navigate({ search: next ? { q: next } : {} })}
        />
      );
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [initial] }),
  });
  render(
    <DomainConfigProvider store={domainConfig}>
      <RouterProvider router={router} />
    </DomainConfigProvider>,
  );
  return router;
}

describe('BatchDocumentationPage', () => {
  it('asks for a PZN or batch first, then says when nothing matched', async () => {
    await db.deliveryLines.put(line());
    renderPage();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    const input = screen.getByRole('searchbox', { name: t.searchLabel });
    fireEvent.change(input, { target: { value: 'k7' } });
    expect((await screen.findByRole('status')).textContent).toBe(t.tooShort);
    fireEvent.change(input, { target: { value: 'XYZ9' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.noHits('XYZ9')));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: t.print }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the deliveries of a batch with article, PZN, expiry, quantity, note and day', async () => {
    await db.deliveryLines.bulkPut([
      line({ id: uuid(1), day: '2026-01-10', noteNo: 'LS40000007', quantityDelivered: 3 }),
      line({ id: uuid(2), day: '2026-02-11', noteNo: 'LS40000042' }),
    ]);
    const router = renderPage('/analytics/batch-documentation?q=k7p2x91');
    const table = await screen.findByRole('table', { name: t.caption('K7P2X91') });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      [
        'Amoxicillin 1000 mg Filmtabletten',
        '2441234',
        'K7P2X91',
        '31.05.2028',
        '2',
        'LS40000042',
        '11.02.2026',
      ],
      [
        'Amoxicillin 1000 mg Filmtabletten',
        '2441234',
        'K7P2X91',
        '31.05.2028',
        '3',
        'LS40000007',
        '10.01.2026',
      ],
    ]);
    expect(screen.getByRole('status').textContent).toBe(t.found(2, 5));

    // Enter keeps the query in the address; print opens the browser's dialog.
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'K7P2X91' }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: t.print }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says when this device holds no delivery data yet', async () => {
    renderPage();
    expect(await screen.findByText(t.noData)).toBeTruthy();
  });

  it("says so too when it holds only another customer's deliveries (issue 26)", async () => {
    await db.deliveryLines.put(line({ lieferkundeNr: 999 }));
    renderPage('/analytics/batch-documentation?q=k7p2x91');
    expect(await screen.findByText(t.noData)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
