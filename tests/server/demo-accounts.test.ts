// Issue 23 item 5: no published demo password on a server reachable as a production server. The
// start refuses while demo accounts can log in (or would be seeded) and PUBLIC_URL is not on this
// machine or TRUST_PROXY is set, unless ALLOW_DEMO_ACCOUNTS=true; `npm run admin` creates a
// production database's first administrator (password typed or from stdin, never a flag) and takes
// the demo accounts' access away.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { openDb } from '../../server/db/client.ts';
import { sessions, users } from '../../server/db/schema.ts';
import { AdminCommandError, runAdminCommand, type AdminIo } from '../../server/admin/commands.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import {
  DEMO_ACCOUNT_EMAILS,
  demoAccountRefusal,
  liveDemoAccounts,
  productionExposure,
  readAllowDemoAccounts,
} from '../../server/seed/demoAccounts.ts';
import { verifyPassword } from '../../server/services/passwords.ts';
import { client, createTestApp, type TestApp } from './support/testApp.ts';

const root = join(import.meta.dirname, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

/** Runs a server script with its own PGlite folder; resolves its exit code and output. */
function run(script: string, args: string[], env: Record<string, string>, stdin = '') {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(tsx, [script, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdin.end(stdin);
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('when a server counts as reachable like a production server', () => {
  it('PUBLIC_URL on another host, or TRUST_PROXY set; localhost is a local start', () => {
    expect(productionExposure(readConfig({}))).toBeNull();
    expect(productionExposure(readConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }))).toBeNull();
    expect(productionExposure(readConfig({ PUBLIC_URL: 'http://portal.localhost' }))).toBeNull();
    expect(productionExposure(readConfig({ PUBLIC_URL: 'https://portal.alpenpharm.at' }))).toMatch(
      /PUBLIC_URL https:\/\/portal\.alpenpharm\.at/,
    );
    expect(productionExposure(readConfig({ TRUST_PROXY: '1' }))).toMatch(/TRUST_PROXY/);
  });

  it('reads ALLOW_DEMO_ACCOUNTS as true or false only', () => {
    expect(readAllowDemoAccounts({})).toBe(false);
    expect(readAllowDemoAccounts({ ALLOW_DEMO_ACCOUNTS: 'true' })).toBe(true);
    expect(readAllowDemoAccounts({ ALLOW_DEMO_ACCOUNTS: 'false' })).toBe(false);
    expect(() => readAllowDemoAccounts({ ALLOW_DEMO_ACCOUNTS: 'ja' })).toThrow(
      /ALLOW_DEMO_ACCOUNTS/,
    );
  });

  it('refuses with one line naming the accounts, the reason and the way out', () => {
    const exposed = 'PUBLIC_URL https://portal.alpenpharm.at is not on this machine';
    const live = ['admin@demo.at', 'apotheke@demo.at'];
    const line = demoAccountRefusal(exposed, false, { live, willSeed: false });
    expect(line).toContain('admin@demo.at and 1 more');
    expect(line).toContain(exposed);
    expect(line).toContain('npm run admin -- remove-demo');
    expect(line).toContain('ALLOW_DEMO_ACCOUNTS=true');
    expect(line).not.toContain('\n');
    expect(demoAccountRefusal(exposed, false, { live: [], willSeed: true })).toContain(
      'SEED_DEMO=false',
    );
    expect(demoAccountRefusal(exposed, true, { live, willSeed: true })).toBeNull();
    expect(demoAccountRefusal(null, false, { live, willSeed: true })).toBeNull();
    expect(demoAccountRefusal(exposed, false, { live: [], willSeed: false })).toBeNull();
  });

  it('`npm start` with the demo seed and a public PUBLIC_URL stops before seeding, and says why', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'apo-demo-refusal-'));
    try {
      const started = await run('app/server/main.ts', [], {
        DATA_DIR: dataDir,
        PORT: '0',
        PUBLIC_URL: 'https://portal.alpenpharm.at',
        CATALOGUE_SIZE: '0',
        ANALYTICS_LINES_PER_DAY: '0',
      });
      expect(started.code).toBe(1);
      const lines = started.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Start abgebrochen: the demo data would create accounts/);
      expect(lines[0]).toContain('ALLOW_DEMO_ACCOUNTS=true');
      // Nothing was seeded: the folder holds no user.
      const opened = await openDb({ kind: 'pglite', dataDir });
      try {
        expect(await opened.db.$count(users)).toBe(0);
      } finally {
        await opened.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('the demo accounts in a database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const io = (password: string, out: string[] = []): AdminIo => ({
    readPassword: () => Promise.resolve(password),
    out: (line) => out.push(line),
  });

  it('are every seeded login, and all of them can log in after the seed', async () => {
    expect(DEMO_ACCOUNT_EMAILS).toContain(DEMO_USERS.admin.email);
    expect(DEMO_ACCOUNT_EMAILS).toContain(pharmacyLogin(45).email);
    const live = await liveDemoAccounts(t.db);
    expect(live).toHaveLength(DEMO_ACCOUNT_EMAILS.length);
    expect(live).toContain(DEMO_USERS.admin.email);
  });

  it('`create` makes an administrator with the password from the prompt, never from a flag', async () => {
    const out: string[] = [];
    await runAdminCommand(t.db, t.clock, io('Erster#Admin2026', out), [
      'create',
      '--email',
      'It.Leitung@Alpenpharm.at',
      '--name',
      'Eva Berger',
    ]);
    expect(out).toEqual([
      'Administrator it.leitung@alpenpharm.at angelegt. Die Anmeldung erfolgt auf /login.',
    ]);
    const c = client(t.app, '10.80.0.1');
    await c.login('it.leitung@alpenpharm.at', 'Erster#Admin2026');
    const me = (await c.get('/api/auth/me')).json<{ user: { roles: string[] } }>();
    expect(me.user.roles).toContain('Admin');

    const refuses = (args: string[], password = 'Erster#Admin2026') =>
      runAdminCommand(t.db, t.clock, io(password), args);
    await expect(
      refuses(['create', '--email', 'x@alpenpharm.at', '--password', 'Geheim#1']),
    ).rejects.toThrow(/kein Parameter/);
    await expect(refuses(['create', '--email', 'kein-at'])).rejects.toThrow(/gültige --email/);
    await expect(refuses(['create', '--email', 'y@alpenpharm.at'], 'schwach')).rejects.toThrow(
      /Anforderungen/,
    );
    await expect(refuses(['create', '--email', DEMO_USERS.admin.email])).rejects.toThrow(/bereits/);
    await expect(refuses(['unbekannt'])).rejects.toBeInstanceOf(AdminCommandError);
  });

  it('`remove-demo` takes every demo account its access: passwords, sessions, and the start passes', async () => {
    const admin = client(t.app, '10.81.0.1');
    await admin.login(DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    const out: string[] = [];
    await runAdminCommand(t.db, t.clock, io('', out), ['remove-demo']);
    expect(out[0]).toMatch(new RegExp(`^${DEMO_ACCOUNT_EMAILS.length} Demo-Konten`));
    expect(await liveDemoAccounts(t.db)).toEqual([]);
    expect((await admin.get('/api/auth/me')).statusCode).toBe(401);
    const [adminRow] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.admin.email));
    expect(await t.db.$count(sessions, eq(sessions.userId, adminRow?.id ?? ''))).toBe(0);
    const login = await client(t.app, '10.81.0.2').post('/api/auth/login', {
      username: DEMO_USERS.admin.email,
      password: DEMO_USERS.admin.password,
    });
    expect(login.statusCode).toBe(401);
    // What the start asks: nothing left to refuse for.
    expect(
      demoAccountRefusal('TRUST_PROXY is set', false, {
        live: await liveDemoAccounts(t.db),
        willSeed: false,
      }),
    ).toBeNull();
    const again: string[] = [];
    await runAdminCommand(t.db, t.clock, io('', again), ['remove-demo']);
    expect(again).toEqual(['Keine Demo-Konten mit Zugang gefunden.']);
  });
});

describe('npm run admin, as a command', () => {
  it('creates the first administrator of an empty database with the password from stdin', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'apo-admin-cli-'));
    try {
      const created = await run(
        'server/adminCli.ts',
        ['create', '--email', 'erste.admin@alpenpharm.at'],
        { DATA_DIR: dataDir },
        'Start#Admin2026\n',
      );
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toContain('Administrator erste.admin@alpenpharm.at angelegt.');
      const wrongUse = await run('server/adminCli.ts', ['create', '--password', 'x'], {
        DATA_DIR: dataDir,
      });
      expect(wrongUse.code).toBe(2);
      const opened = await openDb({ kind: 'pglite', dataDir });
      try {
        const [row] = await opened.db
          .select()
          .from(users)
          .where(eq(users.email, 'erste.admin@alpenpharm.at'));
        expect(row?.roles).toEqual(['User', 'Admin']);
        expect(await verifyPassword(row?.passwordHash ?? null, 'Start#Admin2026')).toBe(true);
        expect(await opened.db.$count(users)).toBe(1);
      } finally {
        await opened.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
