// The recipe upload (issue 15, area 'recipeUpload': feature RezeptUpload, no role). Online only:
// the desktop screen lists, uploads, shows, downloads and deletes the uploads of the session's
// delivery customer, and makes a phone link; the phone uploads with that link's token.
//
// Files: one per multipart request, at most UPLOAD_MAX_BYTES; the type is decided by the first
// bytes (JPEG, PNG, HEIC, PDF), never by the name or the browser's Content-Type. Stored in the
// database beside its row (./files.ts), so every instance serves it. A delivery customer
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
import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { ERROR_CODE } from '../../../src/api/errors.ts';
import {
  MobileUploadAnswer,
  MobileUploadInfo,
  RECIPE_UPLOAD_API,
  RecipeFileQuery,
  RECIPE_UPLOAD_ENDPOINTS,
  RecipeUpload,
  RecipeUploadParams,
  clientAppLinkPath,
} from '../contract.ts';
import {
  LINK_TTL_MS,
  LINK_UPLOADS_MAX,
  UPLOAD_MAX_BYTES,
  asciiFileName,
  isPreviewable,
} from '../rules.ts';
import { recipeUploadDe } from '../texts.de.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import { users } from '../../../server/db/schema.ts';
import { recipeUploads, uploadLinks } from './tables.ts';
import { ApiError, conflict, notFound } from '../../../server/errors.ts';
import { routeOf } from '../../../server/plugins/endpointRoute.ts';
import { requireAuth } from '../../../server/plugins/guard.ts';
import { discardLegacy, readBytes } from './files.ts';
import { customerQuota } from './quota.ts';
import { syncSession } from '../../../server/sync/session.ts';
import { deviceCustomer } from '../../../server/services/lieferkunden.ts';
import { sha256, store, linkOf, customerName } from './upload';

const e = recipeUploadDe.errors;

export const recipeUploadRoutes =
  ({ db, config, clock }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** Where earlier versions kept the files (./files.ts moves them into the database). */
    const root = config.uploadDir;
    const quota = customerQuota(config.uploadQuota.bytesPerCustomer);
    // Only this plugin parses multipart; every other route still takes JSON alone.
    await app.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });

    /** The session's delivery customer; without one (409) the screen asks to choose one. */
    async function customerOf(request: FastifyRequest) {
      const auth = requireAuth(request);
      const { lieferkundeNr } = await syncSession(db, auth, deviceCustomer(request));
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

    app.route({
      ...routeOf(RECIPE_UPLOAD_ENDPOINTS.recipeUploads, { tags: ['recipeUpload'] }),
      handler: async (request) => {
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
    });

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
        const bytes = await readBytes(db, root, row);
        if (!bytes) throw notFound(e.notFound);
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
          .send(bytes);
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
        // The bytes go with the row (on delete cascade).
        await db.delete(recipeUploads).where(eq(recipeUploads.id, row.id));
        await discardLegacy(root, row);
        return reply.code(204).send();
      },
    );

    app.route({
      ...routeOf(RECIPE_UPLOAD_ENDPOINTS.createUploadLink, { tags: ['recipeUpload'] }),
      handler: async (request, reply) => {
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
    });

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
