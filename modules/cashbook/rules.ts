// The business rules of the cash book (Kassabuch) that the client's optimistic half and the
// server apply alike (issue 11): both import them, and the parity scenarios
// (tests/server/parity/cashbook.ts) prove that the rows they produce are equal field by field.
//
// Amounts are integer euro cents. The sign of a stored amount follows the cash: what comes into
// the till is positive, what leaves it negative. A user types the amount without a sign; the
// category decides the direction (signedAmount). Only a reversal (Storno) runs against its
// category: it is the original amount negated. A cash difference (Kassendifferenz) has no
// direction of its own: the day closing books it with the sign of counted − book balance.

/** Every category, in the order the form offers them. */
export const CASHBOOK_CATEGORIES = [
  'einnahme',
  'ausgabe',
  'privatentnahme',
  'einlage',
  'bankeinzahlung',
  'bankabhebung',
  'wechselgeld',
  'kassendifferenz',
] as const;
export type CashbookCategory = (typeof CASHBOOK_CATEGORIES)[number];

/** The categories a user books by hand; the day closing books the cash difference. */
export const ENTRY_CATEGORIES = [
  'einnahme',
  'ausgabe',
  'privatentnahme',
  'einlage',
  'bankeinzahlung',
  'bankabhebung',
  'wechselgeld',
] as const satisfies readonly CashbookCategory[];
export type EntryCategory = (typeof ENTRY_CATEGORIES)[number];

/**
 * Into the till (+1) or out of it (−1). Bankeinzahlung: cash taken to the bank; Bankabhebung:
 * cash fetched from the bank; Wechselgeld: change money put into the till.
 */
export const CATEGORY_DIRECTION: Readonly<Record<EntryCategory, 1 | -1>> = {
  einnahme: 1,
  ausgabe: -1,
  privatentnahme: -1,
  einlage: 1,
  bankeinzahlung: -1,
  bankabhebung: 1,
  wechselgeld: 1,
};

/** The Austrian VAT rates in percent (0 for what is not a taxable sale or purchase). */
export const VAT_RATES = [0, 10, 13, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** Only sales and purchases carry VAT; money moved in or out of the till does not. */
export const VAT_CATEGORIES: readonly CashbookCategory[] = ['einnahme', 'ausgabe'];
export const vatAllowed = (category: CashbookCategory, vatRate: number) =>
  vatRate === 0 || VAT_CATEGORIES.includes(category);

export const CASHBOOK_TEXT_MAX = 120;

/** The stored (signed) amount of a new entry of `category` over `amountCents` (> 0). */
export const signedAmount = (category: EntryCategory, amountCents: number) =>
  CATEGORY_DIRECTION[category] * amountCents;

/**
 * A day is closed when it or a later day has a day closing: the balance carried past a closing
 * is fixed, so nothing may be booked before it either. Days are 'YYYY-MM-DD' (compare as text).
 */
export const lastClosedDay = (closings: readonly { readonly day: string }[]): string | null =>
  closings.reduce<string | null>((last, c) => (last === null || c.day > last ? c.day : last), null);

export const isDayClosed = (day: string, lastClosed: string | null) =>
  lastClosed !== null && day <= lastClosed;

/** The book balance at the end of `day`: every entry up to and including that day. */
export const balanceUpTo = (
  entries: readonly { readonly day: string; readonly amountCents: number }[],
  day: string,
) => entries.reduce((sum, e) => (e.day <= day ? sum + e.amountCents : sum), 0);

/** The figures of a day closing; a difference is booked as an entry, so the book meets the till. */
export function closingFigures(bookBalanceCents: number, countedCents: number) {
  return { bookBalanceCents, countedCents, differenceCents: countedCents - bookBalanceCents };
}

/** The text of a reversal entry (kept within the text bound). */
export function reversalText(originalText: string, prefix: string): string {
  return `${prefix} ${originalText}`.slice(0, CASHBOOK_TEXT_MAX);
}

/** What a reversal books: the original's category and VAT rate, the amount negated. */
export function reversalFields(original: {
  readonly category: CashbookCategory;
  readonly amountCents: number;
  readonly vatRate: VatRate;
}) {
  return {
    category: original.category,
    amountCents: -original.amountCents,
    vatRate: original.vatRate,
  };
}

/** Why an entry may not be reversed, or null: a reversal and a cash difference are final. */
export function reversalRefusal(
  original: { readonly reversalOf: string | null; readonly category: CashbookCategory },
  alreadyReversed: boolean,
): 'isReversal' | 'isDifference' | 'alreadyReversed' | null {
  if (original.reversalOf !== null) return 'isReversal';
  if (original.category === 'kassendifferenz') return 'isDifference';
  if (alreadyReversed) return 'alreadyReversed';
  return null;
}
