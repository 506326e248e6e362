// The cash book's cell helpers: a number column's classes, a receipt's number as text and the
// colour of an amount (in or out of the till).
import type { CashbookEntryRow } from '../contract';
import { CELL } from '../../../src/ui/register/styles';
import { cashbookDe } from '../texts.de';

export const NUM = `${CELL} text-right tabular-nums whitespace-nowrap`;

export const receiptText = (entry: CashbookEntryRow | undefined) =>
  entry?.receiptNo === null || entry === undefined
    ? cashbookDe.list.provisional
    : String(entry.receiptNo);

export function amountClass(cents: number) {
  return cents < 0 ? 'text-red-700' : 'text-slate-900';
}
