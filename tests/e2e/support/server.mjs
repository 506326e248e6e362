// Starts the real server for Playwright (see playwright.config.ts `webServer`): `npm start`
// semantics (builds dist/ only when stale), on E2E_PORT, with a fresh data directory that is
// removed again when Playwright stops us (SIGTERM) or the server exits.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes('apo-e2e-')) {
  console.error('[e2e server] DATA_DIR must be a temporary apo-e2e-* folder');
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// The e2e server always runs on its own PGlite, never on a configured PostgreSQL.
const env = { ...process.env };
delete env.DATABASE_URL;

const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env });

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
  // A server that ignores SIGTERM still must not outlive the test run.
  setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
};
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop(signal));

child.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
