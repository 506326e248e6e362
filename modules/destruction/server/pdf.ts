// A declaration of destruction (Vernichtungserklärung, issue 15) as a PDF made with pdf-lib
// (server only): the pharmacy, the date and reason, the lines (PZN, article, quantity, batch,
// expiry), the witness and the declarant, whether it replaces or was replaced by another
// declaration, and signature lines for both. The page frame is server/services/pdfDocument.ts.
import { rgb } from 'pdf-lib';
import type { DestructionLine, DestructionReason } from '../contract.ts';
import { destructionDe } from '../texts.de.ts';
import { viennaDateTime } from '../../../src/api/viennaTime.ts';
import { WHOLESALER } from '../../../server/services/wholesaler.ts';
import * as frame from '../../../server/services/pdfDocument.ts';

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

const ALERT = rgb(0.6, 0.1, 0.1);
const t = destructionDe;

const germanDay = (day: string) => day.split('-').reverse().join('.');

/** 'Vernichtungserklaerung_2026-11-20_1a2b3c4d.pdf': ASCII, for any browser. */
export const destructionFileName = (day: string, id: string) =>
  `Vernichtungserklaerung_${day}_${id.slice(0, 8)}.pdf`;

export async function renderDestructionPdf(data: DestructionPdfData): Promise<Uint8Array> {
  const d = data.declaration;
  const { pdf, fonts } = await frame.createPdf(
    {
      title: `${t.pdf.title} vom ${germanDay(d.day)}`,
      author: data.customer.name,
      date: new Date(d.createdAt),
    },
    // Intl's narrow spaces print as no-break spaces, minus and en dash as '-'.
    [
      [/[\u202f\u2009]/g, '\u00a0'],
      [/[−–]/g, '-'],
    ],
  );
  const flow = new frame.PdfFlow(pdf, fonts, (f) => frame.drawCustomerHeader(f, data.customer));
  const text = flow.text.bind(flow);
  const paragraph = (value: string, { size = 9, bold = false, color = frame.INK } = {}) => {
    for (const line of frame.wrapText(
      fonts.clean(value),
      bold ? fonts.bold : fonts.regular,
      size,
      frame.TEXT_WIDTH,
    )) {
      flow.ensure(size + 4);
      text(line, frame.MARGIN, flow.y, { size, bold, color });
      flow.y -= size + 3;
    }
  };

  flow.newPage();
  text(t.pdf.title, frame.MARGIN, flow.y, { size: 16, bold: true });
  flow.y -= 22;
  if (data.replacedByDay) {
    paragraph(t.pdf.replacedBy(data.replacedByDay), { size: 10, bold: true, color: ALERT });
    flow.y -= 4;
  }
  if (data.replacesDay) {
    paragraph(t.pdf.replaces(data.replacesDay, d.correctionNote), { bold: true });
    flow.y -= 4;
  }
  paragraph(t.pdf.intro);
  flow.y -= 8;
  const facts: [string, string][] = [
    ['Datum der Vernichtung', germanDay(d.day)],
    ['Grund', t.reason[d.reason] + (d.note ? ` – ${d.note}` : '')],
    ['Zeuge/Zeugin', `${d.witnessName}, ${d.witnessFunction}`],
    ['Erklärt von', d.declaredBy],
    ['Erfasst', `${viennaDateTime(d.createdAt)} von ${d.createdBy}`],
    ['Kennung', d.id],
  ];
  for (const [label, value] of facts) {
    flow.ensure(14);
    text(label, frame.MARGIN, flow.y, { color: frame.GREY });
    text(value, frame.MARGIN + 120, flow.y, { maxWidth: frame.TEXT_WIDTH - 120 });
    flow.y -= 13;
  }

  flow.y -= 10;
  const col = {
    pzn: frame.MARGIN,
    name: frame.MARGIN + 60,
    qty: 400,
    batch: 410,
    expiry: frame.RIGHT,
  };
  const head: frame.HeadCell[] = [
    ['PZN', col.pzn],
    ['Artikel', col.name],
    ['Menge', col.qty, true],
    ['Charge', col.batch],
    ['Verfall', col.expiry, true],
  ];
  flow.ensure(40);
  flow.tableHead(head);
  let total = 0;
  for (const line of d.lines) {
    flow.tableRow(head);
    total += line.quantity;
    const { y } = flow;
    text(line.pzn, col.pzn, y);
    text(line.name, col.name, y, { maxWidth: col.qty - 40 - col.name });
    text(String(line.quantity), col.qty, y, { alignRight: true });
    text(line.batch, col.batch, y, { maxWidth: 80 });
    text(germanDay(line.expiry), col.expiry, y, { alignRight: true });
    flow.y -= 14;
  }
  text(`Summe: ${t.packs(total)}`, col.qty, flow.y - 2, { bold: true, alignRight: true });
  flow.y -= 16;

  // The signatures: place and date, the declarant and the witness.
  flow.ensure(120);
  flow.y -= 40;
  const sign = (label: string, name: string, x: number) => {
    const { y } = flow;
    flow.page.drawLine({ start: { x, y }, end: { x: x + 150, y }, thickness: 0.5 });
    text(label, x, y - 11, { size: 8, color: frame.GREY });
    text(name, x, y - 22, { size: 8, maxWidth: 150 });
  };
  sign(t.pdf.place, '', frame.MARGIN);
  sign(t.pdf.signDeclarant, d.declaredBy, frame.MARGIN + 170);
  sign(t.pdf.signWitness, `${d.witnessName} (${d.witnessFunction})`, frame.MARGIN + 340);

  frame.drawFooters(flow.pages, fonts, [
    `${t.pdf.title} vom ${germanDay(d.day)} · erstellt über ${WHOLESALER.name}`,
  ]);
  return pdf.save({ useObjectStreams: false });
}
