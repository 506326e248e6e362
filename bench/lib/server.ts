// Starts the real server the way `npm start` does (node scripts/start.mjs, dist/ already
// built) in its own process group, on a free port with its own data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = join(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh temporary data directory; `remove()` deletes it. */
export function tempDataDir(name: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `apo-bench-${name}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export interface RunningServer {
  url: string;
  /** Milliseconds from spawning until GET /login answered 200 with HTML. */
  readyMs: number;
  /**
   * Milliseconds from spawning until GET /api/ready answered 200: the demo data complete (a first
   * start writes it after the server listens). Benches measure against the whole demo.
   */
  seededMs: number;
  /** The process group of `npm start` and the server behind it (for CPU readings). */
  pid: number;
  stop(): Promise<void>;
}

export async function startServer(options: {
  dataDir: string;
  port?: number;
  timeoutMs?: number;
  /** Extra environment for the server (e.g. CATALOGUE_SIZE, STATIC_DIR). */
  env?: NodeJS.ProcessEnv;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL; // the default install: embedded PGlite, unless options.env names one
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: options.dataDir });
  Object.assign(env, options.env);

  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env,
    detached: true, // own process group, so stop() reaches the server behind start.mjs too
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // stdout belongs to the figures: keep the server's log and show it only when it fails.
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = () => stopGroup(child);
  try {
    const deadline = performance.now() + (options.timeoutMs ?? 300_000);
    await waitFor(`${url}/login`, child, deadline, true);
    const readyMs = performance.now() - started;
    await waitFor(`${url}/api/ready`, child, deadline, false);
    return { url, readyMs, seededMs: performance.now() - started, pid: child.pid ?? 0, stop };
  } catch (error) {
    await stop();
    process.stderr.write(log.join(''));
    throw error;
  }
}

/** Polls `target` until it answers 200 (and HTML, when `html`), or throws at the deadline. */
async function waitFor(
  target: string,
  child: ChildProcess,
  deadline: number,
  html: boolean,
): Promise<void> {
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(target, { signal: AbortSignal.timeout(2_000) });
      const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
      await response.arrayBuffer();
      if (response.status === 200 && (isHtml || !html)) return;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error(`GET ${target} did not answer 200 in time`);
}

async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // the group is gone already
    }
  };
  kill('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
  if (timedOut) kill('SIGKILL');
  await exited;
}
