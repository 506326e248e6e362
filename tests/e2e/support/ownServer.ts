// A server of the spec's own, for scenarios that stop and restart the API (the shared webServer
// must stay up for the other specs): `node --import tsx app/server/main.ts` on a free port with its
// own PGlite data directory (or the PostgreSQL database its env names); stop() ends it with
// SIGTERM and waits, start() runs it again on the same port and data. dist/ must already be
// built (`npm test` builds before e2e).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class OwnServer {
  private child: ChildProcess | null = null;
  private output = '';

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly extraEnv: NodeJS.ProcessEnv,
  ) {}

  /** `env` adds settings of the spec's own (SMTP_URL of an in-test SMTP server, ...). */
  static async create(env: NodeJS.ProcessEnv = {}): Promise<OwnServer> {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'apo-e2e-own-'));
    // Mailed links point at this server unless the spec says otherwise.
    const server = new OwnServer(port, dataDir, {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    });
    await server.start();
    return server;
  }

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Starts the server (first start migrates and seeds) and waits until it is ready. */
  async start(timeoutMs = 180_000): Promise<void> {
    if (this.child) return;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      // The e2e catalogue size (playwright.config.ts sets it in the runner's environment).
      CATALOGUE_SIZE: process.env.CATALOGUE_SIZE ?? '5000',
      ANALYTICS_LINES_PER_DAY: process.env.ANALYTICS_LINES_PER_DAY ?? '4',
      // No embedded ERP simulator (issue 29) unless the spec asks for it: two servers on one
      // database would each renew its key.
      ERP_SIMULATOR: 'off',
      ...this.extraEnv,
    };
    // The embedded PGlite of its own, unless the spec names a PostgreSQL database (two servers
    // on one database, tests/e2e/realtime.spec.ts).
    if (!this.extraEnv.DATABASE_URL) delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'app/server/main.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.output = '';
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let exited = false;
    child.once('exit', () => {
      exited = true;
      if (this.child === child) this.child = null;
    });
    this.child = child;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited) throw new Error(`own server exited while starting:\n${this.output}`);
      try {
        // Ready once the demo data is complete (it is written after the server listens).
        const res = await fetch(`${this.baseURL}/api/ready`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    await this.stop();
    throw new Error(`own server did not start within ${timeoutMs} ms:\n${this.output}`);
  }

  /** SIGTERM, then waits for the exit (SIGKILL after 10 s). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
    this.child = null;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /** Stops the server and removes its data directory. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
