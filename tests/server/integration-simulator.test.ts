// The embedded ERP simulator's start (issue 29 item 5): nothing while the server only takes
// injected requests; once it listens, the service account 'ERP-Simulator' with its four scopes;
// another start renews that account's key instead of making a second account.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import { serviceAccounts } from '../../server/db/schema.ts';
import {
  ownBaseUrl,
  SIMULATOR_ACCOUNT_NAME,
  SIMULATOR_SCOPES,
} from '../../modules/integration/server/simulator/start.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
const saved = process.env.ERP_SIMULATOR;
beforeAll(async () => {
  // tests/server/setup.ts switches it off for every other test file.
  process.env.ERP_SIMULATOR = 'on';
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  process.env.ERP_SIMULATOR = saved;
});

const simulatorAccounts = () =>
  t.db
    .select()
    .from(serviceAccounts)
    .where(eq(serviceAccounts.name, SIMULATOR_ACCOUNT_NAME))
    .orderBy(asc(serviceAccounts.createdAt));

describe('the embedded ERP simulator', () => {
  it('makes its service account once the server listens, not before', async () => {
    expect(await simulatorAccounts()).toEqual([]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(async () => (await simulatorAccounts()).length, { timeout: 10_000 }).toBe(1);
    const [account] = await simulatorAccounts();
    expect([...(account?.scopes ?? [])].sort()).toEqual([...SIMULATOR_SCOPES].sort());
    expect(account?.revokedAt).toBeNull();
    expect(account?.createdBy).toBeNull();
  });

  it('renews the same account with a new key at another start', async () => {
    const [before] = await simulatorAccounts();
    const second = await buildServer({
      db: t.db,
      clock: t.clock,
      config: t.config,
      logLevel: 'silent',
    });
    try {
      await second.listen({ port: 0, host: '127.0.0.1' });
      await expect
        .poll(async () => (await simulatorAccounts())[0]?.keyHash, { timeout: 10_000 })
        .not.toBe(before?.keyHash);
      const after = await simulatorAccounts();
      expect(after.map((a) => a.id)).toEqual([before?.id]);
      expect(after[0]?.keyPrefix).not.toBe(before?.keyPrefix);
    } finally {
      await second.close();
    }
  });

  it('calls the address the server listens on, from this machine', () => {
    expect(ownBaseUrl({ address: '0.0.0.0', family: 'IPv4', port: 8080 })).toBe(
      'http://127.0.0.1:8080',
    );
    expect(ownBaseUrl({ address: '127.0.0.1', family: 'IPv4', port: 8321 })).toBe(
      'http://127.0.0.1:8321',
    );
    expect(ownBaseUrl({ address: '::', family: 'IPv6', port: 80 })).toBe('http://[::1]:80');
    expect(ownBaseUrl({ address: '::1', family: 'IPv6', port: 81 })).toBe('http://[::1]:81');
  });
});
