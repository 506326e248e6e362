// Document search (issue 14): the search over the local notes, lines and invoices (date range,
// number, PZN, article name, kinds by role, only the current customer) and the screen (kinds
// offered by role, 'Keine Dokumente', opening a PDF, the offline message) over fake-indexeddb.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  DeliveryLineRow,
  DeliveryNoteRow,
  InvoiceRow,
} from '../../../modules/analytics/contract';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { DocumentsPage } from '../../../modules/analytics/ui/DocumentsPage';
import { openDocument } from '../../../modules/analytics/ui/documentCopies';
import { searchDocuments } from '../../../modules/analytics/ui/documentSearch';
import { freshDb, markFirstPulled, LK, uuid } from '../db/support';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';
import { analyticsTexts } from '../../../modules/analytics/texts';

const t = analyticsTexts.documents;
const ALL = ['delivery', 'dtp', 'invoice', 'credit'] as const;

const note = (i: number, over: Partial<DeliveryNoteRow> = {}): DeliveryNoteRow => ({
  id: uuid(100 + i),
  lieferkundeNr: LK,
  noteNo: `LS4000000${i}`,
  orderNo: `S00300000${i}`,
  channel: 'software',
  dtp: false,
  day: `2026-10-0${i}`,
  lineCount: 1,
  netCents: 1000,
  vatCents: 100,
  version: String(i),
  ...over,
});
const line = (i: number, over: Partial<DeliveryLineRow> = {}): DeliveryLineRow => ({
  id: uuid(200 + i),
  lieferkundeNr: LK,
  noteId: uuid(100 + i),
  noteNo: `LS4000000${i}`,
  day: `2026-10-0${i}`,
  position: 1,
  pzn: `244123${i}`,
  name: i === 2 ? 'Ölbad Kamille' : 'Amoxicillin 1000 mg',
  quantityOrdered: 1,
  quantityDelivered: 1,
  unitPriceCents: 1000,
  vatRate: 10,
  batch: 'K7P2X91',
  expiry: '2028-05-31',
  state: 'delivered',
  manufacturer: 'Alpenpharm Arzneimittel GmbH',
  statCategory: 'standard',
  version: String(i),
  ...over,
});
const invoice = (over: Partial<InvoiceRow> = {}): InvoiceRow => ({
  id: uuid(300),
  lieferkundeNr: LK,
  kind: 'invoice',
  docNo: 'RE70000001',
  day: '2026-10-15',
  noteNos: ['LS40000001', 'LS40000002'],
  text: '',
  netCents: 2000,
  vatCents: 200,
  grossCents: 2200,
  version: '1',
  ...over,
});

let db: PortalDb;
beforeEach(async () => {
  db = await freshDb();
  // What the screens show has had its first pull (issue 27).
  await markFirstPulled(db);
  userDb.current.set(db);
  await db.deliveryNotes.bulkPut([
    note(1),
    note(2),
    note(3, { dtp: true }),
    note(4, { lieferkundeNr: LK + 1 }),
  ]);
  await db.deliveryLines.bulkPut([line(1), line(2), line(3), line(4, { lieferkundeNr: LK + 1 })]);
  await db.invoices.bulkPut([
    invoice(),
    invoice({
      id: uuid(301),
      kind: 'credit',
      docNo: 'GS70000002',
      day: '2026-10-05',
      noteNos: ['LS40000002'],
      text: 'Retoure beschädigte Packung: Ölbad Kamille',
      netCents: -1000,
      vatCents: -100,
      grossCents: -1100,
    }),
  ]);
});
afterEach(() => {
  userDb.current.set(null);
  vi.restoreAllMocks();
});

const q = (text: string, kinds: readonly (typeof ALL)[number][] = ALL, from = '', to = '') => ({
  text,
  kinds,
  from,
  to,
});
const numbers = async (query: ReturnType<typeof q>) =>
  (await searchDocuments(db, LK, query)).hits.map((h) => h.number);

describe('searchDocuments', () => {
  it("lists the customer's documents newest first, each kind as asked", async () => {
    expect(await numbers(q(''))).toEqual([
      'RE70000001',
      'GS70000002',
      'LS40000003',
      'LS40000002',
      'LS40000001',
    ]);
    expect(await numbers(q('', ['dtp']))).toEqual(['LS40000003']);
    expect(await numbers(q('', ['delivery']))).toEqual(['LS40000002', 'LS40000001']);
    expect(await numbers(q('', []))).toEqual([]);
  });

  it('finds by number, PZN and article name, and the invoices covering them', async () => {
    expect(await numbers(q('ls40000002'))).toEqual(['RE70000001', 'GS70000002', 'LS40000002']);
    expect(await numbers(q('RE7'))).toEqual(['RE70000001']);
    expect(await numbers(q('2441231'))).toEqual(['RE70000001', 'LS40000001']);
    expect(await numbers(q('ölbad'))).toEqual(['RE70000001', 'GS70000002', 'LS40000002']);
    // Another customer's PZN finds nothing here.
    expect(await numbers(q('2441234'))).toEqual([]);
  });

  it("leaves out another customer's notes, lines and invoices on the device (issue 26)", async () => {
    await db.invoices.put(
      invoice({
        id: uuid(302),
        lieferkundeNr: LK + 1,
        docNo: 'RE79999999',
        noteNos: ['LS40000004'],
      }),
    );
    expect(await numbers(q('', ALL, '2026-10-01', '2026-10-31'))).not.toContain('RE79999999');
    expect(await numbers(q('', ALL, '2026-10-01', '2026-10-31'))).not.toContain('LS40000004');
    expect(await numbers(q('LS40000004'))).toEqual([]);
    expect(await numbers(q('amoxicillin', ['delivery']))).toEqual(['LS40000001']);
    const theirs = await searchDocuments(db, LK + 1, q('2441234'));
    expect(theirs.hits.map((h) => h.number)).toEqual(['RE79999999', 'LS40000004']);
  });

  it('keeps to the date range', async () => {
    expect(await numbers(q('', ALL, '2026-10-02', '2026-10-05'))).toEqual([
      'GS70000002',
      'LS40000003',
      'LS40000002',
    ]);
    expect(await numbers(q('', ALL, '2026-10-05', '2026-10-01'))).toEqual([]);
  });
});

describe('openDocument', () => {
  it('says so when offline and the document was never opened', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await openDocument('u1', 'delivery', uuid(101), failing)).toEqual({
      ok: false,
      reason: 'offline-never-opened',
    });
  });

  it('maps refusals and missing documents', async () => {
    const answer = (status: number) => vi.fn(() => Promise.resolve(new Response('', { status })));
    expect(await openDocument('u1', 'invoice', uuid(300), answer(403))).toMatchObject({
      reason: 'refused',
    });
    expect(await openDocument('u1', 'invoice', uuid(300), answer(404))).toMatchObject({
      reason: 'missing',
    });
  });
});

function renderPage(roles: string[]) {
  const user = makeUser({ roles: ['User', ...roles], features: ['Dokumentensuche'] });
  const rootRoute = sessionRootRoute(user);
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/analytics/documents',
    component: DocumentsPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/analytics/documents'] }),
  });
  render(<RouterProvider router={router} />);
}

describe('the documents screen', () => {
  it('shows only the kinds of the roles and searches all dates', async () => {
    renderPage(['Dokumente Lieferschein']);
    const page = await screen.findByTestId('documents-page');
    fireEvent.change(within(page).getByLabelText(t.from), { target: { value: '2026-01-01' } });
    fireEvent.click(within(page).getByRole('button', { name: t.search }));
    await waitFor(() => expect(screen.getAllByTestId('document-row')).toHaveLength(2));
    expect(screen.queryByText('RE70000001')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(t.found(2));
    // One kind: no kind checkboxes.
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("says 'Keine Dokumente' and offers every kind to all three roles", async () => {
    renderPage(['Dokumente Lieferschein', 'Dokumente DTP Lieferschein', 'Dokumente Rechnung']);
    const page = await screen.findByTestId('documents-page');
    expect(within(page).getAllByRole('checkbox')).toHaveLength(4);
    fireEvent.change(within(page).getByLabelText(t.from), { target: { value: '2026-01-01' } });
    fireEvent.change(within(page).getByLabelText(t.textLabel), { target: { value: 'XYZ999' } });
    fireEvent.click(within(page).getByRole('button', { name: t.search }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(t.none));
  });

  it("says the device holds no documents when only another customer's are there (issue 26)", async () => {
    await db.deliveryNotes.where('lieferkundeNr').equals(LK).delete();
    renderPage(['Dokumente Lieferschein']);
    expect(await screen.findByText(t.noData)).toBeTruthy();
  });

  it('names the missing offline copy when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(['Dokumente Rechnung']);
    const page = await screen.findByTestId('documents-page');
    fireEvent.change(within(page).getByLabelText(t.from), { target: { value: '2026-01-01' } });
    fireEvent.click(within(page).getByRole('button', { name: t.search }));
    const open = await screen.findByRole('button', { name: t.openLabel('Rechnung', 'RE70000001') });
    fireEvent.click(open);
    expect((await screen.findByRole('alert')).textContent).toContain(
      t.errors['offline-never-opened'],
    );
  });
});
