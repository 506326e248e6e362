// Gzip size of the JavaScript the /login page loads in headless Chromium (scripts and module
// preloads, each counted once). Service workers are blocked so the precache is not counted.
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/chromium.ts';
import { emit, round } from './lib/figure.ts';
import { startServer, tempDataDir } from './lib/server.ts';

const GOAL_KB = 150;
const KB = 1024;

const dataDir = tempDataDir('bundle');
const server = await startServer({ dataDir: dataDir.path });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'de-DE' });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const js = (response.headers()['content-type'] ?? '').includes('javascript');
    if ((type === 'script' || js) && response.ok() && !scripts.has(response.url())) {
      scripts.set(response.url(), response.body());
    }
  });
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
  const bodies = await Promise.all(scripts.values());
  // Which files: on stderr, so stdout stays figures only.
  [...scripts.keys()].forEach((url, i) => {
    const body = bodies[i] ?? Buffer.alloc(0);
    const gz = gzipSync(body, { level: 9 }).length;
    process.stderr.write(`  ${new URL(url).pathname}  ${round(gz / KB)} KB gzip\n`);
  });
  const raw = bodies.reduce((sum, b) => sum + b.length, 0);
  const gzip = bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
  const bench = 'bundle';
  emit({
    bench,
    metric: '/login JavaScript gzip',
    value: round(gzip / KB),
    unit: 'KB',
    goal: GOAL_KB,
  });
  emit({ bench, metric: '/login JavaScript raw', value: round(raw / KB), unit: 'KB' });
  emit({ bench, metric: '/login JavaScript files', value: bodies.length, unit: 'files' });
} finally {
  await browser.close();
  await server.stop();
  dataDir.remove();
}
