// The delivery pharmacy (Lieferapotheke, issue 14): the pure rules (periods, the institutions'
// figures, monthly totals, the search) and the screen over a real (fake-indexeddb) database:
// institutions as cards, selecting one lists its deliveries, a delivery opens with its lines,
// the monthly totals, the CSV, and the empty state.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  SupplyDeliveryLineRow,
  SupplyDeliveryRow,
  SupplyRecipientRow,
} from '../../../modules/deliveryPharmacy/contract';
import { formatEuro } from '../../../src/catalogue/money';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import {
  DeliveryPharmacyPage,
  type DeliveryPharmacyState,
} from '../../../modules/deliveryPharmacy/ui/DeliveryPharmacyPage';
import {
  matchDeliveries,
  monthlyTotals,
  recipientFigures,
  searchSupplyDeliveries,
  supplyCsv,
  supplyPeriodStart,
  yearChange,
} from '../../../modules/deliveryPharmacy/ui/deliveryPharmacy';
import { Route } from '../../../modules/deliveryPharmacy/routes/analytics.delivery-pharmacy';
import { freshDb, LK, uuid } from '../db/support';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';
import { DomainConfigProvider } from '../../../src/platform/DomainConfigContext';
import { DomainConfigStore } from '../../../src/platform/domainConfigStore';

// The printed header asks the domain config for the customer number; none is loaded here.
const domainConfig = new DomainConfigStore({ domainConfig: () => Promise.reject(new Error()) });
import { deliveryPharmacyDe } from '../../../modules/deliveryPharmacy/texts.de';

const t = deliveryPharmacyDe;
const TODAY = new Date(2026, 10, 25, 10);
const HOME = uuid(1);
const PRACTICE = uuid(2);

function recipient(over: Partial<SupplyRecipientRow> = {}): SupplyRecipientRow {
  return {
    id: HOME,
    lieferkundeNr: LK,
    name: 'Seniorenwohnhaus St. Anna',
    kind: 'careHome',
    street: 'Lindenallee 4',
    postalCode: '1010',
    city: 'Wien',
    contractNo: 'VV-2019-0001',
    since: '2019-03-01',
    version: '1',
    ...over,
  };
}

function delivery(over: Partial<SupplyDeliveryRow> = {}): SupplyDeliveryRow {
  return {
    id: uuid(10),
    lieferkundeNr: LK,
    recipientId: HOME,
    noteNo: 'LS60000010',
    day: '2026-11-20',
    supply: 'blister',
    lineCount: 2,
    packs: 5,
    netCents: 10_000,
    vatCents: 1_000,
    version: '1',
    ...over,
  };
}

function line(over: Partial<SupplyDeliveryLineRow> = {}): SupplyDeliveryLineRow {
  return {
    id: uuid(100),
    lieferkundeNr: LK,
    deliveryId: uuid(10),
    recipientId: HOME,
    day: '2026-11-20',
    position: 1,
    pzn: '2441234',
    name: 'Metformin 500 mg Filmtabletten',
    quantity: 3,
    unitPriceCents: 2_000,
    vatRate: 10,
    version: '1',
    ...over,
  };
}

const DELIVERIES = [
  delivery(),
  delivery({
    id: uuid(11),
    noteNo: 'LS60000011',
    day: '2026-10-01',
    supply: 'ward',
    lineCount: 1,
    packs: 2,
    netCents: 4_000,
  }),
  // Last year, before and after 25 November: only the first counts against this year.
  delivery({ id: uuid(12), noteNo: 'LS60000012', day: '2025-06-01', netCents: 7_000 }),
  delivery({ id: uuid(13), noteNo: 'LS60000013', day: '2025-12-01', netCents: 9_000 }),
  delivery({
    id: uuid(14),
    recipientId: PRACTICE,
    noteNo: 'LS60000014',
    day: '2026-11-18',
    supply: 'ward',
  }),
];
const LINES = [
  line(),
  line({
    id: uuid(101),
    position: 2,
    pzn: '5550001',
    name: 'Pantoprazol 40 mg; magensaftresistent',
    quantity: 2,
  }),
  line({ id: uuid(102), deliveryId: uuid(11), day: '2026-10-01', pzn: '7654321', name: 'Verband' }),
];

describe('the rules', () => {
  it('counts periods back from the device day, the day itself included', () => {
    expect(supplyPeriodStart('30', TODAY)).toBe('2026-10-27');
    expect(supplyPeriodStart('90', TODAY)).toBe('2026-08-28');
    expect(supplyPeriodStart('730', TODAY)).toBe('2024-11-26');
  });

  it("gives each institution its last 30 days and this year's value against last year's", () => {
    const figures = recipientFigures(
      [recipient(), recipient({ id: PRACTICE, name: 'Ordination Dr. Eder', kind: 'practice' })],
      DELIVERIES,
      TODAY,
    );
    expect(figures.map((f) => f.recipient.name)).toEqual([
      'Ordination Dr. Eder',
      'Seniorenwohnhaus St. Anna',
    ]);
    const home = figures[1];
    expect(home).toMatchObject({ last30: 1, thisYearCents: 14_000, lastYearCents: 7_000 });
    expect(home && yearChange(home)).toBe(1);
    const practice = figures[0];
    expect(practice).toMatchObject({ last30: 1, thisYearCents: 10_000, lastYearCents: 0 });
    expect(practice && yearChange(practice)).toBeNull();
  });

  it('sums per month, newest first, split into blisters and ward stock', () => {
    const { months, sum } = monthlyTotals(DELIVERIES.filter((d) => d.recipientId === HOME));
    expect(months.map((m) => m.month)).toEqual(['2026-11', '2026-10', '2025-12', '2025-06']);
    expect(months[1]).toMatchObject({
      deliveries: 1,
      lines: 1,
      packs: 2,
      blisterCents: 0,
      wardCents: 4_000,
      netCents: 4_000,
    });
    expect(sum).toMatchObject({ deliveries: 4, netCents: 30_000, blisterCents: 26_000 });
  });

  it('finds by note number, PZN prefix and article name; newest first', () => {
    const home = DELIVERIES.filter((d) => d.recipientId === HOME);
    const find = (q: string) => matchDeliveries(home, LINES, q).map((d) => d.noteNo);
    expect(find('')).toEqual(['LS60000010', 'LS60000011', 'LS60000013', 'LS60000012']);
    expect(find('ls6000001 1')).toEqual(['LS60000011']);
    expect(find('555')).toEqual(['LS60000010']);
    expect(find('verb')).toEqual(['LS60000011']);
    expect(find('PANTO')).toEqual(['LS60000010']);
    // Two letters are too few for a name, and match no note number.
    expect(find('me')).toEqual([]);
  });
});

describe('the address', () => {
  it('keeps a valid institution id and period, and drops each invalid one on its own', () => {
    const validate = Route.options.validateSearch as (search: Record<string, unknown>) => unknown;
    expect(validate({ recipient: HOME, period: 730 })).toEqual({ recipient: HOME, period: 730 });
    expect(validate({ period: '365' })).toEqual({ period: 365 });
    expect(validate({ recipient: 'x', period: 7 })).toEqual({});
    expect(validate({ recipient: HOME, period: 'all' })).toEqual({ recipient: HOME });
  });
});

let db: PortalDb;

beforeEach(async () => {
  db = await freshDb();
  userDb.current.set(db);
  await db.supplyRecipients.bulkPut([
    recipient(),
    recipient({ id: PRACTICE, name: 'Ordination Dr. Eder', kind: 'practice' }),
    recipient({ id: uuid(3), lieferkundeNr: 999, name: 'Fremdes Heim' }),
  ]);
  await db.supplyDeliveries.bulkPut(DELIVERIES);
  await db.supplyDeliveryLines.bulkPut(LINES);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
  vi.restoreAllMocks();
});

describe('searchSupplyDeliveries and the CSV', () => {
  it("reads one institution's period from the local database", async () => {
    const found = await searchSupplyDeliveries(db, HOME, { period: '90', query: '' }, TODAY);
    expect(found.map((d) => d.noteNo)).toEqual(['LS60000010', 'LS60000011']);
    const byName = await searchSupplyDeliveries(db, HOME, { period: '730', query: 'metf' }, TODAY);
    expect(byName.map((d) => d.noteNo)).toEqual(['LS60000010']);
  });

  it('writes one German CSV row per line', async () => {
    const found = await searchSupplyDeliveries(db, HOME, { period: '30', query: '' }, TODAY);
    const rows = (await supplyCsv(db, recipient(), found)).slice(1).split('\r\n');
    expect(rows[0]).toBe(
      'Einrichtung;Lieferschein;Datum;Art;Position;PZN;Artikel;Menge;AEP (EUR);Netto (EUR);USt. (%)',
    );
    expect(rows[1]).toBe(
      'Seniorenwohnhaus St. Anna;LS60000010;20.11.2026;Patientenindividuell (Blister);1;2441234;Metformin 500 mg Filmtabletten;3;20,00;60,00;10',
    );
    expect(rows[2]).toBe(
      'Seniorenwohnhaus St. Anna;LS60000010;20.11.2026;Patientenindividuell (Blister);2;5550001;"Pantoprazol 40 mg; magensaftresistent";2;20,00;40,00;10',
    );
    expect(rows).toHaveLength(4);
  });
});

function renderPage(initial: DeliveryPharmacyState = { period: '90' }) {
  const user = makeUser({ roles: ['User', 'Lieferapotheke'] });
  const rootRoute = sessionRootRoute(user);
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/analytics/delivery-pharmacy',
    component: function Page() {
      const [state, setState] = useState(initial);
      return <DeliveryPharmacyPage state={state} onState={setState} today={TODAY} />;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/analytics/delivery-pharmacy'] }),
  });
  render(
    <DomainConfigProvider store={domainConfig}>
      <RouterProvider router={router} />
    </DomainConfigProvider>,
  );
}

describe('DeliveryPharmacyPage', () => {
  it('shows the institutions, lists a selected one, opens a delivery and its lines', async () => {
    renderPage();
    const cards = await screen.findAllByTestId('supply-recipient');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Ordination Dr. Eder',
      'Seniorenwohnhaus St. Anna',
    ]);
    const home = cards[1] as HTMLElement;
    expect(within(home).getByText(t.last30(1))).toBeTruthy();
    // The arrow is decoration (aria-hidden); the words carry the direction.
    expect(home.textContent).toContain(
      `▲ ${t.change(new Intl.NumberFormat('de-DE', { style: 'percent' }).format(1), true)}`,
    );
    expect(screen.queryByText('Fremdes Heim')).toBeNull();

    const select = screen.getByRole('button', { name: t.selectLabel('Seniorenwohnhaus St. Anna') });
    fireEvent.click(select);
    const heading = await screen.findByRole('heading', {
      name: t.deliveriesTitle('Seniorenwohnhaus St. Anna'),
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(select.getAttribute('aria-pressed')).toBe('true');
    const list = await screen.findByRole('table', {
      name: t.caption('Seniorenwohnhaus St. Anna'),
    });
    expect(within(list).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe(t.found(2, formatEuro(14_000)));

    const monthly = screen.getByRole('table', {
      name: t.monthlyCaption('Seniorenwohnhaus St. Anna'),
    });
    expect(within(monthly).getAllByRole('row')).toHaveLength(6);

    fireEvent.change(screen.getByRole('searchbox', { name: t.searchLabel }), {
      target: { value: 'verb' },
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(t.found(1, formatEuro(4_000))),
    );
    fireEvent.change(screen.getByRole('combobox', { name: t.periodLabel }), {
      target: { value: '30' },
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.noHits));

    fireEvent.change(screen.getByRole('searchbox', { name: t.searchLabel }), {
      target: { value: '' },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: t.openLabel('LS60000010', '20.11.2026') }),
    );
    const lines = await screen.findByRole('table', { name: t.linesCaption('LS60000010') });
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.children[1]?.textContent)).toEqual([
      'Metformin 500 mg Filmtabletten',
      'Pantoprazol 40 mg; magensaftresistent',
    ]);
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe(t.detailTitle('LS60000010')),
    );
    fireEvent.click(screen.getByRole('button', { name: t.back }));
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        t.openLabel('LS60000010', '20.11.2026'),
      ),
    );
  });

  it('downloads the listed deliveries as CSV', async () => {
    const created = vi.fn((_: Blob) => 'blob:csv');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderPage({ recipient: HOME, period: '730' });
    const exportButton = await screen.findByRole('button', { name: t.exportCsv });
    await waitFor(() => expect((exportButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(exportButton);
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(created.mock.calls[0]?.[0]?.type).toBe('text/csv;charset=utf-8');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(t.exported(4)));
    vi.unstubAllGlobals();
  });

  it("counts only the current customer's institutions and deliveries (issue 26)", async () => {
    // Another delivery customer's rows on the device, one naming the same institution.
    await db.supplyDeliveries.bulkPut([
      delivery({ id: uuid(15), lieferkundeNr: 999, noteNo: 'LS69999999', day: '2026-11-21' }),
      delivery({ id: uuid(16), lieferkundeNr: 999, recipientId: uuid(3), day: '2026-11-21' }),
    ]);
    renderPage();
    const cards = await screen.findAllByTestId('supply-recipient');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Ordination Dr. Eder',
      'Seniorenwohnhaus St. Anna',
    ]);
    expect(within(cards[1] as HTMLElement).getByText(t.last30(1))).toBeTruthy();
  });

  it("says there is none when only another customer's institutions are on the device", async () => {
    await db.supplyRecipients.where('lieferkundeNr').equals(LK).delete();
    renderPage();
    expect(await screen.findByRole('heading', { name: t.noRecipients })).toBeTruthy();
  });

  it('says when there is no supplied institution', async () => {
    await db.supplyRecipients.clear();
    renderPage();
    expect(await screen.findByRole('heading', { name: t.noRecipients })).toBeTruthy();
  });
});
