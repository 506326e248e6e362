// The outbox's dispatcher (issue 29): takes the due messages and hands them to the transport,
// one after another, oldest first. Several server instances may run one each: a batch is claimed
// with `for update skip locked` and leased (next_attempt_at moved ahead) in one short statement,
// so no two instances send the same message while both live, and an instance that dies mid-batch
// leaves its messages to the others once the lease ends. Delivery is at least once: a consumer
// drops an id it saw before (a publisher confirm lost with the connection means sending again).
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { OutboxConfig } from '../../../../server/config.ts';
import type { Db } from '../../../../server/db/client.ts';
import { integrationOutbox } from '../tables.ts';
import { retryDelayMs } from './backoff.ts';
import { cloudEvent, type OutboxRow } from './envelope.ts';
import type { Transport, TransportLog } from './transport.ts';

const BATCH = 20;

export interface Dispatcher {
  /** Look for due messages now (after a commit, after the broker came back). */
  nudge(): void;
  /** Ends the timer and waits for the batch in hand; the transport is closed by the caller. */
  stop(): Promise<void>;
}

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

export function startDispatcher(deps: {
  db: Db;
  config: OutboxConfig;
  transport: Transport;
  log: TransportLog;
}): Dispatcher {
  const { db, config, transport, log } = deps;
  // Long enough for a whole batch to time out one by one before another instance takes it over.
  const leaseMs = BATCH * config.sendTimeoutMs + 30_000;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function claim(): Promise<OutboxRow[]> {
    const due = db
      .select({ seq: integrationOutbox.seq })
      .from(integrationOutbox)
      .where(
        and(
          isNull(integrationOutbox.deliveredAt),
          isNull(integrationOutbox.deadAt),
          lte(integrationOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(integrationOutbox.seq))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(integrationOutbox)
      .set({ nextAttemptAt: inMs(leaseMs) })
      .where(inArray(integrationOutbox.seq, due))
      .returning();
    return rows.sort((a, b) => a.seq - b.seq);
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    const event = cloudEvent(row);
    const result = await transport.send(event);
    const where = eq(integrationOutbox.seq, row.seq);
    if (result.kind === 'delivered') {
      await db
        .update(integrationOutbox)
        .set({ deliveredAt: sql`now()`, attempts: row.attempts + 1, lastError: null })
        .where(where);
      return true;
    }
    if (result.kind === 'unavailable') {
      // Not the message's fault: it waits for the transport without using up an attempt.
      await db
        .update(integrationOutbox)
        .set({ nextAttemptAt: sql`now()`, lastError: result.reason })
        .where(where);
      return false;
    }
    const attempts = row.attempts + 1;
    const fields = { seq: row.seq, id: row.id, type: row.type, attempts, reason: result.reason };
    if (attempts >= config.maxAttempts) {
      if (await transport.deadLetter(event, result.reason, attempts)) {
        await db
          .update(integrationOutbox)
          .set({ deadAt: sql`now()`, attempts, lastError: result.reason })
          .where(where);
        log.error(fields, 'outbox message given up: moved to the dead letters');
        return true;
      }
      await db
        .update(integrationOutbox)
        .set({ nextAttemptAt: sql`now()`, lastError: result.reason })
        .where(where);
      return false;
    }
    await db
      .update(integrationOutbox)
      .set({
        attempts,
        lastError: result.reason,
        nextAttemptAt: inMs(retryDelayMs(attempts, config)),
      })
      .where(where);
    log.warn(fields, 'outbox delivery failed, will retry');
    return true;
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      if (stopped || !transport.available()) return;
      const rows = await claim();
      for (const [i, row] of rows.entries()) {
        const handled = !stopped && (await deliver(row));
        if (!handled) {
          // Stopping, or the transport went away: give the rest of the lease back at once.
          const rest = rows.slice(stopped ? i : i + 1).map((r) => r.seq);
          if (rest.length > 0) {
            await db
              .update(integrationOutbox)
              .set({ nextAttemptAt: sql`now()` })
              .where(inArray(integrationOutbox.seq, rest));
          }
          return;
        }
      }
      if (rows.length === BATCH) again = true;
    } while (again && !stopped);
  }

  function nudge(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => log.error({ err }, 'outbox dispatch failed'))
      .finally(() => {
        running = null;
        if (again) nudge();
      });
  }

  const timer = setInterval(nudge, config.pollMs);
  timer.unref();
  nudge();

  return {
    nudge,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
