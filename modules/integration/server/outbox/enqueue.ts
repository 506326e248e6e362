// Writes an outgoing message into the outbox, in the transaction that records its submission
// (issue 29): the message exists exactly when the order, return … does, and a rolled-back
// submission leaves none. The NOTIFY in the same transaction is delivered by PostgreSQL (and
// PGlite) only at the commit, and dropped with a rollback: it wakes the dispatchers of every
// instance once the row can be seen (./nudge.ts), never before.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { enterBarrier } from '../../../../server/db/locks.ts';
import type { Tx } from '../../../../server/sync/types.ts';
import { EVENT_DATA, type EventData, type EventType } from '../../contract.ts';
import { integrationOutbox } from '../tables.ts';

/** The barrier of the outbox's writers and its cursor (server/db/locks.ts): the module's name. */
export const OUTBOX_LOCK = 'integration';

/** The channel the outbox's commits are announced on. */
export const OUTBOX_CHANNEL = 'integration_outbox';

export interface NewEvent<T extends EventType> {
  readonly type: T;
  /** The entity: `order/<id>`, `return/<id>` … */
  readonly subject: string;
  readonly data: EventData<T>;
}

/**
 * Adds one message; returns its id. The data is checked against the published schema first, so
 * no message leaves that its JSON Schema would refuse (a mistake fails the submission loudly).
 */
export async function enqueueEvent<T extends EventType>(tx: Tx, event: NewEvent<T>) {
  const data = EVENT_DATA[event.type].parse(event.data) as Record<string, unknown>;
  const id = randomUUID();
  // Before the sequence number is drawn: the cursor API's barrier waits for this commit.
  await enterBarrier(tx, OUTBOX_LOCK);
  await tx.insert(integrationOutbox).values({ id, type: event.type, subject: event.subject, data });
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return id;
}
