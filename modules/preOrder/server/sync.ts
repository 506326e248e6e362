// The server half of the pre-order (modules/preOrder/contract.ts): the handlers of its three mutations and
// the loaders of the order windows (every user with the role, like the last-chance offers) and of
// a delivery customer's lines. Every handler takes the customer's lock (namespace 19,
// server/sync/scope.ts: the caps count the lines committed before), checks that the session may
// act for that customer and applies the shared rules (modules/preOrder/rules.ts) on the server's
// day in Austria: after the deadline or above a cap it refuses with the screen's German words.
import { and, eq } from 'drizzle-orm';
import { viennaDay } from '../../../src/api/enrollmentDays.ts';
import { preOrderModule, type PreOrderLineRow } from '../contract.ts';
import { deadlineProblem, lineProblem, preOrderProblemText, type LineLike } from '../rules.ts';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { preOrderDe } from '../texts.de.ts';
import { nextVersion } from '../../../server/db/schema.ts';
import { preOrderLines, preOrderWindows } from './tables.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { changedCustomerRows, sharedTableLoader } from '../../../server/sync/changedRows.ts';
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

const r = preOrderDe.rejections;

/** The pre-orders' and stock reports' write lock, after the customer check. */
export const lockEnrollment = (tx: Tx, ctx: MutationContext, lieferkundeNr: number) =>
  lockCustomerScope(tx, ctx, 'enrollment', lieferkundeNr, r.foreignCustomer);

async function windowOf(tx: Tx, windowId: string) {
  const [window] = await tx.select().from(preOrderWindows).where(eq(preOrderWindows.id, windowId));
  if (!window) throw rejectNotFound(r.windowNotFound);
  return window;
}

async function linesOf(tx: Tx, windowId: string, lieferkundeNr: number): Promise<LineLike[]> {
  const rows = await tx
    .select()
    .from(preOrderLines)
    .where(
      and(eq(preOrderLines.windowId, windowId), eq(preOrderLines.lieferkundeNr, lieferkundeNr)),
    );
  return rows.map((l) => ({ ...l, cancelledAt: l.cancelledAt?.toISOString() ?? null }));
}

export async function place(tx: Tx, ctx: MutationContext, args: MutationArgs<'preOrder.place'>) {
  await lockEnrollment(tx, ctx, args.lieferkundeNr);
  const [existing] = await tx
    .select({ lieferkundeNr: preOrderLines.lieferkundeNr, windowId: preOrderLines.windowId })
    .from(preOrderLines)
    .where(eq(preOrderLines.id, args.id));
  if (existing) {
    if (existing.lieferkundeNr === args.lieferkundeNr && existing.windowId === args.windowId)
      return;
    throw rejectInvalid(r.idTaken);
  }
  const window = await windowOf(tx, args.windowId);
  const lines = await linesOf(tx, window.id, args.lieferkundeNr);
  const problem = lineProblem(window, lines, args, viennaDay(ctx.clock()));
  if (problem) throw rejectInvalid(preOrderProblemText(problem));
  const now = ctx.clock();
  const actingAdminId = ctx.impersonation?.adminId ?? null;
  await tx.insert(preOrderLines).values({
    ...args,
    createdAt: now,
    createdBy: ctx.user.id,
    actingAdminId,
  });
  // The wholesaler reserves it: the pre-order leaves through the outbox, in this transaction.
  await enqueueEvent(tx, {
    type: EVENT_TYPES.preOrderPlaced,
    subject: `preorder/${args.id}`,
    data: {
      preOrderId: args.id,
      windowId: args.windowId,
      lieferkundeNr: args.lieferkundeNr,
      placedAt: now.toISOString(),
      userId: ctx.user.id,
      actingAdminId,
      pzn: args.pzn,
      quantity: args.quantity,
      prescriptionInitials: args.prescriptionInitials,
      prescriptionDay: args.prescriptionDay,
    },
  });
}

async function lineOf(tx: Tx, ctx: MutationContext, id: string) {
  const [line] = await tx.select().from(preOrderLines).where(eq(preOrderLines.id, id));
  if (!line) throw rejectNotFound(r.lineNotFound);
  await lockEnrollment(tx, ctx, line.lieferkundeNr);
  return line;
}

export async function change(tx: Tx, ctx: MutationContext, args: MutationArgs<'preOrder.change'>) {
  const line = await lineOf(tx, ctx, args.id);
  if (line.cancelledAt !== null) throw rejectInvalid(r.cancelled);
  const window = await windowOf(tx, line.windowId);
  const lines = await linesOf(tx, window.id, line.lieferkundeNr);
  const draft = { ...line, quantity: args.quantity };
  const problem = lineProblem(window, lines, draft, viennaDay(ctx.clock()));
  if (problem) throw rejectInvalid(preOrderProblemText(problem));
  if (line.quantity === args.quantity) return; // a replay
  await tx
    .update(preOrderLines)
    .set({ quantity: args.quantity, changedAt: ctx.clock(), version: nextVersion() })
    .where(eq(preOrderLines.id, line.id));
}

export async function cancel(tx: Tx, ctx: MutationContext, args: MutationArgs<'preOrder.cancel'>) {
  const line = await lineOf(tx, ctx, args.id);
  if (line.cancelledAt !== null) return; // a replay
  const window = await windowOf(tx, line.windowId);
  const problem = deadlineProblem(window, viennaDay(ctx.clock()));
  if (problem) throw rejectInvalid(preOrderProblemText(problem));
  await tx
    .update(preOrderLines)
    .set({ cancelledAt: ctx.clock(), version: nextVersion() })
    .where(eq(preOrderLines.id, line.id));
}

export const preOrderServer = serverModule(preOrderModule, {
  // The tables each hand-written loader pages by (server/sync/marks.ts).
  marks: {
    preOrderLines: [byCustomer(preOrderLines)],
  },
  handlers: { 'preOrder.place': place, 'preOrder.change': change, 'preOrder.cancel': cancel },
  loaders: {
    /** The same windows for every user with the role; never deleted. */
    preOrderWindows: sharedTableLoader(preOrderWindows),
    /** Lines are never deleted (a cancelled one stays): all upserts. */
    async preOrderLines(tx, { lieferkundeNr }, from, take) {
      const found = await changedCustomerRows(tx, preOrderLines, lieferkundeNr, from, take);
      return found.map((l) => ({
        id: l.id,
        version: l.version,
        row: {
          id: l.id,
          lieferkundeNr: l.lieferkundeNr,
          windowId: l.windowId,
          pzn: l.pzn,
          quantity: l.quantity,
          prescriptionInitials: l.prescriptionInitials,
          prescriptionDay: l.prescriptionDay,
          createdAt: l.createdAt.toISOString(),
          changedAt: l.changedAt?.toISOString() ?? null,
          cancelledAt: l.cancelledAt?.toISOString() ?? null,
          version: l.version.toString(),
        } satisfies PreOrderLineRow,
      }));
    },
  },
});
