// Issue 29's figures, the integration boundary on the embedded database (the simulator off, so
// nothing answers the orders but this bench):
// - a catalogue feed: one NDJSON call of 10,000 price and stock changes, validated whole and
//   written with new versions, as an ERP's nightly (or hourly) export sends it;
// - an order's way out: from the push that places a web order until the ERP reads its
//   order.placed message from the cursor API (polling every 20 ms), median of 30;
// - an order's answer: one confirmation call (three lines, one Nachlieferung), median of 30.
// The floor of the same run: a plain authenticated GET of the cursor API with nothing new.
import { randomUUID } from 'node:crypto';
import { emit, median, round } from './lib/figure.ts';
import { apiSession } from './lib/apiSession.ts';
import { startServer, tempDataDir } from './lib/server.ts';

const FEED_LINES = 10_000;
const ORDERS = 30;

const dataDir = tempDataDir('integration');
const server = await startServer({
  dataDir: dataDir.path,
  env: { CATALOGUE_SIZE: '12000', ANALYTICS_LINES_PER_DAY: '1', ERP_SIMULATOR: 'off' },
});

try {
  // ---- a service account, made by the admin ------------------------------------------------
  const admin = apiSession(server.url);
  await admin('POST', '/auth/login', { username: 'admin@demo.at', password: 'Admin#2026!' });
  const { key } = (await admin('POST', '/admin/service-accounts', {
    name: 'Bench-ERP',
    scopes: ['events:read', 'orders:write', 'catalogue:write'],
  })) as { key: string };
  const erp = async (method: string, path: string, body?: string, type = 'application/json') => {
    const response = await fetch(`${server.url}/api/integration/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': type } : {}) },
      body,
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as unknown;
  };

  // ---- the pharmacy and 10,000 articles of the catalogue -----------------------------------
  const pharmacy = apiSession(server.url);
  const me = (await pharmacy('POST', '/auth/login', {
    username: 'apotheke@demo.at',
    password: 'Apotheke#2026',
  })) as { user: { id: string } };
  await pharmacy('PUT', '/lieferkunden/current', { LieferkundeNr: 100101, differential: false });
  const pzns: string[] = [];
  let cursor: string | undefined;
  while (pzns.length < FEED_LINES) {
    const page = (await pharmacy('POST', '/shop/catalogue/pull', { limit: 5000, cursor })) as {
      upserts: { pzn: string }[];
      cursor: string;
      hasMore: boolean;
    };
    pzns.push(...page.upserts.map((a) => a.pzn));
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  if (pzns.length < FEED_LINES) throw new Error(`only ${pzns.length} articles in the catalogue`);

  // ---- the floor: an empty read of the cursor API ------------------------------------------
  const head = (await erp('GET', '/events?after=0&limit=500')) as { cursor: string };
  let after = head.cursor;
  const floor: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const t0 = performance.now();
    await erp('GET', `/events?after=${after}`);
    floor.push(performance.now() - t0);
  }
  emit({
    bench: 'integration',
    metric: 'floor: an empty cursor read (median of 30)',
    value: round(median(floor)),
    unit: 'ms',
  });

  // ---- the catalogue feed ------------------------------------------------------------------
  const ndjson = pzns
    .slice(0, FEED_LINES)
    .map((pzn, i) =>
      JSON.stringify({ pzn, aepCents: 100 + (i % 5000), stock: i % 40, availability: 'lieferbar' }),
    )
    .join('\n');
  const feedStarted = performance.now();
  const fed = (await erp(
    'POST',
    `/articles?messageId=bench-feed-${randomUUID()}&version=${Math.floor(Date.now() / 1000)}`,
    ndjson,
    'application/x-ndjson',
  )) as { result: string };
  if (fed.result !== 'applied') throw new Error(`the feed was ${fed.result}`);
  emit({
    bench: 'integration',
    metric: 'catalogue feed: 10,000 NDJSON lines (price, stock) in one call',
    value: round(performance.now() - feedStarted),
    unit: 'ms',
  });

  // ---- orders out and answers in -----------------------------------------------------------
  const clientId = randomUUID();
  const push = async (name: string, args: unknown) => {
    const answer = (await pharmacy('POST', '/sync/push', {
      clientId,
      userId: me.user.id,
      epoch: 1,
      mutations: [{ id: randomUUID(), v: 1, name, args, createdAt: new Date().toISOString() }],
    })) as { results: { status: string; message?: string }[] };
    const refused = answer.results.find((r) => r.status !== 'applied');
    if (refused) throw new Error(`${name} refused: ${refused.message}`);
  };
  const out: number[] = [];
  const answer: number[] = [];
  for (let n = 0; n < ORDERS; n += 1) {
    const basketId = randomUUID();
    const orderId = randomUUID();
    await push('basket.create', { id: basketId, lieferkundeNr: 100101, label: `Bench ${n}` });
    const lines = [0, 1, 2].map((i) => ({
      pzn: pzns[(n * 3 + i) % pzns.length] ?? '',
      quantity: 4,
    }));
    for (const line of lines) {
      await push('basket.addRow', { basketId, rowId: randomUUID(), ...line });
    }
    const placed = performance.now();
    await push('order.place', { orderId, basketId });
    for (;;) {
      const page = (await erp('GET', `/events?after=${after}`)) as {
        events: { subject: string }[];
        cursor: string;
      };
      after = page.cursor;
      if (page.events.some((e) => e.subject === `order/${orderId}`)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    out.push(performance.now() - placed);
    const confirmation = {
      messageId: `bench-confirm-${orderId}`,
      version: 1,
      erpOrderNo: `B-${n}`,
      confirmedAt: new Date().toISOString(),
      lines: lines.map((line, i) => ({
        position: i + 1,
        pzn: line.pzn,
        parts:
          i === 2
            ? [
                { kind: 'normal', quantity: 2, tour: 'Tour 1 – 10:30', deliveryDay: '2026-12-08' },
                { kind: 'nachlieferung', quantity: 2, deliveryDay: '2026-12-10' },
              ]
            : [{ kind: 'normal', quantity: 4, tour: 'Tour 1 – 10:30', deliveryDay: '2026-12-08' }],
      })),
    };
    const t0 = performance.now();
    await erp('POST', `/orders/${orderId}/confirmation`, JSON.stringify(confirmation));
    answer.push(performance.now() - t0);
  }
  emit({
    bench: 'integration',
    metric: 'order placed (push) → read by the ERP from the cursor API (median of 30)',
    value: round(median(out)),
    unit: 'ms',
  });
  emit({
    bench: 'integration',
    metric: 'confirmation call, 3 lines with a Nachlieferung (median of 30)',
    value: round(median(answer)),
    unit: 'ms',
  });
} finally {
  await server.stop();
  dataDir.remove();
}
