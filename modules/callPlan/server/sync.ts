// The server half of the call plan (modules/callPlan/contract.ts): the call slots of every delivery
// customer the user is linked to (a pharmacy: its addresses; a representative: their
// customers). No handlers: the wholesaler plans the calls (here: the seed, modules/tours/server/seed.ts).
// Slots are never deleted; a customer link added later brings only slots changed after the
// cursor (the demo data never changes links; a real plan would bump the slots' versions).
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { callPlanModule, type CallSlotRow } from '../contract.ts';
import { userLieferkunden } from '../../../server/db/schema.ts';
import { callSlots } from './tables.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { wholeTable } from '../../../server/sync/marks.ts';

export const callPlanServer = serverModule(callPlanModule, {
  // The tables the loader pages by (server/sync/marks.ts): any change of them reads it again.
  marks: {
    callSlots: [wholeTable(callSlots)],
  },
  handlers: {},
  loaders: {
    async callSlots(tx, { userId }, from, take) {
      const found = await tx
        .select({ slot: callSlots })
        .from(callSlots)
        .innerJoin(
          userLieferkunden,
          and(
            eq(userLieferkunden.lieferkundeNr, callSlots.lieferkundeNr),
            eq(userLieferkunden.userId, userId),
            isNull(userLieferkunden.deletedAt),
          ),
        )
        .where(gt(callSlots.version, from))
        .orderBy(asc(callSlots.version))
        .limit(take);
      return found.map(({ slot: { version, ...s } }) => ({
        id: s.id,
        version,
        row: { ...s, version: version.toString() } satisfies CallSlotRow,
      }));
    },
  },
});
