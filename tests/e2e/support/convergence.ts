// The convergence check that ends every sync scenario: the server's GET /api/sync/convergence
// (per registered collection the count and SHA-256 of convergenceLines, which covers each row's
// whole content) must equal the same computed over the user's local Dexie database
// `portal-<userId>`, and the outbox must be empty. Reads IndexedDB directly (no test-only code in
// the app) and the server's rows via a full pull. The collections come from the module registry.
// The synced modules, registered as the app's roots do.
import '../../../app/modules';
import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { HEADER } from '../../../src/api/paths';
import {
  COLLECTIONS,
  convergenceLines,
  CUSTOMER_COLLECTIONS,
  USER_COLLECTIONS,
  type Collection,
  type ConvergenceAnswer,
  type PullBody,
  type PullPartAnswer,
  type RowOf,
} from '../../../src/api/sync';

export interface LocalOutboxEntry {
  seq: number;
  id: string;
  name: string;
  args: unknown;
}

export interface LocalFailed {
  id: string;
  name: string;
  args: unknown;
  code: string;
  message: string;
}

type Rows = { [C in Collection]: RowOf<C>[] };

export type LocalState = Rows & {
  outbox: LocalOutboxEntry[];
  failedMutations: LocalFailed[];
  meta: { key: string; value: unknown }[];
};

const STORES = ['meta', 'outbox', 'failedMutations', ...COLLECTIONS];

/**
 * The delivery customers whose rows the device holds (issue 26: several): those the worker
 * pulled, and any a row names.
 */
export function localCustomers(local: LocalState): number[] {
  const held = local.meta
    .filter((m) => m.key.startsWith('customerSyncedAt@'))
    .map((m) => Number(m.key.slice('customerSyncedAt@'.length)));
  const named = CUSTOMER_COLLECTIONS.flatMap((c) =>
    (local[c] as { lieferkundeNr?: number }[]).flatMap((r) =>
      typeof r.lieferkundeNr === 'number' ? [r.lieferkundeNr] : [],
    ),
  );
  return [...new Set([...held, ...named])].sort((a, b) => a - b);
}

/** The session user's id (the local database is `portal-<id>`). */
export async function sessionUserId(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/auth/me');
  expect(res.status(), 'GET /api/auth/me').toBe(200);
  const me = (await res.json()) as { user: { id: string } };
  return me.user.id;
}

/** Every row of the sync stores of `portal-<userId>`; empty stores when the database is absent. */
export async function readLocal(page: Page, userId: string): Promise<LocalState> {
  const raw: Record<string, unknown[]> = await page.evaluate(
    async ({ name, stores }) => {
      const known = await indexedDB.databases();
      const empty = Object.fromEntries(stores.map((s) => [s, [] as unknown[]]));
      if (!known.some((d) => d.name === name)) return empty;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('open failed'));
      });
      try {
        const present = stores.filter((s) => db.objectStoreNames.contains(s));
        if (present.length === 0) return empty;
        const tx = db.transaction(present, 'readonly');
        const out: Record<string, unknown[]> = { ...empty };
        await Promise.all(
          present.map(
            (s) =>
              new Promise<void>((resolve, reject) => {
                const req = tx.objectStore(s).getAll();
                req.onsuccess = () => {
                  out[s] = req.result as unknown[];
                  resolve();
                };
                req.onerror = () => reject(req.error ?? new Error('getAll failed'));
              }),
          ),
        );
        return out;
      } finally {
        db.close();
      }
    },
    { name: `portal-${userId}`, stores: [...STORES] },
  );
  return raw as unknown as LocalState;
}

/** Count and hash per collection over the local database, as the server computes them. */
export async function localConvergence(page: Page, userId: string): Promise<ConvergenceAnswer> {
  const local = await readLocal(page, userId);
  return Object.fromEntries(
    COLLECTIONS.map((c) => {
      const rows: object[] = local[c];
      const hash = createHash('sha256').update(convergenceLines(rows)).digest('hex');
      return [c, { count: rows.length, hash }];
    }),
  ) as ConvergenceAnswer;
}

/**
 * The server's side. Sync calls name the user whose local data they compare (issue 10); by
 * default the session's own user.
 */
export async function serverConvergence(
  request: APIRequestContext,
  userId?: string,
  customers: readonly number[] = [],
): Promise<ConvergenceAnswer> {
  const user = userId ?? (await sessionUserId(request));
  const named = customers.length > 0 ? `&customers=${customers.join(',')}` : '';
  const res = await request.get(`/api/sync/convergence?userId=${encodeURIComponent(user)}${named}`);
  expect(res.status(), 'GET /api/sync/convergence').toBe(200);
  return (await res.json()) as ConvergenceAnswer;
}

export type ServerState = Rows;

/**
 * The server's rows: a full pull from empty cursors of the user's own collections, and of each
 * delivery customer named (none: the session's chosen one).
 */
export async function serverState(
  request: APIRequestContext,
  customers: readonly number[] = [],
): Promise<ServerState> {
  const state = Object.fromEntries(COLLECTIONS.map((c) => [c, []])) as unknown as ServerState;
  const userId = await sessionUserId(request);
  const parts: Pick<PullBody, 'part' | 'lieferkundeNr'>[] =
    customers.length === 0
      ? [{}]
      : [
          { part: 'user' },
          ...customers.map((nr) => ({ part: 'customer' as const, lieferkundeNr: nr })),
        ];
  for (const part of parts) {
    const cursors: Partial<Record<Collection, string>> = {};
    const collections =
      part.part === 'user' ? USER_COLLECTIONS : part.part ? CUSTOMER_COLLECTIONS : COLLECTIONS;
    for (let page = 0; page < 50; page++) {
      const res = await request.post('/api/sync/pull', {
        data: { userId, cursors, ...part },
        headers: { [HEADER.windowId]: 'e2e-check' },
      });
      expect(res.status(), 'POST /api/sync/pull').toBe(200);
      const answer = (await res.json()) as PullPartAnswer;
      for (const c of collections) {
        const got = answer[c];
        if (!got) continue;
        (state[c] as object[]).push(...got.upserts);
        cursors[c] = got.cursor;
      }
      if (!collections.some((c) => answer[c]?.hasMore)) break;
    }
  }
  return state;
}

/**
 * Waits until the outbox is empty and the local database matches the server (count and hash per
 * collection), then asserts both once more. A pharmacy's device pulls each of its addresses in
 * turn, each with its history (issue 26), and one look at both sides reads and hashes every
 * local row: on the loaded 2-core CI machine a look took seconds and the last address arrived
 * after 20 s, so the wait is a minute (a converged device passes at its first look).
 */
export async function expectConverged(page: Page, timeout = 60_000): Promise<void> {
  const userId = await sessionUserId(page.request);
  try {
    await pollConverged(page, userId, timeout);
  } catch (error) {
    throw new Error(`${String(error)}\n${await convergenceDiff(page, userId)}`);
  }
}

/**
 * Waits until this page's outbox is empty and `failed` changes were rejected. Call it before
 * leaving a page while a route fakes the server's answers: a page.goto right after a change may
 * abort its write, and the leaving page's worker may still push it past Playwright's routes.
 */
export async function expectQueueSettled(page: Page, failed: number, timeout = 20_000) {
  const userId = await sessionUserId(page.request);
  await expect
    .poll(
      async () => {
        const local = await readLocal(page, userId);
        return { queued: local.outbox.length, failed: local.failedMutations.length };
      },
      { timeout },
    )
    .toEqual({ queued: 0, failed });
}

/** Which (id, version) pairs differ, per collection: for the failure message. */
export async function convergenceDiff(page: Page, userId: string): Promise<string> {
  const local = await readLocal(page, userId);
  const server = await serverState(page.request, localCustomers(local));
  const lines: string[] = [];
  for (const c of COLLECTIONS) {
    const mine = new Map<string, unknown>(local[c].map((r) => [r.id, r]));
    const theirs = new Map<string, unknown>(server[c].map((r) => [r.id, r]));
    for (const [id, row] of mine) {
      const other = theirs.get(id);
      if (JSON.stringify(other) !== JSON.stringify(row)) {
        lines.push(`${c} ${id}: local ${JSON.stringify(row)} server ${JSON.stringify(other)}`);
      }
    }
    for (const [id, row] of theirs) {
      if (!mine.has(id)) lines.push(`${c} ${id}: only on the server ${JSON.stringify(row)}`);
    }
  }
  return lines.join('\n');
}

async function pollConverged(page: Page, userId: string, timeout: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const local = await readLocal(page, userId);
        if (local.outbox.length > 0) return `outbox: ${local.outbox.length} pending`;
        const [mine, theirs] = await Promise.all([
          localConvergence(page, userId),
          serverConvergence(page.request, userId, localCustomers(local)),
        ]);
        if (JSON.stringify(mine) === JSON.stringify(theirs)) return 'converged';
        // Another test run may write to the same scope meanwhile (--repeat-each runs copies of a
        // test in parallel): ask for a pull (the app pulls on focus) instead of waiting for the
        // 30 s interval.
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return `differs: local ${JSON.stringify(mine)} server ${JSON.stringify(theirs)}`;
      },
      { timeout, message: 'outbox drains and local data converges with the server' },
    )
    .toBe('converged');
}
