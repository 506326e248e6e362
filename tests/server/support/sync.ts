// Helpers for the sync tests: a logged-in client with a chosen delivery customer, mutations,
// push, full pulls and the convergence hash computed the way the client computes it.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  COLLECTIONS,
  MUTATIONS,
  isMutationName,
  convergenceLines,
  type Collection,
  type ConvergenceAnswer,
  type Mutation,
  type MutationResult,
  type PullAnswer,
} from '../../../src/api/sync.ts';
import { client } from './testApp.ts';

export type Client = ReturnType<typeof client>;

/** The value, or a failed test when it is missing. */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`${what} missing`);
  return value;
}

export async function loginAs(
  app: FastifyInstance,
  user: { email: string; password: string },
  lieferkundeNr?: number,
): Promise<Client> {
  const c = client(app);
  await c.login(user.email, user.password);
  if (lieferkundeNr !== undefined) await choose(c, lieferkundeNr);
  return c;
}

export async function choose(c: Client, lieferkundeNr: number) {
  const res = await c.put('/api/lieferkunden/current', {
    LieferkundeNr: lieferkundeNr,
    differential: false,
  });
  if (res.statusCode !== 200) throw new Error(`choose ${lieferkundeNr}: ${res.body}`);
}

let clock = Date.parse('2026-11-21T09:00:00Z');
/** A mutation as the client queues it. */
export function m(
  name: string,
  args: unknown,
  v = isMutationName(name) ? MUTATIONS[name].v : 1,
): Mutation {
  clock += 1000;
  return { id: randomUUID(), v, name, args, createdAt: new Date(clock).toISOString() };
}

const knownUsers = new WeakMap<Client, { cookie: string | undefined; id: string }>();

/** The id of the user the client is logged in as (what the app sends as `userId`). */
export async function userIdOf(c: Client): Promise<string> {
  const known = knownUsers.get(c);
  if (known && known.cookie === c.cookie) return known.id;
  const res = await c.get('/api/auth/me');
  if (res.statusCode !== 200) throw new Error(`me: ${res.statusCode} ${res.body}`);
  const id = res.json<{ user: { id: string } }>().user.id;
  knownUsers.set(c, { cookie: c.cookie, id });
  return id;
}

export interface PushOptions {
  clientId?: string;
  epoch?: number;
  /** The user the local database belongs to; the logged-in user by default. */
  userId?: string;
  ack?: number;
}

export async function push(c: Client, mutations: Mutation[], options: PushOptions = {}) {
  return c.post('/api/sync/push', {
    clientId: options.clientId ?? randomUUID(),
    userId: options.userId ?? (await userIdOf(c)),
    epoch: options.epoch ?? 1,
    ...(options.ack !== undefined ? { ack: options.ack } : {}),
    mutations,
  });
}

/** Pushes and expects a 200; returns the results. */
export async function pushOk(
  c: Client,
  mutations: Mutation[],
  options: PushOptions = {},
): Promise<MutationResult[]> {
  const res = await push(c, mutations, options);
  if (res.statusCode !== 200) throw new Error(`push: ${res.statusCode} ${res.body}`);
  return res.json<{ results: MutationResult[] }>().results;
}

export async function pull(
  c: Client,
  cursors: Partial<Record<Collection, string>> = {},
  limit?: number,
): Promise<PullAnswer> {
  const userId = await userIdOf(c);
  const res = await c.post('/api/sync/pull', { userId, cursors, ...(limit ? { limit } : {}) });
  if (res.statusCode !== 200) throw new Error(`pull: ${res.statusCode} ${res.body}`);
  return res.json<PullAnswer>();
}

/** A local replica: pulls every page from the cursors and applies upserts and deletes. */
export class Replica {
  readonly rows = Object.fromEntries(COLLECTIONS.map((c) => [c, new Map()])) as {
    [C in Collection]: Map<string, PullAnswer[C]['upserts'][number]>;
  };
  cursors: Partial<Record<Collection, string>> = {};
  constructor(private readonly c: Client) {}

  async sync(limit?: number) {
    for (;;) {
      const answer = await pull(this.c, this.cursors, limit);
      for (const collection of COLLECTIONS) this.apply(answer, collection);
      if (!COLLECTIONS.some((collection) => answer[collection].hasMore)) return answer;
    }
  }

  private apply<C extends Collection>(answer: PullAnswer, collection: C) {
    const page = answer[collection];
    const table = this.rows[collection] as Map<string, { id: string; version: string }>;
    if (page.reset) table.clear();
    for (const row of page.upserts) table.set(row.id, row);
    for (const id of page.deletes) table.delete(id);
    this.cursors[collection] = page.cursor;
  }

  hash(collection: Collection) {
    const rows = [
      ...(this.rows[collection] as Map<string, { id: string; version: string }>).values(),
    ];
    return {
      count: rows.length,
      hash: createHash('sha256').update(convergenceLines(rows)).digest('hex'),
    };
  }

  /** What the convergence probe should answer for this replica. */
  hashes() {
    return Object.fromEntries(COLLECTIONS.map((c) => [c, this.hash(c)])) as ConvergenceAnswer;
  }
}

export async function convergence(c: Client): Promise<ConvergenceAnswer> {
  const res = await c.get(`/api/sync/convergence?userId=${await userIdOf(c)}`);
  if (res.statusCode !== 200) throw new Error(`convergence: ${res.statusCode} ${res.body}`);
  return res.json<ConvergenceAnswer>();
}
