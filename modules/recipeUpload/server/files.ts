// Where uploaded prescriptions live (issue 15): DATA_DIR/uploads/<lieferkundeNr>/<id>, outside
// the web root and named by the row's id only (never by the user's file name). A file is
// streamed to `<id>.part` with its size, SHA-256 and first bytes counted on the way, and renamed
// into place once its type has been checked, so a half-written or refused file never shows.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from '../rules.ts';

export interface StoredPart {
  readonly partPath: string;
  readonly size: number;
  readonly sha256: string;
  readonly head: Uint8Array;
}

const customerDir = (root: string, lieferkundeNr: number) =>
  path.join(root, String(Math.trunc(lieferkundeNr)));

/** The final path of an upload; the id is a UUID (checked by the route), so no traversal. */
export function uploadPath(root: string, lieferkundeNr: number, id: string): string {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error('upload id must be a UUID');
  return path.join(customerDir(root, lieferkundeNr), id);
}

/** Streams a file to `<id>.part`; a stream error (too large, aborted) removes the part. */
export async function receive(
  root: string,
  lieferkundeNr: number,
  id: string,
  source: Readable,
): Promise<StoredPart> {
  const dir = customerDir(root, lieferkundeNr);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const partPath = `${uploadPath(root, lieferkundeNr, id)}.part`;
  const hash = createHash('sha256');
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
  try {
    await pipeline(source, count, createWriteStream(partPath, { mode: 0o600 }));
  } catch (error) {
    await rm(partPath, { force: true });
    throw error;
  }
  return { partPath, size, sha256: hash.digest('hex'), head: Uint8Array.from(head) };
}

export async function keep(part: StoredPart, finalPath: string): Promise<void> {
  await rename(part.partPath, finalPath);
}

export async function discard(filePath: string): Promise<void> {
  await rm(filePath, { force: true });
}

export const readUpload = (filePath: string) => createReadStream(filePath);
