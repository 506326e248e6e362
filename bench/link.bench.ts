// Issue 27 "Measure over a real link": a pharmacy's first sync (apotheke@demo.at, customer
// 100101) in Chromium over an emulated line (CDP Network.emulateNetworkConditions, which also
// throttles the app's sync worker):
// - a pharmacy line: 16 Mbit/s down, 2 up, 40 ms round trip;
// - a poor mobile line: 1.5 Mbit/s down, 0.5 up, 300 ms, the link dropped for 5 s twice;
// each from opening the app: the shop usable (the app's search finds a PZN), the first sync
// complete (catalogue, the user's collections, every customer the device keeps), bytes on the
// wire (encoded sizes), and on the poor line whether it resumed: pages fetched, failed at the
// drops, and fetched again after an answer had arrived (0 when it resumed from its cursors).
// Before that, the same first sync is walked from Node: bytes plain, brotli (as the server
// sends) and gzip, the cost to decode, and a compact row encoding ({cols, rows}) for comparison.
// Sizes: CATALOGUE_SIZE (100,000) and ANALYTICS_LINES_PER_DAY (100), `npm start`'s defaults.
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { probeScript } from './lib/probeScript.ts';
import type { Request } from '@playwright/test';
import { compress } from '../server/plugins/compression.ts';
import { withPrivacyChoice } from '../tests/e2e/support/privacy.ts';
import { launchChromium } from './lib/chromium.ts';
import { emit, round } from './lib/figure.ts';
import type { LinkProbe, SyncState } from './lib/linkProbe.ts';
import { startServer, tempDataDir } from './lib/server.ts';

const BENCH = 'link';
const SIZE = Number(process.env.CATALOGUE_SIZE ?? 100_000);
const LINES_PER_DAY = Number(process.env.ANALYTICS_LINES_PER_DAY ?? 100);
const CUSTOMER = 100101;
const PZN = '4512346'; // the first demo article (server/seed/catalogue.ts)
const MB = 1_000_000;
const MBIT = 1_000_000 / 8; // bytes per second
const DROP_MS = 5000;
const LIMIT_MS = 20 * 60_000;
const HEADERS = { 'x-window-id': 'bench' };

interface Line {
  readonly key: string;
  readonly name: string;
  readonly down: number;
  readonly up: number;
  readonly rttMs: number;
  readonly drops: number;
}

const LINES: readonly Line[] = [
  { key: 'pharmacy', name: 'pharmacy line', down: 16, up: 2, rttMs: 40, drops: 0 },
  { key: 'poor', name: 'poor mobile line', down: 1.5, up: 0.5, rttMs: 300, drops: 2 },
];

const dataDir = tempDataDir('link');
const serverStarted = performance.now();
const server = await startServer({
  dataDir: dataDir.path,
  env: {
    CATALOGUE_SIZE: String(SIZE),
    ANALYTICS_LINES_PER_DAY: String(LINES_PER_DAY),
    LOG_LEVEL: 'warn',
  },
  timeoutMs: 900_000,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server that seeds after it listens answers /api/ready with 200 once the demo is complete. */
async function waitForSeed(): Promise<void> {
  for (;;) {
    const res = await fetch(`${server.url}/api/ready`);
    await res.arrayBuffer();
    if (res.status === 404 || res.ok) return;
    await sleep(1000);
  }
}
await waitForSeed();
emit({
  bench: BENCH,
  metric: `server: first start with ${SIZE.toLocaleString('en')} articles, ${LINES_PER_DAY} delivery lines a day (to the seed complete)`,
  value: round(performance.now() - serverStarted, 0),
  unit: 'ms',
});

// ---- the first sync walked from Node: sizes and decode cost by encoding ----------------------

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function post(path: string, body: unknown, cookie: string, encoding?: string): Promise<Raw> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${server.url}${path}`,
      {
        method: path.endsWith('/current') ? 'PUT' : 'POST',
        headers: {
          ...HEADERS,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          cookie,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** Arrays of like objects as {cols, rows}: what a compact row encoding would send. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    if (typeof first === 'object' && first !== null && !Array.isArray(first)) {
      const cols = Object.keys(first);
      return { cols, rows: value.map((row: Record<string, unknown>) => cols.map((c) => row[c])) };
    }
    return value;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]));
  }
  return value;
}

/** Back to objects, as a client of the compact encoding would before writing the rows. */
function expand(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const v = value as { cols?: unknown; rows?: unknown };
  if (Array.isArray(v.cols) && Array.isArray(v.rows)) {
    const cols = v.cols as string[];
    return (v.rows as unknown[][]).map((row) => {
      const o: Record<string, unknown> = {};
      for (let i = 0; i < cols.length; i++) o[cols[i] as string] = row[i];
      return o;
    });
  }
  return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, expand(x)]));
}

interface Sizes {
  pages: number;
  plain: number;
  br: number;
  gzip: number;
  compactPlain: number;
  compactBr: number;
  /** ms: brotli decode + JSON.parse of the sent answers; the same for the compact encoding. */
  decodeMs: number;
  compactDecodeMs: number;
  /** ms the server spent compressing (brotli, as sent), measured here with the same call. */
  compressMs: number;
}

const emptySizes = (): Sizes => ({
  pages: 0,
  plain: 0,
  br: 0,
  gzip: 0,
  compactPlain: 0,
  compactBr: 0,
  decodeMs: 0,
  compactDecodeMs: 0,
  compressMs: 0,
});

async function measure(sizes: Sizes, path: string, body: unknown, cookie: string) {
  const plain = await post(path, body, cookie);
  if (plain.status !== 200) throw new Error(`${path}: ${plain.status} ${plain.body.toString()}`);
  const br = await post(path, body, cookie, 'br');
  if (br.headers['content-encoding'] !== 'br') throw new Error(`${path}: not brotli-encoded`);
  const compressStarted = performance.now();
  await compress(plain.body, 'br');
  sizes.compressMs += performance.now() - compressStarted;
  const gz = await compress(plain.body, 'gzip');

  let started = performance.now();
  const answer: unknown = JSON.parse(brotliDecompressSync(br.body).toString('utf8'));
  sizes.decodeMs += performance.now() - started;

  const compactText = Buffer.from(JSON.stringify(compact(answer)));
  const compactBr = await compress(compactText, 'br');
  started = performance.now();
  expand(JSON.parse(brotliDecompressSync(compactBr).toString('utf8')));
  sizes.compactDecodeMs += performance.now() - started;

  sizes.pages += 1;
  sizes.plain += plain.body.length;
  sizes.br += br.body.length;
  sizes.gzip += gz.length;
  sizes.compactPlain += compactText.length;
  sizes.compactBr += compactBr.length;
  return answer;
}

async function loginCookie(): Promise<{ cookie: string; userId: string }> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'apotheke@demo.at', password: 'Apotheke#2026' }),
  });
  if (!res.ok) throw new Error(`login: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await res.arrayBuffer();
  const chose = await post(
    '/api/lieferkunden/current',
    { LieferkundeNr: CUSTOMER, differential: false },
    cookie,
  );
  if (chose.status !== 200) throw new Error(`choose: ${chose.status}`);
  const me = await fetch(`${server.url}/api/auth/me`, { headers: { ...HEADERS, cookie } });
  const { user } = (await me.json()) as { user: { id: string } };
  return { cookie, userId: user.id };
}

type PullPage = { cursor: string; hasMore: boolean };

async function walkWire(): Promise<Record<'catalogue' | 'user' | 'customer', Sizes>> {
  const { cookie, userId } = await loginCookie();
  const result = { catalogue: emptySizes(), user: emptySizes(), customer: emptySizes() };
  let cursor: string | undefined;
  for (let first = true; ; first = false) {
    // As the app asks: a small first page, then the contract's maximum.
    const body = { limit: first ? 2000 : 10_000, ...(cursor ? { cursor } : {}) };
    const page = (await measure(result.catalogue, '/api/shop/catalogue/pull', body, cookie)) as {
      cursor: string;
      hasMore: boolean;
    };
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  for (const part of ['user', 'customer'] as const) {
    const cursors: Record<string, string> = {};
    for (;;) {
      const body = {
        userId,
        part,
        ...(part === 'customer' ? { lieferkundeNr: CUSTOMER } : {}),
        cursors,
        limit: 1000,
      };
      const answer = (await measure(result[part], '/api/sync/pull', body, cookie)) as Record<
        string,
        PullPage
      >;
      for (const [collection, page] of Object.entries(answer)) cursors[collection] = page.cursor;
      if (!Object.values(answer).some((p) => p.hasMore)) break;
    }
  }
  return result;
}

const wire = await walkWire();
const total = (key: keyof Sizes) => wire.catalogue[key] + wire.user[key] + wire.customer[key];
for (const [part, sizes] of Object.entries(wire)) {
  emit({
    bench: BENCH,
    metric: `wire: ${part} first sync, ${sizes.pages} pages: plain JSON`,
    value: round(sizes.plain / MB, 2),
    unit: 'MB',
  });
  emit({
    bench: BENCH,
    metric: `wire: ${part} first sync: brotli as sent (gzip ${round(sizes.gzip / MB, 2)} MB)`,
    value: round(sizes.br / MB, 2),
    unit: 'MB',
  });
}
emit({
  bench: BENCH,
  metric: 'wire: catalogue + user + customer 100101, plain JSON (before)',
  value: round(total('plain') / MB, 2),
  unit: 'MB',
});
emit({
  bench: BENCH,
  metric: 'wire: catalogue + user + customer 100101, brotli (after)',
  value: round(total('br') / MB, 2),
  unit: 'MB',
  goal: 12,
});
emit({
  bench: BENCH,
  metric: 'wire: the same, gzip (clients without brotli)',
  value: round(total('gzip') / MB, 2),
  unit: 'MB',
});
emit({
  bench: BENCH,
  metric: 'wire: server brotli compression of all these pages (once; catalogue pages then cached)',
  value: round(total('compressMs'), 0),
  unit: 'ms',
});
emit({
  bench: BENCH,
  metric: 'decode: brotli + JSON.parse of all pages (Node, same decoder as Chromium)',
  value: round(total('decodeMs'), 0),
  unit: 'ms',
});
emit({
  bench: BENCH,
  metric: 'compact rows {cols, rows}: plain JSON',
  value: round(total('compactPlain') / MB, 2),
  unit: 'MB',
});
emit({
  bench: BENCH,
  metric: 'compact rows {cols, rows}: brotli',
  value: round(total('compactBr') / MB, 2),
  unit: 'MB',
});
emit({
  bench: BENCH,
  metric: 'compact rows: brotli + JSON.parse + back to objects',
  value: round(total('compactDecodeMs'), 0),
  unit: 'ms',
});

// ---- the first sync in Chromium over each line -----------------------------------------------

const probe = await probeScript('linkProbe.ts');
type ProbeWindow = { linkProbe: LinkProbe };

const isPage = (url: string) =>
  url.includes('/api/sync/pull') || url.includes('/api/shop/catalogue/pull');

/** A page's stream and cursors (not its size: a restarted catalogue run asks a smaller page). */
function askedFor(request: Request): string {
  const body = (request.postDataJSON() ?? {}) as {
    cursor?: string;
    part?: string;
    lieferkundeNr?: number;
    cursors?: Record<string, string>;
  };
  if (request.url().includes('/catalogue/')) return `catalogue ${body.cursor ?? ''}`;
  const cursors = Object.entries(body.cursors ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return `${body.part ?? ''}:${body.lieferkundeNr ?? ''} ${JSON.stringify(cursors)}`;
}

const browser = await launchChromium();
let pagesNeeded = 0;
try {
  for (const line of LINES) {
    const label = `${line.name} (${line.down}/${line.up} Mbit/s, ${line.rttMs} ms${
      line.drops > 0 ? `, dropped ${line.drops}× ${DROP_MS / 1000} s` : ''
    })`;
    const context = await browser.newContext({
      baseURL: server.url,
      storageState: withPrivacyChoice(server.url),
      bypassCSP: true, // the probe is an inline script
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const link = (offline: boolean) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline,
        latency: line.rttMs,
        downloadThroughput: line.down * MBIT,
        uploadThroughput: line.up * MBIT,
      });
    await link(false);

    let bytes = 0;
    let pageBytes = 0;
    let pagesOk = 0;
    let pagesFailed = 0;
    let fetchedAgain = 0;
    /** Pages by the encoding the server chose for this browser (Chromium offers br on HTTPS). */
    const encodings = new Map<string, number>();
    const byKind = new Map<string, { pages: number; bytes: number }>();
    /** What was asked for (stream and cursors) with rows in the answer: asking again is a restart. */
    const answered = new Set<string>();
    const counted = async (request: Request) => {
      const response = await request.response();
      let size = 0;
      try {
        const s = await request.sizes();
        size = s.responseBodySize + s.responseHeadersSize;
      } catch {
        size = Number(response?.headers()['content-length'] ?? 0);
      }
      bytes += size;
      if (!isPage(request.url()) || response?.status() !== 200) return;
      pagesOk += 1;
      pageBytes += size;
      const kind = request.url().includes('/catalogue/') ? 'catalogue' : 'pull';
      const seen = byKind.get(kind) ?? { pages: 0, bytes: 0 };
      byKind.set(kind, { pages: seen.pages + 1, bytes: seen.bytes + size });
      const encoding = response.headers()['content-encoding'] ?? 'identity';
      encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
      const key = askedFor(request);
      if (answered.has(key)) fetchedAgain += 1;
      // An empty answer (nothing new) may rightly be asked for again by the next round.
      if (size > 2048) answered.add(key);
    };
    context.on('requestfinished', (request) => void counted(request));
    context.on('requestfailed', (request) => {
      if (isPage(request.url())) pagesFailed += 1;
    });

    // The session (cookie and customer) through the API: the figures are the app's own work.
    const login = await page.request.post('/api/auth/login', {
      data: { username: 'apotheke@demo.at', password: 'Apotheke#2026' },
      headers: HEADERS,
    });
    if (!login.ok()) throw new Error(`login: ${login.status()}`);
    await page.request.put('/api/lieferkunden/current', {
      data: { LieferkundeNr: CUSTOMER, differential: false },
      headers: HEADERS,
    });
    const me = (await (await page.request.get('/api/auth/me')).json()) as {
      user: { id: string };
    };

    const started = performance.now();
    await page.goto('/dashboard');
    await page.addScriptTag({ content: probe });
    let usableMs: number | null = null;
    let state: SyncState = { catalogue: false, user: false, customers: [0, 0] };
    let drops = 0;
    let nextDropAt = 3;
    for (;;) {
      if (performance.now() - started > LIMIT_MS) {
        throw new Error(`${line.key}: the first sync took over ${LIMIT_MS / 60_000} min`);
      }
      if (drops < line.drops && pagesOk >= nextDropAt) {
        drops += 1;
        await link(true);
        await sleep(DROP_MS);
        await link(false);
        nextDropAt = pagesOk + 5;
      }
      if (usableMs === null) {
        const found = await page.evaluate(
          (pzn) => (window as unknown as ProbeWindow).linkProbe.findsPzn(pzn),
          PZN,
        );
        if (found) usableMs = performance.now() - started;
      }
      state = await page.evaluate(
        (id) => (window as unknown as ProbeWindow).linkProbe.state(id),
        me.user.id,
      );
      const [done, of] = state.customers;
      if (usableMs !== null && state.catalogue && state.user && of > 0 && done === of) break;
      await sleep(250);
    }
    const completeMs = performance.now() - started;
    await sleep(500); // the last requestfinished events
    if (drops < line.drops) console.error(`[bench] ${line.key}: only ${drops} drops happened`);

    emit({
      bench: BENCH,
      metric: `${label}: shop usable (a PZN search answers), from opening the app`,
      value: round(usableMs ?? completeMs, 0),
      unit: 'ms',
    });
    emit({
      bench: BENCH,
      metric: `${label}: first sync complete (catalogue, user, ${state.customers[1]} customers)`,
      value: round(completeMs, 0),
      unit: 'ms',
    });
    emit({
      bench: BENCH,
      metric: `${label}: bytes on the wire, the whole first visit (app, sync, catalogue)`,
      value: round(bytes / MB, 2),
      unit: 'MB',
    });
    emit({
      bench: BENCH,
      metric: `${label}: bytes on the wire, sync and catalogue pages (${[...encodings]
        .map(([e, n]) => `${n} ${e}`)
        .join(', ')})`,
      value: round(pageBytes / MB, 2),
      unit: 'MB',
      goal: 12,
    });
    const kinds = [...byKind]
      .map(([k, v]) => `${k} ${v.pages} pages ${round(v.bytes / MB, 2)} MB`)
      .join(', ');
    emit({
      bench: BENCH,
      metric: `${label}: sync and catalogue pages fetched (${kinds})`,
      value: pagesOk,
      unit: 'pages',
    });
    emit({
      bench: BENCH,
      metric: `${label}: pages fetched again after their answer had arrived (0: resumed${
        line.drops > 0 ? `; ${pagesNeeded} pages fetched on the pharmacy line` : ''
      })`,
      value: fetchedAgain,
      unit: 'pages',
      goal: 0,
    });
    if (line.drops === 0) pagesNeeded = pagesOk;
    else {
      emit({
        bench: BENCH,
        metric: `${label}: pages the drops cut off (then asked again from the same cursor)`,
        value: pagesFailed,
        unit: 'pages',
      });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  dataDir.remove();
}
