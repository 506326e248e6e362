// The server half of the declarations of destruction (modules/destruction/contract.ts): the handler of
// 'destruction.declare' and the loader of a delivery customer's declarations. Append-only: a
// declaration is inserted once and never changed; a correction is a new one naming the one it
// replaces (unique: one replacement per declaration). Under the customer's lock of namespace 18
// (shared with the returns, modules/returns/server/sync.ts).
import { and, eq, inArray } from 'drizzle-orm';
import { destructionModule, DestructionRow } from '../contract.ts';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { destructionDe } from '../texts.de.ts';
import { deliveryLines } from '../../analytics/server/tables.ts';
import { destructions } from './tables.ts';
import { authorOf } from '../../../server/sync/author.ts';
import { alreadyApplied } from '../../../server/sync/replay.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { registerLoader } from '../../../server/sync/customerRows.ts';
import {
  rejectInvalid,
  rejectNotFound,
  type MutationContext,
  type Tx,
} from '../../../server/sync/types.ts';
import { lockReturns } from '../../returns/server/sync.ts';
import { DAY_MS } from '../../../src/api/days.ts';
import { EVENT_TYPES } from '../../integration/contract.ts';
import { enqueueEvent } from '../../integration/server/outbox/enqueue.ts';

const r = destructionDe.rejections;

export async function declare(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'destruction.declare'>,
) {
  await lockReturns(tx, ctx, args.lieferkundeNr, r.foreignCustomer);
  const own = (x: { lieferkundeNr: number }) => x.lieferkundeNr === args.lieferkundeNr;
  if (await alreadyApplied(tx, destructions, args.id, own, r.idTaken)) return; // a replay
  const now = ctx.clock();
  // A day ahead at most: the pharmacy's day may already be the next one in UTC terms.
  if (args.day > new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10)) {
    throw rejectInvalid(r.future);
  }
  if (args.replacesId !== null) {
    const [replaced] = await tx
      .select({ lieferkundeNr: destructions.lieferkundeNr })
      .from(destructions)
      .where(eq(destructions.id, args.replacesId));
    if (!replaced || replaced.lieferkundeNr !== args.lieferkundeNr)
      throw rejectNotFound(r.notFound);
    const [replacement] = await tx
      .select({ id: destructions.id })
      .from(destructions)
      .where(eq(destructions.replacesId, args.replacesId));
    if (replacement) throw rejectInvalid(r.alreadyReplaced);
  }
  const lineIds = [
    ...new Set(args.lines.flatMap((l) => (l.deliveryLineId ? [l.deliveryLineId] : []))),
  ];
  if (lineIds.length > 0) {
    const found = await tx
      .select({ id: deliveryLines.id })
      .from(deliveryLines)
      .where(
        and(
          inArray(deliveryLines.id, lineIds),
          eq(deliveryLines.lieferkundeNr, args.lieferkundeNr),
        ),
      );
    if (found.length !== lineIds.length) throw rejectNotFound(r.lineNotFound);
  }
  const author = authorOf(ctx, now);
  await tx.insert(destructions).values({ ...args, ...author });
  // The wholesaler files it: the declaration leaves through the outbox, in this transaction.
  await enqueueEvent(tx, {
    type: EVENT_TYPES.destructionDeclared,
    subject: `destruction/${args.id}`,
    data: {
      declarationId: args.id,
      lieferkundeNr: args.lieferkundeNr,
      declaredAt: now.toISOString(),
      userId: author.createdBy,
      actingAdminId: author.actingAdminId,
      day: args.day,
      reason: args.reason,
      note: args.note,
      declaredBy: args.declaredBy,
      witnessName: args.witnessName,
      witnessFunction: args.witnessFunction,
      replacesId: args.replacesId,
      correctionNote: args.correctionNote,
      lines: args.lines.map((l) => ({ ...l })),
    },
  });
}

export const destructionServer = serverModule(destructionModule, {
  handlers: { 'destruction.declare': declare },
  loaders: {
    /** Declarations are never changed nor deleted: all upserts. */
    destructions: registerLoader(destructions, DestructionRow, 'createdBy'),
  },
});
