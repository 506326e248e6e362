// The server half of enclosed shipping (modules/enclosedShipping/contract.ts): the handlers of its two
// mutations and the loaders of the sites and of a delivery customer's announcements. Every
// handler takes the customer's lock (namespace 20, server/sync/scope.ts: versions commit in
// order) and checks that the session may act for that customer; the variant needs its role.
import { eq } from 'drizzle-orm';
import { enclosedShippingModule, EnclosedShipmentRow, type ShippingSiteRow } from '../contract.ts';
import { DAYS_AHEAD_MAX, mayCancel, variantsOf } from '../rules.ts';
import { addDays } from '../../../src/api/days.ts';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { enclosedShippingDe } from '../texts.de.ts';
import { nextVersion } from '../../../server/db/schema.ts';
import { enclosedShipments, shippingSites } from './tables.ts';
import { authorOf } from '../../../server/sync/author.ts';
import { alreadyApplied } from '../../../server/sync/replay.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { changedRows } from '../../../server/sync/changedRows.ts';
import { registerLoader } from '../../../server/sync/customerRows.ts';
import { lockCustomerScope } from '../../../server/sync/scope.ts';
import {
  rejectInvalid,
  rejectNotFound,
  type MutationContext,
  type Tx,
} from '../../../server/sync/types.ts';
import { wholeTable } from '../../../server/sync/marks.ts';

const r = enclosedShippingDe.rejections;

/** Enclosed shipping's write lock, after the check that the user may act for the customer. */
const checkCustomer = (tx: Tx, ctx: MutationContext, lieferkundeNr: number) =>
  lockCustomerScope(tx, ctx, 'enclosedShipping', lieferkundeNr, r.foreignCustomer);

const today = (ctx: MutationContext) => ctx.clock().toISOString().slice(0, 10);

export async function announce(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'enclosedShipping.announce'>,
) {
  await checkCustomer(tx, ctx, args.lieferkundeNr);
  const own = (x: { lieferkundeNr: number }) => x.lieferkundeNr === args.lieferkundeNr;
  if (await alreadyApplied(tx, enclosedShipments, args.id, own, r.idTaken)) return; // a replay
  if (!variantsOf(ctx.user).includes(args.variant)) throw rejectInvalid(r.variant);
  const [site] = await tx
    .select({ id: shippingSites.id })
    .from(shippingSites)
    .where(eq(shippingSites.id, args.siteId));
  if (!site) throw rejectNotFound(r.site);
  // A day's grace either side: an announcement made offline yesterday, a clock a little off.
  const day = today(ctx);
  if (args.tourDay < addDays(day, -1) || args.tourDay > addDays(day, DAYS_AHEAD_MAX + 1)) {
    throw rejectInvalid(r.day);
  }
  const now = ctx.clock();
  await tx.insert(enclosedShipments).values({
    ...args,
    state: 'announced',
    stateAt: now,
    ...authorOf(ctx, now),
  });
}

export async function cancel(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'enclosedShipping.cancel'>,
) {
  const [found] = await tx
    .select({ lieferkundeNr: enclosedShipments.lieferkundeNr })
    .from(enclosedShipments)
    .where(eq(enclosedShipments.id, args.id));
  if (!found) throw rejectNotFound(r.notFound);
  await checkCustomer(tx, ctx, found.lieferkundeNr);
  const [row] = await tx
    .select({ state: enclosedShipments.state })
    .from(enclosedShipments)
    .where(eq(enclosedShipments.id, args.id));
  if (!row || row.state === 'cancelled') return; // a replay
  if (!mayCancel(row.state)) throw rejectInvalid(r.notCancellable);
  await tx
    .update(enclosedShipments)
    .set({ state: 'cancelled', stateAt: ctx.clock(), version: nextVersion() })
    .where(eq(enclosedShipments.id, args.id));
}

export const enclosedShippingServer = serverModule(enclosedShippingModule, {
  // The tables each hand-written loader pages by (server/sync/marks.ts).
  marks: {
    shippingSites: [wholeTable(shippingSites)],
  },
  handlers: { 'enclosedShipping.announce': announce, 'enclosedShipping.cancel': cancel },
  loaders: {
    /** The wholesaler's sites: the same for every customer. */
    async shippingSites(tx, _scope, from, take) {
      const found = await changedRows(tx, shippingSites, from, take);
      return found.map((x) => ({
        id: x.id,
        version: x.version,
        row: {
          id: x.id,
          name: x.name,
          address: x.address,
          version: x.version.toString(),
        } satisfies ShippingSiteRow,
      }));
    },
    enclosedShipments: registerLoader(enclosedShipments, EnclosedShipmentRow, 'createdBy'),
  },
});
