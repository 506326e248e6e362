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
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    ...options.env,
  };
  delete env.DATABASE_URL; // the default install: embedded PGlite

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
    await waitForLogin(url, child, options.timeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    process.stderr.write(log.join(''));
    throw error;
  }
  return { url, readyMs: performance.now() - started, stop };
}

async function waitForLogin(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(`${url}/login`, { signal: AbortSignal.timeout(2_000) });
      const html = (response.headers.get('content-type') ?? '').includes('text/html');
      await response.arrayBuffer();
      if (response.status === 200 && html) return;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error(`GET ${url}/login did not answer 200 with HTML within ${timeoutMs} ms`);
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
