// The checks every pushed mutation passes before its handler runs, alone or in a run: its
// contract (zod, with a German reason) and the user's area.
import type { z } from 'zod';
import { canAccess } from '../../src/api/access.ts';
import { MUTATIONS, type MutationArgs, type MutationName } from '../../src/api/sync.ts';
import {
  REJECTION_MESSAGES,
  rejectForbidden,
  rejectInvalid,
  type MutationContext,
} from '../sync/types.ts';

/** The mutation's parsed arguments, or a Rejection thrown with the reason. */
export function checkMutation<N extends MutationName>(
  ctx: MutationContext,
  name: N,
  raw: unknown,
): MutationArgs<N> {
  const def = MUTATIONS[name];
  const parsed = def.args.safeParse(raw);
  if (!parsed.success) throw rejectInvalid(describeIssues(parsed.error.issues));
  if (!canAccess(ctx.user, def.area)) {
    throw rejectForbidden(
      def.area === 'shop' ? REJECTION_MESSAGES.needsAuftrag : REJECTION_MESSAGES.needsUser,
    );
  }
  // The cast only restates what safeParse proved: TypeScript cannot correlate N across the maps.
  return parsed.data as MutationArgs<N>;
}

type Issue = z.core.$ZodIssue;

function flatten(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) =>
    issue.code === 'invalid_union' ? [issue, ...issue.errors.flatMap(flatten)] : [issue],
  );
}

/** A German reason; an out-of-range quantity gets its own words, since users can fix it. */
function describeIssues(issues: readonly Issue[]): string {
  const all = flatten(issues);
  const quantity = all.some(
    (i) => i.path.at(-1) === 'quantity' && (i.code === 'too_small' || i.code === 'too_big'),
  );
  if (quantity) return REJECTION_MESSAGES.quantity;
  const first = all.find((i) => i.code !== 'invalid_union') ?? all[0];
  const field = first?.path.map(String).join('.');
  return field
    ? `${REJECTION_MESSAGES.invalidArgs} (Feld: ${field})`
    : REJECTION_MESSAGES.invalidArgs;
}
