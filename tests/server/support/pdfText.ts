// The text of a PDF made with pdf-lib's standard fonts, for tests: loads it back with pdf-lib
// (so it must parse), inflates each page's content streams and decodes the hex strings of the
// text operators from WinAnsi. Not a general PDF text extractor.
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

/** WinAnsi's codes 0x80–0x9F that differ from Latin-1 (the ones our documents print). */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x84: '„',
  0x85: '…',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};

const decodeHex = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((h) => parseInt(h, 16))
    // A no-break space (before '€') reads as a space.
    .map((code) => (code === 0xa0 ? ' ' : (WIN_ANSI[code] ?? String.fromCharCode(code))))
    .join('');

export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs =
      contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : ([] as never[]);
    return refs
      .map((ref) => pdf.context.lookup(ref as PDFRef))
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => {
        const filter = s.dict.get(PDFName.of('Filter'));
        const raw = filter ? inflateSync(s.contents) : Buffer.from(s.contents);
        return [...raw.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
          .map((m) => decodeHex(m[1] ?? ''))
          .join('\n');
      })
      .join('\n');
  });
}

export const pdfText = async (bytes: Uint8Array) => (await pdfPages(bytes)).join('\n');
