// The periodic clean-up: expired sessions (with the end of their impersonations in the audit
// trail), attempt counters whose window has passed, the exactly-once records of sync clients
// that never came back (server/services/syncClientPruning.ts), mailed tokens a day past their end, browsers not
// used for a login in 90 days, and registrations whose confirmation link expired unused
// (issue 23), and the integration's audit rows after 90 days (issue 29).
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { pruneKnownBrowsers } from './knownBrowsers.ts';
import { pruneLoginThrottle } from './loginThrottle.ts';
import { pruneSyncClients } from './syncClientPruning.ts';
import { pruneUnconfirmedRegistrations } from './registrationConfirmation.ts';
import { pruneExpiredSessions } from './sessions.ts';
import { pruneIntegrationAudit } from './serviceAccounts.ts';
import { pruneUserTokens } from './userTokens.ts';

export async function pruneAuthState(
  db: Db,
  clock: Clock,
  config: Pick<ServerConfig, 'session' | 'loginThrottle' | 'accountRequests'>,
) {
  const sessions = await pruneExpiredSessions(db, clock, config.session);
  const longestWindow = Math.max(
    config.loginThrottle.windowMs,
    config.accountRequests.mailWindowMs,
  );
  const loginCounters = await pruneLoginThrottle(db, clock, longestWindow);
  const syncClients = await pruneSyncClients(db, clock);
  const mailTokens = await pruneUserTokens(db, clock);
  const knownBrowsers = await pruneKnownBrowsers(db, clock);
  const unconfirmedRegistrations = await pruneUnconfirmedRegistrations(db, clock);
  const integrationAudit = await pruneIntegrationAudit(db, clock);
  return {
    sessions,
    loginCounters,
    syncClients,
    mailTokens,
    knownBrowsers,
    unconfirmedRegistrations,
    integrationAudit,
  };
}

/** Runs pruneAuthState every `pruneIntervalMs` from ready until close. */
export function schedulePruning(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; config: ServerConfig },
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = pruneAuthState(deps.db, deps.clock, deps.config)
      .then((pruned) => {
        if (Object.values(pruned).some((count) => count > 0)) {
          app.log.info(pruned, 'pruned');
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'pruning failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, deps.config.pruneIntervalMs);
    // The timer alone never keeps the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    // A run in progress finishes before the database closes under it.
    await running;
  });
}
