// Lighthouse on /login (issue 11): the mobile preset (Lighthouse's default: a mid-range phone,
// simulated slow 4G and 4x CPU slowdown) in Debian's Chromium, against the real server with the
// built app. Three runs; the median performance score and its run's metrics are reported, the
// other categories as their lowest score. Goals: performance ≥ 95; accessibility, best
// practices and SEO 100. Audits that cost points are named on stderr.
//
// Lighthouse is not a dependency of the project yet: without `node_modules/.bin/lighthouse`
// (or LIGHTHOUSE_BIN naming one) this bench says so and is skipped (exit 0).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { emit, median, round } from './lib/figure.ts';
import { ROOT, startServer, tempDataDir } from './lib/server.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const GOALS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const METRICS = [
  ['first-contentful-paint', 'first contentful paint', 'ms'],
  ['largest-contentful-paint', 'largest contentful paint', 'ms'],
  ['total-blocking-time', 'total blocking time', 'ms'],
  ['speed-index', 'speed index', 'ms'],
  ['total-byte-weight', 'bytes transferred', 'KB'],
] as const;

interface Audit {
  readonly title: string;
  readonly score: number | null;
  readonly scoreDisplayMode?: string;
  readonly numericValue?: number;
  readonly displayValue?: string;
}
interface LighthouseResult {
  readonly categories: Record<Category, { score: number | null; auditRefs: { id: string }[] }>;
  readonly audits: Record<string, Audit>;
  readonly runtimeError?: { code: string; message: string };
}

const bin = process.env.LIGHTHOUSE_BIN ?? join(ROOT, 'node_modules', '.bin', 'lighthouse');
if (!existsSync(bin)) {
  process.stderr.write(
    '[lighthouse] skipped: lighthouse is not installed (add the devDependency ' +
      '"lighthouse": "12.8.2" to package.json, or set LIGHTHOUSE_BIN to a lighthouse CLI)\n',
  );
  process.exit(0);
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

function lighthouse(url: string): Promise<LighthouseResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      bin,
      [
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${chromeFlags}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}`));
      const result = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LighthouseResult;
      if (result.runtimeError) return reject(new Error(result.runtimeError.message));
      resolve(result);
    });
  });
}

const score = (r: LighthouseResult, c: Category) => Math.round((r.categories[c].score ?? 0) * 100);

const dataDir = tempDataDir('lighthouse');
const server = await startServer({ dataDir: dataDir.path });
try {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < RUNS; i++) results.push(await lighthouse(`${server.url}/login`));

  const medianPerformance = median(results.map((r) => score(r, 'performance')));
  const typical = results.find((r) => score(r, 'performance') >= medianPerformance) ?? results[0];
  if (!typical) throw new Error('no Lighthouse result');

  // What costs points, from the median run: on stderr, so stdout stays figures only.
  for (const category of CATEGORIES) {
    for (const { id } of typical.categories[category].auditRefs) {
      const audit = typical.audits[id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      process.stderr.write(
        `  ${category}: ${id} (${audit.title}) ${audit.displayValue ?? ''} score ${audit.score}\n`,
      );
    }
  }

  const bench = 'lighthouse';
  emit({
    bench,
    metric: '/login performance (mobile), median',
    value: medianPerformance,
    unit: 'score',
    min: GOALS.performance,
  });
  emit({
    bench,
    metric: `/login performance (mobile), lowest of ${results.length}`,
    value: Math.min(...results.map((r) => score(r, 'performance'))),
    unit: 'score',
  });
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    const lowest = Math.min(...results.map((r) => score(r, category)));
    emit({
      bench,
      metric: `/login ${category}`,
      value: lowest,
      unit: 'score',
      min: GOALS[category],
    });
  }
  for (const [id, metric, unit] of METRICS) {
    const value = typical.audits[id]?.numericValue ?? Number.NaN;
    emit({
      bench,
      metric: `/login ${metric}`,
      value: round(unit === 'KB' ? value / 1024 : value),
      unit,
    });
  }
} finally {
  await server.stop();
  dataDir.remove();
}
