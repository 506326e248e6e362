// Server configuration from the environment, with the defaults of a fresh machine.
import path from 'node:path';
import type { DbTarget } from './db/client.ts';
import { CATALOGUE_SIZE_DEFAULT, CATALOGUE_SIZE_MAX } from './seed/catalogue.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the built PWA; null serves the API only (tests). */
  staticDir: string | null;
  /** Trust X-Forwarded-* headers (behind a reverse proxy with HTTPS). */
  trustProxy: boolean;
  /** Session lifetime in milliseconds. */
  sessionTtlMs: number;
  version: string;
}

export function readDbTarget(env: NodeJS.ProcessEnv = process.env): DbTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR ?? './data') };
}

/** CATALOGUE_SIZE: how many demo articles the seed makes for an empty catalogue. */
export function readCatalogueSize(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.CATALOGUE_SIZE ?? String(CATALOGUE_SIZE_DEFAULT);
  const size = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || size > CATALOGUE_SIZE_MAX) {
    throw new Error(`CATALOGUE_SIZE must be a number from 0 to ${CATALOGUE_SIZE_MAX}, got ${raw}`);
  }
  return size;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, version = '0.0.0'): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    trustProxy: env.TRUST_PROXY === 'true',
    sessionTtlMs: 12 * 60 * 60 * 1000,
    version,
  };
}
