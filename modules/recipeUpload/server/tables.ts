// The recipe upload's tables (modules/recipeUpload/contract.ts): the uploaded files' rows, their
// bytes (a table of their own: the list never reads them) and the phone links. Named by its
// server/index.ts.
import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema.ts';
import * as column from '../../../server/db/columns.ts';
import type { UploadMime, UploadSource } from '../rules.ts';

/**
 * Uploaded prescriptions (issue 15): the row holds what the list shows; the bytes are in
 * recipe_upload_files (issue 28 item 4; ./files.ts).
 */
export const recipeUploads = pgTable(
  'recipe_uploads',
  {
    id: column.id(),
    lieferkundeNr: column.lieferkunde(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    mime: text('mime').$type<UploadMime>().notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    source: text('source').$type<UploadSource>().notNull(),
    createdAt: column.timestamptz('created_at').notNull(),
  },
  (t) => [index('recipe_uploads_lieferkunde_idx').on(t.lieferkundeNr, t.createdAt)],
);

/** PostgreSQL's bytea; node-postgres gives a Buffer, PGlite a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * An upload's bytes (at most UPLOAD_MAX_BYTES), written in the transaction that inserts its row
 * and deleted with it, so every server instance serves it.
 */
export const recipeUploadFiles = pgTable('recipe_upload_files', {
  uploadId: uuid('upload_id')
    .primaryKey()
    .references(() => recipeUploads.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/**
 * Phone upload links (issue 15): a QR code's token, stored as its SHA-256 only, bound to the
 * user and delivery customer that made it, good for uploads only and for a few minutes.
 */
export const uploadLinks = pgTable(
  'upload_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: column.user(),
    lieferkundeNr: column.lieferkunde(),
    createdAt: column.timestamptz('created_at').notNull(),
    expiresAt: column.timestamptz('expires_at').notNull(),
    uploads: integer('uploads').notNull().default(0),
  },
  (t) => [index('upload_links_expires_idx').on(t.expiresAt)],
);
