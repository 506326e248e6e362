// The cash book screen's pure logic: months, the order of entries, running balances and the
// month's totals. The rules shared with the server are in modules/cashbook/rules.ts.
import { localDay } from '../../../src/api/days';
export { formatMonth } from '../../../src/api/days';
import type { CashbookEntryRow } from '../contract';
import {
  CASHBOOK_CATEGORIES,
  VAT_CATEGORIES,
  VAT_RATES,
  type CashbookCategory,
  type VatRate,
} from '../rules';

/** 'YYYY-MM' */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The pharmacy's day now (the cash book's screens take it from here). */
export { localDay };

export const monthOf = (day: string) => day.slice(0, 7);

/** The month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Book order: by day, then by receipt number; entries still without a number (made on this
 * device, not yet sent) after the numbered ones of their day, in the order they were made.
 */
export function bookOrder(a: CashbookEntryRow, b: CashbookEntryRow): number {
  if (a.day !== b.day) return a.day < b.day ? -1 : 1;
  if (a.receiptNo !== null && b.receiptNo !== null) return a.receiptNo - b.receiptNo;
  if (a.receiptNo !== null) return -1;
  if (b.receiptNo !== null) return 1;
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
}

export interface BookLine {
  readonly entry: CashbookEntryRow;
  /** The balance after this entry. */
  readonly balanceCents: number;
}

export interface MonthView {
  /** The balance carried from every earlier month. */
  readonly openingCents: number;
  readonly lines: readonly BookLine[];
  readonly closingCents: number;
}

/** The month's entries in book order with the running balance. */
export function monthView(entries: readonly CashbookEntryRow[], month: string): MonthView {
  const sorted = [...entries].sort(bookOrder);
  let balance = 0;
  const lines: BookLine[] = [];
  for (const entry of sorted) {
    const entryMonth = monthOf(entry.day);
    if (entryMonth > month) break;
    balance += entry.amountCents;
    if (entryMonth === month) lines.push({ entry, balanceCents: balance });
  }
  const inMonth = lines.reduce((sum, l) => sum + l.entry.amountCents, 0);
  return { openingCents: balance - inMonth, lines, closingCents: balance };
}

/** VAT contained in a gross amount at `rate` percent (rounded to the cent, half away from 0). */
export function vatOf(grossCents: number, rate: VatRate): number {
  if (rate === 0) return 0;
  const tax = (Math.abs(grossCents) * rate) / (100 + rate);
  return Math.sign(grossCents) * Math.round(tax);
}

export interface VatTotal {
  readonly category: CashbookCategory;
  readonly rate: VatRate;
  readonly grossCents: number;
  readonly netCents: number;
  readonly taxCents: number;
}

export interface MonthTotals {
  readonly byCategory: readonly { category: CashbookCategory; sumCents: number }[];
  readonly inflowCents: number;
  readonly outflowCents: number;
  /** Sales and purchases per VAT rate (reversals included: they net out their original). */
  readonly byVat: readonly VatTotal[];
}

export function monthTotals(lines: readonly BookLine[]): MonthTotals {
  const byCategory = new Map<CashbookCategory, number>();
  const byVat = new Map<string, number>();
  let inflowCents = 0;
  let outflowCents = 0;
  for (const { entry } of lines) {
    byCategory.set(entry.category, (byCategory.get(entry.category) ?? 0) + entry.amountCents);
    if (entry.amountCents > 0) inflowCents += entry.amountCents;
    else outflowCents += entry.amountCents;
    if (VAT_CATEGORIES.includes(entry.category)) {
      const key = `${entry.category}:${entry.vatRate}`;
      byVat.set(key, (byVat.get(key) ?? 0) + entry.amountCents);
    }
  }
  return {
    byCategory: CASHBOOK_CATEGORIES.flatMap((category) => {
      const sumCents = byCategory.get(category);
      return sumCents === undefined ? [] : [{ category, sumCents }];
    }),
    inflowCents,
    outflowCents,
    byVat: VAT_CATEGORIES.flatMap((category) =>
      VAT_RATES.flatMap((rate) => {
        const grossCents = byVat.get(`${category}:${rate}`);
        if (grossCents === undefined) return [];
        const taxCents = vatOf(grossCents, rate);
        return [{ category, rate, grossCents, netCents: grossCents - taxCents, taxCents }];
      }),
    ),
  };
}
