// Injected into the page by bench/analytics-sync.bench.ts (bundled with esbuild): the app's batch
// search over the logged-in user's own Dexie database, timed in the browser.
// The synced modules, registered as the app's roots do (the local database's tables follow them).
import '../../app/modules';
import type { Me } from '../../src/api/schemas';
import { databaseName, PortalDb } from '../../src/db/schema';
import { searchBatches } from '../../modules/analytics/ui/batchSearch';

let db: PortalDb | null = null;
let lieferkundeNr = -1;

const probe = {
  /** Opens the user's database; answers how many delivery lines it holds and some queries. */
  async open(): Promise<{ lines: number; batches: string[]; pzns: string[] }> {
    const response = await fetch('/api/auth/me', {
      credentials: 'include',
      headers: { 'x-window-id': 'bench' },
    });
    const me = (await response.json()) as Me;
    db = new PortalDb(databaseName(me.user.id));
    await db.open();
    lieferkundeNr = me.lieferkunde?.LieferkundeNr ?? -1;
    const sample = await db.deliveryLines
      .filter((l) => l.batch !== null)
      .limit(4000)
      .toArray();
    // Every 80th line: batches and PZNs as a recall names them, spread over the history.
    const picked = sample.filter((_, i) => i % 80 === 0);
    return {
      lines: await db.deliveryLines.count(),
      batches: picked.map((l) => l.batch ?? ''),
      pzns: picked.map((l) => l.pzn),
    };
  },

  /** One search as the screen runs it; its time and number of hits. */
  async search(query: string): Promise<{ ms: number; hits: number }> {
    if (!db) throw new Error('open first');
    const started = performance.now();
    const answer = await searchBatches(db, lieferkundeNr, query);
    return { ms: performance.now() - started, hits: answer.total };
  },
};

(globalThis as unknown as { analyticsProbe: typeof probe }).analyticsProbe = probe;
