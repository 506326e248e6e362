// The acting-as audit (issue 26): a representative's applied change, or one an admin made as the
// user, with the customers it acted for and the device's time of it.
import type { Mutation } from '../../src/api/sync.ts';
import { actingAsRecords } from '../db/schema.ts';
import type { MutationContext, Tx } from '../sync/types.ts';

export async function recordActingAs(
  tx: Tx,
  ctx: MutationContext,
  applied: readonly { readonly mutation: Mutation; readonly customers: Iterable<number> }[],
) {
  if (!ctx.user.vertreter && !ctx.impersonation) return;
  const rows = applied.flatMap(({ mutation, customers }) =>
    [...customers].map((lieferkundeNr) => ({
      mutationId: mutation.id,
      lieferkundeNr,
      userId: ctx.user.id,
      actingAdminId: ctx.impersonation?.adminId ?? null,
      mutationName: mutation.name,
      doneAt: new Date(mutation.createdAt),
      appliedAt: ctx.clock(),
    })),
  );
  if (rows.length > 0) await tx.insert(actingAsRecords).values(rows);
}
