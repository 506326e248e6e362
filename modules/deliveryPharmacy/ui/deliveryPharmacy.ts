// The delivery pharmacy's rules (Lieferapotheke, issue 14): the institutions' figures (deliveries
// of the last 30 days, this year's value against the same part of last year), the monthly totals,
// the period and the search over one institution's deliveries, and the CSV. Pure functions over
// rows, plus the few reads of the local database that feed them (offline too).
import { localDay } from '../../../src/api/days';
import type { SupplyDeliveryLineRow, SupplyDeliveryRow, SupplyRecipientRow } from '../contract';
import type { PortalDb } from '../../../src/db';
import { buildCsv, csvDay, csvEuro } from '../../../src/api/csv';
import type { SupplyPeriod } from './searchParams';
import { deliveryPharmacyDe } from '../texts.de';

export { DEFAULT_SUPPLY_PERIOD, SUPPLY_PERIODS, type SupplyPeriod } from './searchParams';

export const SUPPLY_QUERY_MAX = 60;
/** The most deliveries the list shows; the count, the sum and the CSV cover all that match. */
export const SUPPLY_SHOWN_MAX = 200;

/** The device's calendar day (the screens and tests take it from here). */
export { localDay };

/** The first day of the period, counted back from `today` (the day itself counts). */
export function supplyPeriodStart(period: SupplyPeriod, today: Date): string {
  const from = new Date(today);
  from.setDate(from.getDate() - Number(period) + 1);
  return localDay(from);
}

export interface RecipientFigures {
  readonly recipient: SupplyRecipientRow;
  readonly last30: number;
  /** Net value from 1 January to today. */
  readonly thisYearCents: number;
  /** Net value of last year from 1 January to the same day (a fair comparison mid-year). */
  readonly lastYearCents: number;
}

/** Each institution's figures, by name. */
export function recipientFigures(
  recipients: readonly SupplyRecipientRow[],
  deliveries: readonly SupplyDeliveryRow[],
  today: Date,
): RecipientFigures[] {
  const todayIso = localDay(today);
  const from30 = supplyPeriodStart('30', today);
  const year = today.getFullYear();
  const monthDay = todayIso.slice(4);
  const lastYearStart = `${year - 1}-01-01`;
  // 29 February has no counterpart: the comparison ends on 28 February then.
  const lastYearEnd = `${year - 1}${monthDay === '-02-29' ? '-02-28' : monthDay}`;
  const figures = new Map(
    recipients.map((r) => [r.id, { recipient: r, last30: 0, thisYearCents: 0, lastYearCents: 0 }]),
  );
  for (const d of deliveries) {
    const f = figures.get(d.recipientId);
    if (!f || d.day > todayIso) continue;
    if (d.day >= from30) f.last30 += 1;
    if (d.day >= `${year}-01-01`) f.thisYearCents += d.netCents;
    else if (d.day >= lastYearStart && d.day <= lastYearEnd) f.lastYearCents += d.netCents;
  }
  return [...figures.values()].sort((a, b) =>
    a.recipient.name.localeCompare(b.recipient.name, 'de'),
  );
}

/** This year against last: the change as a fraction (0.12 = 12 % more); null without last year. */
export function yearChange(f: RecipientFigures): number | null {
  return f.lastYearCents > 0 ? (f.thisYearCents - f.lastYearCents) / f.lastYearCents : null;
}

export interface MonthTotal {
  /** 'YYYY-MM'. */
  readonly month: string;
  readonly deliveries: number;
  readonly lines: number;
  readonly packs: number;
  readonly blisterCents: number;
  readonly wardCents: number;
  readonly netCents: number;
}

const emptyMonth = (month: string): MonthTotal => ({
  month,
  deliveries: 0,
  lines: 0,
  packs: 0,
  blisterCents: 0,
  wardCents: 0,
  netCents: 0,
});

function add(total: MonthTotal, d: SupplyDeliveryRow): MonthTotal {
  return {
    month: total.month,
    deliveries: total.deliveries + 1,
    lines: total.lines + d.lineCount,
    packs: total.packs + d.packs,
    blisterCents: total.blisterCents + (d.supply === 'blister' ? d.netCents : 0),
    wardCents: total.wardCents + (d.supply === 'ward' ? d.netCents : 0),
    netCents: total.netCents + d.netCents,
  };
}

/** The deliveries' totals per calendar month, newest month first, and the sum of all. */
export function monthlyTotals(deliveries: readonly SupplyDeliveryRow[]): {
  months: MonthTotal[];
  sum: MonthTotal;
} {
  const byMonth = new Map<string, MonthTotal>();
  let sum = emptyMonth('');
  for (const d of deliveries) {
    const month = d.day.slice(0, 7);
    byMonth.set(month, add(byMonth.get(month) ?? emptyMonth(month), d));
    sum = add(sum, d);
  }
  const months = [...byMonth.values()].sort((a, b) => b.month.localeCompare(a.month));
  return { months, sum };
}

export interface SupplyFilter {
  readonly period: SupplyPeriod;
  readonly query: string;
}

/**
 * Which of an institution's deliveries match the query: a note number (or part of it), a PZN
 * prefix (3 to 8 digits) or at least 3 letters of an article name, both by the lines. An empty
 * query matches all. Newest first, note number breaking ties.
 */
export function matchDeliveries(
  deliveries: readonly SupplyDeliveryRow[],
  lines: readonly SupplyDeliveryLineRow[],
  rawQuery: string,
): SupplyDeliveryRow[] {
  const query = rawQuery.replaceAll(/\s+/g, ' ').trim().toLocaleLowerCase('de');
  let matching: readonly SupplyDeliveryRow[] = deliveries;
  if (query) {
    const upper = query.toUpperCase().replaceAll(' ', '');
    const isPzn = /^\d{3,8}$/.test(query);
    const hits = new Set(
      lines
        .filter((l) =>
          isPzn
            ? l.pzn.startsWith(query)
            : query.length >= 3 && l.name.toLocaleLowerCase('de').includes(query),
        )
        .map((l) => l.deliveryId),
    );
    matching = deliveries.filter((d) => d.noteNo.includes(upper) || hits.has(d.id));
  }
  return [...matching].sort(
    (a, b) => b.day.localeCompare(a.day) || b.noteNo.localeCompare(a.noteNo),
  );
}

/** An institution's deliveries of the period that match the query, from the local database. */
export async function searchSupplyDeliveries(
  db: PortalDb,
  recipientId: string,
  filter: SupplyFilter,
  today: Date,
): Promise<SupplyDeliveryRow[]> {
  const from = supplyPeriodStart(filter.period, today);
  const deliveries = await db.supplyDeliveries
    .where('[recipientId+day]')
    .between([recipientId, from], [recipientId, '\uffff'])
    .toArray();
  const query = filter.query.trim();
  // Lines are read only when the query needs them (a note number alone does not).
  const lines =
    query.length >= 3
      ? await db.supplyDeliveryLines.where('recipientId').equals(recipientId).toArray()
      : [];
  return matchDeliveries(deliveries, lines, query);
}

/** The lines of one delivery in their printed order. */
export async function supplyLinesOf(
  db: PortalDb,
  deliveryId: string,
): Promise<SupplyDeliveryLineRow[]> {
  const lines = await db.supplyDeliveryLines.where('deliveryId').equals(deliveryId).toArray();
  return lines.sort((a, b) => a.position - b.position);
}

const t = deliveryPharmacyDe;

/** The CSV of these deliveries' lines (one row per line, the delivery's data repeated). */
export async function supplyCsv(
  db: PortalDb,
  recipient: SupplyRecipientRow,
  deliveries: readonly SupplyDeliveryRow[],
): Promise<string> {
  const c = t.csv;
  const rows: (string | number | null)[][] = [
    [
      c.recipient,
      c.noteNo,
      c.day,
      c.supply,
      c.position,
      c.pzn,
      c.name,
      c.quantity,
      c.unitPrice,
      c.net,
      c.vatRate,
    ],
  ];
  for (const d of deliveries) {
    for (const line of await supplyLinesOf(db, d.id)) {
      rows.push([
        recipient.name,
        d.noteNo,
        csvDay(d.day),
        t.supplies[d.supply],
        line.position,
        line.pzn,
        line.name,
        line.quantity,
        csvEuro(line.unitPriceCents),
        csvEuro(line.unitPriceCents * line.quantity),
        line.vatRate,
      ]);
    }
  }
  return buildCsv(rows);
}
