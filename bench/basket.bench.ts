// Issue 4's basket figure: a basket with 1,000 rows, the time from a quantity change to the new
// total painted. The basket is filled through the real push API (one basket.addRows of 1,000
// rows), the app pulls it and the catalogue, then the bench changes quantities in the page:
// - typing a new quantity into a row's field and Enter (the timer starts at the Enter), and
// - the row's + button,
// each until the total element shows the new text and the next frame after it has run
// (MutationObserver on the total, then requestAnimationFrame and a task, i.e. after paint).
// The catalogue is small (CATALOGUE_SIZE, default 5,000 here): this figure is about the basket.
import { randomUUID } from 'node:crypto';
import { launchChromium } from './lib/chromium.ts';
import { withPrivacyChoice } from '../tests/e2e/support/privacy.ts';
import { emit, median, percentile, round } from './lib/figure.ts';
import { apiSession } from './lib/apiSession.ts';
import { startServer, tempDataDir } from './lib/server.ts';

const ROWS = 1_000;
const CHANGES = 25;
const WARM_UP = 3;
process.env.CATALOGUE_SIZE ??= '5000';

const dataDir = tempDataDir('basket');
const server = await startServer({ dataDir: dataDir.path });
const browser = await launchChromium();

const USER = { username: 'apotheke@demo.at', password: 'Apotheke#2026' };
const CUSTOMER = { LieferkundeNr: 100101, differential: false };

try {
  // ---- the server: one basket with 1,000 article rows -------------------------------------
  const call = apiSession(server.url);
  const me = (await call('POST', '/auth/login', USER)) as { user: { id: string } };
  await call('PUT', '/lieferkunden/current', CUSTOMER);
  const catalogue = (await call('POST', '/shop/catalogue/pull', { limit: ROWS })) as {
    upserts: { pzn: string }[];
  };
  const pzns = catalogue.upserts.map((a) => a.pzn);
  if (pzns.length === 0) throw new Error('the catalogue is empty');
  const basketId = randomUUID();
  const mutation = (name: string, args: unknown) => ({
    id: randomUUID(),
    v: 1,
    name,
    args,
    createdAt: new Date().toISOString(),
  });
  const push = (await call('POST', '/sync/push', {
    clientId: randomUUID(),
    userId: me.user.id,
    epoch: 1,
    mutations: [
      mutation('basket.create', { id: basketId, lieferkundeNr: 100101, label: 'Bench 1000' }),
      mutation('basket.addRows', {
        basketId,
        rows: Array.from({ length: ROWS }, (_, i) => ({
          rowId: randomUUID(),
          pzn: pzns[i % pzns.length],
          quantity: 1 + (i % 20),
        })),
      }),
    ],
  })) as { results: { status: string; message?: string }[] };
  const refused = push.results.find((r) => r.status !== 'applied');
  if (refused) throw new Error(`push refused: ${refused.message ?? ''}`);

  // ---- the app: log in, open the basket once everything is local --------------------------
  const context = await browser.newContext({
    baseURL: server.url,
    // The privacy choice is stored, so the consent dialog does not cover the basket.
    storageState: withPrivacyChoice(server.url),
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  for (const [path, data] of [
    ['/api/auth/login', USER],
    ['/api/lieferkunden/current', CUSTOMER],
  ] as const) {
    const response = await (path.endsWith('login')
      ? page.request.post(path, { data, headers: { 'x-window-id': 'bench' } })
      : page.request.put(path, { data, headers: { 'x-window-id': 'bench' } }));
    if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  }

  // Ready: all 1,000 rows counted and every article known from the catalogue (priced).
  const ready = () =>
    page.evaluate(() => {
      const totals = document.querySelector('[data-testid="basket-totals"]');
      const count = document.querySelector('[data-testid="basket-article-count"]');
      // The count's number (its text is worded: '1.000 Positionen').
      return (
        count?.getAttribute('data-count') === '1000' &&
        totals?.getAttribute('data-unpriced') === '0'
      );
    });
  await page.goto(`/shop/warenkorb/${basketId}`);
  // The first visit pulls the basket and the catalogue.
  const loadStarted = performance.now();
  while (!(await ready())) {
    if (performance.now() - loadStarted > 180_000) throw new Error('basket not ready in 3 min');
    await page.waitForTimeout(100);
  }

  // A second open with everything local: how long the 1,000-row basket takes to show.
  await page.locator('a[href="/shop/warenkoerbe"]').first().click();
  await page.locator(`a[href="/shop/warenkorb/${basketId}"]`).first().waitFor();
  const openMs = await page.evaluate(async (id) => {
    const link = document.querySelector<HTMLAnchorElement>(`a[href="/shop/warenkorb/${id}"]`);
    if (!link) throw new Error('no link to the basket');
    const started = performance.now();
    link.click();
    for (;;) {
      const totals = document.querySelector('[data-testid="basket-totals"]');
      const count = document.querySelector('[data-testid="basket-article-count"]');
      const named = document.querySelector('[data-testid="row-name"]');
      if (
        count?.getAttribute('data-count') === '1000' &&
        totals?.getAttribute('data-unpriced') === '0' &&
        named
      ) {
        break;
      }
      await new Promise((r) => requestAnimationFrame(r));
      if (performance.now() - started > 60_000) throw new Error('basket did not show again');
    }
    await new Promise((r) => requestAnimationFrame(r));
    return performance.now() - started;
  }, basketId);
  emit({
    bench: 'basket',
    metric: 'open a basket of 1,000 rows (local data, navigation to rows painted)',
    value: round(openMs),
    unit: 'ms',
  });

  /**
   * Scrolls to a part of the basket and picks the row in the middle of the window (a long list
   * renders only the rows near the window). Finding the row is the user's time, not measured.
   */
  const showRow = (fraction: number) =>
    page.evaluate(async (part) => {
      // (No named functions in here: the bundler would wrap them in a helper the page lacks.)
      window.scrollTo(0, part * (document.documentElement.scrollHeight - innerHeight));
      for (let f = 0; f < 3; f++) await new Promise((r) => requestAnimationFrame(r));
      const middle = innerHeight / 2;
      let best: Element | undefined;
      let distance = Infinity;
      for (const row of document.querySelectorAll('[data-testid="basket-row"]')) {
        const box = row.getBoundingClientRect();
        const d = Math.abs(box.top + box.height / 2 - middle);
        if (d < distance && row.querySelector('[data-testid="row-quantity"]')) {
          best = row;
          distance = d;
        }
      }
      best?.querySelector<HTMLInputElement>('[data-testid="row-quantity"]')?.focus();
      for (let f = 0; f < 2; f++) await new Promise((r) => requestAnimationFrame(r));
      await new Promise((r) => setTimeout(r, 100));
      return best?.getAttribute('data-row-id') ?? '';
    }, fraction);

  /**
   * One change in the page: `how` sets it off. Resolves with the ms until the new total was
   * painted, and until the change was committed to IndexedDB and the list re-read from it
   * (the page drops its data-saving mark then).
   */
  const measure = (rowId: string, how: 'type' | 'plus', quantity: number) =>
    page.evaluate(
      // (No named functions in here: the bundler would wrap them in a helper the page lacks.)
      ({ rowId: id, how: mode, quantity: q }) =>
        new Promise<{ painted: number; stored: number }>((resolve, reject) => {
          const screen = document.querySelector('[data-testid="basket-page"]');
          const total = document.querySelector('[data-testid="basket-total"]');
          const row = document.querySelector(`[data-testid="basket-row"][data-row-id="${id}"]`);
          const input = row?.querySelector<HTMLInputElement>('[data-testid="row-quantity"]');
          const plus = row?.querySelector<HTMLButtonElement>('[data-testid="row-increase"]');
          if (!screen || !total || !input || !plus) {
            return reject(new Error(`row ${id} not found`));
          }
          const before = total.textContent;
          let started = 0;
          let painted = 0;
          let stored = 0;
          const timeout = setTimeout(() => reject(new Error('the total did not change')), 10_000);
          const onTotal = new MutationObserver(() => {
            if (total.textContent === before) return;
            onTotal.disconnect();
            // The frame that shows the new text, then a task after it: painted.
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => {
                painted = performance.now() - started;
                if (stored > 0) {
                  clearTimeout(timeout);
                  resolve({ painted, stored });
                }
              };
              channel.port2.postMessage(null);
            });
          });
          const onStored = new MutationObserver(() => {
            if (screen.hasAttribute('data-saving')) return;
            onStored.disconnect();
            stored = performance.now() - started;
            if (painted > 0) {
              clearTimeout(timeout);
              resolve({ painted, stored });
            }
          });
          onTotal.observe(total, { childList: true, characterData: true, subtree: true });
          onStored.observe(screen, { attributes: true, attributeFilter: ['data-saving'] });
          if (mode === 'type') {
            // Typing is the user's time; the change starts when Enter commits it.
            const setValue = Object.getOwnPropertyDescriptor(
              HTMLInputElement.prototype,
              'value',
            )?.set;
            setValue?.call(input, String(q));
            input.dispatchEvent(new Event('input', { bubbles: true }));
            started = performance.now();
            input.dispatchEvent(
              new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
            );
          } else {
            started = performance.now();
            plus.click();
          }
        }),
      { rowId, how, quantity },
    );

  for (const how of ['type', 'plus'] as const) {
    const painted: number[] = [];
    const stored: number[] = [];
    for (let n = 0; n < WARM_UP + CHANGES; n++) {
      // Spread over the basket: first, middle and last rows alike.
      const rowId = await showRow(((n * 0.37 + (how === 'plus' ? 0.11 : 0)) % 1) * 0.98);
      const times = await measure(rowId, how, 100 + n);
      if (n >= WARM_UP) {
        painted.push(times.painted);
        stored.push(times.stored);
      }
      // The sync of the change (push, pull) runs meanwhile, as it would for a user.
      await page.waitForTimeout(300);
    }
    const label = how === 'type' ? 'typed quantity + Enter' : '+ button';
    const figure = (metric: string, value: number, goal?: number) =>
      emit({
        bench: 'basket',
        metric: `1,000-row basket: ${label} → ${metric}`,
        value,
        unit: 'ms',
        goal,
      });
    figure(`new total painted, median of ${CHANGES}`, round(median(painted)), 50);
    figure('new total painted, p95', round(percentile(painted, 95)), 50);
    figure(`written to IndexedDB and re-read, median`, round(median(stored)));
    figure('written to IndexedDB and re-read, p95', round(percentile(stored, 95)));
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  dataDir.remove();
}
