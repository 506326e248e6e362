// GET /api/integration/v1/events?after=<seq>&limit=<n> (issue 29): the outgoing messages after
// the ERP's cursor, oldest first, whether or not a transport delivered them too. A reader that
// stores `cursor` after processing a page and asks again from it sees every message once.
import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError as ApiErrorSchema } from '../../../../src/api/schemas.ts';
import type { ModuleRouteDeps } from '../../../../server/serverModules.ts';
import { EventPage, INTEGRATION_API } from '../../contract.ts';
import { integrationOutbox } from '../tables.ts';
import { routePath } from '../paths.ts';
import { cloudEvent } from './envelope.ts';
import { OUTBOX_LOCK } from './enqueue.ts';
import { passBarrier } from '../../../../server/db/locks.ts';

export const EVENTS_LIMIT_DEFAULT = 100;
export const EVENTS_LIMIT_MAX = 500;
/** How long a read waits for the writers under way before answering 503 (Retry-After). */
export const BARRIER_WAIT_MS = 2_000;

const EventsQuery = z.strictObject({
  /** The `cursor` of the previous page (the last message's sequence); 0 or absent: from the start. */
  after: z
    .string()
    .regex(/^\d{1,18}$/)
    .default('0'),
  limit: z.coerce.number().int().min(1).max(EVENTS_LIMIT_MAX).default(EVENTS_LIMIT_DEFAULT),
});

export const eventsRoute =
  ({ db }: ModuleRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      routePath(INTEGRATION_API.events),
      {
        config: { access: { integration: 'events:read' } },
        schema: {
          tags: ['integration'],
          summary: 'Outgoing messages after a cursor (CloudEvents)',
          querystring: EventsQuery,
          response: {
            200: EventPage,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            403: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        const { after, limit } = request.query;
        // A writer still under way may commit a smaller seq than one already committed; a
        // cursor moved past it would skip it for ever. The barrier waits for the writers under
        // way (a moment: a submission's transaction), then everything up to `upTo` is final.
        const upTo = await db.transaction(async (tx) => {
          await passBarrier(tx, OUTBOX_LOCK, BARRIER_WAIT_MS);
          const [row] = await tx
            .select({ seq: sql<string | null>`max(${integrationOutbox.seq})` })
            .from(integrationOutbox);
          return Number(row?.seq ?? 0);
        });
        const rows = await db
          .select()
          .from(integrationOutbox)
          .where(and(gt(integrationOutbox.seq, Number(after)), lte(integrationOutbox.seq, upTo)))
          .orderBy(asc(integrationOutbox.seq))
          .limit(limit + 1);
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        return {
          events: page.map(cloudEvent),
          cursor: last ? String(last.seq) : after,
          more: rows.length > limit,
        };
      },
    );
  };
