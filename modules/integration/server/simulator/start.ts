// Starts the embedded ERP simulator (issue 29 item 5) with the server: the integration module's
// `start` hook. Once the server listens, it takes its service account 'ERP-Simulator' (made, or
// the active one reused with a new key: the old key stops working, the account and the messages
// it sent stay, so a repeat after a restart is a duplicate) and calls the server's own address
// every pollMs. The key lives in this process's memory only. It stops with the server.
//
// One simulator per database: several instances on one PostgreSQL would renew each other's key,
// so all but one run with ERP_SIMULATOR=off (or a real ERP is configured).
import type { AddressInfo } from 'node:net';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { IntegrationScope } from '../../../../src/api/access.ts';
import { serviceAccounts } from '../../../../server/db/schema.ts';
import type { ServerDeps } from '../../../../server/deps.ts';
import {
  createServiceAccount,
  renewServiceAccountKey,
} from '../../../../server/services/serviceAccounts.ts';
import { createClient } from './client.ts';
import { readSimulatorConfig } from './config.ts';
import { ErpSimulator } from './run.ts';

export const SIMULATOR_ACCOUNT_NAME = 'ERP-Simulator';
export const SIMULATOR_SCOPES: readonly IntegrationScope[] = [
  'events:read',
  'orders:write',
  'documents:write',
  'catalogue:read',
];

/** The simulator's key: its active account renewed, or a new account. */
async function simulatorKey(deps: Pick<ServerDeps, 'db' | 'clock'>): Promise<string> {
  const [active] = await deps.db
    .select({ id: serviceAccounts.id })
    .from(serviceAccounts)
    .where(and(eq(serviceAccounts.name, SIMULATOR_ACCOUNT_NAME), isNull(serviceAccounts.revokedAt)))
    .orderBy(desc(serviceAccounts.createdAt))
    .limit(1);
  const renewed = active
    ? await renewServiceAccountKey(deps.db, active.id, SIMULATOR_SCOPES)
    : null;
  if (renewed) return renewed.key;
  const made = await createServiceAccount(deps.db, deps.clock, {
    name: SIMULATOR_ACCOUNT_NAME,
    scopes: SIMULATOR_SCOPES,
    createdBy: null,
  });
  return made.key;
}

/** The address this server listens on, as a client on this machine reaches it. */
export function ownBaseUrl(address: AddressInfo | string): string {
  if (typeof address === 'string') throw new Error('the server listens on a socket path');
  const ipv6 = address.family === 'IPv6' || address.address.includes(':');
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : ipv6
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}`;
}

/** ModuleServer.start of the integration module: the simulator, unless switched off. */
export function startErpSimulator(app: FastifyInstance, deps: ServerDeps): void {
  const setting = readSimulatorConfig(process.env);
  if (!setting.enabled) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const begin = async () => {
    const key = await simulatorKey(deps);
    const [address] = app.addresses();
    if (!address || stopped) return;
    const simulator = new ErpSimulator({
      client: createClient({ baseUrl: ownBaseUrl(address), key }),
      config: setting,
      now: () => deps.clock().getTime(),
      log: app.log,
    });
    app.log.info({ pollMs: setting.pollMs }, 'ERP simulator started');
    timer = setInterval(() => {
      if (running || stopped) return;
      running = simulator.tick().finally(() => {
        running = null;
      });
    }, setting.pollMs);
    timer.unref();
  };

  // Only a listening server has an address to call (tests that inject requests start none).
  app.addHook('onListen', async () => {
    begin().catch((error: unknown) => app.log.error({ err: error }, 'ERP simulator not started'));
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    await running;
  });
}
