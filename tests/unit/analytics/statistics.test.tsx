// The statistics (issue 14): the shared rules (category, high-price threshold, views by role),
// the aggregation (months against the year before, top articles, manufacturers with 'Sonstige',
// one customer only, nothing undelivered), its CSV, and the screen over a real (fake-indexeddb)
// database: one tab per role held, chart and table, switching views, the CSV download.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryLineRow } from '../../../modules/analytics/contract';
import {
  HIGH_PRICE_CENTS,
  inView,
  isHighPrice,
  statCategoryOf,
  viewsOf,
  type StatisticsView,
} from '../../../modules/analytics/rules';
import { formatEuro } from '../../../src/catalogue/money';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import {
  aggregate,
  periodMonths,
  readPeriodLines,
  statisticsCsv,
  TOP_MANUFACTURERS,
  type StatisticsPeriod,
} from '../../../modules/analytics/ui/statistics';
import { STATISTICS_CACHE, StatisticsPage } from '../../../modules/analytics/ui/StatisticsPage';
import { freshDb, markFirstPulled, LK, OWNER, uuid } from '../db/support';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';
import { analyticsTexts } from '../../../modules/analytics/texts';

const t = analyticsTexts.statistics;
const TODAY = new Date(2026, 10, 25, 10);
const MONTHS = periodMonths('12m', TODAY);
let n = 0;

function line(over: Partial<DeliveryLineRow> = {}): DeliveryLineRow {
  n += 1;
  return {
    id: uuid(1000 + n),
    lieferkundeNr: LK,
    noteId: uuid(900),
    noteNo: 'LS40000001',
    day: '2026-10-05',
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
    version: String(n),
    ...over,
  };
}

/** 2026-10: 4 × 8,45 standard + 1 × 150,00 high-price cold chain; one line a year before, … */
const LINES: DeliveryLineRow[] = [
  line(),
  line({
    pzn: '3974197',
    name: 'Etanercept 25 mg Injektionslösung',
    manufacturer: 'Donau Pharma GmbH',
    quantityDelivered: 1,
    unitPriceCents: 15_000,
    statCategory: 'problem',
  }),
  line({ day: '2025-10-06', quantityDelivered: 2 }),
  line({
    day: '2026-03-10',
    pzn: '7626473',
    name: 'Rivaroxaban 15 mg',
    manufacturer: 'Traun Generika GmbH',
    quantityDelivered: 3,
    unitPriceCents: 2000,
    statCategory: 'import',
  }),
  line({
    day: '2026-05-01',
    pzn: '91000015',
    name: 'Salicylsäure 100 g',
    manufacturer: 'Rezeptura Rohstoffe GmbH',
    quantityDelivered: 2,
    unitPriceCents: 890,
    statCategory: 'magistral',
  }),
  // Not counted: another customer, nothing delivered, the current (incomplete) month.
  line({ lieferkundeNr: 999, unitPriceCents: 99_999 }),
  line({ quantityDelivered: 0, state: 'backordered' }),
  line({ day: '2026-11-02', quantityDelivered: 10 }),
];

describe('the statistics rules', () => {
  it('names the category: compounding, then special handling, then parallel import', () => {
    const base = { pzn: '1234563', rx: true, coldChain: false, narcotic: false };
    expect(statCategoryOf(base)).toBe('import');
    expect(statCategoryOf({ ...base, rx: false })).toBe('standard');
    expect(statCategoryOf({ ...base, pzn: '1234564' })).toBe('standard');
    expect(statCategoryOf({ ...base, coldChain: true })).toBe('problem');
    expect(statCategoryOf({ ...base, narcotic: true })).toBe('problem');
    expect(statCategoryOf({ ...base, narcotic: true, compounding: 'emballage' })).toBe('emballage');
  });

  it('counts high-price from 100 € AEP a pack, and each view only for its role', () => {
    expect(HIGH_PRICE_CENTS).toBe(10_000);
    expect(isHighPrice(9_999)).toBe(false);
    expect(isHighPrice(10_000)).toBe(true);
    const dear = { statCategory: 'import' as const, unitPriceCents: 10_000 };
    expect(inView('highPrice', dear)).toBe(true);
    expect(inView('withoutHighPrice', dear)).toBe(false);
    expect(inView('import', dear)).toBe(true);
    expect(inView('magistral', dear)).toBe(false);
    expect(inView('mixed', dear)).toBe(true);
    expect(
      viewsOf(['User', 'Statistiken - Import', 'Statistiken - Umsatz Gemischt', 'Import']),
    ).toEqual(['mixed', 'import']);
  });
});

describe('aggregate', () => {
  it('gives the 12 complete months against the same months a year before', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toBe('2025-11');
    expect(MONTHS.at(-1)).toBe('2026-10');
    expect(periodMonths('year', TODAY)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const all = aggregate(LINES, LK, ['mixed'], MONTHS).mixed;
    const october = all?.months.at(-1);
    expect(october).toEqual({
      month: '2026-10',
      previousMonth: '2025-10',
      cents: 3380 + 15_000,
      previousCents: 1690,
    });
    expect(all?.totalCents).toBe(3380 + 15_000 + 6000 + 1780);
    expect(all?.previousTotalCents).toBe(1690);
    expect(all?.packs).toBe(4 + 1 + 3 + 2);
  });

  it('filters by view, ranks articles and manufacturers by value', () => {
    const views: StatisticsView[] = [
      'highPrice',
      'withoutHighPrice',
      'import',
      'problem',
      'emballage',
    ];
    const f = aggregate(LINES, LK, views, MONTHS);
    expect(f.highPrice?.totalCents).toBe(15_000);
    expect(f.withoutHighPrice?.totalCents).toBe(3380 + 6000 + 1780);
    expect(f.import?.totalCents).toBe(6000);
    expect(f.problem?.articles.map((a) => a.name)).toEqual(['Etanercept 25 mg Injektionslösung']);
    expect(f.emballage?.totalCents).toBe(0);
    expect(f.mixed).toBeUndefined();
    expect(f.withoutHighPrice?.articles.map((a) => [a.pzn, a.packs, a.cents])).toEqual([
      ['7626473', 3, 6000],
      ['2441234', 4, 3380],
      ['91000015', 2, 1780],
    ]);
  });

  it("names the top manufacturers and sums the rest as 'Sonstige'", () => {
    const many = Array.from({ length: TOP_MANUFACTURERS + 3 }, (_, i) =>
      line({
        manufacturer: `Hersteller ${i}`,
        pzn: String(1_000_000 + i),
        unitPriceCents: 100 + i,
      }),
    );
    const f = aggregate(many, LK, ['mixed'], MONTHS).mixed;
    expect(f?.manufacturers).toHaveLength(TOP_MANUFACTURERS + 1);
    expect(f?.manufacturers[0]?.name).toBe(`Hersteller ${TOP_MANUFACTURERS + 2}`);
    const others = f?.manufacturers.at(-1);
    expect(others?.name).toBeNull();
    expect(others?.cents).toBe(4 * (100 + 101 + 102));
    expect(f?.manufacturers.reduce((s, m) => s + m.cents, 0)).toBe(f?.totalCents);
  });

  it('writes the view as German CSV: months, top articles, manufacturers', () => {
    const f = aggregate(LINES, LK, ['mixed'], MONTHS).mixed;
    if (!f) throw new Error('no figures');
    const rows = statisticsCsv('Umsatz gemischt', t.periods['12m'], f).slice(1).split('\r\n');
    expect(rows.slice(0, 4)).toEqual([
      'Ansicht;Umsatz gemischt',
      `Zeitraum;${t.periods['12m']}`,
      '',
      'Monat;Einkauf (EUR);Vorjahresmonat;Vorjahr (EUR);Veränderung (%)',
    ]);
    expect(rows[4]).toBe('11.2025;0,00;11.2024;0,00;');
    expect(rows[15]).toBe('10.2026;183,80;10.2025;16,90;987,6');
    expect(rows[16]).toBe('Summe;261,60;;16,90;1447,9');
    expect(rows[18]).toBe('Rang;PZN;Artikel;Packungen;Einkauf (EUR);Anteil (%)');
    expect(rows[19]).toBe('1;3974197;Etanercept 25 mg Injektionslösung;1;150,00;57,3');
    expect(rows).toContain('Donau Pharma GmbH;1;150,00;57,3');
  });
});

let db: PortalDb;

beforeEach(async () => {
  db = await freshDb();
  // What the screens show has had its first pull (issue 27).
  await markFirstPulled(db);
  userDb.current.set(db);
  await db.deliveryLines.bulkPut(LINES);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it("reads the customer's period and the year before over the [lieferkundeNr+day] index", async () => {
  const lines = await readPeriodLines(db, LK, MONTHS);
  const days = lines.map((l) => l.day);
  expect(days).toContain('2025-10-06');
  expect(days).not.toContain('2026-11-02');
  // Another delivery customer's lines on the device are not read (issue 26).
  expect(lines.some((l) => l.lieferkundeNr !== LK)).toBe(false);
  expect((await readPeriodLines(db, 999, MONTHS)).map((l) => l.unitPriceCents)).toEqual([99_999]);
});

function renderPage(roles: string[]) {
  const user = makeUser({ id: OWNER.id, roles: ['User', ...roles], features: ['Statistiken'] });
  const rootRoute = sessionRootRoute(user);
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/analytics/statistics',
    component: function Page() {
      const [state, setState] = useState<{ view?: StatisticsView; period: StatisticsPeriod }>({
        period: '12m',
      });
      return (
        <StatisticsPage view={state.view} period={state.period} onChange={setState} today={TODAY} />
      );
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/analytics/statistics'] }),
  });
  render(<RouterProvider router={router} />);
}

// Three recharts charts in jsdom over fake-indexeddb: seconds on a loaded two-core machine.
describe('StatisticsPage', { timeout: 20_000 }, () => {
  it('shows one tab per view the roles open, with chart and table, and switches views', async () => {
    renderPage([
      'Statistiken - Umsatz Gemischt',
      'Statistiken - Nur Hochpreis',
      'Statistiken - Import',
    ]);
    const tabs = await screen.findByRole('tablist', { name: t.viewsLabel });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([t.views.mixed, t.views.highPrice, t.views.import]);
    const table = await screen.findByRole('table', { name: t.byMonthCaption(t.views.mixed) });
    // Header, 12 months, the sum.
    expect(within(table).getAllByRole('row')).toHaveLength(14);
    expect(within(table).getByRole('row', { name: /Oktober 2026/ }).textContent).toContain(
      '183,80',
    );
    expect(screen.getByTestId('statistics-month-chart')).toBeTruthy();
    expect(screen.getByTestId('statistics-status').textContent).toContain('261,60');

    fireEvent.click(within(tabs).getByRole('tab', { name: t.views.highPrice }));
    await waitFor(() =>
      expect(screen.getByTestId('statistics-status').textContent).toContain(
        t.summary(formatEuro(15_000), formatEuro(0), t.noChange),
      ),
    );
    expect(
      screen.getByRole('table', { name: t.topArticlesCaption(t.views.highPrice, 1) }),
    ).toBeTruthy();
  });

  it('downloads the view shown as CSV', async () => {
    const created = vi.fn((_: Blob) => 'blob:csv');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderPage(['Statistiken - Import']);
    fireEvent.click(await screen.findByRole('button', { name: t.exportCsv }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('Statistik_Import_2026-11-25.csv');
    const text = await (created.mock.calls[0]?.[0] as Blob).text();
    expect(text).toContain('Ansicht;Import\r\n');
    expect(text).toContain('1;7626473;Rivaroxaban 15 mg;3;60,00;100,0');
    await waitFor(() =>
      expect(screen.getByTestId('statistics-status').textContent).toContain(
        t.exported(t.views.import),
      ),
    );
  });

  it('draws the remembered figures at once until lines arrive (the pull cursor moves)', async () => {
    const roles = ['Statistiken - Umsatz Gemischt'];
    // Three renders over IndexedDB: a loaded machine needs more than waitFor's default second.
    const SLOW = { timeout: 5000 };
    const status = () => screen.getByTestId('statistics-status').textContent ?? '';
    renderPage(roles);
    await waitFor(() => expect(status()).toContain(formatEuro(26_160)), SLOW);
    await waitFor(
      async () => expect(await db.meta.get(`cache:${STATISTICS_CACHE}`)).toBeDefined(),
      SLOW,
    );
    cleanup();

    // A changed price, but the cursor did not move: the remembered sum shows, no second read.
    await db.deliveryLines.put({ ...LINES[0], unitPriceCents: 1845 } as DeliveryLineRow);
    renderPage(roles);
    await waitFor(() => expect(status()).toContain(formatEuro(26_160)), SLOW);
    cleanup();

    // Lines pulled (the cursor moves): read again.
    await db.deliveryLines.put(line({ id: uuid(5000), quantityDelivered: 1, unitPriceCents: 100 }));
    await db.meta.put({ key: `cursor:deliveryLines@${LK}`, value: 'moved' });
    renderPage(roles);
    await waitFor(() => expect(status()).toContain(formatEuro(26_160 + 4000 + 100)), SLOW);
  });

  it('says when the device holds no deliveries yet', async () => {
    await db.deliveryLines.clear();
    renderPage(['Statistiken - Umsatz Gemischt']);
    expect(await screen.findByText(t.noData)).toBeTruthy();
  });

  it("says so too when the device holds only another customer's deliveries (issue 26)", async () => {
    await db.deliveryLines.clear();
    await db.deliveryLines.put(line({ lieferkundeNr: 999 }));
    renderPage(['Statistiken - Umsatz Gemischt']);
    expect(await screen.findByText(t.noData)).toBeTruthy();
  });
});
