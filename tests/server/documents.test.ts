// The document PDFs (issue 14): each document role opens only its kinds, only the session's
// delivery customer's documents (404 otherwise), and the PDF parses and prints number, umlauts
// and the VAT per rate. The seed's DTP share and the parameter bounds.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPdfPath, type DocumentFileKind } from '../../modules/analytics/documents.ts';
import { userLieferkunden, users } from '../../server/db/schema.ts';
import { deliveryNotes } from '../../modules/analytics/server/tables.ts';
import { customerDocuments } from '../../modules/analytics/server/tables.ts';
import { renderDocumentPdf } from '../../modules/analytics/server/documentPdf.ts';
import { Replica, choose, convergence, loginAs } from './support/sync.ts';
import { pdfPages, pdfText } from './support/pdfText.ts';
import { createTestApp, createUser, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ALL_ROLES = ['Dokumente Lieferschein', 'Dokumente DTP Lieferschein', 'Dokumente Rechnung'];

async function as(roles: string[], features = ['Dokumentensuche']) {
  const user = await createUser(t.db, { roles: ['User', ...roles], features, kundeNr: 100100 });
  await t.db.insert(userLieferkunden).values([
    { userId: user.id, lieferkundeNr: 100101, isDefault: true },
    { userId: user.id, lieferkundeNr: 100102, isDefault: false },
  ]);
  return loginAs(t.app, user, 100101);
}

/** One document of each kind of a customer. */
async function sample(nr: number) {
  const notes = await t.db.select().from(deliveryNotes).where(eq(deliveryNotes.lieferkundeNr, nr));
  const docs = await t.db
    .select()
    .from(customerDocuments)
    .where(eq(customerDocuments.lieferkundeNr, nr));
  const pick = <T>(rows: T[], what: string) => {
    const found = rows[Math.floor(rows.length / 2)];
    if (!found) throw new Error(`no ${what}`);
    return found;
  };
  return {
    delivery: pick(
      notes.filter((n) => !n.dtp && n.lineCount > 0),
      'delivery',
    ),
    dtp: pick(
      notes.filter((n) => n.dtp),
      'dtp',
    ),
    invoice: pick(
      docs.filter((d) => d.kind === 'invoice'),
      'invoice',
    ),
    credit: pick(
      docs.filter((d) => d.kind === 'credit'),
      'credit',
    ),
  };
}

/** Euros as the PDF prints them (a plain space before '€', see pdfText). */
const eur = (cents: number) =>
  (cents / 100)
    .toLocaleString('de-DE', { style: 'currency', currency: 'EUR' })
    .replace(/\u00a0/g, ' ');

const url = (kind: DocumentFileKind, id: string, download = false) =>
  `/api${documentPdfPath(kind, id, download)}`;

describe('the document PDFs', () => {
  it('seeds about one delivery note in thirteen as DTP', async () => {
    const notes = await t.db.select().from(deliveryNotes);
    const dtp = notes.filter((n) => n.dtp).length;
    expect(dtp / notes.length).toBeGreaterThan(0.05);
    expect(dtp / notes.length).toBeLessThan(0.11);
  });

  it('opens each kind to its own role only', async () => {
    const docs = await sample(100101);
    const ids = {
      delivery: docs.delivery.id,
      dtp: docs.dtp.id,
      invoice: docs.invoice.id,
      credit: docs.credit.id,
    };
    const expected: Record<string, DocumentFileKind[]> = {
      'Dokumente Lieferschein': ['delivery'],
      'Dokumente DTP Lieferschein': ['dtp'],
      'Dokumente Rechnung': ['invoice', 'credit'],
    };
    for (const role of ALL_ROLES) {
      const c = await as([role]);
      for (const kind of ['delivery', 'dtp', 'invoice', 'credit'] as const) {
        const res = await c.get(url(kind, ids[kind]));
        const allowed = expected[role]?.includes(kind) ?? false;
        expect(res.statusCode, `${role} ${kind}`).toBe(allowed ? 200 : 403);
        if (allowed) expect(res.headers['content-type']).toBe('application/pdf');
        else expect(res.json().message).toContain(role === '' ? '' : 'Rolle');
      }
    }
  });

  it('refuses without the feature Dokumentensuche or any document role', async () => {
    const docs = await sample(100101);
    expect(
      (await (await as(ALL_ROLES, [])).get(url('delivery', docs.delivery.id))).statusCode,
    ).toBe(403);
    expect((await (await as(['Auftrag'])).get(url('delivery', docs.delivery.id))).statusCode).toBe(
      403,
    );
  });

  it("answers 404 for another customer's document and for the wrong kind", async () => {
    const other = await sample(100102);
    const own = await sample(100101);
    const c = await as(ALL_ROLES);
    expect((await c.get(url('delivery', other.delivery.id))).statusCode).toBe(404);
    expect((await c.get(url('invoice', other.invoice.id))).statusCode).toBe(404);
    // A DTP note is not a plain delivery note, an invoice not a credit note.
    expect((await c.get(url('delivery', own.dtp.id))).statusCode).toBe(404);
    expect((await c.get(url('credit', own.invoice.id))).statusCode).toBe(404);
    const missing = await c.get(url('delivery', '00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('Lieferkunden');
    // After choosing the other address, its documents open.
    await choose(c, 100102);
    expect((await c.get(url('delivery', other.delivery.id))).statusCode).toBe(200);
  });

  it('bounds the parameters', async () => {
    const own = await sample(100101);
    const c = await as(ALL_ROLES);
    for (const path of [
      `/api/analytics/documents/order/${own.delivery.id}.pdf`,
      `/api/analytics/documents/delivery/${own.delivery.id}`,
      `/api/analytics/documents/delivery/${own.delivery.id}.pdf.pdf`,
      `/api/analytics/documents/delivery/${'a'.repeat(60)}.pdf`,
      `/api/analytics/documents/delivery/${'-'.repeat(36)}.pdf`,
      `/api/analytics/documents/delivery/${own.delivery.id.toUpperCase()}.pdf`,
      `/api/analytics/documents/delivery/${own.delivery.id}.pdf?download=yes`,
      `/api/analytics/documents/delivery/${own.delivery.id}.pdf?x=1`,
    ]) {
      expect((await c.get(path)).statusCode, path).toBe(400);
    }
    // Far too long: refused by the router before validation.
    expect(
      (await c.get(`/api/analytics/documents/delivery/${'a'.repeat(500)}.pdf`)).statusCode,
    ).toBe(414);
    const anonymous = await t.app.inject({ url: url('delivery', own.delivery.id) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves a delivery note as a PDF with number, lines, batches and VAT per rate', async () => {
    const own = await sample(100101);
    const c = await as(ALL_ROLES);
    const res = await c.get(url('delivery', own.delivery.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Lieferschein_${own.delivery.noteNo}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Lieferschein ${own.delivery.noteNo}`);
    expect(text).toContain('Alpenpharm Arzneimittel-Großhandel GmbH');
    expect(text).toContain('Löwen-Apotheke');
    expect(text).toContain('Seite 1 von 1');
    const vat = eur(own.delivery.vatCents);
    expect(text).toContain('Summe USt');
    expect(text).toContain(vat);
    const download = await c.get(url('delivery', own.delivery.id, true));
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Lieferschein_${own.delivery.noteNo}.pdf"`,
    );
  });

  it('serves DTP notes, invoices with VAT per rate and credit notes', async () => {
    const own = await sample(100101);
    const c = await as(ALL_ROLES);
    const dtp = await pdfText((await c.get(url('dtp', own.dtp.id))).rawPayload);
    expect(dtp).toContain(`DTP-Lieferschein ${own.dtp.noteNo}`);
    expect(dtp).toContain('Direktlieferung des Herstellers');

    const invoice = await c.get(url('invoice', own.invoice.id));
    expect(invoice.headers['content-disposition']).toContain(`Rechnung_${own.invoice.docNo}.pdf`);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain(`Rechnung ${own.invoice.docNo}`);
    for (const noteNo of own.invoice.noteNos) expect(text).toContain(noteNo);
    expect(text).toContain(eur(own.invoice.vatCents));
    expect(text).toContain(eur(own.invoice.grossCents));

    const credit = await pdfText((await c.get(url('credit', own.credit.id))).rawPayload);
    expect(credit).toContain(`Gutschrift ${own.credit.docNo}`);
    expect(credit).toContain(eur(own.credit.grossCents));
  });
});

describe('DTP delivery notes in the pull (issue 23, finding 7)', () => {
  /** The DTP notes (and the lines of DTP notes) a replica of the user holds. */
  const dtpHeld = async (replica: Replica) => {
    const dtpNotes = new Set(
      (
        await t.db
          .select({ id: deliveryNotes.id })
          .from(deliveryNotes)
          .where(eq(deliveryNotes.dtp, true))
      ).map((n) => n.id),
    );
    return {
      notes: [...replica.rows.deliveryNotes.values()].filter((n) => n.dtp).length,
      lines: [...replica.rows.deliveryLines.values()].filter((l) => dtpNotes.has(l.noteId)).length,
      plainNotes: [...replica.rows.deliveryNotes.values()].filter((n) => !n.dtp).length,
    };
  };

  it('follow the PDF route’s rule: only role Dokumente DTP Lieferschein with Dokumentensuche', async () => {
    const cases: { roles: string[]; features?: string[]; dtp: boolean }[] = [
      { roles: ALL_ROLES, dtp: true },
      { roles: ['Dokumente DTP Lieferschein'], dtp: true },
      { roles: ['Dokumente Lieferschein'], dtp: false },
      { roles: ['Dokumente Lieferschein', 'Dokumente Rechnung'], dtp: false },
      { roles: ['Dokument Chargendokumentation'], features: [], dtp: false },
      { roles: ['Auftragsarchiv'], features: [], dtp: false },
      { roles: ['Statistiken - Umsatz Gemischt'], features: ['Statistiken'], dtp: false },
      // The role without the feature: the route refuses (area documents), so does the pull.
      {
        roles: ['Dokumente DTP Lieferschein', 'Dokument Chargendokumentation'],
        features: [],
        dtp: false,
      },
    ];
    for (const { roles, features, dtp } of cases) {
      const c = await as(roles, features);
      const replica = new Replica(c);
      await replica.sync();
      const held = await dtpHeld(replica);
      const what = `${roles.join(', ')} / ${(features ?? ['Dokumentensuche']).join(', ')}`;
      expect(held.plainNotes, what).toBeGreaterThan(0);
      if (dtp) {
        expect(held.notes, what).toBeGreaterThan(0);
        expect(held.lines, what).toBeGreaterThan(0);
      } else {
        expect(held, what).toMatchObject({ notes: 0, lines: 0 });
      }
      expect(await convergence(c), what).toEqual(replica.hashes());
      // The PDF route agrees.
      const note = (await sample(100101)).dtp;
      const pdf = await c.get(url('dtp', note.id));
      expect(pdf.statusCode, what).toBe(dtp ? 200 : 403);
    }
  });

  it('are taken away when the role goes, and come when it is granted, mid-session', async () => {
    const user = await createUser(t.db, {
      roles: ['User', ...ALL_ROLES],
      features: ['Dokumentensuche'],
      kundeNr: 100100,
    });
    await t.db.insert(userLieferkunden).values({ userId: user.id, lieferkundeNr: 100101 });
    const c = await loginAs(t.app, user, 100101);
    const replica = new Replica(c);
    await replica.sync();
    expect((await dtpHeld(replica)).notes).toBeGreaterThan(0);

    const withRoles = (roles: string[]) =>
      t.db
        .update(users)
        .set({ roles: ['User', ...roles] })
        .where(eq(users.id, user.id));
    await withRoles(['Dokumente Lieferschein', 'Dokumente Rechnung']);
    await replica.sync();
    expect(await dtpHeld(replica)).toMatchObject({ notes: 0, lines: 0 });
    expect(await convergence(c)).toEqual(replica.hashes());

    await withRoles(ALL_ROLES);
    await replica.sync();
    const back = await dtpHeld(replica);
    expect(back.notes).toBeGreaterThan(0);
    expect(back.lines).toBeGreaterThan(0);
    expect(await convergence(c)).toEqual(replica.hashes());
  });
});

describe('the PDF layout', () => {
  it('numbers the pages of a long document and prints umlauts, € and quotes', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({
      position: i + 1,
      pzn: String(1_000_000 + i),
      name: `Ölbad für Säuglinge ${i} – „sanft“ ✓`,
      quantity: 2,
      unitPriceCents: 1234,
      vatRate: i % 3 === 0 ? 20 : 10,
      netCents: 2468,
      detail: 'Charge K7P2X9A · Verfall 05/2028',
    }));
    const started = performance.now();
    const bytes = await renderDocumentPdf({
      kind: 'delivery',
      number: 'LS99999999',
      day: '2026-11-20',
      customer: {
        lieferkundeNr: 1,
        vorname: 'Apotheke Zur Gößer Brücke',
        nachname: 'Mag. pharm. Jürgen Öller',
        strasse: 'Hauptstraße 1',
        plz: '8700',
        ort: 'Leoben',
      },
      facts: [],
      lines,
      vatByRate: [
        { rate: 10, netCents: 197_440, vatCents: 19_744 },
        { rate: 20, netCents: 98_720, vatCents: 19_744 },
      ],
    });
    console.log(
      `PDF of 120 lines: ${(performance.now() - started).toFixed(0)} ms, ${bytes.length} bytes`,
    );
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => expect(page).toContain(`Seite ${i + 1} von ${pages.length}`));
    const text = pages.join('\n');
    expect(text).toContain('Ölbad für Säuglinge 0 – „sanft“ ?');
    expect(text).toContain('Mag. pharm. Jürgen Öller');
    expect(text).toContain('USt 20 %');
    expect(text).toContain('197,44 €');
    expect(text).toContain('394,88 €');
    expect(text).toContain('(Fortsetzung)');
  });
});
