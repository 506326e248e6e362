// The server half of the drug book (modules/drugBook/contract.ts): the handlers of its two mutations and
// the loaders of a delivery customer's narcotic delivery lines and book entries. Every handler
// takes the customer's drug book lock (namespace 16, server/sync/scope.ts: versions commit in
// order, and two issues at once cannot both pass the balance check), checks that the session may
// act for that customer and refuses what would let an article's balance fall below zero.
import { and, eq } from 'drizzle-orm';
import { drugBookModule, DrugBookEntryRow, type DrugDeliveryRow } from '../contract.ts';
import { negativeDay, type BookEntry } from '../rules.ts';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { drugBookDe } from '../texts.de.ts';
import { articles } from '../../../server/db/schema.ts';
import { deliveryLines } from '../../analytics/server/tables.ts';
import { drugBookEntries } from './tables.ts';
import { alreadyApplied } from '../../../server/sync/replay.ts';
import { serverModule, type Changed } from '../../../server/sync/serverModule.ts';
import { deliveredChanges, deliveredLineColumns } from '../../../server/sync/deliveredLines.ts';
import { registerLoader } from '../../../server/sync/customerRows.ts';
import { authorOf } from '../../../server/sync/author.ts';
import { lockCustomerScope } from '../../../server/sync/scope.ts';
import {
  rejectInvalid,
  rejectNotFound,
  type MutationContext,
  type Tx,
} from '../../../server/sync/types.ts';
import { byCustomer } from '../../../server/sync/marks.ts';

const r = drugBookDe.rejections;
const iso = (d: Date) => d.toISOString();

/** The drug book's write lock, after the check that the user may act for the customer. */
const checkCustomer = (tx: Tx, ctx: MutationContext, lieferkundeNr: number) =>
  lockCustomerScope(tx, ctx, 'drugBook', lieferkundeNr, r.foreignCustomer);

/** One article's entries, as the balance rules read them. */
async function bookOf(tx: Tx, lieferkundeNr: number, pzn: string): Promise<BookEntry[]> {
  const rows = await tx
    .select()
    .from(drugBookEntries)
    .where(and(eq(drugBookEntries.lieferkundeNr, lieferkundeNr), eq(drugBookEntries.pzn, pzn)));
  return rows.map((e) => ({ ...e, createdAt: iso(e.createdAt) }));
}

async function idTaken(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: drugBookEntries.id })
    .from(drugBookEntries)
    .where(eq(drugBookEntries.id, id));
  return row !== undefined;
}

export async function enter(tx: Tx, ctx: MutationContext, args: MutationArgs<'drugBook.enter'>) {
  await checkCustomer(tx, ctx, args.lieferkundeNr);
  const own = (x: { lieferkundeNr: number }) => x.lieferkundeNr === args.lieferkundeNr;
  if (await alreadyApplied(tx, drugBookEntries, args.id, own, r.idTaken)) return; // a replay
  const [article] = await tx
    .select({ narcotic: articles.narcotic })
    .from(articles)
    .where(eq(articles.pzn, args.pzn));
  if (!article?.narcotic) throw rejectInvalid(r.notNarcotic);
  if (args.deliveryLineId !== null) {
    const [line] = await tx
      .select()
      .from(deliveryLines)
      .where(eq(deliveryLines.id, args.deliveryLineId));
    if (!line || line.lieferkundeNr !== args.lieferkundeNr) throw rejectNotFound(r.lineNotFound);
    if (
      line.pzn !== args.pzn ||
      line.day !== args.day ||
      line.noteNo !== args.document ||
      line.quantityDelivered !== args.quantity
    ) {
      throw rejectInvalid(r.lineMismatch);
    }
    const [booked] = await tx
      .select({ id: drugBookEntries.id })
      .from(drugBookEntries)
      .where(eq(drugBookEntries.deliveryLineId, line.id));
    if (booked) throw rejectInvalid(r.lineTaken);
  }
  const by = authorOf(ctx);
  const row = { ...args, correctionOf: null, note: '', ...by };
  const book = await bookOf(tx, args.lieferkundeNr, args.pzn);
  if (negativeDay([...book, { ...row, createdAt: iso(by.createdAt) }]) !== null) {
    throw rejectInvalid(r.negative);
  }
  await tx.insert(drugBookEntries).values(row);
}

export async function correct(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'drugBook.correct'>,
) {
  const [original] = await tx
    .select()
    .from(drugBookEntries)
    .where(eq(drugBookEntries.id, args.originalId));
  if (!original) throw rejectNotFound(r.entryNotFound);
  await checkCustomer(tx, ctx, original.lieferkundeNr);
  const [correction] = await tx
    .select({ id: drugBookEntries.id })
    .from(drugBookEntries)
    .where(eq(drugBookEntries.correctionOf, original.id));
  if (correction?.id === args.id) return; // a replay
  if (await idTaken(tx, args.id)) throw rejectInvalid(r.idTaken);
  if (correction) throw rejectInvalid(r.alreadyCorrected);
  const by = authorOf(ctx);
  const row = {
    id: args.id,
    lieferkundeNr: original.lieferkundeNr,
    pzn: original.pzn,
    kind: original.kind,
    day: args.day,
    quantity: args.quantity,
    document: args.document,
    deliveryLineId: null,
    correctionOf: original.id,
    note: args.note,
    ...by,
  };
  const book = await bookOf(tx, original.lieferkundeNr, original.pzn);
  if (negativeDay([...book, { ...row, createdAt: iso(by.createdAt) }]) !== null) {
    throw rejectInvalid(r.negative);
  }
  await tx.insert(drugBookEntries).values(row);
}

export const drugBookServer = serverModule(drugBookModule, {
  // The tables each hand-written loader pages by (server/sync/marks.ts).
  marks: {
    drugDeliveries: [byCustomer(deliveryLines)],
  },
  handlers: {
    'drugBook.enter': enter,
    'drugBook.correct': correct,
  },
  loaders: {
    /** Delivered lines of narcotic articles; delivery lines are never deleted: all upserts. */
    async drugDeliveries(tx, { lieferkundeNr }, from, take) {
      const query = tx
        .select(deliveredLineColumns(deliveryLines))
        .from(deliveryLines)
        .innerJoin(articles, eq(articles.pzn, deliveryLines.pzn))
        .$dynamic();
      return (await deliveredChanges(
        query,
        deliveryLines,
        lieferkundeNr,
        from,
        take,
        eq(articles.narcotic, true),
      )) satisfies Changed<DrugDeliveryRow>[];
    },

    /** Entries are never changed nor deleted: all upserts. */
    drugBookEntries: registerLoader(drugBookEntries, DrugBookEntryRow, 'createdBy'),
  },
});
