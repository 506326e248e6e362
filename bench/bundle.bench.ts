// Size of the JavaScript the /login page loads: (1) what headless Chromium fetched (scripts,
// module preloads and workers, each counted once; service workers blocked so the precache is
// not counted) and (2) what scripts/loginBundle.ts derives from dist/ (the list `npm test`
// checks). Both are sized by the same code; a file Chromium loaded that the derivation missed is
// named on stderr, since the check in `npm test` would then under-count.
import { join } from 'node:path';
import { kb, LOGIN_JS_BUDGET_KB, measure, measureLoginBundle } from '../scripts/loginBundle.ts';
import { launchChromium } from './lib/chromium.ts';
import { emit } from './lib/figure.ts';
import { ROOT, startServer, tempDataDir } from './lib/server.ts';

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
  const loaded = measure(
    [...scripts.keys()].map((url, i) => [new URL(url).pathname, bodies[i] ?? Buffer.alloc(0)]),
  );
  const derived = measureLoginBundle(join(ROOT, 'dist'));
  // Which files: on stderr, so stdout stays figures only.
  for (const f of loaded.files) process.stderr.write(`  ${f.file}  ${kb(f.gzip)} KB gzip\n`);
  const derivedFiles = new Set(derived.files.map((f) => `/${f.file}`));
  const missed = loaded.files.filter((f) => !derivedFiles.has(f.file));
  for (const f of missed) {
    process.stderr.write(`  not derived from dist/ (npm test under-counts): ${f.file}\n`);
  }
  const bench = 'bundle';
  const metric = '/login JavaScript gzip';
  emit({ bench, metric, value: kb(loaded.gzip), unit: 'KB', goal: LOGIN_JS_BUDGET_KB });
  emit({ bench, metric: '/login JavaScript raw', value: kb(loaded.raw), unit: 'KB' });
  emit({ bench, metric: '/login JavaScript files', value: loaded.files.length, unit: 'files' });
  emit({
    bench,
    metric: `${metric}, derived from dist/ (npm test)`,
    value: kb(derived.gzip),
    unit: 'KB',
    goal: LOGIN_JS_BUDGET_KB,
  });
} finally {
  await browser.close();
  await server.stop();
  dataDir.remove();
}
