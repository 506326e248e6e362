// The shared PDF frame (server/services/pdfDocument.ts): encoding, fitting and wrapping text,
// the page flow and the footer on every page. No database.
import { describe, expect, it } from 'vitest';
import {
  createPdf,
  drawCustomerHeader,
  drawFooters,
  FOOTER_SPACE,
  PdfFlow,
  fitText,
  wrapText,
} from '../../server/services/pdfDocument.ts';
import { pdfPages } from './support/pdfText.ts';

const meta = { title: 'Test', author: 'Apotheke', date: new Date('2026-11-20T00:00:00Z') };

describe('pdfDocument', () => {
  it('replaces what WinAnsi cannot encode, after the substitutions given', async () => {
    const { fonts } = await createPdf(meta, [[/−/g, '-']]);
    expect(fonts.clean('Ölbad – „sanft“ −5 ✓')).toBe('Ölbad – „sanft“ -5 ?');
    const plain = await createPdf(meta, []);
    expect(plain.fonts.clean('−5')).toBe('?5');
  });

  it('fits text to a width with an ellipsis and wraps it into lines', async () => {
    const { fonts } = await createPdf(meta, []);
    const long = 'Ein sehr langer Artikelname, der nicht in die Spalte passt';
    expect(fitText('kurz', fonts.regular, 9, 200)).toBe('kurz');
    const cut = fitText(long, fonts.regular, 9, 60);
    expect(cut.endsWith('…')).toBe(true);
    expect(fonts.regular.widthOfTextAtSize(cut, 9)).toBeLessThanOrEqual(60);
    const lines = wrapText(long, fonts.regular, 9, 80);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(long);
  });

  it('breaks pages before the footer and numbers every page', async () => {
    const { pdf, fonts } = await createPdf(meta, []);
    const customer = { lieferkundeNr: 100101, name: 'Apotheke Zur Post', address: 'Graz' };
    const flow = new PdfFlow(pdf, fonts, (f) => drawCustomerHeader(f, customer));
    flow.newPage();
    for (let i = 0; i < 80; i += 1) {
      flow.ensure(14);
      flow.text(`Zeile ${i}`, 50, flow.y);
      flow.y -= 14;
      expect(flow.y).toBeGreaterThanOrEqual(FOOTER_SPACE - 14);
    }
    drawFooters(flow.pages, fonts, ['Fußzeile']);
    const pages = await pdfPages(await pdf.save({ useObjectStreams: false }));
    expect(pages.length).toBe(flow.pages.length);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain('Kundennummer 100101');
      expect(page).toContain('Fußzeile');
      expect(page).toContain(`Seite ${i + 1} von ${pages.length}`);
    });
  });
});
