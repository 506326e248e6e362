// The drug book's rules (Suchtgiftbuch, issue 15; Suchtgiftverordnung §9), shared by the screen,
// the local half of its mutations and the server: which entries stand (a corrected entry is
// replaced by its correction, never removed), their order and the running balance per article.
//
// Quantities are packs (Packungen) of one article (PZN), as the delivery notes count them.

export const ENTRY_KINDS = ['opening', 'receipt', 'issue', 'inventory'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** The largest quantity of one entry (packs). */
export const QUANTITY_MAX = 9_999;
/** Delivery note, prescription or inventory reference (no patient names). */
export const DOCUMENT_MAX = 60;
export const NOTE_MAX = 300;

/** The fields the rules read of an entry (a row of modules/drugBook/contract.ts). */
export interface BookEntry {
  readonly id: string;
  readonly kind: EntryKind;
  readonly day: string;
  readonly quantity: number;
  readonly correctionOf: string | null;
  readonly createdAt: string;
}

/** Within a day the stock on 1 January comes first, then receipts, issues, the inventory. */
const KIND_ORDER: Record<EntryKind, number> = { opening: 0, receipt: 1, issue: 2, inventory: 3 };

/** The ids of entries that a later entry corrects. */
export function correctedIds(entries: readonly BookEntry[]): Set<string> {
  return new Set(entries.flatMap((e) => (e.correctionOf === null ? [] : [e.correctionOf])));
}

/** Book order: day, kind, then the order entered. */
export function bookOrder(a: BookEntry, b: BookEntry): number {
  return (
    a.day.localeCompare(b.day) ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    a.createdAt.localeCompare(b.createdAt) ||
    a.id.localeCompare(b.id)
  );
}

export interface BalanceLine<E extends BookEntry> {
  readonly entry: E;
  /** False for an entry replaced by its correction (shown struck through, not counted). */
  readonly standing: boolean;
  /** The book balance after this entry (for a replaced one: the balance before it). */
  readonly balance: number;
  /** For an inventory: counted minus book balance (negative: fewer packs found than booked). */
  readonly difference: number | null;
}

/**
 * The book of one article with its running balance: the stock on 1 January sets the balance, a
 * receipt adds, an issue subtracts, an inventory counts (the difference is shown, the book
 * balance stays until the next opening stock).
 */
export function runningBalance<E extends BookEntry>(entries: readonly E[]): BalanceLine<E>[] {
  const corrected = correctedIds(entries);
  let balance = 0;
  return [...entries].sort(bookOrder).map((entry) => {
    const standing = !corrected.has(entry.id);
    let difference: number | null = null;
    if (standing) {
      if (entry.kind === 'opening') balance = entry.quantity;
      else if (entry.kind === 'receipt') balance += entry.quantity;
      else if (entry.kind === 'issue') balance -= entry.quantity;
      else difference = entry.quantity - balance;
    }
    return { entry, standing, balance, difference };
  });
}

/** The current book balance of one article. */
export function balanceOf(entries: readonly BookEntry[]): number {
  return runningBalance(entries).at(-1)?.balance ?? 0;
}

/** The first day the balance would fall below zero, or null (what the server refuses). */
export function negativeDay(entries: readonly BookEntry[]): string | null {
  return runningBalance(entries).find((line) => line.balance < 0)?.entry.day ?? null;
}
