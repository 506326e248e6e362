// Where uploaded prescriptions live (issue 28 item 4): in the database, table recipe_upload_files,
// one row per upload beside its recipe_uploads row and written in the same transaction, so every
// server instance serves every upload and a failed record leaves neither file nor row. A file is
// read into memory (at most UPLOAD_MAX_BYTES, the multipart limit) with its size, SHA-256 and
// first bytes counted on the way, and written only once its type has been checked.
//
// Before, the bytes lived under DATA_DIR/uploads/<lieferkundeNr>/<id> (issue 15). Such a file is
// moved into the table at the start (adoptUploadsFromDisk) or, should that have missed it, when it
// is first asked for; nothing uploaded before becomes unreadable.
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { SNIFF_BYTES } from '../rules.ts';
import { recipeUploadFiles, recipeUploads } from './tables.ts';

export interface ReceivedFile {
  readonly bytes: Buffer;
  readonly size: number;
  readonly sha256: string;
  readonly head: Uint8Array;
}

/** Reads a file's stream into memory, counting as it goes (the multipart limit bounds it). */
export async function receive(source: Readable): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let size = 0;
  const head: number[] = [];
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      for (let i = 0; i < chunk.length && head.length < SNIFF_BYTES; i += 1) {
        head.push(chunk[i] ?? 0);
      }
      done(null, chunk);
    },
  });
  const collect = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await pipeline(source, count, collect);
  return {
    bytes: Buffer.concat(chunks, size),
    size,
    sha256: hash.digest('hex'),
    head: Uint8Array.from(head),
  };
}

/** Records the bytes of an upload (in the transaction that inserts its row). */
export async function writeBytes(tx: Db, uploadId: string, bytes: Buffer): Promise<void> {
  await tx.insert(recipeUploadFiles).values({ uploadId, bytes });
}

// ---- Files of earlier versions, on the local disk ----------------------------------------------

/** Where an earlier version kept an upload; the id is a UUID (checked), so no traversal. */
export function legacyUploadPath(root: string, lieferkundeNr: number, id: string): string {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error('upload id must be a UUID');
  return path.join(root, String(Math.trunc(lieferkundeNr)), id);
}

interface UploadRef {
  readonly id: string;
  readonly lieferkundeNr: number;
}

/**
 * Moves an upload's file of an earlier version from the disk into the table: the bytes, or null
 * when this instance has no such file. The file is removed once the table holds it.
 */
async function adopt(db: Db, root: string, upload: UploadRef): Promise<Buffer | null> {
  const file = legacyUploadPath(root, upload.lieferkundeNr, upload.id);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return null;
  }
  await db.insert(recipeUploadFiles).values({ uploadId: upload.id, bytes }).onConflictDoNothing();
  await rm(file, { force: true });
  return bytes;
}

/** Every upload whose bytes are still on this instance's disk goes into the table. */
export async function adoptUploadsFromDisk(db: Db, root: string): Promise<number> {
  const missing = await db
    .select({ id: recipeUploads.id, lieferkundeNr: recipeUploads.lieferkundeNr })
    .from(recipeUploads)
    .leftJoin(recipeUploadFiles, eq(recipeUploadFiles.uploadId, recipeUploads.id))
    .where(isNull(recipeUploadFiles.uploadId));
  let adopted = 0;
  for (const upload of missing) if (await adopt(db, root, upload)) adopted += 1;
  return adopted;
}

/** An upload's bytes: from the table, or from an earlier version's file (then moved); else null. */
export async function readBytes(db: Db, root: string, upload: UploadRef): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: recipeUploadFiles.bytes })
    .from(recipeUploadFiles)
    .where(eq(recipeUploadFiles.uploadId, upload.id));
  if (row) return row.bytes;
  return adopt(db, root, upload);
}

/** Removes an earlier version's file of a deleted upload, if this instance has one. */
export async function discardLegacy(root: string, upload: UploadRef): Promise<void> {
  await rm(legacyUploadPath(root, upload.lieferkundeNr, upload.id), { force: true });
}
