// How every incoming message is taken (issue 29): validated whole against its schema (400 with
// each wrong line and the reason: nothing written), then applied in ONE transaction together
// with its inbox row, so a message is applied exactly once however often it is sent, and a
// failure half-way leaves nothing behind.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ERROR_CODE } from '../../../src/api/errors.ts';
import type { Db } from '../../../server/db/client.ts';
import type { Clock } from '../../../server/services/clock.ts';
import type { Tx } from '../../../server/sync/types.ts';
import type { IncomingRefusal, IncomingResult } from '../contract.ts';
import { integrationTexts } from '../texts.de.ts';
import { integrationInbox } from './tables.ts';

/** One wrong place of a refused message: the 1-based line (null: the message as a whole). */
export interface Fault {
  readonly line: number | null;
  readonly reason: string;
}

/** Thrown inside `apply` to refuse the message whole (the transaction rolls back). */
export class MessageRefused extends Error {
  constructor(readonly faults: readonly Fault[]) {
    super(faults.map((f) => f.reason).join('; '));
  }
}

/** A zod issue as a fault: a path through `lines[i]` (or `articles[i]` …) names line i + 1. */
export function faultsOf(error: z.ZodError): Fault[] {
  return error.issues.slice(0, 50).map((issue) => {
    const at = issue.path.findIndex((p) => typeof p === 'number');
    const index = at >= 0 ? (issue.path[at] as number) : null;
    const where = issue.path.map(String).join('.');
    return {
      line: index === null ? null : index + 1,
      reason: where ? `${where}: ${issue.message}` : issue.message,
    };
  });
}

/** The 400 body of a refused message. */
export function refusal(faults: readonly Fault[]): IncomingRefusal {
  return {
    code: ERROR_CODE.validation as 'validation',
    message: integrationTexts.refused(faults.length),
    errors: faults.map((f) => ({ line: f.line, reason: f.reason })),
  };
}

/** What `apply` decides: applied, or stale (the entity already holds this version or a newer one). */
export type Applied = 'applied' | 'stale';

export interface Receive<S extends z.ZodType<{ messageId: string; version: number }>> {
  readonly db: Db;
  readonly clock: Clock;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** The inbox's name of this kind of message. */
  readonly type: string;
  readonly schema: S;
  /** What to validate instead of the request's body (an NDJSON feed's lines and query). */
  readonly body?: unknown;
  /** Applies the valid message in the transaction; throws MessageRefused to refuse it whole. */
  readonly apply: (tx: Tx, message: z.infer<S>) => Promise<Applied>;
}

/**
 * Validates, deduplicates and applies one message; answers 200 with IncomingResult, or 400 with
 * IncomingRefusal. The caller's route must declare `access: { integration: … }`.
 */
export async function receive<S extends z.ZodType<{ messageId: string; version: number }>>(
  options: Receive<S>,
): Promise<IncomingResult | IncomingRefusal> {
  const { db, clock, request, reply, type, schema, apply } = options;
  const account = request.serviceAccount;
  if (!account) throw new Error('receive() on a route without a service account');
  const parsed = schema.safeParse('body' in options ? options.body : request.body);
  if (!parsed.success) {
    reply.code(400);
    return refusal(faultsOf(parsed.error));
  }
  const message = parsed.data;
  request.integrationMessageId = message.messageId;
  try {
    const result = await db.transaction(async (tx) => {
      const [taken] = await tx
        .insert(integrationInbox)
        .values({
          accountId: account.id,
          messageId: message.messageId,
          type,
          version: message.version,
          result: 'applied',
          receivedAt: clock(),
        })
        .onConflictDoNothing()
        .returning({ messageId: integrationInbox.messageId });
      if (!taken) return 'duplicate' as const;
      const applied = await apply(tx, message);
      if (applied === 'stale') {
        await tx.execute(
          sql`update integration_inbox set result = 'stale'
              where account_id = ${account.id} and message_id = ${message.messageId}`,
        );
      }
      return applied;
    });
    return { messageId: message.messageId, result };
  } catch (error) {
    if (error instanceof MessageRefused) {
      reply.code(400);
      return refusal(error.faults);
    }
    throw error;
  }
}
