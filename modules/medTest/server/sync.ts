// The server half of the medicine test (modules/medTest/contract.ts): the handlers of its two mutations,
// the loader of a delivery customer's checks and that of its delivered lines still to check
// (from the analytics delivery lines, like the drug book's). Every handler takes the customer's lock
// (namespace 17, server/sync/scope.ts: versions commit in order) and checks that the session
// may act for that customer; a foreign entry is refused.
import { and, asc, eq, gt, gte, isNotNull, notExists, sql } from 'drizzle-orm';
import { medTestModule, MedCheckRow, type MedDeliveryRow } from '../contract.ts';
import { toCheckFrom } from '../rules.ts';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { articles } from '../../../server/db/schema.ts';
import { deliveryLines } from '../../analytics/server/tables.ts';
import { medChecks } from './tables.ts';
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
import { medTestDe } from '../texts.de.ts';
import { byCustomer } from '../../../server/sync/marks.ts';

const r = medTestDe.rejections;

/** The medicine test's write lock, after the check that the user may act for the customer. */
const checkCustomer = (tx: Tx, ctx: MutationContext, lieferkundeNr: number) =>
  lockCustomerScope(tx, ctx, 'medTest', lieferkundeNr, r.foreignCustomer);

/** The pharmacy's day (Vienna) of the server's clock, plus one for a clock a little behind. */
function latestDay(ctx: MutationContext) {
  return new Date(ctx.clock().getTime() + 86_400_000).toISOString().slice(0, 10);
}

export async function check(tx: Tx, ctx: MutationContext, args: MutationArgs<'medTest.check'>) {
  await checkCustomer(tx, ctx, args.lieferkundeNr);
  const own = (x: typeof medChecks.$inferSelect) =>
    x.lieferkundeNr === args.lieferkundeNr && x.correctionOf === null;
  if (await alreadyApplied(tx, medChecks, args.id, own, r.idTaken)) return; // a replay
  if (args.receivedDay > latestDay(ctx)) throw rejectInvalid(r.future);
  if (args.deliveryLineId !== null) {
    const [line] = await tx
      .select({ lieferkundeNr: deliveryLines.lieferkundeNr, pzn: deliveryLines.pzn })
      .from(deliveryLines)
      .where(eq(deliveryLines.id, args.deliveryLineId));
    if (!line || line.lieferkundeNr !== args.lieferkundeNr) throw rejectNotFound(r.lineNotFound);
    // The batch, expiry or note number may differ from the note (that is what the check finds);
    // the article may not.
    if (line.pzn !== args.pzn) throw rejectInvalid(r.lineMismatch);
    const [checked] = await tx
      .select({ id: medChecks.id })
      .from(medChecks)
      .where(eq(medChecks.deliveryLineId, args.deliveryLineId));
    if (checked) throw rejectInvalid(r.lineTaken);
  }
  await tx.insert(medChecks).values({ ...args, correctionOf: null, ...authorOf(ctx) });
}

export async function correct(tx: Tx, ctx: MutationContext, args: MutationArgs<'medTest.correct'>) {
  const [original] = await tx.select().from(medChecks).where(eq(medChecks.id, args.originalId));
  if (!original) throw rejectNotFound(r.notFound);
  await checkCustomer(tx, ctx, original.lieferkundeNr);
  const [correction] = await tx
    .select({ id: medChecks.id })
    .from(medChecks)
    .where(eq(medChecks.correctionOf, original.id));
  if (correction?.id === args.id) return; // a replay
  const [taken] = await tx
    .select({ id: medChecks.id })
    .from(medChecks)
    .where(eq(medChecks.id, args.id));
  if (taken) throw rejectInvalid(r.idTaken);
  if (correction) throw rejectInvalid(r.alreadyCorrected);
  if (args.receivedDay > latestDay(ctx)) throw rejectInvalid(r.future);
  const { originalId, ...entry } = args;
  await tx.insert(medChecks).values({
    ...entry,
    lieferkundeNr: original.lieferkundeNr,
    deliveryLineId: null,
    correctionOf: originalId,
    ...authorOf(ctx),
  });
}

export const medTestServer = serverModule(medTestModule, {
  // The tables each hand-written loader pages by (server/sync/marks.ts).
  marks: {
    medDeliveries: [byCustomer(deliveryLines), byCustomer(medChecks)],
  },
  handlers: { 'medTest.check': check, 'medTest.correct': correct },
  loaders: {
    /**
     * The delivered lines of the last TO_CHECK_DAYS days before the customer's newest delivery
     * that no check names, and, with the check's version, a delete for a line checked since
     * (not on a first pull: the client holds no line yet). Both in one version order.
     */
    async medDeliveries(tx, { lieferkundeNr }, from, take) {
      const [newest] = await tx
        .select({ day: sql<string | null>`max(${deliveryLines.day})` })
        .from(deliveryLines)
        .where(eq(deliveryLines.lieferkundeNr, lieferkundeNr));
      if (!newest?.day) return [];
      const query = tx
        .select({
          ...deliveredLineColumns(deliveryLines),
          expiry: deliveryLines.expiry,
          coldChain: sql<boolean>`coalesce(${articles.coldChain}, false)`,
        })
        .from(deliveryLines)
        .leftJoin(articles, eq(articles.pzn, deliveryLines.pzn))
        .$dynamic();
      const lines: Changed<MedDeliveryRow>[] = await deliveredChanges(
        query,
        deliveryLines,
        lieferkundeNr,
        from,
        take,
        gte(deliveryLines.day, toCheckFrom(newest.day)),
        notExists(
          tx
            .select({ id: medChecks.id })
            .from(medChecks)
            .where(eq(medChecks.deliveryLineId, deliveryLines.id)),
        ),
      );
      if (from === 0n) return lines;
      const checked = await tx
        .select({ lineId: medChecks.deliveryLineId, version: medChecks.version })
        .from(medChecks)
        .where(
          and(
            eq(medChecks.lieferkundeNr, lieferkundeNr),
            gt(medChecks.version, from),
            isNotNull(medChecks.deliveryLineId),
          ),
        )
        .orderBy(asc(medChecks.version))
        .limit(take);
      const deletes = checked.flatMap(({ lineId, version }) =>
        lineId ? [{ id: lineId, version, row: null }] : [],
      );
      return [...lines, ...deletes]
        .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0))
        .slice(0, take);
    },

    /** Checks are never changed nor deleted: all upserts. */
    medChecks: registerLoader(medChecks, MedCheckRow, 'createdBy'),
  },
});
