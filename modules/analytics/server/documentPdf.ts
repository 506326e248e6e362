// The document PDFs (issue 14): a delivery note, DTP delivery note, invoice or credit note laid
// out on A4 with pdf-lib (pure JavaScript, no binary; server only, never in the browser bundle).
// Layout: the wholesaler's header, the customer's address, title with number and date, the lines
// (with a repeated table head on every page), totals with Austrian VAT per rate (10 % and 20 %),
// and 'Seite n von m' on every page. Text in Helvetica with WinAnsi encoding, which covers
// ä ö ü Ä Ö Ü ß € „ “ –; any other character is printed as '?'.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { WHOLESALER } from '../../../server/services/wholesaler.ts';
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

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.12, 0.16);
const GREY = rgb(0.38, 0.42, 0.48);
const BRAND = rgb(0.05, 0.4, 0.35);
const LINE_HEIGHT = 26;
const FOOTER_SPACE = 70;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Replaces what WinAnsi cannot encode, so an odd article name never breaks a document. */
function encodable(font: PDFFont) {
  const supported = new Set(font.getCharacterSet());
  return (text: string) =>
    Array.from(text.replace(/\u202f/g, '\u00a0'))
      .map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
      .join('');
}

/** Shortens text to a width, with '…'. */
function fit(text: string, font: PDFFont, size: number, width: number) {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Makes the PDF; deterministic apart from nothing (no dates of making are written). */
export async function renderDocumentPdf(data: PdfDocumentData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = DOCUMENT_TITLE[data.kind];
  pdf.setTitle(`${title} ${data.number}`);
  pdf.setAuthor(WHOLESALER.name);
  pdf.setSubject(`${title} ${data.number} vom ${germanDay(data.day)}`);
  pdf.setLanguage('de-AT');
  pdf.setCreator('Alpenpharm Bestellportal');
  pdf.setProducer('pdf-lib');
  const fixed = new Date(`${data.day}T00:00:00Z`);
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const clean = encodable(fonts.regular);

  const text = (
    page: PDFPage,
    value: string,
    x: number,
    y: number,
    { size = 9, bold = false, color = INK, right = false } = {},
  ) => {
    const font = bold ? fonts.bold : fonts.regular;
    const s = clean(value);
    const at = right ? x - font.widthOfTextAtSize(s, size) : x;
    page.drawText(s, { x: at, y, size, font, color });
  };

  // Columns: position, PZN, article, quantity, unit price, VAT, amount.
  const right = A4[0] - MARGIN;
  const col = { pos: MARGIN, pzn: MARGIN + 26, name: MARGIN + 82, qty: 360, unit: 425, vat: 462 };
  const invoiceLike = data.kind === 'invoice';
  const head = invoiceLike
    ? ['Pos.', 'Lieferschein', 'Lieferdatum', 'Zeilen', '', 'USt', 'Netto']
    : ['Pos.', 'PZN', 'Artikel', 'Menge', 'Einzelpreis', 'USt', 'Betrag'];

  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const tableHead = () => {
    page.drawRectangle({
      x: MARGIN - 4,
      y: y - 5,
      width: right - MARGIN + 8,
      height: 17,
      color: rgb(0.93, 0.95, 0.96),
    });
    const [pos, pzn, name, qty, unit, vat, amount] = head;
    text(page, pos ?? '', col.pos, y, { bold: true });
    text(page, pzn ?? '', col.pzn, y, { bold: true });
    text(page, name ?? '', invoiceLike ? col.name + 30 : col.name, y, { bold: true });
    text(page, qty ?? '', col.qty, y, { bold: true, right: true });
    text(page, unit ?? '', col.unit, y, { bold: true, right: true });
    text(page, vat ?? '', invoiceLike ? col.vat + 20 : col.vat, y, { bold: true, right: true });
    text(page, amount ?? '', right, y, { bold: true, right: true });
    y -= 22;
  };

  const newPage = (first: boolean) => {
    page = pdf.addPage(A4);
    pages.push(page);
    y = A4[1] - MARGIN;
    // The wholesaler's header on every page.
    text(page, 'Alpenpharm', MARGIN, y - 4, { size: 20, bold: true, color: BRAND });
    text(page, WHOLESALER.name, right, y, { size: 9, bold: true, right: true });
    text(page, `${WHOLESALER.street}, ${WHOLESALER.town}`, right, y - 12, {
      size: 8,
      color: GREY,
      right: true,
    });
    text(page, WHOLESALER.contact, right, y - 23, { size: 8, color: GREY, right: true });
    page.drawLine({
      start: { x: MARGIN, y: y - 32 },
      end: { x: right, y: y - 32 },
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
    text(page, fit(clean(value), fonts.regular, 9, right - 440), 440, y - 16 - i * 13);
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
      text(page, COUNT.format(line.quantity), col.qty, y, { right: true });
    } else {
      text(page, line.pzn, col.pzn, y);
      text(page, fit(clean(line.name), fonts.regular, 9, col.qty - 30 - col.name), col.name, y);
      text(page, COUNT.format(line.quantity), col.qty, y, { right: true });
      text(page, money(line.unitPriceCents), col.unit, y, { right: true });
    }
    const vatText = invoiceLike ? money(line.vatCents ?? 0) : `${line.vatRate} %`;
    text(page, vatText, invoiceLike ? col.vat + 20 : col.vat, y, { right: true });
    text(page, money(line.netCents), right, y, { right: true });
    if (line.detail) text(page, line.detail, col.name, y - 10, { size: 7.5, color: GREY });
    y -= line.detail ? LINE_HEIGHT : 16;
  }

  // Totals: net and VAT per rate, then the sums.
  const totalsHeight = 30 + data.vatByRate.length * 26 + 50;
  if (y - totalsHeight < FOOTER_SPACE) newPage(false);
  y -= 4;
  page.drawLine({ start: { x: 300, y: y + 8 }, end: { x: right, y: y + 8 }, thickness: 0.5 });
  let net = 0;
  let vat = 0;
  for (const r of data.vatByRate) {
    net += r.netCents;
    vat += r.vatCents;
    text(page, `Netto zu ${r.rate} % USt`, 300, y);
    text(page, money(r.netCents), right, y, { right: true });
    text(page, `USt ${r.rate} %`, 300, y - 13);
    text(page, money(r.vatCents), right, y - 13, { right: true });
    y -= 28;
  }
  text(page, 'Summe netto', 300, y);
  text(page, money(net), right, y, { right: true });
  text(page, 'Summe USt', 300, y - 13);
  text(page, money(vat), right, y - 13, { right: true });
  page.drawLine({ start: { x: 300, y: y - 19 }, end: { x: right, y: y - 19 }, thickness: 0.5 });
  text(page, data.kind === 'credit' ? 'Gutschriftsbetrag' : 'Gesamtbetrag', 300, y - 32, {
    size: 11,
    bold: true,
  });
  text(page, money(net + vat), right, y - 32, { size: 11, bold: true, right: true });

  // Footer and page numbers on every page.
  pages.forEach((p, i) => {
    p.drawLine({
      start: { x: MARGIN, y: 48 },
      end: { x: right, y: 48 },
      thickness: 0.5,
      color: GREY,
    });
    const put = (value: string, x: number, yy: number, opts: { right?: boolean } = {}) => {
      const s = clean(value);
      const at = opts.right ? x - fonts.regular.widthOfTextAtSize(s, 7) : x;
      p.drawText(s, { x: at, y: yy, size: 7, font: fonts.regular, color: GREY });
    };
    put(WHOLESALER.legal, MARGIN, 36);
    put(WHOLESALER.bank, MARGIN, 26);
    put(`Seite ${i + 1} von ${pages.length}`, right, 36, { right: true });
  });

  return pdf.save({ useObjectStreams: false });
}
