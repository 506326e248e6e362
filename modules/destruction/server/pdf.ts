// A declaration of destruction (Vernichtungserklärung, issue 15) as a PDF made with pdf-lib
// (server only): the pharmacy, the date and reason, the lines (PZN, article, quantity, batch,
// expiry), the witness and the declarant, whether it replaces or was replaced by another
// declaration, and signature lines for both. Helvetica with WinAnsi encoding, like the
// temperature report (modules/temperatureLog/server/pdf.ts).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DestructionLine, DestructionReason } from '../contract.ts';
import { destructionDe } from '../texts.de.ts';
import { WHOLESALER } from '../../../server/services/wholesaler.ts';

export interface DestructionPdfData {
  customer: { lieferkundeNr: number; name: string; address: string };
  declaration: {
    id: string;
    day: string;
    reason: DestructionReason;
    note: string;
    lines: readonly DestructionLine[];
    witnessName: string;
    witnessFunction: string;
    declaredBy: string;
    correctionNote: string;
    createdAt: string;
    createdBy: string;
  };
  /** The day of the declaration this one replaces, if it is a correction. */
  replacesDay: string | null;
  /** The day of the declaration that replaced this one, if any. */
  replacedByDay: string | null;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.12, 0.16);
const GREY = rgb(0.38, 0.42, 0.48);
const BRAND = rgb(0.05, 0.4, 0.35);
const ALERT = rgb(0.6, 0.1, 0.1);
const FOOTER_SPACE = 70;
const t = destructionDe;

const germanDay = (day: string) => day.split('-').reverse().join('.');
const viennaDateTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function encodable(font: PDFFont) {
  const supported = new Set(font.getCharacterSet());
  return (text: string) =>
    Array.from(text.replace(/[\u202f\u2009]/g, '\u00a0').replace(/[−–]/g, '-'))
      .map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
      .join('');
}

function fit(text: string, font: PDFFont, size: number, width: number) {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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

/** 'Vernichtungserklaerung_2026-11-20_1a2b3c4d.pdf': ASCII, for any browser. */
export const destructionFileName = (day: string, id: string) =>
  `Vernichtungserklaerung_${day}_${id.slice(0, 8)}.pdf`;

export async function renderDestructionPdf(data: DestructionPdfData): Promise<Uint8Array> {
  const d = data.declaration;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t.pdf.title} vom ${germanDay(d.day)}`);
  pdf.setAuthor(data.customer.name);
  pdf.setLanguage('de-AT');
  pdf.setCreator('Alpenpharm Bestellportal');
  pdf.setProducer('pdf-lib');
  const fixed = new Date(d.createdAt);
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = encodable(regular);
  const right = A4[0] - MARGIN;
  const width = right - MARGIN;

  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const text = (
    value: string,
    x: number,
    yy: number,
    { size = 9, isBold = false, color = INK, alignRight = false, max = 0 } = {},
  ) => {
    const font = isBold ? bold : regular;
    let s = clean(value);
    if (max > 0) s = fit(s, font, size, max);
    const at = alignRight ? x - font.widthOfTextAtSize(s, size) : x;
    page.drawText(s, { x: at, y: yy, size, font, color });
  };
  const paragraph = (value: string, { size = 9, isBold = false, color = INK } = {}) => {
    for (const line of wrap(clean(value), isBold ? bold : regular, size, width)) {
      ensure(size + 4);
      text(line, MARGIN, y, { size, isBold, color });
      y -= size + 3;
    }
  };
  const newPage = () => {
    page = pdf.addPage(A4);
    pages.push(page);
    y = A4[1] - MARGIN;
    text(data.customer.name, MARGIN, y - 2, { size: 14, isBold: true, color: BRAND });
    text(`Kundennummer ${data.customer.lieferkundeNr}`, right, y, { size: 8, alignRight: true });
    text(data.customer.address, right, y - 11, { size: 8, color: GREY, alignRight: true });
    page.drawLine({
      start: { x: MARGIN, y: y - 20 },
      end: { x: right, y: y - 20 },
      thickness: 1,
      color: BRAND,
    });
    y -= 40;
  };
  const ensure = (space: number) => {
    if (y - space < FOOTER_SPACE) newPage();
  };

  newPage();
  text(t.pdf.title, MARGIN, y, { size: 16, isBold: true });
  y -= 22;
  if (data.replacedByDay) {
    paragraph(t.pdf.replacedBy(data.replacedByDay), { size: 10, isBold: true, color: ALERT });
    y -= 4;
  }
  if (data.replacesDay) {
    paragraph(t.pdf.replaces(data.replacesDay, d.correctionNote), { isBold: true });
    y -= 4;
  }
  paragraph(t.pdf.intro);
  y -= 8;
  const facts: [string, string][] = [
    ['Datum der Vernichtung', germanDay(d.day)],
    ['Grund', t.reason[d.reason] + (d.note ? ` – ${d.note}` : '')],
    ['Zeuge/Zeugin', `${d.witnessName}, ${d.witnessFunction}`],
    ['Erklärt von', d.declaredBy],
    ['Erfasst', `${viennaDateTime.format(new Date(d.createdAt))} von ${d.createdBy}`],
    ['Kennung', d.id],
  ];
  for (const [label, value] of facts) {
    ensure(14);
    text(label, MARGIN, y, { color: GREY });
    text(value, MARGIN + 120, y, { max: width - 120 });
    y -= 13;
  }

  y -= 10;
  const col = { pzn: MARGIN, name: MARGIN + 60, qty: 400, batch: 410, expiry: right };
  const tableHead = () => {
    page.drawRectangle({
      x: MARGIN - 4,
      y: y - 5,
      width: width + 8,
      height: 17,
      color: rgb(0.93, 0.95, 0.96),
    });
    text('PZN', col.pzn, y, { isBold: true });
    text('Artikel', col.name, y, { isBold: true });
    text('Menge', col.qty, y, { isBold: true, alignRight: true });
    text('Charge', col.batch, y, { isBold: true });
    text('Verfall', col.expiry, y, { isBold: true, alignRight: true });
    y -= 20;
  };
  ensure(40);
  tableHead();
  let total = 0;
  for (const line of d.lines) {
    if (y < FOOTER_SPACE + 16) {
      newPage();
      tableHead();
    }
    total += line.quantity;
    text(line.pzn, col.pzn, y);
    text(line.name, col.name, y, { max: col.qty - 40 - col.name });
    text(String(line.quantity), col.qty, y, { alignRight: true });
    text(line.batch, col.batch, y, { max: 80 });
    text(germanDay(line.expiry), col.expiry, y, { alignRight: true });
    y -= 14;
  }
  text(`Summe: ${t.packs(total)}`, col.qty, y - 2, { isBold: true, alignRight: true });
  y -= 16;

  // The signatures: place and date, the declarant and the witness.
  ensure(120);
  y -= 40;
  const sign = (label: string, name: string, x: number) => {
    page.drawLine({ start: { x, y }, end: { x: x + 150, y }, thickness: 0.5 });
    text(label, x, y - 11, { size: 8, color: GREY });
    text(name, x, y - 22, { size: 8, max: 150 });
  };
  sign(t.pdf.place, '', MARGIN);
  sign(t.pdf.signDeclarant, d.declaredBy, MARGIN + 170);
  sign(t.pdf.signWitness, `${d.witnessName} (${d.witnessFunction})`, MARGIN + 340);

  pages.forEach((p, i) => {
    p.drawLine({
      start: { x: MARGIN, y: 48 },
      end: { x: right, y: 48 },
      thickness: 0.5,
      color: GREY,
    });
    const put = (value: string, x: number, alignRight = false) => {
      const s = clean(value);
      const at = alignRight ? x - regular.widthOfTextAtSize(s, 7) : x;
      p.drawText(s, { x: at, y: 36, size: 7, font: regular, color: GREY });
    };
    put(`${t.pdf.title} vom ${germanDay(d.day)} · erstellt über ${WHOLESALER.name}`, MARGIN);
    put(`Seite ${i + 1} von ${pages.length}`, right, true);
  });
  return pdf.save({ useObjectStreams: false });
}
