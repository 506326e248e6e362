// The scale bench's load generator: a lean HTTP client (node:http with keep-alive; fetch costs
// the generator several times the CPU per request, and the generator shares the machine with
// the servers it measures), latency records per request kind, and CPU readings from /proc.
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { percentile, round } from './figure.ts';

export interface Answer {
  status: number;
  text: string;
  /** Seconds the server asked to wait (Retry-After), when it did. */
  retryAfter: number | null;
  cookies: string[];
}

/** One server instance as the generator talks to it: its address and its own connection pool. */
export interface Target {
  url: URL;
  agent: http.Agent;
}

export function target(url: string, sockets: number): Target {
  return { url: new URL(url), agent: new http.Agent({ keepAlive: true, maxSockets: sockets }) };
}

export const REQUEST_TIMEOUT_MS = 10_000;

/** A JSON request; rejects on a network error or after REQUEST_TIMEOUT_MS. */
export function call(
  to: Target,
  method: string,
  path: string,
  body: string | undefined,
  cookie: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: to.url.hostname,
        port: to.url.port,
        method,
        path: `/api${path}`,
        agent: to.agent,
        headers: {
          'content-type': 'application/json',
          'x-window-id': 'bench',
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const header = response.headers['retry-after'];
          const seconds = header === undefined ? Number.NaN : Number(header);
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            retryAfter: Number.isFinite(seconds) ? seconds : null,
            cookies: (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? ''),
          });
        });
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}

/** Latencies and errors of one kind of request within one phase. */
export class Kind {
  readonly latencies: number[] = [];
  readonly errors = new Map<string, number>();
  private first = Number.POSITIVE_INFINITY;
  private last = 0;

  constructor(readonly name: string) {}

  /** A request that began at `started` (performance.now()) and ended now. */
  record(started: number, error?: string): void {
    const now = performance.now();
    this.first = Math.min(this.first, started);
    this.last = Math.max(this.last, now);
    if (error === undefined) this.latencies.push(now - started);
    else this.errors.set(error, (this.errors.get(error) ?? 0) + 1);
  }

  get errorCount(): number {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }

  /** Successful answers per second over the span from the first request to the last answer. */
  throughput(seconds = (this.last - this.first) / 1000): number {
    return seconds > 0 ? this.latencies.length / seconds : 0;
  }

  summary(seconds?: number) {
    const some = this.latencies.length > 0;
    return {
      count: this.latencies.length,
      perSecond: round(this.throughput(seconds)),
      p50: some ? round(percentile(this.latencies, 50)) : Number.NaN,
      p99: some ? round(percentile(this.latencies, 99)) : Number.NaN,
      errors: this.errorCount,
      errorKinds: [...this.errors].map(([k, n]) => `${k} ×${n}`).join(', '),
    };
  }
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface ProcStat {
  pid: number;
  comm: string;
  pgrp: number;
  /** utime + stime in ticks. */
  ticks: number;
}

function procStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const raw = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name sits in parentheses and may hold spaces; the fields follow its end.
      const close = raw.lastIndexOf(')');
      const comm = raw.slice(raw.indexOf('(') + 1, close);
      const fields = raw.slice(close + 2).split(' ');
      stats.push({
        pid: Number(entry),
        comm,
        pgrp: Number(fields[2]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return stats;
}

/** Busy and total ticks of the whole machine (/proc/stat's first line). */
function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0); // idle + iowait
  return { busy: total - idle, total };
}

export interface CpuReading {
  /** Cores used (CPU seconds per wall second) by each server instance's process group. */
  servers: number[];
  /** ... by every PostgreSQL process on the machine (other users' work included). */
  postgres: number;
  /** ... by this load generator. */
  generator: number;
  /** ... by the whole machine, everything else on it included. */
  machine: number;
}

/** Starts a CPU reading over the given server process groups; the returned function ends it. */
export function cpuMeter(serverGroups: readonly number[]): () => CpuReading {
  const ticksOf = (stats: ProcStat[], pick: (s: ProcStat) => boolean) =>
    stats.filter(pick).reduce((sum, s) => sum + s.ticks, 0);
  const read = () => {
    const stats = procStats();
    return {
      servers: serverGroups.map((group) => ticksOf(stats, (s) => s.pgrp === group)),
      postgres: ticksOf(stats, (s) => s.comm === 'postgres'),
      machine: machineTicks(),
      generator: process.cpuUsage(),
      at: performance.now(),
    };
  };
  const start = read();
  return () => {
    const end = read();
    const seconds = (end.at - start.at) / 1000;
    const cores = (ticks: number) => round(ticks / TICKS_PER_SECOND / seconds, 2);
    const generatorMicros =
      end.generator.user - start.generator.user + end.generator.system - start.generator.system;
    const machineShare =
      (end.machine.busy - start.machine.busy) / (end.machine.total - start.machine.total || 1);
    return {
      servers: end.servers.map((ticks, i) => cores(ticks - (start.servers[i] ?? 0))),
      postgres: cores(end.postgres - start.postgres),
      generator: round(generatorMicros / 1e6 / seconds, 2),
      machine: round(machineShare * cpuCount(), 2),
    };
  };
}

function cpuCount(): number {
  const lines = readFileSync('/proc/stat', 'utf8').split('\n');
  return lines.filter((l) => /^cpu\d+ /.test(l)).length || 1;
}
