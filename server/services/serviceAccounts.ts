// Service accounts of the integration boundary (issue 29): made by an admin (screen or command),
// each with a set of scopes and one API key, revocable at once. The key is shown once; the
// database holds its prefix (to find the row) and its SHA-256 (to compare it in constant time).
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { IntegrationScope } from '../../src/api/access.ts';
import type { Db } from '../db/client.ts';
import { integrationAudit, serviceAccounts } from '../db/schema.ts';
import type { Clock } from './clock.ts';

/** What a verified key stands for: the account and its scopes. */
export interface ServiceAccount {
  readonly id: string;
  readonly name: string;
  readonly scopes: readonly IntegrationScope[];
}

export interface ServiceAccountListing extends ServiceAccount {
  readonly keyPrefix: string;
  readonly createdAt: Date;
  readonly revokedAt: Date | null;
  readonly lastUsedAt: Date | null;
}

const KEY_PATTERN = /^apk_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new key `apk_<prefix>_<secret>`, with what the database keeps of it. */
function newKey(): { key: string; keyPrefix: string; keyHash: string } {
  const prefix = randomBytes(9)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0');
  const keyPrefix = prefix.padEnd(12, '0').slice(0, 12);
  const key = `apk_${keyPrefix}_${randomBytes(32).toString('base64url')}`;
  return { key, keyPrefix, keyHash: sha256(key) };
}

/** Makes an account and returns its key: the only time the key exists outside the caller. */
export async function createServiceAccount(
  db: Db,
  clock: Clock,
  input: { name: string; scopes: readonly IntegrationScope[]; createdBy: string | null },
): Promise<{ account: ServiceAccountListing; key: string }> {
  const { key, keyPrefix, keyHash } = newKey();
  const [row] = await db
    .insert(serviceAccounts)
    .values({
      id: randomUUID(),
      name: input.name,
      keyPrefix,
      keyHash,
      scopes: [...new Set(input.scopes)],
      createdAt: clock(),
      createdBy: input.createdBy,
    })
    .returning();
  if (!row) throw new Error('service account insert returned nothing');
  return { account: listing(row), key };
}

function listing(row: typeof serviceAccounts.$inferSelect): ServiceAccountListing {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as IntegrationScope[],
    keyPrefix: row.keyPrefix,
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
    lastUsedAt: row.lastUsedAt,
  };
}

export async function listServiceAccounts(db: Db): Promise<ServiceAccountListing[]> {
  const rows = await db.select().from(serviceAccounts).orderBy(asc(serviceAccounts.createdAt));
  return rows.map(listing);
}

/** Revokes an account's key at once; false when there is no such active account. */
export async function revokeServiceAccount(db: Db, clock: Clock, id: string): Promise<boolean> {
  const done = await db
    .update(serviceAccounts)
    .set({ revokedAt: clock() })
    .where(and(eq(serviceAccounts.id, id), isNull(serviceAccounts.revokedAt)))
    .returning({ id: serviceAccounts.id });
  return done.length > 0;
}

/**
 * A new key for an active account, with these scopes: the old key stops working at once, the
 * account (its id, its audit, the messages it sent) stays. Null when there is no such active
 * account. For the embedded ERP simulator, which holds its key in memory only.
 */
export async function renewServiceAccountKey(
  db: Db,
  id: string,
  scopes: readonly IntegrationScope[],
): Promise<{ account: ServiceAccountListing; key: string } | null> {
  const { key, keyPrefix, keyHash } = newKey();
  const [row] = await db
    .update(serviceAccounts)
    .set({ keyPrefix, keyHash, scopes: [...new Set(scopes)] })
    .where(and(eq(serviceAccounts.id, id), isNull(serviceAccounts.revokedAt)))
    .returning();
  return row ? { account: listing(row), key } : null;
}

/** The account of a presented key, or null (malformed, unknown, wrong secret or revoked). */
export async function verifyApiKey(
  db: Db,
  clock: Clock,
  key: string,
): Promise<ServiceAccount | null> {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [row] = await db
    .select()
    .from(serviceAccounts)
    .where(eq(serviceAccounts.keyPrefix, match[1] ?? ''));
  if (!row || row.revokedAt) return null;
  const presented = Buffer.from(sha256(key), 'hex');
  const stored = Buffer.from(row.keyHash, 'hex');
  if (presented.length !== stored.length || !timingSafeEqual(presented, stored)) return null;
  // At most once a minute per account, so a busy feed does not write on every call.
  const now = clock();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(serviceAccounts).set({ lastUsedAt: now }).where(eq(serviceAccounts.id, row.id));
  }
  return { id: row.id, name: row.name, scopes: row.scopes as IntegrationScope[] };
}

/** The key of an `Authorization: Bearer <key>` header, if it has one. */
export function bearerKey(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** How long the integration's audit rows are kept (a polling ERP writes tens of thousands a day). */
export const INTEGRATION_AUDIT_DAYS = 90;

/** Deletes audit rows older than INTEGRATION_AUDIT_DAYS; returns how many. */
export async function pruneIntegrationAudit(db: Db, clock: Clock): Promise<number> {
  const before = new Date(clock().getTime() - INTEGRATION_AUDIT_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(integrationAudit)
    .where(lt(integrationAudit.at, before))
    .returning({ id: integrationAudit.id });
  return gone.length;
}
