// `npm test`: every check in order, stopping at the first failure. Prints each step's name and
// duration, a summary table, and as the very last line `N passed, M failed`, where N and M
// count tests (from the vitest and Playwright JSON reports); typecheck, lint and build count
// as one check each. Works without a TTY and with CI=true.
// `npm test -- --skip lint --skip e2e` leaves out the steps whose name contains a word (local
// use only; CI runs everything).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const reports = mkdtempSync(join(tmpdir(), 'apo-test-'));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Environment of the server test steps: the database comes from TEST_DB (+ TEST_DATABASE_URL).
 * TEST_REDIS_URL (set by .ci/run) reaches only the PostgreSQL run, the production setting: the
 * tests of limits shared through Redis run there once (tests/server/shared-limits.test.ts).
 */
function serverEnv(db) {
  const env = { ...process.env, TEST_DB: db };
  if (db !== 'postgres') {
    delete env.TEST_DATABASE_URL;
    if (process.env.TEST_DATABASE_URL) delete env.TEST_REDIS_URL;
  }
  return env;
}

function vitestStep(name, project, env, files = []) {
  const report = join(reports, `${name}.json`);
  return {
    name,
    cmd: bin('vitest'),
    args: [
      'run',
      ...files,
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
    count: () => countVitest(report),
  };
}

// With PostgreSQL at hand (CI), every server test runs on it, the production database. PGlite,
// the embedded default that `npm start` and every e2e test run on, then repeats only the files
// whose code paths differ between the two: one connection instead of a pool (concurrent pushes,
// exactly-once orders, gap-free receipt numbers) and the in-process realtime bus instead of
// LISTEN/NOTIFY (the outbox's dispatcher is woken by either). Without PostgreSQL, every server test runs on PGlite. (Running all of them on
// both took some 290 s more on the 2-core CI machine.)
const PGLITE_ALONGSIDE_POSTGRES = [
  'tests/server/sync.test.ts',
  'tests/server/shop-orders.test.ts',
  'tests/server/cashbook.test.ts',
  'tests/server/realtime.test.ts',
  'tests/server/integration-outbox.test.ts',
];

const skipWords = process.argv.flatMap((arg, i, all) =>
  arg === '--skip' && all[i + 1] ? [all[i + 1]] : [],
);

const allSteps = [
  // Side by side: each is one single-threaded process, so on 2 cores the pair takes about as
  // long as the slower one (some 60 s saved). Their output is printed whole, one after the other.
  {
    name: 'typecheck + lint',
    together: [
      { name: 'typecheck', cmd: npm, args: ['run', '--silent', 'typecheck'] },
      { name: 'lint', cmd: npm, args: ['run', '--silent', 'lint'] },
    ],
  },
  vitestStep('unit tests', 'unit', process.env),
  process.env.TEST_DATABASE_URL
    ? vitestStep(
        'server tests (PGlite, where it differs)',
        'server',
        serverEnv('pglite'),
        PGLITE_ALONGSIDE_POSTGRES,
      )
    : vitestStep('server tests (PGlite)', 'server', serverEnv('pglite')),
  process.env.TEST_DATABASE_URL
    ? vitestStep('server tests (PostgreSQL)', 'server', serverEnv('postgres'))
    : { name: 'server tests (PostgreSQL)', skip: 'TEST_DATABASE_URL is not set' },
  { name: 'build', cmd: bin('vite'), args: ['build'] },
  // A size, not a timing: the JavaScript /login loads (derived from dist/) stays in its budget.
  { name: 'login bundle size', cmd: bin('tsx'), args: ['scripts/check-login-bundle.ts'] },
  {
    name: 'e2e tests',
    cmd: bin('playwright'),
    args: ['test', '--pass-with-no-tests'],
    env: { ...process.env, E2E_JSON_REPORT: join(reports, 'e2e.json') },
    count: () => countPlaywright(join(reports, 'e2e.json')),
  },
];

const skipped = (name) => skipWords.some((word) => name.includes(word));
const steps = allSteps.map((step) => {
  if (step.skip) return step;
  if (step.together) {
    const parts = step.together.filter((part) => !skipped(part.name));
    if (parts.length === 0) return { name: step.name, skip: 'left out by --skip' };
    return parts.length === 1 ? parts[0] : { ...step, together: parts };
  }
  return skipped(step.name) ? { name: step.name, skip: 'left out by --skip' } : step;
});

/** @returns {{ passed: number, failed: number, skipped: number } | null} */
function countVitest(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + (r.numFailedTestSuites > 0 && r.numFailedTests === 0 ? 1 : 0),
    skipped: r.numPendingTests + (r.numTodoTests ?? 0),
  };
}

function countPlaywright(file) {
  if (!existsSync(file)) return null;
  const { stats, errors } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: stats.expected + stats.flaky,
    // Errors outside tests (e.g. the web server did not start) count as one failure.
    failed: stats.unexpected + (stats.unexpected === 0 && errors?.length ? 1 : 0),
    skipped: stats.skipped,
    // Passed only on CI's one retry (playwright.config.ts): named in the summary, never hidden.
    flaky: stats.flaky,
  };
}

// On Ctrl-C or SIGTERM: stop the running step, then report and clean up as for a failure.
let current = null;
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    for (const child of children) child.kill(signal);
  });
}

/** Runs the steps of `together` at once, each one's output held back and printed whole. */
async function runTogether(step) {
  const codes = await Promise.all(
    step.together.map(
      (part) =>
        new Promise((resolve) => {
          const child = spawn(part.cmd, part.args, { env: part.env ?? process.env });
          children.add(child);
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          const done = (code) => {
            children.delete(child);
            console.log(`--- ${part.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`}`);
            if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
            resolve(code);
          };
          child.on('error', (error) => {
            output += `[test] cannot run ${part.cmd}: ${error.message}\n`;
            done(1);
          });
          child.on('exit', (code, signal) => done(signal ? 1 : (code ?? 1)));
        }),
    ),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

function run(step) {
  if (step.together) return runTogether(step);
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { stdio: 'inherit', env: step.env ?? process.env });
    current = child;
    child.on('error', (error) => {
      console.error(`[test] cannot run ${step.cmd}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];
let failedStep = null;

for (const step of steps) {
  if (step.skip) {
    console.log(`\n▶ ${step.name}: skipped (${step.skip})`);
    results.push({ name: step.name, status: 'skipped', ms: 0, note: step.skip });
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const start = Date.now();
  const code = await run(step);
  const ms = Date.now() - start;
  const counts = step.count?.() ?? null;
  const ok = code === 0;
  const tests = counts ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  // A step that failed without a failing test (crash, config error) still counts as a failure.
  if (!ok && tests.failed === 0) tests.failed = 1;
  results.push({ name: step.name, status: ok ? 'ok' : 'FAILED', ms, tests, counted: !!counts });
  console.log(`■ ${step.name}: ${ok ? 'ok' : `FAILED (exit ${code})`} in ${seconds(ms)}`);
  if (!ok) {
    failedStep = step.name;
    break;
  }
}

rmSync(reports, { recursive: true, force: true });

console.log('\nSummary');
for (const r of results) {
  const detail = r.tests
    ? r.counted
      ? `${r.tests.passed} passed, ${r.tests.failed} failed, ${r.tests.skipped} skipped` +
        (r.tests.flaky ? ` (${r.tests.flaky} flaky: passed on the retry)` : '')
      : ''
    : r.note;
  console.log(
    `  ${r.name.padEnd(27)} ${r.status.padEnd(8)} ${seconds(r.ms).padStart(8)}  ${detail}`,
  );
}
const notRun = steps.slice(results.length).map((s) => s.name);
if (failedStep) {
  console.log(`\nnpm test FAILED at step "${failedStep}".`);
  if (notRun.length) console.log(`Not run: ${notRun.join(', ')}.`);
}
const passed = results.reduce((sum, r) => sum + (r.tests?.passed ?? 0), 0);
const failed = results.reduce((sum, r) => sum + (r.tests?.failed ?? 0), 0);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failedStep ? 1 : 0;
