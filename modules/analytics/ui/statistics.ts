// The statistics' figures (issue 14), computed on the device from the synced delivery lines:
// purchase value = packs delivered × AEP (net; credit notes are not netted in). One read of the
// period's lines over the `day` index, one pass over them for every view the user holds, so
// switching views needs no second read.
import type { DeliveryLineRow } from '../contract';
import { inView, type StatisticsView } from '../rules';
import type { PortalDb } from '../../../src/db';
import { buildCsv, csvEuro } from '../../../src/api/csv';
import { analyticsTexts } from '../texts';

import type { StatisticsPeriod } from './searchParams';

export { STATISTICS_PERIODS, type StatisticsPeriod } from './searchParams';

/** Rows of the top-articles table (the chart shows the first TOP_ARTICLES_CHART). */
export const TOP_ARTICLES = 20;
export const TOP_ARTICLES_CHART = 10;
/** Manufacturers named one by one; the rest is 'Sonstige'. */
export const TOP_MANUFACTURERS = 8;

export type StatLine = Pick<
  DeliveryLineRow,
  | 'lieferkundeNr'
  | 'day'
  | 'pzn'
  | 'name'
  | 'manufacturer'
  | 'quantityDelivered'
  | 'unitPriceCents'
  | 'statCategory'
>;

export interface MonthFigure {
  /** 'YYYY-MM' of the period, and the same month a year before. */
  readonly month: string;
  readonly previousMonth: string;
  readonly cents: number;
  readonly previousCents: number;
}

export interface ArticleFigure {
  readonly pzn: string;
  readonly name: string;
  readonly packs: number;
  readonly cents: number;
}

export interface ManufacturerFigure {
  /** null for 'Sonstige' (everything after the top ones). */
  readonly name: string | null;
  readonly packs: number;
  readonly cents: number;
}

export interface ViewFigures {
  readonly months: readonly MonthFigure[];
  readonly totalCents: number;
  readonly previousTotalCents: number;
  readonly packs: number;
  /** Most bought first, at most TOP_ARTICLES. */
  readonly articles: readonly ArticleFigure[];
  readonly manufacturers: readonly ManufacturerFigure[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (year: number, month0: number) => {
  const d = new Date(year, month0, 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
};
export const yearBefore = (month: string) => `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;

/**
 * The months of the period, oldest first, counted on the device's calendar: the 12 months before
 * the current one (each complete), or January up to the current month of this year.
 */
export function periodMonths(period: StatisticsPeriod, today: Date): string[] {
  const y = today.getFullYear();
  const m = today.getMonth();
  if (period === 'year') return Array.from({ length: m + 1 }, (_, i) => monthOf(y, i));
  return Array.from({ length: 12 }, (_, i) => monthOf(y, m - 12 + i));
}

interface Accumulator {
  current: number[];
  previous: number[];
  packs: number;
  articles: Map<string, { name: string; packs: number; cents: number }>;
  manufacturers: Map<string, { packs: number; cents: number }>;
}

/** The figures of every given view in one pass over the lines (any order, any customer mix). */
export function aggregate(
  lines: Iterable<StatLine>,
  lieferkundeNr: number,
  views: readonly StatisticsView[],
  months: readonly string[],
): Record<StatisticsView, ViewFigures | undefined> {
  const currentIndex = new Map(months.map((m, i) => [m, i]));
  const previousIndex = new Map(months.map((m, i) => [yearBefore(m), i]));
  const acc = views.map((): Accumulator => ({
    current: months.map(() => 0),
    previous: months.map(() => 0),
    packs: 0,
    articles: new Map(),
    manufacturers: new Map(),
  }));
  for (const line of lines) {
    if (line.lieferkundeNr !== lieferkundeNr || line.quantityDelivered <= 0) continue;
    const month = line.day.slice(0, 7);
    const current = currentIndex.get(month);
    const previous = current === undefined ? previousIndex.get(month) : undefined;
    if (current === undefined && previous === undefined) continue;
    const cents = line.quantityDelivered * line.unitPriceCents;
    views.forEach((view, v) => {
      if (!inView(view, line)) return;
      const a = acc[v] as Accumulator;
      if (current === undefined) {
        a.previous[previous as number] = (a.previous[previous as number] ?? 0) + cents;
        return;
      }
      a.current[current] = (a.current[current] ?? 0) + cents;
      a.packs += line.quantityDelivered;
      const article = a.articles.get(line.pzn);
      if (article) {
        article.packs += line.quantityDelivered;
        article.cents += cents;
      } else {
        a.articles.set(line.pzn, { name: line.name, packs: line.quantityDelivered, cents });
      }
      const maker = a.manufacturers.get(line.manufacturer);
      if (maker) {
        maker.packs += line.quantityDelivered;
        maker.cents += cents;
      } else a.manufacturers.set(line.manufacturer, { packs: line.quantityDelivered, cents });
    });
  }

  const out: Partial<Record<StatisticsView, ViewFigures>> = {};
  views.forEach((view, v) => {
    const a = acc[v] as Accumulator;
    const byValue = <T extends { cents: number }>(x: [string, T], y: [string, T]) =>
      y[1].cents - x[1].cents || x[0].localeCompare(y[0]);
    const articles = [...a.articles]
      .sort(byValue)
      .slice(0, TOP_ARTICLES)
      .map(([pzn, f]) => ({ pzn, ...f }));
    const makers = [...a.manufacturers].sort(byValue);
    const manufacturers: ManufacturerFigure[] = makers
      .slice(0, TOP_MANUFACTURERS)
      .map(([name, f]) => ({ name, ...f }));
    const rest = makers.slice(TOP_MANUFACTURERS);
    if (rest.length > 0) {
      manufacturers.push({
        name: null,
        packs: rest.reduce((s, [, f]) => s + f.packs, 0),
        cents: rest.reduce((s, [, f]) => s + f.cents, 0),
      });
    }
    out[view] = {
      months: months.map((month, i) => ({
        month,
        previousMonth: yearBefore(month),
        cents: a.current[i] ?? 0,
        previousCents: a.previous[i] ?? 0,
      })),
      totalCents: a.current.reduce((s, c) => s + c, 0),
      previousTotalCents: a.previous.reduce((s, c) => s + c, 0),
      packs: a.packs,
      articles,
      manufacturers,
    };
  });
  return out as Record<StatisticsView, ViewFigures | undefined>;
}

/** The customer's lines of the period and the year before, read over `[lieferkundeNr+day]`. */
export async function readPeriodLines(
  db: PortalDb,
  lieferkundeNr: number,
  months: readonly string[],
): Promise<DeliveryLineRow[]> {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const [y, m] = last.split('-').map(Number) as [number, number];
  const end = `${monthOf(y, m)}-01`; // month0 m is the month after `last`
  return db.deliveryLines
    .where('[lieferkundeNr+day]')
    .between([lieferkundeNr, `${yearBefore(first)}-01`], [lieferkundeNr, end], true, false)
    .toArray();
}

/** Change against the year before as a fraction; null without a previous value. */
export const changeOf = (cents: number, previousCents: number): number | null =>
  previousCents > 0 ? (cents - previousCents) / previousCents : null;

/** Share of the total as a fraction (0 when the total is 0). */
export const shareOf = (cents: number, totalCents: number) =>
  totalCents > 0 ? cents / totalCents : 0;

/** '2026-03' → '03.2026' (what a spreadsheet reads as a month). */
export const csvMonth = (month: string) => `${month.slice(5)}.${month.slice(0, 4)}`;
const csvPercent = (fraction: number | null) =>
  fraction === null ? '' : (Math.round(fraction * 1000) / 10).toFixed(1).replace('.', ',');

const t = analyticsTexts.statistics;

/** The CSV of one view: its months against the year before, top articles, manufacturers. */
export function statisticsCsv(
  viewLabel: string,
  periodLabel: string,
  figures: ViewFigures,
): string {
  const c = t.csv;
  const rows: (string | number | null)[][] = [
    [c.view, viewLabel],
    [c.period, periodLabel],
    [],
    [c.month, c.current, c.previousMonth, c.previous, c.change],
    ...figures.months.map((f) => [
      csvMonth(f.month),
      csvEuro(f.cents),
      csvMonth(f.previousMonth),
      csvEuro(f.previousCents),
      csvPercent(changeOf(f.cents, f.previousCents)),
    ]),
    [
      t.sum,
      csvEuro(figures.totalCents),
      '',
      csvEuro(figures.previousTotalCents),
      csvPercent(changeOf(figures.totalCents, figures.previousTotalCents)),
    ],
    [],
    [c.rank, c.pzn, c.name, c.packs, c.value, c.share],
    ...figures.articles.map((a, i) => [
      i + 1,
      a.pzn,
      a.name,
      a.packs,
      csvEuro(a.cents),
      csvPercent(shareOf(a.cents, figures.totalCents)),
    ]),
    [],
    [c.manufacturer, c.packs, c.value, c.share],
    ...figures.manufacturers.map((m) => [
      m.name === null ? t.others : m.name || t.unknownManufacturer,
      m.packs,
      csvEuro(m.cents),
      csvPercent(shareOf(m.cents, figures.totalCents)),
    ]),
  ];
  return buildCsv(rows);
}
