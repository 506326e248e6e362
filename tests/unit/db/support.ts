// Shared test helpers: a fresh per-test database with its owner, and row builders.
import { COLLECTION_DEFS, COLLECTIONS, type PullAnswer } from '../../../src/api/sync';
import { type BasketItemRow, type BasketRow } from '../../../modules/shop/contract';
import { type NotificationRow } from '../../../modules/notifications/contract';
import type { SessionOwner } from '../../../src/db/mutators';
import { META, PortalDb } from '../../../src/db/schema';
import { initUserDb } from '../../../src/db/userDb';

export const OWNER: SessionOwner = { id: '00000000-0000-4000-8000-000000000001', name: 'Anna' };
export const LK = 100101;

let counter = 0;

export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

/** A fresh, initialised database (clientId, marker, owner) under a unique name. */
export async function freshDb(): Promise<PortalDb> {
  const db = new PortalDb(`test-${Date.now()}-${counter++}`);
  await db.open();
  await initUserDb(db, OWNER, memoryStorage());
  return db;
}

export async function clientIdOf(db: PortalDb): Promise<string> {
  return (await db.meta.get(META.clientId))?.value as string;
}

/** Who pushes from a test database: its client, its owner and a leader epoch. */
export async function senderOf(db: PortalDb, epoch = 1) {
  return { clientId: await clientIdOf(db), userId: OWNER.id, epoch };
}

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function basket(over: Partial<BasketRow> = {}): BasketRow {
  return {
    id: uuid(100),
    kind: 'warenkorb',
    lieferkundeNr: LK,
    label: 'Wochenbestellung',
    primary: true,
    ownerId: OWNER.id,
    ownerName: OWNER.name,
    sharedWithCompany: false,
    internalNote: '',
    artikel_count: 0,
    wert_summe: 1250,
    createdAt: '2026-11-20T08:00:00.000Z',
    version: '10',
    ...over,
  };
}

export function basketRow(over: Partial<BasketItemRow> = {}): BasketItemRow {
  return {
    id: uuid(200),
    basketId: uuid(100),
    pzn: '1234567',
    note: null,
    quantity: 1,
    position: 1,
    mergedRowIds: [],
    version: '11',
    ...over,
  };
}

export function notification(over: Partial<NotificationRow> = {}): NotificationRow {
  return {
    id: uuid(300),
    dat_insert: '2026-11-20T08:00:00.000Z',
    dat_seen: null,
    seen: false,
    dismissable: true,
    label: 'Hinweis',
    text: 'Neue Konditionen',
    icon: 'info',
    url: null,
    version: '5',
    ...over,
  };
}

type Handler = (body: unknown, url: string) => Response | Promise<Response>;

/** A fake fetch answering by path; records every call (path and parsed body). */
export function fakeFetch(routes: Record<string, Handler>) {
  const calls: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const path = url.replace(/^\/api/, '').split('?')[0] ?? '';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const handler = routes[path];
    if (!handler) return json(404, { code: 'not_found', message: 'Nicht gefunden!' });
    return handler(body, url);
  };
  return { fetch: fetchFn as typeof fetch, calls };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const emptyPage = (cursor = 'c0') => ({
  upserts: [],
  deletes: [],
  cursor,
  hasMore: false,
  reset: false,
});

/** An empty page of every registered collection (derived: a new module needs no edit here). */
export const emptyPull = (): PullAnswer =>
  Object.fromEntries(COLLECTIONS.map((c) => [c, emptyPage()])) as unknown as PullAnswer;

/**
 * Marks the first pull of every collection complete, the user's own and customer `nr`'s (a screen
 * test over seeded rows: its empty states show only after the first pull, issue 27).
 */
export async function markFirstPulled(db: PortalDb, nr = LK): Promise<void> {
  await db.meta.bulkPut(
    COLLECTIONS.map((c) => ({
      key: META.firstPulled(c, COLLECTION_DEFS[c].scope === 'customer' ? nr : undefined),
      value: true,
    })),
  );
}
