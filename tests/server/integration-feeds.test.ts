// The integration API's incoming data feeds (issue 29): delivery notes and invoices with their
// PDFs, the catalogue as NDJSON (and its lookup), delivery customers and users. Each applies
// once (a repeat is a duplicate, an older version stale), a bad line refuses the whole call and
// writes nothing, and what is written reaches the pharmacy: the catalogue stream, the document
// PDF route, the user's pull of delivery customers.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentPdfPath } from '../../modules/analytics/documents.ts';
import {
  customerDocuments,
  deliveryLines,
  deliveryNotes,
} from '../../modules/analytics/server/tables.ts';
import { acceptCurrentConditions } from '../../modules/conditions/server/service.ts';
import {
  INTEGRATION_API,
  NDJSON_CONTENT_TYPE,
  integrationPath,
  type ArticleFeedLine,
  type DeliveryNoteMessage,
  type InvoiceMessage,
} from '../../modules/integration/contract.ts';
import { CataloguePullAnswer } from '../../src/api/catalogue.ts';
import { articles, lieferkunden, userLieferkunden, users } from '../../server/db/schema.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { createServiceAccount } from '../../server/services/serviceAccounts.ts';
import { loginAs, must, pull, type Client } from './support/sync.ts';
import { client, createTestApp, createUser, type TestApp } from './support/testApp.ts';

let t: TestApp;
let key: string;
let readKey: string;
beforeAll(async () => {
  t = await createTestApp();
  key = (
    await createServiceAccount(t.db, t.clock, {
      name: 'ERP',
      scopes: ['documents:write', 'catalogue:write', 'catalogue:read', 'customers:write'],
      createdBy: null,
    })
  ).key;
  readKey = (
    await createServiceAccount(t.db, t.clock, {
      name: 'Leser',
      scopes: ['catalogue:read'],
      createdBy: null,
    })
  ).key;
});
afterAll(async () => {
  await t.close();
});

interface Call {
  key?: string | null;
  body?: unknown;
  ndjson?: string;
  query?: Record<string, string>;
}

async function call(method: 'GET' | 'POST', url: string, options: Call = {}) {
  const bearer = options.key === undefined ? key : options.key;
  const headers: Record<string, string> = {};
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (options.ndjson !== undefined) headers['content-type'] = NDJSON_CONTENT_TYPE;
  return t.app.inject({
    method,
    url,
    headers,
    ...(options.query ? { query: options.query } : {}),
    ...(options.ndjson !== undefined
      ? { payload: options.ndjson }
      : options.body !== undefined
        ? { payload: options.body as object }
        : {}),
  });
}

const ndjson = (lines: readonly unknown[]) => lines.map((l) => JSON.stringify(l)).join('\n') + '\n';

let feedRun = 0;
/** An NDJSON call with a fresh message id and a feed version above every earlier one. */
async function feed(url: string, lines: string, version = (feedRun += 1)) {
  return call('POST', url, {
    ndjson: lines,
    query: { messageId: `${url}-${version}-${Math.random()}`, version: String(version) },
  });
}

const PDF = Buffer.from('%PDF-1.4\n% a stored test note\n%%EOF\n', 'latin1');

function deliveryNote(fields: Partial<DeliveryNoteMessage> = {}): DeliveryNoteMessage {
  return {
    messageId: `note-${Math.random()}`,
    version: 1,
    noteNo: 'LS-900001',
    lieferkundeNr: 100101,
    orderNo: 'A-77',
    channel: 'phone',
    day: '2026-11-20',
    lines: [
      {
        position: 1,
        pzn: '1234567',
        name: 'Testartikel 10 Stück',
        quantityOrdered: 3,
        quantityDelivered: 3,
        unitPriceCents: 450,
        vatRate: 10,
        batch: 'B42',
        expiry: '2028-05-31',
        state: 'delivered',
      },
      {
        position: 2,
        pzn: '2345678',
        name: 'Zweiter Artikel',
        quantityOrdered: 2,
        quantityDelivered: 1,
        unitPriceCents: 1000,
        vatRate: 20,
        state: 'partial',
      },
    ],
    pdf: PDF.toString('base64'),
    ...fields,
  };
}

describe('access', () => {
  it('answers 401 without a key and 403 without the scope', async () => {
    const routes: ['GET' | 'POST', string][] = [
      ['POST', INTEGRATION_API.deliveryNotes],
      ['POST', INTEGRATION_API.invoices],
      ['POST', INTEGRATION_API.articles],
      ['POST', INTEGRATION_API.customers],
      ['POST', INTEGRATION_API.users],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, { key: null, body: {} })).statusCode).toBe(401);
      expect((await call(method, url, { key: readKey, body: {} })).statusCode).toBe(403);
    }
    const lookup = { pzns: ['1234567'] };
    expect(
      (await call('POST', INTEGRATION_API.articleLookup, { key: null, body: lookup })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', INTEGRATION_API.articleLookup, { key: readKey, body: lookup }))
        .statusCode,
    ).toBe(200);
    const customer = integrationPath(INTEGRATION_API.customer, { lieferkundeNr: 100101 });
    expect((await call('GET', customer, { key: null })).statusCode).toBe(401);
    expect((await call('GET', customer, { key: readKey })).statusCode).toBe(200);
  });

  it('documents the NDJSON feeds with their content type', async () => {
    const doc = (await client(t.app).get('/api/openapi.json')).json<{
      paths: Record<string, { post?: { requestBody?: { content: Record<string, unknown> } } }>;
    }>();
    for (const url of [
      INTEGRATION_API.articles,
      INTEGRATION_API.customers,
      INTEGRATION_API.users,
    ]) {
      expect(Object.keys(doc.paths[url]?.post?.requestBody?.content ?? {})).toEqual([
        NDJSON_CONTENT_TYPE,
      ]);
    }
  });
});

describe('delivery notes', () => {
  it('applies once, its PDF served by the document route to the pharmacy', async () => {
    const message = deliveryNote();
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const first = await call('POST', INTEGRATION_API.deliveryNotes, { body: message });
    expect(first.json()).toEqual({ messageId: message.messageId, result: 'applied' });
    // The pharmacy's open apps are told to pull, once: a duplicate changed nothing.
    expect(publish).toHaveBeenCalledWith({ event: 'poke', users: [], customers: [100101] });
    const again = await call('POST', INTEGRATION_API.deliveryNotes, { body: message });
    expect(again.json()).toEqual({ messageId: message.messageId, result: 'duplicate' });
    expect(publish).toHaveBeenCalledTimes(1);
    publish.mockRestore();

    const [note] = await t.db
      .select()
      .from(deliveryNotes)
      .where(eq(deliveryNotes.noteNo, 'LS-900001'));
    expect(note).toMatchObject({ lieferkundeNr: 100101, lineCount: 2, netCents: 2350 });
    expect(note?.vatCents).toBe(135 + 200);
    const lines = await t.db
      .select()
      .from(deliveryLines)
      .where(eq(deliveryLines.noteId, must(note).id));
    expect(lines.map((l) => l.position).sort()).toEqual([1, 2]);

    const user = await createUser(t.db, {
      roles: ['User', 'Dokumente Lieferschein'],
      features: ['Dokumentensuche'],
      kundeNr: 100100,
    });
    await t.db.insert(userLieferkunden).values({ userId: user.id, lieferkundeNr: 100101 });
    const pharmacy = await loginAs(t.app, user, 100101);
    const pdf = await pharmacy.get(`/api${documentPdfPath('delivery', must(note).id)}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    // A newer version changes the note and keeps its version rising; an older one is stale.
    const v2 = deliveryNote({ version: 3, day: '2026-11-21' });
    expect((await call('POST', INTEGRATION_API.deliveryNotes, { body: v2 })).json().result).toBe(
      'applied',
    );
    const [changed] = await t.db
      .select()
      .from(deliveryNotes)
      .where(eq(deliveryNotes.noteNo, 'LS-900001'));
    expect(changed?.day).toBe('2026-11-21');
    expect(must(changed).version > must(note).version).toBe(true);
    const old = deliveryNote({ version: 2, day: '2026-11-01' });
    expect((await call('POST', INTEGRATION_API.deliveryNotes, { body: old })).json().result).toBe(
      'stale',
    );
  });

  it('refuses a bad line, a PDF that is none and an unknown customer whole', async () => {
    const bad = deliveryNote({ noteNo: 'LS-900002' });
    const lines = [...bad.lines];
    lines[1] = { ...must(lines[1]), state: 'lost' as 'delivered' };
    const refused = await call('POST', INTEGRATION_API.deliveryNotes, {
      body: { ...bad, lines },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].line).toBe(2);

    const notPdf = deliveryNote({
      noteNo: 'LS-900002',
      pdf: Buffer.from('<html>').toString('base64'),
    });
    const answer = await call('POST', INTEGRATION_API.deliveryNotes, { body: notPdf });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].reason).toMatch(/PDF/);

    const noOrder = deliveryNote({
      noteNo: 'LS-900002',
      orderId: '00000000-0000-4000-8000-000000000000',
    });
    const refusedOrder = await call('POST', INTEGRATION_API.deliveryNotes, { body: noOrder });
    expect(refusedOrder.statusCode).toBe(400);
    expect(refusedOrder.json().errors[0].reason).toMatch(/Auftrag/);
    const huge = deliveryNote({ noteNo: 'LS-900002' });
    const hugeLines = huge.lines.map((l) => ({
      ...l,
      quantityDelivered: 9999,
      unitPriceCents: 100_000_000,
    }));
    expect(
      (await call('POST', INTEGRATION_API.deliveryNotes, { body: { ...huge, lines: hugeLines } }))
        .statusCode,
    ).toBe(400);
    const stranger = deliveryNote({ noteNo: 'LS-900002', lieferkundeNr: 999_999 });
    expect((await call('POST', INTEGRATION_API.deliveryNotes, { body: stranger })).statusCode).toBe(
      400,
    );
    const written = await t.db
      .select()
      .from(deliveryNotes)
      .where(eq(deliveryNotes.noteNo, 'LS-900002'));
    expect(written).toEqual([]);
    // Refused messages are not in the inbox: the corrected one applies under the same id.
    const fixed = await call('POST', INTEGRATION_API.deliveryNotes, {
      body: { ...notPdf, pdf: undefined },
    });
    expect(fixed.json()).toEqual({ messageId: notPdf.messageId, result: 'applied' });
  });
});

describe('invoices', () => {
  it('applies an invoice once, with its PDF', async () => {
    const message: InvoiceMessage = {
      messageId: 'inv-1',
      version: 1,
      kind: 'invoice',
      docNo: 'RE-900001',
      lieferkundeNr: 100101,
      day: '2026-11-20',
      noteNos: ['LS-900001'],
      text: 'Sammelrechnung November',
      netCents: 2350,
      vatCents: 335,
      grossCents: 2685,
      pdf: PDF.toString('base64'),
    };
    expect((await call('POST', INTEGRATION_API.invoices, { body: message })).json().result).toBe(
      'applied',
    );
    expect((await call('POST', INTEGRATION_API.invoices, { body: message })).json().result).toBe(
      'duplicate',
    );
    const [doc] = await t.db
      .select()
      .from(customerDocuments)
      .where(eq(customerDocuments.docNo, 'RE-900001'));
    expect(doc).toMatchObject({ kind: 'invoice', grossCents: 2685, noteNos: ['LS-900001'] });
    const user = await createUser(t.db, {
      roles: ['User', 'Dokumente Rechnung'],
      features: ['Dokumentensuche'],
      kundeNr: 100100,
    });
    await t.db.insert(userLieferkunden).values({ userId: user.id, lieferkundeNr: 100101 });
    const pharmacy = await loginAs(t.app, user, 100101);
    const pdf = await pharmacy.get(`/api${documentPdfPath('invoice', must(doc).id)}`);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });
});

describe('the catalogue feed', () => {
  let shop: Client;
  beforeAll(async () => {
    shop = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100101);
  });

  async function pullAll(cursor?: string) {
    const upserts: CataloguePullAnswer['upserts'] = [];
    const deletes: string[] = [];
    for (;;) {
      const res = await shop.post('/api/shop/catalogue/pull', cursor ? { cursor } : {});
      const page = CataloguePullAnswer.parse(res.json());
      upserts.push(...page.upserts);
      deletes.push(...page.deletes);
      cursor = page.cursor;
      if (!page.hasMore) return { upserts, deletes, cursor };
    }
  }

  const NEW_ARTICLE: ArticleFeedLine = {
    pzn: '9912345',
    name: 'Neu-Tabletten 20 Stück',
    ingredient: 'Neustoff',
    dosageForm: 'Tabletten',
    packSize: 20,
    packUnit: 'Stück',
    manufacturer: 'Neu Pharma',
    aepCents: 399,
    avpCents: 699,
    rx: false,
    coldChain: false,
    narcotic: false,
    availability: 'knapp',
    expectedDate: '2026-12-01',
    stock: 4,
  };

  it('changes, adds and withdraws articles; the catalogue stream returns them', async () => {
    const { cursor } = await pullAll();
    const [one, two] = await t.db.select().from(articles).orderBy(articles.pzn).limit(2);
    const changed = must(one);
    const withdrawn = must(two);
    const body = ndjson([
      { pzn: changed.pzn, aepCents: changed.aepCents + 11, stock: 77, expectedDate: null },
      NEW_ARTICLE,
      { pzn: withdrawn.pzn, withdrawn: true },
    ]);
    const answer = await feed(INTEGRATION_API.articles, body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ result: 'applied', lines: 3 });

    const after = await pullAll(cursor);
    expect(after.cursor).not.toBe(cursor);
    expect(after.upserts.map((a) => a.pzn).sort()).toEqual([changed.pzn, NEW_ARTICLE.pzn].sort());
    expect(after.upserts.find((a) => a.pzn === changed.pzn)?.aepCents).toBe(changed.aepCents + 11);
    expect(after.upserts.find((a) => a.pzn === changed.pzn)?.name).toBe(changed.name);
    expect(after.deletes).toEqual([withdrawn.pzn]);

    // The same values again change nothing: no new versions, nothing for the clients.
    const same = await feed(INTEGRATION_API.articles, body);
    expect(same.json()).toMatchObject({ result: 'applied', lines: 3 });
    expect((await pullAll(after.cursor)).upserts).toEqual([]);

    const lookup = await call('POST', INTEGRATION_API.articleLookup, {
      body: { pzns: [changed.pzn, NEW_ARTICLE.pzn, '1111111'] },
    });
    expect(lookup.json()).toEqual({
      articles: [
        {
          pzn: changed.pzn,
          availability: changed.availability,
          stock: 77,
          expectedDate: null,
          withdrawn: false,
        },
        {
          pzn: NEW_ARTICLE.pzn,
          availability: 'knapp',
          stock: 4,
          expectedDate: '2026-12-01',
          withdrawn: false,
        },
      ],
      unknown: ['1111111'],
    });
  });

  it('answers a repeat as duplicate and an older feed version as stale', async () => {
    const body = ndjson([{ pzn: NEW_ARTICLE.pzn, stock: 5 }]);
    const query = { messageId: 'articles-repeat', version: '1000' };
    const first = await call('POST', INTEGRATION_API.articles, { ndjson: body, query });
    expect(first.json()).toMatchObject({ result: 'applied', lines: 1 });
    const again = await call('POST', INTEGRATION_API.articles, { ndjson: body, query });
    expect(again.json()).toMatchObject({ result: 'duplicate', lines: 0 });
    const older = await call('POST', INTEGRATION_API.articles, {
      ndjson: ndjson([{ pzn: NEW_ARTICLE.pzn, stock: 6 }]),
      query: { messageId: 'articles-older', version: '999' },
    });
    expect(older.json()).toMatchObject({ result: 'stale', lines: 0 });
    const [row] = await t.db.select().from(articles).where(eq(articles.pzn, NEW_ARTICLE.pzn));
    expect(row?.stock).toBe(5);
    feedRun = 1000;
  });

  it('refuses a body with one bad line whole, naming the line', async () => {
    const [row] = await t.db.select().from(articles).where(eq(articles.pzn, NEW_ARTICLE.pzn));
    const good = { pzn: NEW_ARTICLE.pzn, stock: 1234 };
    const notJson = await feed(INTEGRATION_API.articles, `${JSON.stringify(good)}\n{"pzn":\n`);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors).toEqual([{ line: 2, reason: expect.any(String) }]);
    const invalid = await feed(
      INTEGRATION_API.articles,
      ndjson([good, good, { pzn: '12', stock: -1 }]),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.map((e: { line: number }) => e.line)).toEqual([2, 3, 3]);
    // A new article without its fields is found only against the catalogue: still whole.
    const incomplete = await feed(INTEGRATION_API.articles, ndjson([good, { pzn: '8812345' }]));
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors).toEqual([{ line: 2, reason: expect.stringMatching(/name/) }]);
    const [after] = await t.db.select().from(articles).where(eq(articles.pzn, NEW_ARTICLE.pzn));
    expect(after).toEqual(row);
    const wrongType = await call('POST', INTEGRATION_API.articles, {
      body: good,
      query: { messageId: 'json', version: '5000' },
    });
    expect(wrongType.statusCode).toBe(400);
  });

  it('takes 10,000 lines in one call', async () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => ({
      ...NEW_ARTICLE,
      pzn: String(70_000_000 + i),
      name: `Massenartikel ${i}`,
    }));
    const answer = await feed(INTEGRATION_API.articles, ndjson(lines));
    expect(answer.json()).toMatchObject({ result: 'applied', lines: 10_000 });
    const stocked = lines.map((l) => ({ pzn: l.pzn, stock: 9 }));
    expect((await feed(INTEGRATION_API.articles, ndjson(stocked))).json().lines).toBe(10_000);
    const rows = await t.db
      .select({ stock: articles.stock })
      .from(articles)
      .where(inArray(articles.pzn, [String(70_000_000), String(70_009_999)]));
    expect(rows.map((r) => r.stock)).toEqual([9, 9]);
  });
});

describe('provisioning', () => {
  const EMAIL = 'neu.apotheke@example.at';
  const customerLine = {
    lieferkundeNr: 990001,
    a3KundeNr: 990000,
    a2KndNr: 'K-990001',
    nachname: 'Neue Apotheke',
    strasse: 'Hauptplatz 1',
    plz: '8010',
    ort: 'Graz',
  };

  function inviteToken(): string {
    const dir = t.config.mail.outboxDir;
    const texts = readdirSync(dir)
      .filter((n) => n.endsWith('.txt'))
      .map((n) => readFileSync(join(dir, n), 'utf8'))
      .filter((text) => text.includes('/reset-password/'));
    const match = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(texts.join('\n'));
    return must(match?.[1], 'invitation link');
  }

  it('provisions a customer and a user who sets a password and pulls the customer', async () => {
    const once = { ndjson: ndjson([customerLine]), query: { messageId: 'kunden-1', version: '1' } };
    const customers = await call('POST', INTEGRATION_API.customers, once);
    expect(customers.json()).toMatchObject({ result: 'applied', lines: 1 });
    const repeated = await call('POST', INTEGRATION_API.customers, once);
    expect(repeated.json()).toMatchObject({ result: 'duplicate', lines: 0 });
    const [customer] = await t.db
      .select()
      .from(lieferkunden)
      .where(eq(lieferkunden.lieferkundeNr, 990001));
    expect(customer).toMatchObject({ nachname: 'Neue Apotheke', a2KndNrDefault: 'K-990001' });

    const user = {
      email: EMAIL,
      displayName: 'Nina Neu',
      roles: ['Auftrag'],
      kundeNr: 990000,
      lieferkunden: [{ lieferkundeNr: 990001 }, { lieferkundeNr: 100101 }],
    };
    const answer = await feed(INTEGRATION_API.users, ndjson([user]));
    expect(answer.json()).toMatchObject({ result: 'applied', lines: 1 });
    const [row] = await t.db.select().from(users).where(eq(users.email, EMAIL));
    expect(row?.roles).toEqual(['User', 'Auftrag']);

    // The invitation's link sets the password; then the user logs in and pulls.
    const password = 'Neu#Passwort2026';
    const reset = await client(t.app).post('/api/account/password-reset/confirm', {
      token: inviteToken(),
      password,
    });
    expect(reset.statusCode).toBe(200);
    await acceptCurrentConditions(t.db, must(row).id, () => new Date('2026-11-21T08:00:00Z'));
    const c = await loginAs(t.app, { email: EMAIL, password });
    const first = await pull(c);
    const ids = first.deliveryCustomers.upserts.map((k) => k.id).sort();
    expect(ids).toEqual(['100101', '990001']);

    // The customer left out of the next list is taken away: a delete in the next pull.
    const later = await feed(
      INTEGRATION_API.users,
      ndjson([{ ...user, lieferkunden: [{ lieferkundeNr: 100101 }] }]),
    );
    expect(later.json()).toMatchObject({ result: 'applied' });
    const next = await pull(c, { deliveryCustomers: first.deliveryCustomers.cursor });
    expect(next.deliveryCustomers.deletes).toEqual(['990001']);

    // A changed address reaches the user too.
    await feed(
      INTEGRATION_API.customers,
      ndjson([
        {
          ...customerLine,
          lieferkundeNr: 100101,
          a2KndNr: 'X',
          nachname: 'Umbenannt',
          a3KundeNr: 100100,
        },
      ]),
    );
    const renamed = await pull(c, { deliveryCustomers: next.deliveryCustomers.cursor });
    expect(renamed.deliveryCustomers.upserts.map((k) => k.id)).toEqual(['100101']);
  });

  it('refuses an unknown role, Admin and an unknown customer, naming the line', async () => {
    const ok = { email: 'ok@example.at', displayName: 'Ok', roles: [], lieferkunden: [] };
    const roles = await feed(
      INTEGRATION_API.users,
      ndjson([
        ok,
        { ...ok, email: 'a@example.at', roles: ['Admin'] },
        { ...ok, email: 'b@example.at', roles: ['Zauberer'] },
      ]),
    );
    expect(roles.statusCode).toBe(400);
    expect(roles.json().errors.map((e: { line: number }) => e.line)).toEqual([2, 3]);
    const unknown = await feed(
      INTEGRATION_API.users,
      ndjson([ok, { ...ok, email: 'c@example.at', lieferkunden: [{ lieferkundeNr: 123 }] }]),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ line: 2, reason: expect.stringMatching(/123/) }]);
    const written = await t.db.select().from(users).where(eq(users.email, 'ok@example.at'));
    expect(written).toEqual([]);
  });

  it('answers a customer with its tours', async () => {
    const res = await call(
      'GET',
      integrationPath(INTEGRATION_API.customer, { lieferkundeNr: 100102 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lieferkundeNr: 100102 });
    expect(Array.isArray(res.json().tours)).toBe(true);
    const missing = await call(
      'GET',
      integrationPath(INTEGRATION_API.customer, { lieferkundeNr: 4242 }),
    );
    expect(missing.statusCode).toBe(404);
  });
});
