// The server half of the stock levels (modules/stockLevels/contract.ts): the handler of a stock report and
// the loaders of the price cuts (every user with the role) and of a delivery customer's reports.
// The report takes the customer's lock (namespace 19, shared with the pre-order: the revision
// counts the reports committed before) and applies the shared rules on the server's day in
// Austria: before the cut-off day, after the deadline, incomplete or once the wholesaler reviews
// the claim it refuses in German. A correction is a new report with the next revision.
import { and, eq } from 'drizzle-orm';
import { viennaDay } from '../../../src/api/enrollmentDays.ts';
import { stockLevelsModule, StockReportRow } from '../contract.ts';
import { reportProblem, reportProblemText } from '../rules.ts';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { stockLevelsDe } from '../texts.de.ts';
import { priceCuts, stockReports } from './tables.ts';
import { alreadyApplied } from '../../../server/sync/replay.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { sharedTableLoader } from '../../../server/sync/changedRows.ts';
import { registerLoader } from '../../../server/sync/customerRows.ts';
import {
  rejectInvalid,
  rejectNotFound,
  type MutationContext,
  type Tx,
} from '../../../server/sync/types.ts';
import { lockEnrollment } from '../../preOrder/server/sync.ts';

const r = stockLevelsDe.rejections;

export async function report(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'stockLevels.report'>,
) {
  await lockEnrollment(tx, ctx, args.lieferkundeNr);
  const own = (x: typeof stockReports.$inferSelect) =>
    x.lieferkundeNr === args.lieferkundeNr && x.priceCutId === args.priceCutId;
  if (await alreadyApplied(tx, stockReports, args.id, own, r.idTaken)) return; // a replay
  const [cut] = await tx.select().from(priceCuts).where(eq(priceCuts.id, args.priceCutId));
  if (!cut) throw rejectNotFound(r.cutNotFound);
  const earlier = await tx
    .select({ revision: stockReports.revision, status: stockReports.status })
    .from(stockReports)
    .where(
      and(eq(stockReports.lieferkundeNr, args.lieferkundeNr), eq(stockReports.priceCutId, cut.id)),
    );
  const problem = reportProblem(cut, earlier, args.quantities, viennaDay(ctx.clock()));
  if (problem) throw rejectInvalid(reportProblemText(problem));
  await tx.insert(stockReports).values({
    ...args,
    revision: earlier.length + 1,
    submittedAt: ctx.clock(),
    submittedBy: ctx.user.id,
    actingAdminId: ctx.impersonation?.adminId ?? null,
    status: 'submitted',
    creditedCents: null,
  });
}

export const stockLevelsServer = serverModule(stockLevelsModule, {
  handlers: { 'stockLevels.report': report },
  loaders: {
    /** The same cuts for every user with the role; never deleted. */
    priceCuts: sharedTableLoader(priceCuts),
    /** Reports are never deleted; the wholesaler's status changes come as upserts. */
    stockReports: registerLoader(stockReports, StockReportRow, 'submittedBy'),
  },
});
