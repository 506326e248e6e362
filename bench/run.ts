// `npm run bench [name...]`: builds dist/ when stale, runs every bench/*.bench.ts (or those
// whose name contains an argument; a whole name such as `sync.bench` picks that one only) one
// after another, passes their JSON figure lines through, then prints a table and writes
// bench/results/latest.json. Timings never fail the run; only a bench that crashes does.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { isFigure, type Figure } from './lib/figure.ts';
import { ROOT } from './lib/server.ts';

const benchDir = join(ROOT, 'bench');
const filters = process.argv.slice(2);
/** A part of a name picks every bench it is in; a whole name ('sync.bench') only that bench. */
const picks = (file: string, name: string) =>
  /\.bench(\.ts)?$/.test(name) ? file === name || file === `${name}.ts` : file.includes(name);
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((name) => picks(f, name)))
  .sort();

const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
  cwd: ROOT,
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (build.status !== 0) {
  console.error('[bench] the build failed');
  process.exit(1);
}

function runBench(file: string, figures: Figure[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(benchDir, file)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      console.log(line);
      try {
        const parsed: unknown = JSON.parse(line);
        if (isFigure(parsed)) figures.push(parsed);
      } catch {
        // not a figure line
      }
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const figures: Figure[] = [];
const failed: string[] = [];
for (const file of files) {
  console.error(`[bench] ${file}`);
  const code = await runBench(file, figures);
  if (code !== 0) failed.push(file);
}

const rows = [
  ['bench', 'metric', 'value', 'unit', 'goal', ''],
  ...figures.map((f) => [
    f.bench,
    f.metric,
    String(f.value),
    f.unit,
    [f.goal === undefined ? '' : `≤ ${f.goal}`, f.min === undefined ? '' : `≥ ${f.min}`]
      .filter(Boolean)
      .join(', '),
    f.goal === undefined && f.min === undefined
      ? ''
      : (f.goal === undefined || f.value <= f.goal) && (f.min === undefined || f.value >= f.min)
        ? 'met'
        : 'MISSED',
  ]),
];
const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
const line = (r: string[]) =>
  r
    .map((cell, i) => (i === 2 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
    .join('  ')
    .trimEnd();
console.log('');
console.log(line(rows[0] ?? []));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows.slice(1)) console.log(line(r));

const resultsDir = join(benchDir, 'results');
mkdirSync(resultsDir, { recursive: true });
const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
};
const result = { date: new Date().toISOString(), machine, figures, failed };
writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten: bench/results/latest.json`);

if (failed.length) {
  console.error(`[bench] crashed: ${failed.join(', ')}`);
  process.exit(1);
}
