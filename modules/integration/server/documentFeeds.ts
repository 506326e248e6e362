// Delivery notes and invoices from the wholesaler's system (issue 29): each a single JSON message
// taken by receive(), written into the analytics tables the pharmacy's documents come from, with
// versions drawn in the writing statement under the customer's lock; a PDF sent with it is stored
// (document_files) and served by the document route instead of the rendered one.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lieferkunden, nextVersion } from '../../../server/db/schema.ts';
import { lockScope } from '../../../server/db/locks.ts';
import type { ModuleRouteDeps } from '../../../server/serverModules.ts';
import type { Tx } from '../../../server/sync/types.ts';
import { bulkInsert } from '../../../server/seed/bulkInsert.ts';
import {
  customerDocuments,
  deliveryLines,
  deliveryNotes,
  documentFiles,
} from '../../analytics/server/tables.ts';
import {
  INTEGRATION_API,
  IncomingBadRequest,
  IncomingResult,
  PDF_BYTES_MAX,
  DeliveryNoteMessage,
  InvoiceMessage,
} from '../contract.ts';
import { integrationTexts } from '../texts.de.ts';
import { MessageRefused, receive, type Applied } from './incoming.ts';
import { advanceVersion } from './ndjson.ts';
import { withPoke } from './poke.ts';
import { touchCustomer } from '../../../server/realtime/touched.ts';
import { routePath } from './paths.ts';
import { linkDeliveryNote } from './orderLink.ts';

const t = integrationTexts.documents;

/** A JSON message with a PDF: its base64 plus the rest. */
const DOCUMENT_BODY_MAX = Math.ceil(PDF_BYTES_MAX / 3) * 4 + 512 * 1024;

/** The PDF's bytes, or a refusal: too large, or not a PDF at all. */
export function pdfBytes(base64: string | undefined): Buffer | null {
  if (base64 === undefined) return null;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > PDF_BYTES_MAX) {
    throw new MessageRefused([{ line: null, reason: t.pdfTooLarge(PDF_BYTES_MAX / 1024 / 1024) }]);
  }
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new MessageRefused([{ line: null, reason: t.notPdf }]);
  }
  return bytes;
}

/**
 * The writers of a delivery customer's analytics rows hold this lock (the seed writes a
 * customer's notes and backorders under it, backorder.cancel takes it), so their versions
 * commit in order and a pull misses none.
 */
async function lockCustomerDocuments(tx: Tx, lieferkundeNr: number) {
  touchCustomer(lieferkundeNr);
  await lockScope(tx, 'backorders', lieferkundeNr);
}

async function requireCustomer(tx: Tx, lieferkundeNr: number) {
  const [found] = await tx
    .select({ nr: lieferkunden.lieferkundeNr })
    .from(lieferkunden)
    .where(eq(lieferkunden.lieferkundeNr, lieferkundeNr));
  if (!found) throw new MessageRefused([{ line: null, reason: t.unknownCustomer(lieferkundeNr) }]);
}

async function storePdf(tx: Tx, documentId: string, lieferkundeNr: number, bytes: Buffer | null) {
  if (!bytes) return;
  await tx
    .insert(documentFiles)
    .values({ documentId, lieferkundeNr, bytes })
    .onConflictDoUpdate({ target: documentFiles.documentId, set: { bytes } });
}

/** The portal order a note answers: it must be the customer's (the orders table is the shop's). */
async function requireOrder(tx: Tx, orderId: string, lieferkundeNr: number) {
  const result = await tx.execute<{ one: number }>(
    sql`select 1 as one from orders where id = ${orderId} and lieferkunde_nr = ${lieferkundeNr}`,
  );
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) {
    throw new MessageRefused([{ line: null, reason: t.unknownOrder }]);
  }
}

const INT4_MAX = 2_147_483_647;

const vatOf = (netCents: number, rate: number) => Math.round((netCents * rate) / 100);

/** Writes a delivery note (new, or a newer version of one) with its lines and PDF. */
export async function applyDeliveryNote(tx: Tx, note: DeliveryNoteMessage): Promise<Applied> {
  const positions = new Set<number>();
  note.lines.forEach((line, i) => {
    if (positions.has(line.position)) {
      throw new MessageRefused([{ line: i + 1, reason: t.positionTwice(line.position) }]);
    }
    positions.add(line.position);
  });
  const pdf = pdfBytes(note.pdf);
  const nr = note.lieferkundeNr;
  await requireCustomer(tx, nr);
  if (note.orderId) await requireOrder(tx, note.orderId, nr);
  if (!(await advanceVersion(tx, 'delivery-note', note.noteNo, note.version))) return 'stale';
  // The orders' lock first when the note names one (linkDeliveryNote): locks in their order.
  if (note.orderId) await lockScope(tx, 'baskets', nr);
  await lockCustomerDocuments(tx, nr);
  const [existing] = await tx
    .select({ id: deliveryNotes.id, nr: deliveryNotes.lieferkundeNr })
    .from(deliveryNotes)
    .where(eq(deliveryNotes.noteNo, note.noteNo));
  if (existing && existing.nr !== nr) {
    throw new MessageRefused([{ line: null, reason: t.otherCustomer(note.noteNo) }]);
  }
  const noteId = existing?.id ?? randomUUID();
  let netCents = 0;
  let vatCents = 0;
  for (const line of note.lines) {
    const net = line.quantityDelivered * line.unitPriceCents;
    netCents += net;
    vatCents += vatOf(net, line.vatRate);
  }
  // The note's sums are 4-byte integers (delivery_notes): beyond them is no real delivery.
  if (netCents + vatCents > INT4_MAX) {
    throw new MessageRefused([{ line: null, reason: t.sumTooLarge }]);
  }
  const head = {
    orderNo: note.orderNo,
    channel: note.channel,
    dtp: note.dtp ?? false,
    day: note.day,
    lineCount: note.lines.length,
    netCents,
    vatCents,
  };
  if (existing) {
    await tx
      .update(deliveryNotes)
      .set({ ...head, version: nextVersion() })
      .where(eq(deliveryNotes.id, noteId));
  } else {
    await tx
      .insert(deliveryNotes)
      .values({ id: noteId, lieferkundeNr: nr, noteNo: note.noteNo, ...head });
  }
  await writeLines(tx, noteId, note);
  await storePdf(tx, noteId, nr, pdf);
  if (note.orderId) await linkDeliveryNote(tx, note.orderId, note.noteNo, nr);
  return 'applied';
}

/** The note's lines by position: new ones inserted in one statement, known ones updated. */
async function writeLines(tx: Tx, noteId: string, note: DeliveryNoteMessage) {
  const known = await tx
    .select({ id: deliveryLines.id, position: deliveryLines.position })
    .from(deliveryLines)
    .where(eq(deliveryLines.noteId, noteId));
  const byPosition = new Map(known.map((l) => [l.position, l.id]));
  const kept = note.lines.filter((l) => byPosition.has(l.position)).length;
  if (kept < known.length) {
    throw new MessageRefused([{ line: null, reason: t.linesRemoved(known.length) }]);
  }
  const rowOf = (line: DeliveryNoteMessage['lines'][number]) => ({
    noteNo: note.noteNo,
    day: note.day,
    position: line.position,
    pzn: line.pzn,
    name: line.name,
    quantityOrdered: line.quantityOrdered,
    quantityDelivered: line.quantityDelivered,
    unitPriceCents: line.unitPriceCents,
    vatRate: line.vatRate,
    batch: line.batch ?? null,
    expiry: line.expiry ?? null,
    state: line.state,
    manufacturer: line.manufacturer ?? '',
  });
  const fresh = note.lines
    .filter((l) => !byPosition.has(l.position))
    .map((l) => ({ id: randomUUID(), lieferkundeNr: note.lieferkundeNr, noteId, ...rowOf(l) }));
  await bulkInsert(tx, deliveryLines, fresh);
  for (const line of note.lines) {
    const id = byPosition.get(line.position);
    if (id === undefined) continue;
    await tx
      .update(deliveryLines)
      .set({ ...rowOf(line), version: nextVersion() })
      .where(eq(deliveryLines.id, id));
  }
}

/** Writes an invoice or credit note (new, or a newer version) with its PDF. */
export async function applyInvoice(tx: Tx, doc: InvoiceMessage): Promise<Applied> {
  const pdf = pdfBytes(doc.pdf);
  const nr = doc.lieferkundeNr;
  await requireCustomer(tx, nr);
  if (!(await advanceVersion(tx, 'invoice', doc.docNo, doc.version))) return 'stale';
  await lockCustomerDocuments(tx, nr);
  const [existing] = await tx
    .select({
      id: customerDocuments.id,
      nr: customerDocuments.lieferkundeNr,
      kind: customerDocuments.kind,
    })
    .from(customerDocuments)
    .where(eq(customerDocuments.docNo, doc.docNo));
  if (existing && existing.nr !== nr) {
    throw new MessageRefused([{ line: null, reason: t.otherCustomer(doc.docNo) }]);
  }
  if (existing && existing.kind !== doc.kind) {
    throw new MessageRefused([{ line: null, reason: t.otherKind(doc.docNo) }]);
  }
  const fields = {
    kind: doc.kind,
    day: doc.day,
    noteNos: doc.noteNos,
    text: doc.text,
    netCents: doc.netCents,
    vatCents: doc.vatCents,
    grossCents: doc.grossCents,
  };
  const id = existing?.id ?? randomUUID();
  if (existing) {
    await tx
      .update(customerDocuments)
      .set({ ...fields, version: nextVersion() })
      .where(and(eq(customerDocuments.id, id), eq(customerDocuments.lieferkundeNr, nr)));
  } else {
    await tx
      .insert(customerDocuments)
      .values({ id, lieferkundeNr: nr, docNo: doc.docNo, ...fields });
  }
  await storePdf(tx, id, nr, pdf);
  return 'applied';
}

const answers = { 200: IncomingResult, 400: IncomingBadRequest };

export const documentFeedRoutes =
  ({ db, clock }: ModuleRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const access = { integration: 'documents:write' } as const;
    app.post(
      routePath(INTEGRATION_API.deliveryNotes),
      {
        bodyLimit: DOCUMENT_BODY_MAX,
        config: { access },
        schema: {
          tags: ['integration'],
          summary: 'Lieferschein mit Positionen und PDF (DeliveryNoteMessage)',
          body: z.unknown(),
          response: answers,
        },
      },
      (request, reply) =>
        withPoke(app, () =>
          receive({
            db,
            clock,
            request,
            reply,
            type: 'delivery-note',
            schema: DeliveryNoteMessage,
            apply: applyDeliveryNote,
          }),
        ),
    );
    app.post(
      routePath(INTEGRATION_API.invoices),
      {
        bodyLimit: DOCUMENT_BODY_MAX,
        config: { access },
        schema: {
          tags: ['integration'],
          summary: 'Rechnung oder Gutschrift mit PDF (InvoiceMessage)',
          body: z.unknown(),
          response: answers,
        },
      },
      (request, reply) =>
        withPoke(app, () =>
          receive({
            db,
            clock,
            request,
            reply,
            type: 'invoice',
            schema: InvoiceMessage,
            apply: applyInvoice,
          }),
        ),
    );
  };
