// Who wrote a row of a delivery customer's record, kept with the row (the registers' audit trail).
import type { MutationContext } from './types.ts';

/**
 * The author columns of a row written by this mutation: when (`at`, by default the server's
 * clock now), the session's user, and the admin who acts as that user, if any.
 */
export const authorOf = (ctx: MutationContext, at: Date = ctx.clock()) => ({
  createdAt: at,
  createdBy: ctx.user.id,
  actingAdminId: ctx.impersonation?.adminId ?? null,
});
