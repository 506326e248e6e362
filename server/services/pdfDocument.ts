// The frame the server's PDFs share (the analytics documents, the temperature report, the
// declaration of destruction): A4 made with pdf-lib, Helvetica with WinAnsi encoding, the same
// colours, text fitted or wrapped to a width, a shaded table head, and a footer with 'Seite n
// von m' on every page. Server only, never in the browser bundle.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
/** The right edge of the text, and the width between the margins. */
export const RIGHT = A4[0] - MARGIN;
export const TEXT_WIDTH = RIGHT - MARGIN;
export const INK = rgb(0.1, 0.12, 0.16);
export const GREY = rgb(0.38, 0.42, 0.48);
export const BRAND = rgb(0.05, 0.4, 0.35);
/** Below this the footer is drawn: content breaks to a new page before it. */
export const FOOTER_SPACE = 70;

/** A replacement made before encoding (e.g. Intl's narrow spaces to a no-break space). */
export type Substitution = readonly [RegExp, string];

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** The text with what WinAnsi cannot encode replaced ('?'), so an odd name never breaks a PDF. */
  clean: (text: string) => string;
}

export interface PdfMeta {
  title: string;
  author: string;
  subject?: string;
  /** Written as both creation and modification date: fixed, so the same data gives the same bytes. */
  date: Date;
}

function encodable(font: PDFFont, substitutions: readonly Substitution[]) {
  const supported = new Set(font.getCharacterSet());
  return (text: string) =>
    Array.from(substitutions.reduce((s, [from, to]) => s.replace(from, to), text))
      .map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
      .join('');
}

/** A new document with the portal's metadata and its two fonts. */
export async function createPdf(
  meta: PdfMeta,
  substitutions: readonly Substitution[],
): Promise<{ pdf: PDFDocument; fonts: PdfFonts }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  if (meta.subject !== undefined) pdf.setSubject(meta.subject);
  pdf.setLanguage('de-AT');
  pdf.setCreator('Alpenpharm Bestellportal');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(meta.date);
  pdf.setModificationDate(meta.date);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return { pdf, fonts: { regular, bold, clean: encodable(regular, substitutions) } };
}

/** Shortens text to a width, with '…'. */
export function fitText(text: string, font: PDFFont, size: number, width: number) {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Splits text into lines no wider than `width` (a single longer word stays whole). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: RGB;
  /** `x` is the right end of the text. */
  alignRight?: boolean;
  /** Above 0: the text is shortened to this width. */
  maxWidth?: number;
}

export function drawText(
  page: PDFPage,
  fonts: PdfFonts,
  value: string,
  x: number,
  y: number,
  { size = 9, bold = false, color = INK, alignRight = false, maxWidth = 0 }: TextOptions = {},
) {
  const font = bold ? fonts.bold : fonts.regular;
  let s = fonts.clean(value);
  if (maxWidth > 0) s = fitText(s, font, size, maxWidth);
  const at = alignRight ? x - font.widthOfTextAtSize(s, size) : x;
  page.drawText(s, { x: at, y, size, font, color });
}

/** A table column's head: its label at `x` (the right end when `alignRight`). */
export type HeadCell = readonly [label: string, x: number, alignRight?: boolean];

/** The shaded band of a table head with the labels in bold on it. */
export function drawTableHead(
  page: PDFPage,
  fonts: PdfFonts,
  y: number,
  cells: readonly HeadCell[],
) {
  page.drawRectangle({
    x: MARGIN - 4,
    y: y - 5,
    width: TEXT_WIDTH + 8,
    height: 17,
    color: rgb(0.93, 0.95, 0.96),
  });
  for (const [label, x, alignRight = false] of cells) {
    drawText(page, fonts, label, x, y, { bold: true, alignRight });
  }
}

/** On every page: a rule, the lines given (small, grey, from y 36 down) and 'Seite n von m'. */
export function drawFooters(pages: readonly PDFPage[], fonts: PdfFonts, lines: readonly string[]) {
  pages.forEach((p, i) => {
    p.drawLine({
      start: { x: MARGIN, y: 48 },
      end: { x: RIGHT, y: 48 },
      thickness: 0.5,
      color: GREY,
    });
    const put = (value: string, x: number, y: number, alignRight = false) => {
      const s = fonts.clean(value);
      const at = alignRight ? x - fonts.regular.widthOfTextAtSize(s, 7) : x;
      p.drawText(s, { x: at, y, size: 7, font: fonts.regular, color: GREY });
    };
    lines.forEach((line, k) => put(line, MARGIN, 36 - k * 10));
    put(`Seite ${i + 1} von ${pages.length}`, RIGHT, 36, true);
  });
}

/**
 * Pages written top-down with a cursor `y`: `newPage` adds a page and draws its header (which
 * moves `y` below it); `ensure` starts a new page when the space asked for would reach the footer.
 */
export class PdfFlow {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: PdfFonts,
    private readonly header: (flow: PdfFlow) => void,
  ) {}

  newPage() {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
    this.header(this);
  }

  ensure(space: number) {
    if (this.y - space < FOOTER_SPACE) this.newPage();
  }

  text(value: string, x: number, y: number, options?: TextOptions) {
    drawText(this.page, this.fonts, value, x, y, options);
  }

  /** A table's head at the cursor (drawTableHead), the cursor moved below it. */
  tableHead(cells: readonly HeadCell[]) {
    drawTableHead(this.page, this.fonts, this.y, cells);
    this.y -= 20;
  }

  /**
   * Before a table's row: when the row would reach the footer, a new page with the table's head
   * again, so every page of a long table starts with its head.
   */
  tableRow(cells: readonly HeadCell[]) {
    if (this.y < FOOTER_SPACE + 16) {
      this.newPage();
      this.tableHead(cells);
    }
  }
}

/** The header of a pharmacy's own record: its name, customer number and address, and a rule. */
export function drawCustomerHeader(
  flow: PdfFlow,
  customer: { lieferkundeNr: number; name: string; address: string },
) {
  const { y } = flow;
  flow.text(customer.name, MARGIN, y - 2, { size: 14, bold: true, color: BRAND });
  flow.text(`Kundennummer ${customer.lieferkundeNr}`, RIGHT, y, { size: 8, alignRight: true });
  flow.text(customer.address, RIGHT, y - 11, { size: 8, color: GREY, alignRight: true });
  flow.page.drawLine({
    start: { x: MARGIN, y: y - 20 },
    end: { x: RIGHT, y: y - 20 },
    thickness: 1,
    color: BRAND,
  });
  flow.y -= 40;
}
