// The document PDFs (issue 14): a delivery note, DTP delivery note, invoice or credit note laid
// out on A4 with pdf-lib (pure JavaScript, no binary; server only, never in the browser bundle).
// Layout: the wholesaler's header, the customer's address, title with number and date, the lines
// (with a repeated table head on every page), totals with Austrian VAT per rate (10 % and 20 %),
// and 'Seite n von m' on every page. Text in Helvetica with WinAnsi encoding, which covers
// ä ö ü Ä Ö Ü ß € „ “ –; any other character is printed as '?'. The page frame, fonts and footer
// are server/services/pdfDocument.ts.
import type { PDFPage } from 'pdf-lib';
import { WHOLESALER } from '../../../server/services/wholesaler.ts';
import {
  A4,
  BRAND,
  createPdf,
  drawFooters,
  drawTableHead,
  drawText,
  FOOTER_SPACE,
  GREY,
  MARGIN,
  RIGHT,
  type TextOptions,
} from '../../../server/services/pdfDocument.ts';
import type { DocumentFileKind } from '../documents.ts';

export const DOCUMENT_TITLE: Record<DocumentFileKind, string> = {
  delivery: 'Lieferschein',
  dtp: 'DTP-Lieferschein',
  invoice: 'Rechnung',
  credit: 'Gutschrift',
};

export interface PdfCustomer {
  lieferkundeNr: number;
  vorname: string;
  nachname: string;
  strasse: string;
  plz: string;
  ort: string;
}

/** A printed line: quantity and price, and a second row of small print (batch, state). */
export interface PdfLine {
  position: number;
  pzn: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
  netCents: number;
  /** An invoice's row (a delivery note) prints its VAT amount instead of a rate. */
  vatCents?: number;
  detail: string;
}

export interface PdfDocumentData {
  kind: DocumentFileKind;
  number: string;
  day: string;
  customer: PdfCustomer;
  /** Further facts under the title ('Auftrag', 'Lieferscheine', the credit's reason). */
  facts: readonly (readonly [string, string])[];
  /** Table columns differ: delivery notes list articles, invoices the notes they cover. */
  lines: readonly PdfLine[];
  /** Net and VAT per rate, cents (signed: a credit note is negative). */
  vatByRate: readonly { rate: number; netCents: number; vatCents: number }[];
  note?: string;
}

const MONEY = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const COUNT = new Intl.NumberFormat('de-DE');
export const money = (cents: number) => MONEY.format(cents / 100);
export const germanDay = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(`${iso}T00:00:00Z`));

const LINE_HEIGHT = 26;

/** Makes the PDF; deterministic apart from nothing (no dates of making are written). */
export async function renderDocumentPdf(data: PdfDocumentData): Promise<Uint8Array> {
  const title = DOCUMENT_TITLE[data.kind];
  const { pdf, fonts } = await createPdf(
    {
      title: `${title} ${data.number}`,
      author: WHOLESALER.name,
      subject: `${title} ${data.number} vom ${germanDay(data.day)}`,
      date: new Date(`${data.day}T00:00:00Z`),
    },
    // Intl's narrow space (before '€') prints as a no-break space.
    [[/\u202f/g, '\u00a0']],
  );
  const text = (page: PDFPage, value: string, x: number, y: number, options?: TextOptions) =>
    drawText(page, fonts, value, x, y, options);

  // Columns: position, PZN, article, quantity, unit price, VAT, amount.
  const col = { pos: MARGIN, pzn: MARGIN + 26, name: MARGIN + 82, qty: 360, unit: 425, vat: 462 };
  const invoiceLike = data.kind === 'invoice';
  const head = invoiceLike
    ? ['Pos.', 'Lieferschein', 'Lieferdatum', 'Zeilen', '', 'USt', 'Netto']
    : ['Pos.', 'PZN', 'Artikel', 'Menge', 'Einzelpreis', 'USt', 'Betrag'];

  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const tableHead = () => {
    const [pos, pzn, name, qty, unit, vat, amount] = head;
    drawTableHead(page, fonts, y, [
      [pos ?? '', col.pos],
      [pzn ?? '', col.pzn],
      [name ?? '', invoiceLike ? col.name + 30 : col.name],
      [qty ?? '', col.qty, true],
      [unit ?? '', col.unit, true],
      [vat ?? '', invoiceLike ? col.vat + 20 : col.vat, true],
      [amount ?? '', RIGHT, true],
    ]);
    y -= 22;
  };

  const newPage = (first: boolean) => {
    page = pdf.addPage(A4);
    pages.push(page);
    y = A4[1] - MARGIN;
    // The wholesaler's header on every page.
    text(page, 'Alpenpharm', MARGIN, y - 4, { size: 20, bold: true, color: BRAND });
    text(page, WHOLESALER.name, RIGHT, y, { size: 9, bold: true, alignRight: true });
    text(page, `${WHOLESALER.street}, ${WHOLESALER.town}`, RIGHT, y - 12, {
      size: 8,
      color: GREY,
      alignRight: true,
    });
    text(page, WHOLESALER.contact, RIGHT, y - 23, { size: 8, color: GREY, alignRight: true });
    page.drawLine({
      start: { x: MARGIN, y: y - 32 },
      end: { x: RIGHT, y: y - 32 },
      thickness: 1,
      color: BRAND,
    });
    y -= 50;
    if (!first) {
      text(page, `${title} ${data.number} vom ${germanDay(data.day)} (Fortsetzung)`, MARGIN, y, {
        size: 10,
        bold: true,
      });
      y -= 24;
      tableHead();
    }
  };

  newPage(true);
  // The customer's address (window position) and the document's facts beside it.
  text(page, `${WHOLESALER.name} · ${WHOLESALER.street} · ${WHOLESALER.town}`, MARGIN, y, {
    size: 6.5,
    color: GREY,
  });
  const c = data.customer;
  [c.vorname, c.nachname, c.strasse, `${c.plz} ${c.ort}`].forEach((l, i) =>
    text(page, l, MARGIN, y - 16 - i * 13, { size: 10 }),
  );
  const facts: (readonly [string, string])[] = [
    [`${title}-Nr.`, data.number],
    ['Datum', germanDay(data.day)],
    ['Kundennummer', String(c.lieferkundeNr)],
    ...data.facts,
  ];
  facts.forEach(([label, value], i) => {
    text(page, label, 360, y - 16 - i * 13, { color: GREY });
    text(page, value, 440, y - 16 - i * 13, { maxWidth: RIGHT - 440 });
  });
  y -= 16 + Math.max(4, facts.length) * 13 + 24;
  text(page, `${title} ${data.number}`, MARGIN, y, { size: 16, bold: true });
  y -= 18;
  if (data.note) {
    text(page, data.note, MARGIN, y, { size: 9, color: GREY });
    y -= 14;
  }
  y -= 10;
  tableHead();

  for (const line of data.lines) {
    if (y < FOOTER_SPACE + LINE_HEIGHT) newPage(false);
    text(page, String(line.position), col.pos, y);
    if (invoiceLike) {
      text(page, line.pzn, col.pzn, y);
      text(page, line.name, col.name + 30, y);
      text(page, COUNT.format(line.quantity), col.qty, y, { alignRight: true });
    } else {
      text(page, line.pzn, col.pzn, y);
      text(page, line.name, col.name, y, { maxWidth: col.qty - 30 - col.name });
      text(page, COUNT.format(line.quantity), col.qty, y, { alignRight: true });
      text(page, money(line.unitPriceCents), col.unit, y, { alignRight: true });
    }
    const vatText = invoiceLike ? money(line.vatCents ?? 0) : `${line.vatRate} %`;
    text(page, vatText, invoiceLike ? col.vat + 20 : col.vat, y, { alignRight: true });
    text(page, money(line.netCents), RIGHT, y, { alignRight: true });
    if (line.detail) text(page, line.detail, col.name, y - 10, { size: 7.5, color: GREY });
    y -= line.detail ? LINE_HEIGHT : 16;
  }

  // Totals: net and VAT per rate, then the sums.
  const totalsHeight = 30 + data.vatByRate.length * 26 + 50;
  if (y - totalsHeight < FOOTER_SPACE) newPage(false);
  y -= 4;
  page.drawLine({ start: { x: 300, y: y + 8 }, end: { x: RIGHT, y: y + 8 }, thickness: 0.5 });
  let net = 0;
  let vat = 0;
  for (const r of data.vatByRate) {
    net += r.netCents;
    vat += r.vatCents;
    text(page, `Netto zu ${r.rate} % USt`, 300, y);
    text(page, money(r.netCents), RIGHT, y, { alignRight: true });
    text(page, `USt ${r.rate} %`, 300, y - 13);
    text(page, money(r.vatCents), RIGHT, y - 13, { alignRight: true });
    y -= 28;
  }
  text(page, 'Summe netto', 300, y);
  text(page, money(net), RIGHT, y, { alignRight: true });
  text(page, 'Summe USt', 300, y - 13);
  text(page, money(vat), RIGHT, y - 13, { alignRight: true });
  page.drawLine({ start: { x: 300, y: y - 19 }, end: { x: RIGHT, y: y - 19 }, thickness: 0.5 });
  text(page, data.kind === 'credit' ? 'Gutschriftsbetrag' : 'Gesamtbetrag', 300, y - 32, {
    size: 11,
    bold: true,
  });
  text(page, money(net + vat), RIGHT, y - 32, { size: 11, bold: true, alignRight: true });

  // Footer and page numbers on every page.
  drawFooters(pages, fonts, [WHOLESALER.legal, WHOLESALER.bank]);

  return pdf.save({ useObjectStreams: false });
}
