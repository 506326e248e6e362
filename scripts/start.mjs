// `npm start`: build the PWA when dist/ is missing or stale, then run the server in this
// process group, forward signals to it and exit with its code.
// `node scripts/start.mjs --build-only` stops after the build check (used by the benches).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/** Build inputs: anything newer than the build output means dist/ is stale. */
const INPUTS = ['src', 'app', 'modules', 'index.html', 'vite.config.ts', 'public', 'package.json'];

/** Walks files and folders (a folder's mtime changes when an entry is added or removed). */
function mtimes(path, pick) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  pick(stat.mtimeMs);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path)) mtimes(join(path, entry), pick);
  }
}

function distIsStale() {
  if (!existsSync('dist/index.html')) return true;
  // vite empties dist/ on every build, so its oldest file marks when the last build began.
  let oldestOutput = Infinity;
  mtimes('dist', (t) => (oldestOutput = Math.min(oldestOutput, t)));
  let newestInput = 0;
  for (const input of INPUTS) mtimes(input, (t) => (newestInput = Math.max(newestInput, t)));
  return newestInput > oldestOutput;
}

if (process.env.STATIC_DIR) {
  // A build elsewhere (another checkout's or a parallel run's): serve it as it is.
  console.log(`[start] serving the build in ${process.env.STATIC_DIR} (STATIC_DIR)`);
} else if (distIsStale()) {
  console.log('[start] dist/ missing or older than the sources: vite build');
  const build = spawnSync(join('node_modules', '.bin', 'vite'), ['build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`[start] vite build failed (exit ${build.status ?? build.signal})`);
    process.exit(build.status || 1);
  }
} else {
  console.log('[start] dist/ is up to date');
}
if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, ['--import', 'tsx', 'app/server/main.ts'], {
  stdio: 'inherit',
});

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of SIGNALS) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error('[start] could not start the server:', error.message);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  // A server killed by a signal exits like a shell would report it: 128 + signal number.
  process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1));
});
