// The server half of the analytics data (modules/analytics/contract.ts): the loaders of a delivery
// customer's delivery notes, delivery lines, invoices and credit notes, and open backorders, and
// the handler of backorder.cancel. The rows are never deleted (a cancelled backorder stays, with
// its state), so every loaded row is an upsert, except DTP delivery notes and their lines for a
// user who may not have DTP notes (the PDF route's rule, modules/analytics/documents.ts): deletes, and a
// view of their own, so a role withdrawn or granted resets what the client holds.
import { eq } from 'drizzle-orm';
import type { Principal } from '../../../src/api/access.ts';
import { mayHaveKind } from '../documents.ts';
import {
  analyticsModule,
  type BackorderRow,
  type DeliveryLineRow,
  type DeliveryNoteRow,
} from '../contract.ts';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { analyticsDe } from '../texts.de.ts';
import { nextVersion } from '../../../server/db/schema.ts';
import { deliveryLines, deliveryNotes } from './tables.ts';
import { backorders, customerDocuments } from './tables.ts';
import { serverModule, type View } from '../../../server/sync/serverModule.ts';
import { lockCustomerScope } from '../../../server/sync/scope.ts';
import {
  rejectInvalid,
  rejectNotFound,
  type MutationContext,
  type Tx,
} from '../../../server/sync/types.ts';
import {
  changedCustomerRows,
  customerTableLoader,
  customerPage,
} from '../../../server/sync/changedRows.ts';
import { byCustomer } from '../../../server/sync/marks.ts';

const r = analyticsDe.residues.rejections;

/**
 * A delivery customer's backorder write lock (see server/sync/scope.ts): writers of one
 * customer's backorders commit their versions in order.
 */
const lockBackorders = (tx: Tx, ctx: MutationContext, lieferkundeNr: number) =>
  lockCustomerScope(tx, ctx, 'backorders', lieferkundeNr, r.foreign);

/** Whether the user may have DTP delivery notes, with their priced lines (issue 23). */
const withDtp = (principal: Principal) => mayHaveKind(principal, 'dtp');
const dtpView: View = (principal) => (withDtp(principal) ? '' : 'ohne-dtp');

/** backorder.cancel: an open backorder of a customer the user may act for becomes cancelled. */
async function cancelBackorder(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'backorder.cancel'>,
): Promise<void> {
  const [found] = await tx
    .select({ lieferkundeNr: backorders.lieferkundeNr })
    .from(backorders)
    .where(eq(backorders.id, args.id));
  if (!found) throw rejectNotFound(r.notFound);
  // The backorder's own customer, checked at apply time: the session's choice is no gate (issue 26).
  await lockBackorders(tx, ctx, found.lieferkundeNr);
  // Under the lock: another device may have cancelled it meanwhile.
  const [row] = await tx
    .select({ state: backorders.state })
    .from(backorders)
    .where(eq(backorders.id, args.id));
  if (row?.state !== 'open') throw rejectInvalid(r.notOpen);
  await tx
    .update(backorders)
    .set({
      state: 'cancelled',
      cancelledAt: ctx.clock(),
      cancelledBy: ctx.user.id,
      version: nextVersion(),
    })
    .where(eq(backorders.id, args.id));
}

export const analyticsServer = serverModule(analyticsModule, {
  // The tables each hand-written loader pages by (server/sync/marks.ts).
  marks: {
    deliveryNotes: [byCustomer(deliveryNotes)],
    deliveryLines: [byCustomer(deliveryLines)],
    backorders: [byCustomer(backorders)],
  },
  handlers: { 'backorder.cancel': cancelBackorder },
  views: { deliveryNotes: dtpView, deliveryLines: dtpView },
  loaders: {
    async deliveryNotes(tx, { lieferkundeNr, principal }, from, take) {
      const dtp = withDtp(principal);
      const found = await changedCustomerRows(tx, deliveryNotes, lieferkundeNr, from, take);
      return found.map(({ version, ...n }) => ({
        id: n.id,
        version,
        row:
          n.dtp && !dtp ? null : ({ ...n, version: version.toString() } satisfies DeliveryNoteRow),
      }));
    },

    async deliveryLines(tx, { lieferkundeNr, principal }, from, take) {
      const dtp = withDtp(principal);
      const query = tx
        .select({ line: deliveryLines, dtp: deliveryNotes.dtp })
        .from(deliveryLines)
        .innerJoin(deliveryNotes, eq(deliveryNotes.id, deliveryLines.noteId))
        .$dynamic();
      const found = await customerPage(query, deliveryLines, lieferkundeNr, from, take);
      return found.map(({ line: { version, ...l }, dtp: ofDtpNote }) => ({
        id: l.id,
        version,
        row:
          ofDtpNote && !dtp
            ? null
            : ({ ...l, version: version.toString() } satisfies DeliveryLineRow),
      }));
    },

    invoices: customerTableLoader(customerDocuments),

    async backorders(tx, { lieferkundeNr }, from, take) {
      const found = await changedCustomerRows(tx, backorders, lieferkundeNr, from, take);
      return found.map(({ version, cancelledAt: _at, cancelledBy: _by, ...b }) => ({
        id: b.id,
        version,
        row: { ...b, version: version.toString() } satisfies BackorderRow,
      }));
    },
  },
});
