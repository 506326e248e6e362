// The server half of the returns (modules/returns/contract.ts): the handler of 'return.announce' and the
// loaders of a delivery customer's returnable delivery lines and its returns. The handler takes
// the customer's returns lock (namespace 18, server/sync/scope.ts: versions commit in order, two
// returns of one line cannot both pass the quantity check, and numbers are handed out without
// gaps or twins), checks that the session may act for the customer, applies the rules of
// modules/returns/rules.ts and numbers the return R-<year>-<seq>.
import { and, eq, gte, max } from 'drizzle-orm';
import { returnsModule, type ReturnLineRow, type ReturnRow } from '../contract.ts';
import { LINE_WINDOW_DAYS, returnableQuantity, returnNumber, ruleProblem } from '../rules.ts';
import { addDays } from '../../../src/api/days.ts';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { returnsDe } from '../texts.de.ts';
import { articles, users } from '../../../server/db/schema.ts';
import { deliveryLines } from '../../analytics/server/tables.ts';
import { returns } from './tables.ts';
import { authorOf } from '../../../server/sync/author.ts';
import { alreadyApplied } from '../../../server/sync/replay.ts';
import { customerPage } from '../../../server/sync/changedRows.ts';
import { serverModule, type Changed } from '../../../server/sync/serverModule.ts';
import { deliveredChanges, deliveredLineColumns } from '../../../server/sync/deliveredLines.ts';
import { lockCustomerScope } from '../../../server/sync/scope.ts';
import {
  rejectInvalid,
  rejectNotFound,
  type MutationContext,
  type Tx,
} from '../../../server/sync/types.ts';
import { byCustomer } from '../../../server/sync/marks.ts';
import { EVENT_TYPES } from '../../integration/contract.ts';
import { enqueueEvent } from '../../integration/server/outbox/enqueue.ts';

const r = returnsDe.rejections;

/** The returns' and declarations' write lock, after the check that the user may act for them. */
export const lockReturns = (tx: Tx, ctx: MutationContext, lieferkundeNr: number, refusal: string) =>
  lockCustomerScope(tx, ctx, 'returns', lieferkundeNr, refusal);

/** The German message of a rule the line breaks for this reason. */
export function ruleMessage(
  problem: NonNullable<ReturnType<typeof ruleProblem>>,
  reason: string,
): string {
  if (problem.kind === 'narcotic') return returnsDe.rules.narcotic;
  if (problem.kind === 'coldExcluded') return returnsDe.rules.coldExcluded(reason);
  return returnsDe.rules.tooLate(reason, problem.lastDay);
}

/** The first day of the returnable window: 120 days before the customer's latest delivery. */
async function windowStart(tx: Tx, lieferkundeNr: number): Promise<string | null> {
  const [row] = await tx
    .select({ last: max(deliveryLines.day) })
    .from(deliveryLines)
    .where(eq(deliveryLines.lieferkundeNr, lieferkundeNr));
  return row?.last ? addDays(row.last, -LINE_WINDOW_DAYS) : null;
}

export async function announce(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'return.announce'>,
) {
  await lockReturns(tx, ctx, args.lieferkundeNr, r.foreignCustomer);
  const own = (x: { lieferkundeNr: number }) => x.lieferkundeNr === args.lieferkundeNr;
  if (await alreadyApplied(tx, returns, args.id, own, r.idTaken)) return; // a replay
  const [found] = await tx
    .select({ line: deliveryLines, cold: articles.coldChain, narcotic: articles.narcotic })
    .from(deliveryLines)
    .innerJoin(articles, eq(articles.pzn, deliveryLines.pzn))
    .where(eq(deliveryLines.id, args.deliveryLineId));
  if (!found || found.line.lieferkundeNr !== args.lieferkundeNr) {
    throw rejectNotFound(r.lineNotFound);
  }
  const { line, cold, narcotic } = found;
  const now = ctx.clock();
  const problem = ruleProblem(
    args.reason,
    { day: line.day, cold, narcotic },
    now.toISOString().slice(0, 10),
  );
  if (problem) throw rejectInvalid(ruleMessage(problem, returnsDe.reason[args.reason]));
  if (cold && !args.coldChainConfirmed) throw rejectInvalid(r.coldChain);
  const earlier = await tx
    .select({
      deliveryLineId: returns.deliveryLineId,
      quantity: returns.quantity,
      status: returns.status,
    })
    .from(returns)
    .where(eq(returns.deliveryLineId, line.id));
  const left = returnableQuantity({ id: line.id, quantity: line.quantityDelivered }, earlier);
  if (args.quantity > left) throw rejectInvalid(r.tooMany(left));
  const year = now.getUTCFullYear();
  const [last] = await tx
    .select({ seq: max(returns.seq) })
    .from(returns)
    .where(and(eq(returns.lieferkundeNr, args.lieferkundeNr), eq(returns.year, year)));
  const seq = (last?.seq ?? 0) + 1;
  const author = authorOf(ctx, now);
  await tx.insert(returns).values({
    id: args.id,
    lieferkundeNr: args.lieferkundeNr,
    year,
    seq,
    returnNo: returnNumber(year, seq),
    deliveryLineId: line.id,
    quantity: args.quantity,
    reason: args.reason,
    note: args.note,
    batch: args.batch,
    expiry: args.expiry,
    storageConfirmed: true,
    coldChainConfirmed: cold && args.coldChainConfirmed,
    status: 'announced',
    statusNote: '',
    creditNoteNo: null,
    creditCents: null,
    ...author,
  });
  // The wholesaler acts on it: the return leaves through the outbox, in this transaction.
  await enqueueEvent(tx, {
    type: EVENT_TYPES.returnSubmitted,
    subject: `return/${args.id}`,
    data: {
      returnId: args.id,
      returnNo: returnNumber(year, seq),
      lieferkundeNr: args.lieferkundeNr,
      submittedAt: now.toISOString(),
      userId: author.createdBy,
      actingAdminId: author.actingAdminId,
      deliveryLineId: line.id,
      noteNo: line.noteNo,
      deliveryDay: line.day,
      pzn: line.pzn,
      name: line.name,
      quantity: args.quantity,
      reason: args.reason,
      note: args.note,
      batch: args.batch,
      expiry: args.expiry,
      coldChainConfirmed: cold && args.coldChainConfirmed,
    },
  });
}

export const returnsServer = serverModule(returnsModule, {
  // The tables each hand-written loader pages by (server/sync/marks.ts).
  marks: {
    returnLines: [byCustomer(deliveryLines)],
    returns: [byCustomer(returns)],
  },
  handlers: { 'return.announce': announce },
  loaders: {
    /**
     * Delivered lines (quantity > 0) of the 120 days before the customer's latest delivery.
     * Delivery lines are never changed nor deleted: all upserts.
     */
    async returnLines(tx, { lieferkundeNr }, from, take) {
      const start = await windowStart(tx, lieferkundeNr);
      if (start === null) return [];
      const query = tx
        .select({
          ...deliveredLineColumns(deliveryLines),
          position: deliveryLines.position,
          aepCents: deliveryLines.unitPriceCents,
          expiry: deliveryLines.expiry,
          cold: articles.coldChain,
          narcotic: articles.narcotic,
        })
        .from(deliveryLines)
        .innerJoin(articles, eq(articles.pzn, deliveryLines.pzn))
        .$dynamic();
      return (await deliveredChanges(
        query,
        deliveryLines,
        lieferkundeNr,
        from,
        take,
        gte(deliveryLines.day, start),
      )) satisfies Changed<ReturnLineRow>[];
    },

    /** Returns are never deleted; a decision or credit is an update with a new version. */
    async returns(tx, { lieferkundeNr }, from, take) {
      const query = tx
        .select({
          ret: returns,
          line: deliveryLines,
          cold: articles.coldChain,
          createdBy: users.displayName,
        })
        .from(returns)
        .innerJoin(deliveryLines, eq(deliveryLines.id, returns.deliveryLineId))
        .innerJoin(articles, eq(articles.pzn, deliveryLines.pzn))
        .innerJoin(users, eq(users.id, returns.createdBy))
        .$dynamic();
      const found = await customerPage(query, returns, lieferkundeNr, from, take);
      return found.map(({ ret: x, line, cold, createdBy }) => ({
        id: x.id,
        version: x.version,
        row: {
          id: x.id,
          lieferkundeNr: x.lieferkundeNr,
          returnNo: x.returnNo,
          deliveryLineId: x.deliveryLineId,
          noteNo: line.noteNo,
          deliveryDay: line.day,
          pzn: line.pzn,
          name: line.name,
          quantity: x.quantity,
          aepCents: line.unitPriceCents,
          cold,
          reason: x.reason,
          note: x.note,
          batch: x.batch,
          expiry: x.expiry,
          storageConfirmed: x.storageConfirmed,
          coldChainConfirmed: x.coldChainConfirmed,
          status: x.status,
          statusNote: x.statusNote,
          creditNoteNo: x.creditNoteNo,
          creditCents: x.creditCents,
          createdAt: x.createdAt.toISOString(),
          createdBy,
          version: x.version.toString(),
        } satisfies ReturnRow,
      }));
    },
  },
});
