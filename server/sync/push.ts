// Push: apply a client's queued mutations in order, each exactly once. Every mutation runs in its
// own savepoint inside the batch's transaction, which also records (clientId, mutationId) with the
// result; a repeat answers the recorded result. A rejection is a recorded result too, so it never
// blocks later mutations.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { ROLE, hasRole } from '../../src/api/access.ts';
import {
  MUTATION_ARGS,
  MUTATION_VERSION,
  REJECTION,
  type Mutation,
  type MutationArgs,
  type MutationName,
  type MutationResult,
  type PushAnswer,
  type PushBody,
} from '../../src/api/sync.ts';
import type { Db } from '../db/client.ts';
import { clientMutations, syncClients } from '../db/schema.ts';
import type { Clock } from '../services/clock.ts';
import type { UserRow } from '../services/sessions.ts';
import * as basket from './mutations/baskets.ts';
import * as notification from './mutations/notifications.ts';
import * as order from './mutations/orders.ts';
import * as rows from './mutations/rows.ts';
import {
  REJECTION_MESSAGES,
  Rejection,
  rejectForbidden,
  rejectInvalid,
  type MutationContext,
  type Tx,
} from './types.ts';

type Handler<N extends MutationName> = (
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<N>,
) => Promise<void>;

/** One handler per mutation, with the role it needs (besides User, which the guard checks). */
const HANDLERS: { readonly [N in MutationName]: { role: string; run: Handler<N> } } = {
  'notification.markSeen': { role: ROLE.User, run: notification.markSeen },
  'notification.markAllSeen': { role: ROLE.User, run: notification.markAllSeen },
  'basket.create': { role: ROLE.Auftrag, run: basket.create },
  'basket.rename': { role: ROLE.Auftrag, run: basket.rename },
  'basket.delete': { role: ROLE.Auftrag, run: basket.remove },
  'basket.setPrimary': { role: ROLE.Auftrag, run: basket.setPrimary },
  'basket.setShared': { role: ROLE.Auftrag, run: basket.setShared },
  'basket.setInternalNote': { role: ROLE.Auftrag, run: basket.setInternalNote },
  'basket.addRow': { role: ROLE.Auftrag, run: rows.addRow },
  'basket.addRows': { role: ROLE.Auftrag, run: rows.addRows },
  'basket.transferRows': { role: ROLE.Auftrag, run: rows.transferRows },
  'basket.setQuantity': { role: ROLE.Auftrag, run: rows.setQuantity },
  'basket.deleteRow': { role: ROLE.Auftrag, run: rows.deleteRow },
  'order.place': { role: ROLE.Auftrag, run: order.place },
};

export const PUSH_MESSAGES = {
  mutationVersion:
    'Diese App-Version ist veraltet. Bitte laden Sie die Seite neu, damit Ihre Änderungen übertragen werden.',
  staleEpoch: 'Ein anderer Tab dieses Browsers überträgt bereits Ihre Änderungen.',
  foreignClient: 'Diese Client-Kennung gehört zu einem anderen Benutzer.',
} as const;

/** A push refused as a whole: nothing was applied. */
export interface PushRefusal {
  status: 403 | 409 | 426;
  code: string;
  message: string;
}

export type PushOutcome = { ok: true; answer: PushAnswer } | { ok: false; refusal: PushRefusal };

const isMutationName = (name: string): name is MutationName => Object.hasOwn(MUTATION_ARGS, name);

export async function push(
  db: Db,
  clock: Clock,
  auth: { user: UserRow; lieferkundeNr: number | null },
  body: PushBody,
): Promise<PushOutcome> {
  const { user } = auth;
  if (body.mutations.some((m) => m.v !== MUTATION_VERSION)) {
    const message = PUSH_MESSAGES.mutationVersion;
    return { ok: false, refusal: { status: 426, code: 'mutation_version', message } };
  }
  const refusal = await claimEpoch(db, clock, user, body);
  if (refusal) return { ok: false, refusal };

  const ctx: MutationContext = {
    user,
    lieferkundeNr: auth.lieferkundeNr,
    clock,
    mayActFor: new Map(),
  };
  // One transaction per batch, one savepoint per mutation: each mutation's change and its record
  // stay atomic (and a rejection leaves no trace), while the batch pays for one commit (one WAL
  // flush on PostgreSQL) instead of one per mutation. A batch that fails as a whole is resent
  // by the client and answered from the records: still exactly once.
  const results = await db.transaction(async (tx) => {
    const answered: MutationResult[] = [];
    for (const mutation of body.mutations) {
      answered.push(await applyOnce(tx, ctx, body.clientId, mutation));
    }
    return answered;
  });
  return { ok: true, answer: { results } };
}

/**
 * Records the client's epoch (it only grows) in one statement, so racing pushes agree. A client
 * id of another user is refused; an epoch below the recorded one is a stale leader tab.
 */
async function claimEpoch(
  db: Db,
  clock: Clock,
  user: UserRow,
  body: PushBody,
): Promise<PushRefusal | null> {
  const [row] = await db
    .insert(syncClients)
    .values({ clientId: body.clientId, userId: user.id, epoch: body.epoch, lastSeenAt: clock() })
    .onConflictDoUpdate({
      target: syncClients.clientId,
      set: {
        epoch: sql`greatest(${sql.raw('sync_clients.epoch')}, excluded.epoch)`,
        lastSeenAt: clock(),
      },
      setWhere: sql`${sql.raw('sync_clients.user_id')} = excluded.user_id`,
    })
    .returning({ epoch: syncClients.epoch });
  if (!row)
    return { status: 403, code: ERROR_CODE.forbidden, message: PUSH_MESSAGES.foreignClient };
  if (row.epoch > body.epoch) {
    return { status: 409, code: 'stale_epoch', message: PUSH_MESSAGES.staleEpoch };
  }
  return null;
}

async function recorded(
  db: Db | Tx,
  clientId: string,
  mutationId: string,
): Promise<MutationResult | null> {
  const [row] = await db
    .select()
    .from(clientMutations)
    .where(and(eq(clientMutations.clientId, clientId), eq(clientMutations.mutationId, mutationId)));
  if (!row) return null;
  return row.status === 'applied'
    ? { id: mutationId, status: 'applied' }
    : { id: mutationId, status: 'rejected', code: row.code ?? '', message: row.message ?? '' };
}

async function applyOnce(
  db: Tx,
  ctx: MutationContext,
  clientId: string,
  mutation: Mutation,
): Promise<MutationResult> {
  try {
    return await db.transaction(async (tx) => {
      const earlier = await recorded(tx, clientId, mutation.id);
      if (earlier) return earlier;
      const result = await apply(tx, ctx, mutation);
      await tx.insert(clientMutations).values({
        clientId,
        mutationId: mutation.id,
        userId: ctx.user.id,
        status: result.status,
        code: result.code ?? null,
        message: result.message ?? null,
        appliedAt: ctx.clock(),
      });
      return result;
    });
  } catch (error) {
    // A racing request with the same mutation recorded it first: answer what it recorded.
    if (isUniqueViolation(error)) {
      const earlier = await recorded(db, clientId, mutation.id);
      if (earlier) return earlier;
    }
    throw error;
  }
}

/** Validates, checks the role and runs the handler in a savepoint, so a rejection leaves no trace. */
async function apply(tx: Tx, ctx: MutationContext, mutation: Mutation): Promise<MutationResult> {
  try {
    if (!isMutationName(mutation.name)) {
      throw new Rejection(REJECTION.unknownMutation, REJECTION_MESSAGES.unknownMutation);
    }
    await run(tx, ctx, mutation.name, mutation.args);
    return { id: mutation.id, status: 'applied' };
  } catch (error) {
    if (!(error instanceof Rejection)) throw error;
    return { id: mutation.id, status: 'rejected', code: error.code, message: error.message };
  }
}

async function run<N extends MutationName>(tx: Tx, ctx: MutationContext, name: N, raw: unknown) {
  const parsed = MUTATION_ARGS[name].safeParse(raw);
  if (!parsed.success) throw rejectInvalid(describeIssues(parsed.error.issues));
  const handler = HANDLERS[name];
  const needsAuftrag = handler.role === ROLE.Auftrag;
  if (!hasRole(ctx.user, handler.role)) {
    throw rejectForbidden(
      needsAuftrag ? REJECTION_MESSAGES.needsAuftrag : REJECTION_MESSAGES.needsUser,
    );
  }
  // The cast only restates what safeParse proved: TypeScript cannot correlate N across the maps.
  const args = parsed.data as MutationArgs<N>;
  await tx.transaction((savepoint) => handler.run(savepoint, ctx, args));
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

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '23505') return true;
  }
  return false;
}
