import { eq } from 'drizzle-orm';
import type { DomainConfig } from '../../src/api/schemas.ts';
import type { Db } from '../db/client.ts';
import { domainConfig } from '../db/schema.ts';

export const DEFAULT_DOMAIN = 'default';

/**
 * How long a read domain config is reused. It is read on every request that resolves the
 * session's customer (every pull, issue 28: one query less per steady-state pull) and is written
 * only by the seed or by hand, so a change reaches every instance within this time.
 */
export const DOMAIN_CONFIG_REUSE_MS = 30_000;

const READ = new WeakMap<Db, { readonly at: number; readonly config: Promise<DomainConfig> }>();

async function readDomainConfig(db: Db): Promise<DomainConfig> {
  const [row] = await db
    .select()
    .from(domainConfig)
    .where(eq(domainConfig.domain, DEFAULT_DOMAIN))
    .limit(1);
  if (!row) throw new Error('domain config missing: the database was not seeded');
  return row.config;
}

export function loadDomainConfig(db: Db): Promise<DomainConfig> {
  const now = performance.now();
  const read = READ.get(db);
  if (read && now - read.at < DOMAIN_CONFIG_REUSE_MS) return read.config;
  const config = readDomainConfig(db);
  READ.set(db, { at: now, config });
  // A failed read (no config yet) is not kept.
  config.catch(() => {
    if (READ.get(db)?.config === config) READ.delete(db);
  });
  return config;
}
