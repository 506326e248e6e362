// The per-user key-value store (SPEC 3, 7): autologon_lkndnr, the automatic delivery customer.
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserStoreBody, UserStoreEntry, UserStoreParams } from '../../src/api/schemas.ts';
import type { ServerDeps } from '../deps.ts';
import { userStore } from '../db/schema.ts';
import { MESSAGES, badRequest } from '../errors.ts';
import { requireAuth } from '../plugins/guard.ts';

/** Rules for the values of each key; a customer number or 0 for autologon_lkndnr. */
const VALUE_RULES: Record<string, RegExp> = { autologon_lkndnr: /^\d{1,10}$/ };

export const userStoreRoutes =
  ({ db }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user-store/:key',
      {
        config: { access: 'user' },
        schema: {
          tags: ['user-store'],
          params: UserStoreParams,
          response: { 200: UserStoreEntry },
        },
      },
      async (request) => {
        const { user } = requireAuth(request);
        const { key } = request.params;
        const [row] = await db
          .select({ value: userStore.value })
          .from(userStore)
          .where(and(eq(userStore.userId, user.id), eq(userStore.key, key)))
          .limit(1);
        return { key, value: row?.value ?? null };
      },
    );

    app.put(
      '/user-store/:key',
      {
        config: { access: 'user' },
        schema: {
          tags: ['user-store'],
          params: UserStoreParams,
          body: UserStoreBody,
          response: { 200: UserStoreEntry },
        },
      },
      async (request) => {
        const { user } = requireAuth(request);
        const { key } = request.params;
        const { value } = request.body;
        if (!VALUE_RULES[key]?.test(value)) throw badRequest(MESSAGES.invalidStoreValue);
        await db
          .insert(userStore)
          .values({ userId: user.id, key, value })
          .onConflictDoUpdate({ target: [userStore.userId, userStore.key], set: { value } });
        return { key, value };
      },
    );
  };
