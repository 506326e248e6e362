// The recipe upload on the server (issue 15): a PDF and an image stored in the database (issue 28
// item 4: served by every instance, written with its row or not at all; files of earlier versions
// on disk moved in) and listed, the type decided by the content (a text file named .pdf is refused in German), the
// size limit, download and preview headers, delete, the feature check, and the phone link: a
// token that uploads without a session, is stored hashed, expires and can do nothing else.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RecipeUpload,
  RecipeUploadList,
  UPLOAD_TOKEN_HEADER,
  UploadLinkAnswer,
} from '../../modules/recipeUpload/contract.ts';
import { UPLOADS_PER_CUSTOMER_MAX, UPLOAD_MAX_BYTES } from '../../modules/recipeUpload/rules.ts';
import { recipeUploadDe } from '../../modules/recipeUpload/texts.de.ts';
import { HEADER } from '../../src/api/paths.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { UPLOAD_MB_PER_CUSTOMER_DEFAULT } from '../../server/config.ts';
import { users } from '../../server/db/schema.ts';
import {
  recipeUploadFiles,
  recipeUploads,
  uploadLinks,
} from '../../modules/recipeUpload/server/tables.ts';
import { adoptUploadsFromDisk, legacyUploadPath } from '../../modules/recipeUpload/server/files.ts';
import { buildServer } from '../../server/app.ts';
import { openDb, type OpenDb } from '../../server/db/client.ts';
import { loginAs, must, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CUSTOMER = 100101;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(name: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----apoTestBoundary7MA4YWxk';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(c: Client, name: string, content: Buffer, type?: string) {
  const { body, contentType } = multipart(name, content, type);
  return c.request('POST', '/api/recipe-upload', body, {
    headers: { 'content-type': contentType },
  });
}

/** The ids of a customer's uploads whose bytes the database holds. */
async function storedFiles(lieferkundeNr: number) {
  const rows = await t.db
    .select({ id: recipeUploadFiles.uploadId })
    .from(recipeUploadFiles)
    .innerJoin(recipeUploads, eq(recipeUploads.id, recipeUploadFiles.uploadId))
    .where(eq(recipeUploads.lieferkundeNr, lieferkundeNr));
  return rows.map((r) => r.id);
}

async function list(c: Client) {
  const res = await c.get('/api/recipe-upload');
  expect(res.statusCode).toBe(200);
  return RecipeUploadList.parse(res.json()).items;
}

describe('uploads from the screen', () => {
  it('stores a PDF in the database, lists it, downloads it and deletes it', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const res = await upload(c, 'Rezept Müller.pdf', PDF, 'application/pdf');
    expect(res.statusCode).toBe(201);
    const item = RecipeUpload.parse(res.json());
    expect(item).toMatchObject({ fileName: 'Rezept Müller.pdf', mime: 'application/pdf' });
    expect(item.size).toBe(PDF.length);
    expect(await storedFiles(CUSTOMER)).toContain(item.id);
    expect((await list(c)).map((x) => x.id)).toContain(item.id);

    const file = await c.get(`/api/recipe-upload/${item.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // A PDF always downloads; never shown inline from the portal's origin.
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="Rezept Mueller.pdf"/,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const gone = await c.request('DELETE', `/api/recipe-upload/${item.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await list(c)).map((x) => x.id)).not.toContain(item.id);
    expect(await storedFiles(CUSTOMER)).not.toContain(item.id);
    expect((await c.get(`/api/recipe-upload/${item.id}/file`)).statusCode).toBe(404);
  });

  it('shows an image inline for the preview, named by its real type', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const item = RecipeUpload.parse((await upload(c, 'foto.jpeg', PNG, 'image/jpeg')).json());
    expect(item).toMatchObject({ fileName: 'foto.png', mime: 'image/png', source: 'desktop' });
    const file = await c.get(`/api/recipe-upload/${item.id}/file`);
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
    const download = await c.get(`/api/recipe-upload/${item.id}/file?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('refuses a file by its content, not its name or type, and an oversized one, in German', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const before = (await list(c)).length;
    const storedBefore = (await storedFiles(CUSTOMER)).length;
    const fake = await upload(c, 'rezept.pdf', Buffer.from('<html>nein</html>'), 'application/pdf');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toMatch(/Dateityp wird nicht unterstützt/);
    const big = await upload(c, 'gross.pdf', Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/zu groß.*10 MB/);
    const empty = await upload(c, 'leer.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect((await list(c)).length).toBe(before);
    // Nothing half-written is left behind.
    expect(await storedFiles(CUSTOMER)).toHaveLength(storedBefore);
    expect(existsSync(join(t.config.uploadDir, String(CUSTOMER)))).toBe(false);
  });

  it('is refused without the feature RezeptUpload', async () => {
    const c = await loginAs(t.app, pharmacyLogin(24));
    expect((await c.get('/api/recipe-upload')).statusCode).toBe(403);
    expect((await upload(c, 'r.pdf', PDF)).statusCode).toBe(403);
    expect((await c.post('/api/recipe-upload/link')).statusCode).toBe(403);
  });
});

describe('the phone link', () => {
  it('uploads with the token alone, stores only its hash, and lands in the desktop list', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const res = await c.post('/api/recipe-upload/link');
    expect(res.statusCode).toBe(201);
    const link = UploadLinkAnswer.parse(res.json());
    expect(link.qr.modules).toHaveLength(link.qr.size * link.qr.size);
    const token = must(/\/client-app\/link\/([A-Za-z0-9_-]{43})$/.exec(link.url))[1] ?? '';
    const [stored] = await t.db
      .select()
      .from(uploadLinks)
      .where(eq(uploadLinks.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(must(stored).lieferkundeNr).toBe(CUSTOMER);
    expect(JSON.stringify(await t.db.select().from(uploadLinks))).not.toContain(token);

    // The phone: no cookie at all, only the token.
    const phone = (method: 'GET' | 'POST', payload?: Buffer, type?: string, tok = token) =>
      t.app.inject({
        method,
        url: '/api/mobile-upload',
        headers: {
          [HEADER.windowId]: 'phone-window',
          [UPLOAD_TOKEN_HEADER]: tok,
          ...(type ? { 'content-type': type } : {}),
        },
        ...(payload ? { payload } : {}),
      });
    const info = await phone('GET');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ uploads: 0, uploadsMax: 20 });
    const { body, contentType } = multipart('IMG_0001.png', PNG, 'image/png');
    const sent = await phone('POST', body, contentType);
    expect(sent.statusCode).toBe(201);
    const items = await list(c);
    expect(items.find((x) => x.fileName === 'IMG_0001.png')).toMatchObject({ source: 'phone' });

    // A wrong token, and the token on the desktop's routes, are refused.
    const wrong = await phone('GET', undefined, undefined, 'A'.repeat(43));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/abgelaufen oder ungültig/);
    const misuse = await t.app.inject({
      method: 'GET',
      url: '/api/recipe-upload',
      headers: { [UPLOAD_TOKEN_HEADER]: token },
    });
    expect(misuse.statusCode).toBe(401);

    // After 15 minutes the link is dead.
    t.clock.advance(15 * 60_000 + 1000);
    expect((await phone('GET')).statusCode).toBe(401);
  });
});

describe('the quotas per delivery customer (issue 23 finding 14)', () => {
  /** Rows that stand for files the customer already holds (the quota counts rows and sizes). */
  async function holding(lieferkundeNr: number, sizes: readonly number[]) {
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_USERS.apotheke.email));
    await t.db.insert(recipeUploads).values(
      sizes.map((size) => ({
        id: randomUUID(),
        lieferkundeNr,
        userId: must(owner).id,
        fileName: 'alt.pdf',
        mime: 'application/pdf' as const,
        size,
        sha256: '0'.repeat(64),
        source: 'desktop' as const,
        createdAt: t.clock(),
      })),
    );
  }

  async function held(lieferkundeNr: number) {
    return t.db.select().from(recipeUploads).where(eq(recipeUploads.lieferkundeNr, lieferkundeNr));
  }

  /** Eight uploads at once; the statuses sorted, and the files stored. */
  async function eightAtOnce(c: Client, lieferkundeNr: number) {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload(c, `rezept-${i}.pdf`, PDF, 'application/pdf')),
    );
    return {
      answers,
      statuses: answers.map((a) => a.statusCode).sort(),
      files: await storedFiles(lieferkundeNr),
    };
  }

  it(`parallel uploads cannot pass the ${UPLOADS_PER_CUSTOMER_MAX} files of a customer`, async () => {
    const customer = 100102;
    await holding(customer, Array<number>(UPLOADS_PER_CUSTOMER_MAX - 3).fill(1000));
    const c = await loginAs(t.app, DEMO_USERS.apotheke, customer);
    const { answers, statuses, files } = await eightAtOnce(c, customer);
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({
        code: 'upload_quota',
        message: recipeUploadDe.errors.tooMany,
      });
    }
    expect(await held(customer)).toHaveLength(UPLOADS_PER_CUSTOMER_MAX);
    // Exactly the accepted files are stored; nothing of the refused ones.
    expect(files).toHaveLength(3);
  });

  it('parallel uploads cannot pass the total bytes of a customer (UPLOAD_MB_PER_CUSTOMER_MAX)', async () => {
    const customer = 100103;
    const quota = UPLOAD_MB_PER_CUSTOMER_DEFAULT * 1024 * 1024;
    // Room left for exactly three more of these PDFs (and a few bytes).
    const rest = quota - 3 * PDF.length - 5;
    await holding(customer, [Math.floor(rest / 2), Math.ceil(rest / 2)]);
    const c = await loginAs(t.app, DEMO_USERS.apotheke, customer);
    const { answers, statuses, files } = await eightAtOnce(c, customer);
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({
        code: 'upload_quota',
        message: recipeUploadDe.errors.quotaFull(quota),
      });
    }
    expect(recipeUploadDe.errors.quotaFull(quota)).toMatch(/höchstens 2 GB/);
    const sizes = (await held(customer)).map((r) => r.size);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(quota - 5);
    expect(files).toHaveLength(3);
    // Deleting a file makes room again.
    const mine = (await list(c)).find((x) => x.fileName.startsWith('rezept-'));
    expect((await c.request('DELETE', `/api/recipe-upload/${must(mine).id}`)).statusCode).toBe(204);
    expect((await upload(c, 'neu.pdf', PDF, 'application/pdf')).statusCode).toBe(201);
  });
});

describe('uploads in the database (issue 28 item 4)', () => {
  it('an upload taken by one instance downloads from another (its own upload folder)', async () => {
    // Instance B: on PostgreSQL its own pool on A's database, on PGlite the same database; never
    // A's upload folder.
    const other: OpenDb | null = t.databaseUrl
      ? await openDb({ kind: 'postgres', url: t.databaseUrl })
      : null;
    const uploadDir = mkdtempSync(join(tmpdir(), 'apo-uploads-b-'));
    let b: FastifyInstance | null = null;
    try {
      b = await buildServer({
        db: other?.db ?? t.db,
        clock: t.clock,
        config: { ...t.config, uploadDir },
        logLevel: 'silent',
      });
      await b.ready();
      const onA = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
      const item = RecipeUpload.parse((await upload(onA, 'über-a.pdf', PDF)).json());
      const onB = await loginAs(b, DEMO_USERS.apotheke, CUSTOMER);
      const file = await onB.get(`/api/recipe-upload/${item.id}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect((await onB.request('DELETE', `/api/recipe-upload/${item.id}`)).statusCode).toBe(204);
      expect((await onA.get(`/api/recipe-upload/${item.id}/file`)).statusCode).toBe(404);
    } finally {
      await b?.close();
      await other?.close();
      rmSync(uploadDir, { recursive: true, force: true });
    }
  });

  it('a failed write of the bytes leaves neither file nor row', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const rowsBefore = (await t.db.select().from(recipeUploads)).length;
    const filesBefore = (
      await t.db.select({ id: recipeUploadFiles.uploadId }).from(recipeUploadFiles)
    ).length;
    // The insert of the bytes fails after the row's insert, in the same transaction.
    await t.db.execute(sql`create function refuse_upload_bytes() returns trigger language plpgsql
      as $$ begin raise exception 'disk full (test)'; end $$`);
    await t.db.execute(sql`create trigger refuse_upload_bytes before insert on recipe_upload_files
      for each row execute function refuse_upload_bytes()`);
    try {
      const res = await upload(c, 'rezept.pdf', PDF, 'application/pdf');
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_upload_bytes on recipe_upload_files`);
      await t.db.execute(sql`drop function refuse_upload_bytes()`);
    }
    expect(await t.db.select().from(recipeUploads)).toHaveLength(rowsBefore);
    expect(
      await t.db.select({ id: recipeUploadFiles.uploadId }).from(recipeUploadFiles),
    ).toHaveLength(filesBefore);
    expect(existsSync(join(t.config.uploadDir, String(CUSTOMER)))).toBe(false);
  });

  it('a file an earlier version kept on disk is still served, and moves into the database', async () => {
    const user = must(
      (await t.db.select().from(users).where(eq(users.email, DEMO_USERS.apotheke.email)))[0],
      'apotheke',
    );
    const legacy = async (content: Buffer) => {
      const id = randomUUID();
      await t.db.insert(recipeUploads).values({
        id,
        lieferkundeNr: CUSTOMER,
        userId: user.id,
        fileName: 'alt.pdf',
        mime: 'application/pdf',
        size: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        source: 'desktop',
        createdAt: t.clock(),
      });
      const file = legacyUploadPath(t.config.uploadDir, CUSTOMER, id);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
      return { id, file };
    };
    // Asked for before the start's sweep moved it: read from disk, moved on the way.
    const asked = await legacy(PDF);
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const res = await c.get(`/api/recipe-upload/${asked.id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(existsSync(asked.file)).toBe(false);
    expect(await storedFiles(CUSTOMER)).toContain(asked.id);
    // The start's sweep moves what is left.
    const swept = await legacy(PNG);
    expect(await adoptUploadsFromDisk(t.db, t.config.uploadDir)).toBe(1);
    expect(existsSync(swept.file)).toBe(false);
    expect(await storedFiles(CUSTOMER)).toContain(swept.id);
  });
});
