// The recipe upload's quotas per delivery customer (issue 23): at most UPLOADS_PER_CUSTOMER_MAX
// files and UPLOAD_MB_PER_CUSTOMER_MAX bytes. The decisive check runs once the file's size is
// known, under the customer's upload lock (advisory namespace 25) and in the transaction that
// records the file, so parallel uploads, on one instance or several on one PostgreSQL, can never
// pass a quota together: each sees the rows of those before it. Nothing is counted in memory.
import { count, eq, sql } from 'drizzle-orm';
import { ERROR_CODE } from '../../../src/api/errors.ts';
import { UPLOADS_PER_CUSTOMER_MAX } from '../rules.ts';
import { recipeUploadDe } from '../texts.de.ts';
import type { Db } from '../../../server/db/client.ts';
import { recipeUploads } from './tables.ts';
import { ApiError } from '../../../server/errors.ts';
import { lockScope } from '../../../server/db/locks.ts';

export interface CustomerQuota {
  readonly files: number;
  readonly bytes: number;
}

export const customerQuota = (bytesPerCustomer: number): CustomerQuota => ({
  files: UPLOADS_PER_CUSTOMER_MAX,
  bytes: bytesPerCustomer,
});

/** What a delivery customer holds now. */
async function heldBy(db: Db, lieferkundeNr: number): Promise<CustomerQuota> {
  const [row] = await db
    .select({
      files: count(),
      bytes: sql<number>`coalesce(sum(${recipeUploads.size}), 0)`.mapWith(Number),
    })
    .from(recipeUploads)
    .where(eq(recipeUploads.lieferkundeNr, lieferkundeNr));
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
}

/** 409 upload_quota when one more file of `size` bytes would pass a quota. */
async function refuseBeyond(db: Db, lieferkundeNr: number, size: number, quota: CustomerQuota) {
  const held = await heldBy(db, lieferkundeNr);
  const e = recipeUploadDe.errors;
  if (held.files + 1 > quota.files) {
    throw new ApiError(409, ERROR_CODE.uploadQuota, e.tooMany);
  }
  if (held.bytes + size > quota.bytes) {
    throw new ApiError(409, ERROR_CODE.uploadQuota, e.quotaFull(quota.bytes));
  }
}

/**
 * Before the file is read: refuses a customer who has no room for even one byte, so a full
 * customer's upload costs no disk. Not the decision (see withinQuota).
 */
export const refuseWhenFull = (db: Db, lieferkundeNr: number, quota: CustomerQuota) =>
  refuseBeyond(db, lieferkundeNr, 1, quota);

/**
 * Runs `record` (the row's insert, the file's move into place) in one transaction under the
 * customer's upload lock, after checking that a file of `size` bytes still fits.
 */
export async function withinQuota(
  db: Db,
  lieferkundeNr: number,
  size: number,
  quota: CustomerQuota,
  record: (tx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockScope(tx, 'recipeUploads', lieferkundeNr);
    await refuseBeyond(tx, lieferkundeNr, size, quota);
    await record(tx);
  });
}
