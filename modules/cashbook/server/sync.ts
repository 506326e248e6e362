// The server half of the cash book (modules/cashbook/contract.ts): the handlers of its three mutations
// and the loaders of a delivery customer's entries and day closings.
//
// Receipt numbers: every writer of one cash book first takes the book's advisory lock (so its
// versions commit in order, as for every synced scope), then draws the next number from the
// book's row in cashbook_counters inside the mutation's savepoint. Two devices pushing at once
// are serialised by that lock: they never get the same number. A mutation that is refused after
// drawing rolls its savepoint back, counter included, so the numbers stay gap-free.
import { and, eq, lte, max, sql } from 'drizzle-orm';
import { cashbookModule, CashbookClosingRow, CashbookEntryRow } from '../contract.ts';
import {
  balanceUpTo,
  closingFigures,
  isDayClosed,
  reversalFields,
  reversalRefusal,
  reversalText,
  signedAmount,
} from '../rules.ts';
import { INT4_MAX } from '../../../src/api/numbers.ts';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { cashbookDe } from '../texts.de.ts';
import { cashbookClosings, cashbookCounters, cashbookEntries } from './tables.ts';
import { alreadyApplied } from '../../../server/sync/replay.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { registerLoader } from '../../../server/sync/customerRows.ts';
import { authorOf } from '../../../server/sync/author.ts';
import { lockCustomerScope } from '../../../server/sync/scope.ts';
import {
  rejectInvalid,
  rejectNotFound,
  type MutationContext,
  type Tx,
} from '../../../server/sync/types.ts';

const r = cashbookDe.rejections;

/** The cash book's write lock, after the check that the user may keep this book. */
const lockCashbook = (tx: Tx, ctx: MutationContext, lieferkundeNr: number) =>
  lockCustomerScope(tx, ctx, 'cashbook', lieferkundeNr, r.foreignCustomer);

/** The next receipt number of the book; the caller holds the book's lock. */
async function nextReceiptNo(tx: Tx, lieferkundeNr: number): Promise<number> {
  const [row] = await tx
    .insert(cashbookCounters)
    .values({ lieferkundeNr, lastReceiptNo: 1 })
    .onConflictDoUpdate({
      target: cashbookCounters.lieferkundeNr,
      set: { lastReceiptNo: sql.raw('cashbook_counters.last_receipt_no + 1') },
    })
    .returning({ n: cashbookCounters.lastReceiptNo });
  if (!row) throw new Error('cashbook counter not written');
  return row.n;
}

async function lastClosedDay(tx: Tx, lieferkundeNr: number): Promise<string | null> {
  const [row] = await tx
    .select({ day: max(cashbookClosings.day) })
    .from(cashbookClosings)
    .where(eq(cashbookClosings.lieferkundeNr, lieferkundeNr));
  return row?.day ?? null;
}

/** Under the book's lock: `day` is open. */
async function checkBook(tx: Tx, lieferkundeNr: number, day: string) {
  const last = await lastClosedDay(tx, lieferkundeNr);
  if (isDayClosed(day, last)) throw rejectInvalid(r.dayClosed(last ?? day));
}

/** Whether `id` is already an entry; a replay of this very entry (same book) changes nothing. */
const entryTaken = (tx: Tx, id: string, lieferkundeNr: number) =>
  alreadyApplied(tx, cashbookEntries, id, (e) => e.lieferkundeNr === lieferkundeNr, r.idTaken);

export async function addEntry(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'cashbook.addEntry'>,
) {
  await lockCashbook(tx, ctx, args.lieferkundeNr);
  if (await entryTaken(tx, args.id, args.lieferkundeNr)) return;
  await checkBook(tx, args.lieferkundeNr, args.day);
  await tx.insert(cashbookEntries).values({
    id: args.id,
    lieferkundeNr: args.lieferkundeNr,
    day: args.day,
    receiptNo: await nextReceiptNo(tx, args.lieferkundeNr),
    text: args.text,
    category: args.category,
    amountCents: signedAmount(args.category, args.amountCents),
    vatRate: args.vatRate,
    reversalOf: null,
    ...authorOf(ctx),
  });
}

export async function reverse(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'cashbook.reverse'>,
) {
  const [ref] = await tx
    .select({ lieferkundeNr: cashbookEntries.lieferkundeNr })
    .from(cashbookEntries)
    .where(eq(cashbookEntries.id, args.originalId));
  if (!ref) throw rejectNotFound(r.entryNotFound);
  await lockCashbook(tx, ctx, ref.lieferkundeNr);
  if (await entryTaken(tx, args.id, ref.lieferkundeNr)) return;
  await checkBook(tx, ref.lieferkundeNr, args.day);
  const [original] = await tx
    .select()
    .from(cashbookEntries)
    .where(eq(cashbookEntries.id, args.originalId));
  if (!original) throw rejectNotFound(r.entryNotFound);
  const [reversal] = await tx
    .select({ id: cashbookEntries.id })
    .from(cashbookEntries)
    .where(eq(cashbookEntries.reversalOf, original.id));
  const refusal = reversalRefusal(original, reversal !== undefined);
  if (refusal) throw rejectInvalid(cashbookDe.reverse[refusal]);
  await tx.insert(cashbookEntries).values({
    id: args.id,
    lieferkundeNr: original.lieferkundeNr,
    day: args.day,
    receiptNo: await nextReceiptNo(tx, original.lieferkundeNr),
    text: reversalText(original.text, cashbookDe.reversalPrefix),
    ...reversalFields(original),
    reversalOf: original.id,
    ...authorOf(ctx),
  });
}

export async function closeDay(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'cashbook.closeDay'>,
) {
  const { lieferkundeNr, day } = args;
  await lockCashbook(tx, ctx, lieferkundeNr);
  const own = (c: typeof cashbookClosings.$inferSelect) =>
    c.lieferkundeNr === lieferkundeNr && c.day === day;
  if (await alreadyApplied(tx, cashbookClosings, args.id, own, r.idTaken)) return; // a replay
  await checkBook(tx, lieferkundeNr, day);
  const entries = await tx
    .select({ day: cashbookEntries.day, amountCents: cashbookEntries.amountCents })
    .from(cashbookEntries)
    .where(and(eq(cashbookEntries.lieferkundeNr, lieferkundeNr), lte(cashbookEntries.day, day)));
  const figures = closingFigures(balanceUpTo(entries, day), args.countedCents);
  const booksDifference = figures.differenceCents !== 0;
  if (booksDifference) {
    if (Math.abs(figures.differenceCents) > INT4_MAX) throw rejectInvalid(r.differenceTooLarge);
    const [taken] = await tx
      .select({ id: cashbookEntries.id })
      .from(cashbookEntries)
      .where(eq(cashbookEntries.id, args.differenceEntryId));
    if (taken) throw rejectInvalid(r.idTaken);
    await tx.insert(cashbookEntries).values({
      id: args.differenceEntryId,
      lieferkundeNr,
      day,
      receiptNo: await nextReceiptNo(tx, lieferkundeNr),
      text: cashbookDe.differenceText(day),
      category: 'kassendifferenz',
      amountCents: figures.differenceCents,
      vatRate: 0,
      reversalOf: null,
      ...authorOf(ctx),
    });
  }
  const by = authorOf(ctx);
  await tx.insert(cashbookClosings).values({
    id: args.id,
    lieferkundeNr,
    day,
    ...figures,
    differenceEntryId: booksDifference ? args.differenceEntryId : null,
    closedAt: by.createdAt,
    closedBy: by.createdBy,
    actingAdminId: by.actingAdminId,
  });
}

export const cashbookServer = serverModule(cashbookModule, {
  handlers: {
    'cashbook.addEntry': addEntry,
    'cashbook.reverse': reverse,
    'cashbook.closeDay': closeDay,
  },
  loaders: {
    /** Entries are never changed nor deleted: every row is an upsert. */
    cashbookEntries: registerLoader(cashbookEntries, CashbookEntryRow, 'createdBy'),

    cashbookClosings: registerLoader(cashbookClosings, CashbookClosingRow, 'closedBy'),
  },
});
