import { eq } from 'drizzle-orm';
import type { DomainConfig } from '../../src/api/schemas.ts';
import type { Db } from '../db/client.ts';
import { domainConfig } from '../db/schema.ts';

export const DEFAULT_DOMAIN = 'default';

export async function loadDomainConfig(db: Db): Promise<DomainConfig> {
  const [row] = await db
    .select()
    .from(domainConfig)
    .where(eq(domainConfig.domain, DEFAULT_DOMAIN))
    .limit(1);
  if (!row) throw new Error('domain config missing: the database was not seeded');
  return row.config;
}
