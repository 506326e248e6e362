// The document PDFs of the document search (issue 14): GET
// /analytics/documents/:kind/:id.pdf, area 'documents' (any document role and the feature
// Dokumentensuche), then the kind's own role (modules/analytics/documents.ts), and only documents of the
// session's delivery customer: another customer's document, or a delivery note asked for as the
// other kind (DTP or not), is 404 like one that does not exist. Inline by default; `?download=1`
// as an attachment. The layout: modules/analytics/server/documentPdf.ts; a PDF the wholesaler's
// system sent with the document (document_files, issue 29) is served instead.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENT_KIND_ROLE,
  DocumentPdfParams,
  DocumentPdfQuery,
  documentFileName,
  mayHaveKind,
  type DocumentFileKind,
} from '../documents.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import type { Db } from '../../../server/db/client.ts';
import { lieferkunden } from '../../../server/db/schema.ts';
import { deliveryLines, deliveryNotes } from './tables.ts';
import { customerDocuments, documentFiles } from './tables.ts';
import { forbidden, notFound } from '../../../server/errors.ts';
import { requireAuth } from '../../../server/plugins/guard.ts';
import {
  germanDay,
  renderDocumentPdf,
  type PdfCustomer,
  type PdfDocumentData,
  type PdfLine,
} from './documentPdf.ts';
import { syncSession } from '../../../server/sync/session.ts';
import { deviceCustomer } from '../../../server/services/lieferkunden.ts';

const access = { area: 'documents' } as const;
const tags = ['documents'];
const NOT_FOUND = 'Dieses Dokument gibt es für den gewählten Lieferkunden nicht.';

const CHANNEL_TEXT = { web: 'Webshop', phone: 'Telefon', software: 'Warenwirtschaft (MSV3)' };
const STATE_TEXT = {
  delivered: '',
  partial: 'Teillieferung',
  backordered: 'Rückstand – wird nachgeliefert',
  unavailable: 'Nicht lieferbar',
} as const;

const monthYear = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const vatOf = (netCents: number, rate: number) => Math.round((netCents * rate) / 100);

function byRate(rows: readonly { rate: number; netCents: number; vatCents: number }[]) {
  const rates = new Map<number, { rate: number; netCents: number; vatCents: number }>();
  for (const r of rows) {
    const sum = rates.get(r.rate) ?? { rate: r.rate, netCents: 0, vatCents: 0 };
    sum.netCents += r.netCents;
    sum.vatCents += r.vatCents;
    rates.set(r.rate, sum);
  }
  return [...rates.values()].sort((a, b) => a.rate - b.rate);
}

/** The document's printable data, or null when the customer has no such document. */
export async function loadDocument(
  db: Db,
  kind: DocumentFileKind,
  documentId: string,
  customer: PdfCustomer,
): Promise<PdfDocumentData | null> {
  const nr = customer.lieferkundeNr;
  if (kind === 'delivery' || kind === 'dtp') {
    const [note] = await db
      .select()
      .from(deliveryNotes)
      .where(
        and(
          eq(deliveryNotes.id, documentId),
          eq(deliveryNotes.lieferkundeNr, nr),
          eq(deliveryNotes.dtp, kind === 'dtp'),
        ),
      );
    if (!note) return null;
    const rows = await db
      .select()
      .from(deliveryLines)
      .where(eq(deliveryLines.noteId, note.id))
      .orderBy(asc(deliveryLines.position));
    const lines: PdfLine[] = rows.map((l) => {
      const lot = l.batch ? `Charge ${l.batch} · Verfall ${monthYear(l.expiry ?? '')}` : '';
      const state = STATE_TEXT[l.state];
      const ordered =
        l.quantityOrdered !== l.quantityDelivered ? `bestellt ${l.quantityOrdered}` : '';
      return {
        position: l.position,
        pzn: l.pzn,
        name: l.name,
        quantity: l.quantityDelivered,
        unitPriceCents: l.unitPriceCents,
        vatRate: l.vatRate,
        netCents: l.quantityDelivered * l.unitPriceCents,
        detail: [lot, state, ordered].filter(Boolean).join(' · '),
      };
    });
    return {
      kind,
      number: note.noteNo,
      day: note.day,
      customer,
      facts: [
        ['Auftrag', note.orderNo],
        ['Bestellweg', CHANNEL_TEXT[note.channel]],
      ],
      lines,
      vatByRate: byRate(
        lines.map((l) => ({
          rate: l.vatRate,
          netCents: l.netCents,
          vatCents: vatOf(l.netCents, l.vatRate),
        })),
      ),
      note:
        kind === 'dtp'
          ? 'Direktlieferung des Herstellers (DTP): bestellt und verrechnet über Alpenpharm.'
          : undefined,
    };
  }
  const [doc] = await db
    .select()
    .from(customerDocuments)
    .where(
      and(
        eq(customerDocuments.id, documentId),
        eq(customerDocuments.lieferkundeNr, nr),
        eq(customerDocuments.kind, kind),
      ),
    );
  if (!doc) return null;
  if (kind === 'credit') {
    const rate = doc.netCents === 0 ? 10 : Math.round((doc.vatCents * 100) / doc.netCents);
    return {
      kind,
      number: doc.docNo,
      day: doc.day,
      customer,
      facts: [['Zu Lieferschein', doc.noteNos.join(', ')]],
      lines: [
        {
          position: 1,
          pzn: '',
          name: doc.text,
          quantity: 1,
          unitPriceCents: doc.netCents,
          vatRate: rate,
          netCents: doc.netCents,
          detail: '',
        },
      ],
      vatByRate: [{ rate, netCents: doc.netCents, vatCents: doc.vatCents }],
      note: 'Der Betrag wird mit der nächsten Sammelrechnung verrechnet.',
    };
  }
  // A collective invoice: one row per delivery note it covers, VAT per rate over their lines.
  const notes =
    doc.noteNos.length === 0
      ? []
      : await db
          .select()
          .from(deliveryNotes)
          .where(
            and(eq(deliveryNotes.lieferkundeNr, nr), inArray(deliveryNotes.noteNo, doc.noteNos)),
          )
          .orderBy(asc(deliveryNotes.day), asc(deliveryNotes.noteNo));
  const rates =
    notes.length === 0
      ? []
      : await db
          .select({
            rate: deliveryLines.vatRate,
            netCents: sql<string>`sum(${deliveryLines.quantityDelivered} * ${deliveryLines.unitPriceCents})`,
            vatCents: sql<string>`sum(round(${deliveryLines.quantityDelivered} * ${deliveryLines.unitPriceCents} * ${deliveryLines.vatRate} / 100.0))`,
          })
          .from(deliveryLines)
          .where(
            inArray(
              deliveryLines.noteId,
              notes.map((n) => n.id),
            ),
          )
          .groupBy(deliveryLines.vatRate);
  return {
    kind,
    number: doc.docNo,
    day: doc.day,
    customer,
    facts: [
      [
        'Zeitraum',
        notes.length
          ? `${germanDay(notes[0]?.day ?? doc.day)} – ${germanDay(notes.at(-1)?.day ?? doc.day)}`
          : '',
      ],
      ['Lieferscheine', String(notes.length)],
      ['Zahlbar', 'bis zum 10. des Folgemonats ohne Abzug'],
    ],
    lines: notes.map((n, i) => ({
      position: i + 1,
      pzn: n.noteNo,
      name: germanDay(n.day),
      quantity: n.lineCount,
      unitPriceCents: 0,
      vatRate: 0,
      netCents: n.netCents,
      vatCents: n.vatCents,
      detail: '',
    })),
    vatByRate: byRate(
      rates.map((r) => ({
        rate: r.rate,
        netCents: Number(r.netCents),
        vatCents: Number(r.vatCents),
      })),
    ),
    note: 'Sammelrechnung über die folgenden Lieferscheine.',
  };
}

/** The PDF the wholesaler's system sent with the document (issue 29), if it sent one. */
async function receivedPdf(db: Db, documentId: string): Promise<Uint8Array | null> {
  const [stored] = await db
    .select({ bytes: documentFiles.bytes })
    .from(documentFiles)
    .where(eq(documentFiles.documentId, documentId));
  return stored?.bytes ?? null;
}

export const documentRoutes =
  ({ db }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/analytics/documents/:kind/:file',
      {
        config: { access },
        schema: { tags, params: DocumentPdfParams, querystring: DocumentPdfQuery },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const { kind, file } = request.params;
        // The same rule as the pull of the synced document rows (modules/analytics/server/sync.ts).
        if (!mayHaveKind(auth.user, kind)) {
          throw forbidden(`Für diese Dokumentart fehlt die Rolle „${DOCUMENT_KIND_ROLE[kind]}“.`);
        }
        const { lieferkundeNr } = await syncSession(db, auth, deviceCustomer(request));
        if (lieferkundeNr === null) throw notFound(NOT_FOUND);
        const [customer] = await db
          .select()
          .from(lieferkunden)
          .where(eq(lieferkunden.lieferkundeNr, lieferkundeNr));
        if (!customer) throw notFound(NOT_FOUND);
        const documentId = file.slice(0, -4);
        const data = await loadDocument(db, kind, documentId, customer);
        if (!data) throw notFound(NOT_FOUND);
        const bytes = (await receivedPdf(db, documentId)) ?? (await renderDocumentPdf(data));
        const name = documentFileName(kind, data.number);
        const disposition = request.query.download === '1' ? 'attachment' : 'inline';
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `${disposition}; filename="${name}"`)
          .header('Cache-Control', 'private, no-store')
          .send(Buffer.from(bytes));
      },
    );
  };
