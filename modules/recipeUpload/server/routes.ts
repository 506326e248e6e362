// The recipe upload (issue 15, area 'recipeUpload': feature RezeptUpload, no role). Online only:
// the desktop screen lists, uploads, shows, downloads and deletes the uploads of the session's
// delivery customer, and makes a phone link; the phone uploads with that link's token.
//
// Files: one per multipart request, at most UPLOAD_MAX_BYTES; the type is decided by the first
// bytes (JPEG, PNG, HEIC, PDF), never by the name or the browser's Content-Type. Stored under
// DATA_DIR/uploads (./files.ts), never in the web root. A delivery customer
// keeps at most UPLOADS_PER_CUSTOMER_MAX files and UPLOAD_MB_PER_CUSTOMER_MAX bytes, checked
// under a lock per customer in the transaction that records the file
// (./quota.ts): 409 upload_quota.
//
// Phone links: 32 random bytes (base64url) shown once as a QR code of
// PUBLIC_URL/client-app/link/<token> (sent as the code's modules, which the screen draws); the database keeps only their SHA-256, the user and the
// delivery customer they were made for, and an end 15 minutes later. The phone's two routes
// are 'public' for the guard and check the token themselves on every call (header
// X-Upload-Token): unknown, expired or used up is 401; the user must still exist, still have
// the feature and still be allowed to act for the customer. A token can do nothing but upload.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { canAccess, hasRole, ROLE } from '../../../src/api/access.ts';
import { ERROR_CODE } from '../../../src/api/errors.ts';
import {
  MobileUploadAnswer,
  MobileUploadInfo,
  RECIPE_UPLOAD_API,
  RecipeFileQuery,
  RecipeUpload,
  RecipeUploadList,
  RecipeUploadParams,
  UPLOAD_TOKEN_HEADER,
  UploadLinkAnswer,
  UploadToken,
  clientAppLinkPath,
} from '../contract.ts';
import {
  LINK_TTL_MS,
  LINK_UPLOADS_MAX,
  UPLOAD_MAX_BYTES,
  asciiFileName,
  cleanFileName,
  isPreviewable,
  sniffMime,
  type UploadSource,
} from '../rules.ts';
import { recipeUploadDe } from '../texts.de.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import type { Db } from '../../../server/db/client.ts';
import { lieferkunden, users } from '../../../server/db/schema.ts';
import { recipeUploads, uploadLinks } from './tables.ts';
import { ApiError, badRequest, conflict, notFound } from '../../../server/errors.ts';
import { requireAuth } from '../../../server/plugins/guard.ts';
import { loadDomainConfig } from '../../../server/services/domainConfig.ts';
import { findSelectable } from '../../../server/services/lieferkunden.ts';
import { discard, keep, readUpload, receive, uploadPath } from './files.ts';
import { customerQuota, refuseWhenFull, withinQuota, type CustomerQuota } from './quota.ts';
import { syncSession } from '../../../server/sync/session.ts';

const e = recipeUploadDe.errors;
const tooLarge = () => new ApiError(413, ERROR_CODE.validation, e.tooLarge(UPLOAD_MAX_BYTES));
const wrongType = () => new ApiError(415, ERROR_CODE.validation, e.wrongType);
const linkInvalid = () => new ApiError(401, ERROR_CODE.forbidden, e.linkInvalid);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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
async function store(
  db: Db,
  root: string,
  request: FastifyRequest,
  owner: Owner,
  quota: CustomerQuota,
  now: Date,
) {
  await refuseWhenFull(db, owner.lieferkundeNr, quota);
  const file = await firstFile(request);
  const id = randomUUID();
  let part;
  try {
    part = await receive(root, owner.lieferkundeNr, id, file.file);
  } catch (error) {
    throw multipartError(error);
  }
  if (file.file.truncated) {
    await discard(part.partPath);
    throw tooLarge();
  }
  if (part.size === 0) {
    await discard(part.partPath);
    throw badRequest(e.empty);
  }
  const mime = sniffMime(part.head);
  if (!mime) {
    await discard(part.partPath);
    throw wrongType();
  }
  const fileName = cleanFileName(file.filename, mime);
  const finalPath = uploadPath(root, owner.lieferkundeNr, id);
  const received = part;
  try {
    // The quotas are decided here, with the file's real size; a refused or failed record
    // leaves no file behind (the move happens inside the transaction).
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
      await keep(received, finalPath);
    });
  } catch (error) {
    await discard(received.partPath);
    await discard(finalPath);
    throw error;
  }
  return { id, fileName, size: received.size };
}

/** The phone link of a token, if it is known, unexpired, not used up and its user still may. */
async function linkOf(db: Db, request: FastifyRequest, now: Date) {
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

const customerName = (c: { vorname: string; nachname: string; ort: string }) =>
  [c.vorname, c.nachname].filter(Boolean).join(' ') + (c.ort ? `, ${c.ort}` : '');

export const recipeUploadRoutes =
  ({ db, config, clock }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const root = config.uploadDir;
    const quota = customerQuota(config.uploadQuota.bytesPerCustomer);
    // Only this plugin parses multipart; every other route still takes JSON alone.
    await app.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });

    /** The session's delivery customer; without one (409) the screen asks to choose one. */
    async function customerOf(request: FastifyRequest) {
      const auth = requireAuth(request);
      const { lieferkundeNr } = await syncSession(db, auth);
      if (lieferkundeNr === null) throw conflict(recipeUploadDe.noCustomer);
      return { auth, lieferkundeNr };
    }

    async function uploadOf(lieferkundeNr: number, id: string) {
      const [row] = await db
        .select()
        .from(recipeUploads)
        .where(and(eq(recipeUploads.id, id), eq(recipeUploads.lieferkundeNr, lieferkundeNr)));
      if (!row) throw notFound(e.notFound);
      return row;
    }

    app.get(
      RECIPE_UPLOAD_API.uploads,
      {
        config: { access: { area: 'recipeUpload' } },
        schema: { tags: ['recipeUpload'], response: { 200: RecipeUploadList } },
      },
      async (request) => {
        const { lieferkundeNr } = await customerOf(request);
        const rows = await db
          .select({ upload: recipeUploads, createdBy: users.displayName })
          .from(recipeUploads)
          .innerJoin(users, eq(users.id, recipeUploads.userId))
          .where(eq(recipeUploads.lieferkundeNr, lieferkundeNr))
          .orderBy(desc(recipeUploads.createdAt), asc(recipeUploads.id));
        return {
          items: rows.map(({ upload: u, createdBy }) => ({
            id: u.id,
            fileName: u.fileName,
            mime: u.mime,
            size: u.size,
            source: u.source,
            createdAt: u.createdAt.toISOString(),
            createdBy,
          })),
        };
      },
    );

    app.post(
      RECIPE_UPLOAD_API.uploads,
      {
        config: { access: { area: 'recipeUpload' } },
        schema: { tags: ['recipeUpload'], response: { 201: RecipeUpload } },
      },
      async (request, reply) => {
        const { auth, lieferkundeNr } = await customerOf(request);
        const stored = await store(
          db,
          root,
          request,
          {
            lieferkundeNr,
            userId: auth.user.id,
            source: 'desktop',
          },
          quota,
          clock(),
        );
        const [row] = await db.select().from(recipeUploads).where(eq(recipeUploads.id, stored.id));
        if (!row) throw notFound(e.notFound);
        return reply.code(201).send({
          id: row.id,
          fileName: row.fileName,
          mime: row.mime,
          size: row.size,
          source: row.source,
          createdAt: row.createdAt.toISOString(),
          createdBy: auth.user.displayName,
        });
      },
    );

    app.get(
      '/recipe-upload/:id/file',
      {
        config: { access: { area: 'recipeUpload' } },
        schema: {
          tags: ['recipeUpload'],
          params: RecipeUploadParams,
          querystring: RecipeFileQuery,
        },
      },
      async (request, reply) => {
        const { lieferkundeNr } = await customerOf(request);
        const row = await uploadOf(lieferkundeNr, request.params.id);
        // Images may show inline (the list's preview); a PDF or HEIC always downloads.
        const inline = request.query.download !== '1' && isPreviewable(row.mime);
        const disposition = inline ? 'inline' : 'attachment';
        return reply
          .header('Content-Type', row.mime)
          .header('Content-Length', String(row.size))
          .header(
            'Content-Disposition',
            `${disposition}; filename="${asciiFileName(row.fileName)}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
          )
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .send(readUpload(uploadPath(root, lieferkundeNr, row.id)));
      },
    );

    app.delete(
      '/recipe-upload/:id',
      {
        config: { access: { area: 'recipeUpload' } },
        schema: { tags: ['recipeUpload'], params: RecipeUploadParams },
      },
      async (request, reply) => {
        const { lieferkundeNr } = await customerOf(request);
        const row = await uploadOf(lieferkundeNr, request.params.id);
        await db.delete(recipeUploads).where(eq(recipeUploads.id, row.id));
        await discard(uploadPath(root, lieferkundeNr, row.id));
        return reply.code(204).send();
      },
    );

    app.post(
      RECIPE_UPLOAD_API.link,
      {
        config: { access: { area: 'recipeUpload' } },
        schema: { tags: ['recipeUpload'], response: { 201: UploadLinkAnswer } },
      },
      async (request, reply) => {
        const { auth, lieferkundeNr } = await customerOf(request);
        const now = clock();
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
        await db.delete(uploadLinks).where(lt(uploadLinks.expiresAt, now));
        await db.insert(uploadLinks).values({
          tokenHash: sha256(token),
          userId: auth.user.id,
          lieferkundeNr,
          createdAt: now,
          expiresAt,
        });
        const url = `${config.publicUrl}${clientAppLinkPath(token)}`;
        const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
        const qr = {
          size: modules.size,
          modules: Array.from(modules.data, (d) => (d ? '1' : '0')).join(''),
        };
        return reply.code(201).send({ url, qr, expiresAt: expiresAt.toISOString() });
      },
    );

    // ---- The phone, with a link's token instead of a session -----------------------------

    app.get(
      RECIPE_UPLOAD_API.mobile,
      {
        config: { access: 'public' },
        schema: { tags: ['recipeUpload'], response: { 200: MobileUploadInfo } },
      },
      async (request) => {
        const { link, customer } = await linkOf(db, request, clock());
        return {
          customerName: customerName(customer),
          expiresAt: link.expiresAt.toISOString(),
          uploads: link.uploads,
          uploadsMax: LINK_UPLOADS_MAX,
        };
      },
    );

    app.post(
      RECIPE_UPLOAD_API.mobile,
      {
        config: { access: 'public' },
        schema: { tags: ['recipeUpload'], response: { 201: MobileUploadAnswer } },
      },
      async (request, reply) => {
        const { link } = await linkOf(db, request, clock());
        // Counted before the file is read, so parallel requests cannot pass the limit.
        const [taken] = await db
          .update(uploadLinks)
          .set({ uploads: sql`${uploadLinks.uploads} + 1` })
          .where(
            and(
              eq(uploadLinks.tokenHash, link.tokenHash),
              lt(uploadLinks.uploads, LINK_UPLOADS_MAX),
            ),
          )
          .returning({ uploads: uploadLinks.uploads });
        if (!taken) throw new ApiError(401, ERROR_CODE.forbidden, e.linkUsedUp);
        const stored = await store(
          db,
          root,
          request,
          {
            lieferkundeNr: link.lieferkundeNr,
            userId: link.userId,
            source: 'phone',
          },
          quota,
          clock(),
        );
        return reply.code(201).send({ fileName: stored.fileName, size: stored.size });
      },
    );
  };
