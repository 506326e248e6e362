// Field rules of the cash book's forms (valibot), the same bounds the mutation contract enforces
// (modules/cashbook/contract.ts) plus the closed-day rule, so a wrong entry is explained at its field in
// German and nothing is queued.
import * as v from 'valibot';
import { AMOUNT_MAX_CENTS } from '../contract';
import {
  CASHBOOK_TEXT_MAX,
  ENTRY_CATEGORIES,
  isDayClosed,
  vatAllowed,
  VAT_RATES,
  type EntryCategory,
  type VatRate,
} from '../rules';
import { formatEuro } from '../../../src/catalogue/money';
import { cashbookDe } from '../texts.de';
import { parseDay as parseDayText } from '../../../src/api/days';

const e = cashbookDe.errors;

/**
 * Euro as typed in Austria: '12,50', '1.234,56', also '12.50' (a keypad's point). A point
 * followed by exactly three digits groups thousands ('1.234' is 1234 €).
 */
const GROUPED = /^\d{1,3}(\.\d{3})+(,\d+)?$/;
const PLAIN = /^\d+([,.]\d+)?$/;

/** The amount in cents, or the first rule it breaks. `allowZero` for counted cash. */
export function parseEuro(text: string, allowZero = false): { cents: number } | { error: string } {
  const value = text.trim().replace(/\s/g, '');
  if (value === '') return { error: e.amountRequired };
  if (/^[-−+]/.test(value)) return { error: e.amountNegative };
  const grouped = GROUPED.test(value);
  if (!grouped && !PLAIN.test(value)) return { error: e.amountNotNumber };
  const [whole = '', fraction = ''] = grouped
    ? value.replaceAll('.', '').split(',')
    : value.split(/[,.]/);
  if (fraction.length > 2) return { error: e.amountDecimals };
  const tooLarge = { error: e.amountTooLarge(formatEuro(AMOUNT_MAX_CENTS)) };
  if (whole.replace(/^0+/, '').length > 10) return tooLarge;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents === 0 && !allowZero) return { error: e.amountZero };
  if (cents > AMOUNT_MAX_CENTS) return tooLarge;
  return { cents };
}

const euro = (allowZero: boolean) =>
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parsed = parseEuro(dataset.value, allowZero);
      if ('error' in parsed) {
        addIssue({ message: parsed.error });
        return NEVER;
      }
      return parsed.cents;
    }),
  );

/** '2026-11-24' → '24.11.2026', as the date fields show and take it. */
export const dayInput = (iso: string) => iso.split('-').reverse().join('.');

/** A typed day as 'YYYY-MM-DD', or null: '24.11.2026', '24.11.26' (20xx) or '2026-11-24'. */
export const parseDay = (text: string) => parseDayText(text, { shortYear: true });

/** A typed day (see parseDay) that is not closed, as 'YYYY-MM-DD'. */
const openDay = (lastClosed: string | null) =>
  v.pipe(
    v.string(),
    v.nonEmpty(e.dayRequired),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const day = parseDay(dataset.value);
      if (day === null) {
        addIssue({ message: e.dayInvalid });
        return NEVER;
      }
      return day;
    }),
    v.check((day) => !isDayClosed(day, lastClosed), e.dayClosed(lastClosed ?? '')),
  );

const VAT_TEXT = VAT_RATES.map(String) as [string, ...string[]];

export function entrySchema(lastClosed: string | null) {
  return v.pipe(
    v.object({
      day: openDay(lastClosed),
      category: v.picklist(ENTRY_CATEGORIES, e.categoryUnknown),
      text: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(e.textRequired),
        v.maxLength(CASHBOOK_TEXT_MAX, e.textTooLong(CASHBOOK_TEXT_MAX)),
      ),
      amount: euro(false),
      vatRate: v.pipe(
        v.picklist(VAT_TEXT, e.vatUnknown),
        v.transform((rate) => Number(rate) as VatRate),
      ),
    }),
    v.forward(
      v.check((input) => vatAllowed(input.category, input.vatRate), e.vatNotAllowed),
      ['vatRate'],
    ),
  );
}

export interface EntryInput {
  day: string;
  category: string;
  text: string;
  amount: string;
  vatRate: string;
}
export type EntryField = keyof EntryInput;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface ValidEntry {
  day: string;
  category: EntryCategory;
  text: string;
  amountCents: number;
  vatRate: VatRate;
}

/** The first message per field, from valibot's issues. */
function firstErrors<F extends string>(issues: readonly v.BaseIssue<unknown>[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key as F | undefined;
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

export function validateEntry(
  input: EntryInput,
  lastClosed: string | null,
): { ok: true; value: ValidEntry } | { ok: false; errors: FieldErrors<EntryField> } {
  const result = v.safeParse(entrySchema(lastClosed), input, { abortPipeEarly: true });
  if (!result.success) return { ok: false, errors: firstErrors<EntryField>(result.issues) };
  const { amount, ...rest } = result.output;
  return { ok: true, value: { ...rest, amountCents: amount } };
}

export interface ClosingInput {
  day: string;
  counted: string;
}
export type ClosingField = keyof ClosingInput;

export function validateClosing(
  input: ClosingInput,
  lastClosed: string | null,
):
  | { ok: true; value: { day: string; countedCents: number } }
  | { ok: false; errors: FieldErrors<ClosingField> } {
  const schema = v.object({ day: openDay(lastClosed), counted: euro(true) });
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) return { ok: false, errors: firstErrors<ClosingField>(result.issues) };
  return { ok: true, value: { day: result.output.day, countedCents: result.output.counted } };
}

/** A reversal is booked on an open day. */
export function validateReversalDay(
  day: string,
  lastClosed: string | null,
): { day: string } | { error: string } {
  const result = v.safeParse(openDay(lastClosed), day, { abortPipeEarly: true });
  return result.success
    ? { day: result.output }
    : { error: result.issues[0]?.message ?? e.dayInvalid };
}
