// The recipe upload's request helpers (issue 15) for ./routes.ts: the one file of a multipart
// request, received, checked by its content and recorded under the customer's quota (or nothing at
// all), the phone link of a token, and the German errors.
import { createHash, randomUUID } from 'node:crypto';
import { type MultipartFile } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canAccess, hasRole, ROLE } from '../../../src/api/access.ts';
import { ERROR_CODE } from '../../../src/api/errors.ts';
import { UPLOAD_TOKEN_HEADER, UploadToken } from '../contract.ts';
import { UPLOAD_MAX_BYTES, cleanFileName, sniffMime, type UploadSource } from '../rules.ts';
import { recipeUploadDe } from '../texts.de.ts';
import type { Db } from '../../../server/db/client.ts';
import { lieferkunden, users } from '../../../server/db/schema.ts';
import { recipeUploads, uploadLinks } from './tables.ts';
import { ApiError, badRequest } from '../../../server/errors.ts';
import { loadDomainConfig } from '../../../server/services/domainConfig.ts';
import { findSelectable } from '../../../server/services/lieferkunden.ts';
import { receive, writeBytes } from './files.ts';
import { refuseWhenFull, withinQuota, type CustomerQuota } from './quota.ts';

const e = recipeUploadDe.errors;

const tooLarge = () => new ApiError(413, ERROR_CODE.validation, e.tooLarge(UPLOAD_MAX_BYTES));

const wrongType = () => new ApiError(415, ERROR_CODE.validation, e.wrongType);

const linkInvalid = () => new ApiError(401, ERROR_CODE.forbidden, e.linkInvalid);

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Multipart errors of @fastify/multipart by their code, in German. */
function multipartError(error: unknown): Error {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') return tooLarge();
  if (
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FIELDS_LIMIT'
  ) {
    return badRequest(e.noFile);
  }
  return error instanceof Error ? error : new Error(String(error));
}

async function firstFile(request: FastifyRequest): Promise<MultipartFile> {
  let file: MultipartFile | undefined;
  try {
    file = await request.file({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });
  } catch (error) {
    throw multipartError(error);
  }
  if (!file) throw badRequest(e.noFile);
  return file;
}

interface Owner {
  readonly lieferkundeNr: number;
  readonly userId: string;
  readonly source: UploadSource;
}

/** Receives one file for a customer: stored, checked by content, recorded; or nothing at all. */
export async function store(
  db: Db,
  request: FastifyRequest,
  owner: Owner,
  quota: CustomerQuota,
  now: Date,
) {
  await refuseWhenFull(db, owner.lieferkundeNr, quota);
  const file = await firstFile(request);
  const id = randomUUID();
  let received;
  try {
    received = await receive(file.file);
  } catch (error) {
    throw multipartError(error);
  }
  if (file.file.truncated) throw tooLarge();
  if (received.size === 0) throw badRequest(e.empty);
  const mime = sniffMime(received.head);
  if (!mime) throw wrongType();
  const fileName = cleanFileName(file.filename, mime);
  // The quotas are decided here, with the file's real size; the row and its bytes are written in
  // this one transaction: a refused or failed record leaves neither.
  await withinQuota(db, owner.lieferkundeNr, received.size, quota, async (tx) => {
    await tx.insert(recipeUploads).values({
      id,
      lieferkundeNr: owner.lieferkundeNr,
      userId: owner.userId,
      fileName,
      mime,
      size: received.size,
      sha256: received.sha256,
      source: owner.source,
      createdAt: now,
    });
    await writeBytes(tx, id, received.bytes);
  });
  return { id, fileName, size: received.size };
}

/** The phone link of a token, if it is known, unexpired, not used up and its user still may. */
export async function linkOf(db: Db, request: FastifyRequest, now: Date) {
  const raw = request.headers[UPLOAD_TOKEN_HEADER.toLowerCase()];
  const token = UploadToken.safeParse(raw);
  if (!token.success) throw linkInvalid();
  const [found] = await db
    .select({ link: uploadLinks, user: users, customer: lieferkunden })
    .from(uploadLinks)
    .innerJoin(users, eq(users.id, uploadLinks.userId))
    .innerJoin(lieferkunden, eq(lieferkunden.lieferkundeNr, uploadLinks.lieferkundeNr))
    .where(eq(uploadLinks.tokenHash, sha256(token.data)));
  if (!found || found.link.expiresAt <= now) throw linkInvalid();
  const { user, link, customer } = found;
  if (!hasRole(user, ROLE.User) || !canAccess(user, 'recipeUpload')) throw linkInvalid();
  const config = await loadDomainConfig(db);
  const may =
    (await findSelectable(db, user, config, link.lieferkundeNr, false)) ??
    (await findSelectable(db, user, config, link.lieferkundeNr, true));
  if (!may) throw linkInvalid();
  return { link, user, customer };
}

export const customerName = (c: { vorname: string; nachname: string; ort: string }) =>
  [c.vorname, c.nachname].filter(Boolean).join(' ') + (c.ort ? `, ${c.ort}` : '');
