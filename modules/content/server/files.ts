// The wholesaler's content files (issue 15), made from their definitions in
// modules/content/server/seed.ts: the downloads as PDF (pdf-lib, A4, Helvetica/WinAnsi like the document
// PDFs) or CSV (UTF-8 with BOM, semicolons, CRLF: what Excel opens in de-AT), the news pictures
// as SVG illustrations, and the videos' WebVTT captions. All deterministic: the same bytes on
// every request (fixed creation dates, no randomness), so the size in the synced metadata holds.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { DOWNLOADS, NEWS, VIDEOS, type DownloadDef, type NewsDef, type VideoDef } from './seed.ts';
import { buildCsv } from '../../../src/api/csv.ts';
import { WHOLESALER } from '../../../server/services/wholesaler.ts';

const INK = rgb(0.1, 0.1, 0.12);
const BRAND = rgb(0.06, 0.37, 0.29);
const MUTED = rgb(0.4, 0.4, 0.42);
const A4: [number, number] = [595.28, 841.89];

const germanDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** Words to lines of at most `width` points. */
function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function renderPdf(def: DownloadDef): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(def.title);
  pdf.setAuthor(WHOLESALER.name);
  pdf.setLanguage('de-AT');
  pdf.setCreator('Alpenpharm Bestellportal');
  pdf.setProducer('pdf-lib');
  const fixed = new Date(`${def.day}T00:00:00Z`);
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [w, h] = A4;
  const left = 56;
  const width = w - 2 * left;
  let page = pdf.addPage(A4);
  let y = h - 60;
  const header = () => {
    page.drawText(WHOLESALER.name, { x: left, y: h - 40, size: 9, font: bold, color: BRAND });
    page.drawText(`${WHOLESALER.street} · ${WHOLESALER.town}`, {
      x: left,
      y: h - 52,
      size: 8,
      font: regular,
      color: MUTED,
    });
    page.drawText(`${def.title} · Stand ${germanDay(def.day)}`, {
      x: left,
      y: 30,
      size: 8,
      font: regular,
      color: MUTED,
    });
    y = h - 90;
  };
  header();
  const ensure = (need: number) => {
    if (y - need < 50) {
      page = pdf.addPage(A4);
      header();
    }
  };
  page.drawText(def.title, { x: left, y, size: 18, font: bold, color: INK });
  y -= 28;
  for (const block of def.body) {
    if (block.startsWith('# ')) {
      ensure(30);
      y -= 6;
      page.drawText(block.slice(2), { x: left, y, size: 12, font: bold, color: BRAND });
      y -= 18;
    } else if (block.startsWith('_ ')) {
      // A form field: its label and a line to write on.
      ensure(28);
      page.drawText(block.slice(2), { x: left, y, size: 9, font: regular, color: MUTED });
      page.drawLine({
        start: { x: left + 170, y: y - 2 },
        end: { x: left + width, y: y - 2 },
        thickness: 0.6,
        color: INK,
      });
      y -= 24;
    } else {
      for (const line of wrap(block, width, (s) => regular.widthOfTextAtSize(s, 10))) {
        ensure(14);
        page.drawText(line, { x: left, y, size: 10, font: regular, color: INK });
        y -= 14;
      }
      y -= 8;
    }
  }
  return pdf.save();
}

function renderCsv(def: DownloadDef): Uint8Array {
  return new TextEncoder().encode(buildCsv(def.table ?? []));
}

const memo = new Map<string, Promise<Uint8Array>>();

/** A download's bytes (made once per process). */
export function renderDownload(def: DownloadDef): Promise<Uint8Array> {
  let found = memo.get(def.key);
  if (!found) {
    found = def.fileType === 'pdf' ? renderPdf(def) : Promise.resolve(renderCsv(def));
    memo.set(def.key, found);
  }
  return found;
}

export const downloadDef = (key: string) => DOWNLOADS.find((d) => d.key === key);
export const newsDef = (key: string) => NEWS.find((n) => n.imageKey === key);
export const videoDef = (key: string) => VIDEOS.find((v) => v.key === key);

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A news picture: a flat illustration in the article's colours with its motif (640×320); the
 * motif's details ('#fff') take the background colour.
 */
export function renderNewsImage(def: NewsDef): string {
  const [bg, fg, accent] = def.colors;
  const motif = MOTIFS[def.motif].replaceAll('#fff', bg);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320" width="640" height="320" role="img">`,
    `<title>${escapeXml(def.imageAlt)}</title>`,
    `<rect width="640" height="320" fill="${bg}"/>`,
    `<circle cx="540" cy="60" r="120" fill="${accent}" opacity="0.35"/>`,
    `<circle cx="80" cy="300" r="90" fill="${accent}" opacity="0.25"/>`,
    `<g fill="${fg}" stroke="${fg}">${motif}</g>`,
    `</svg>`,
  ].join('');
}

const MOTIFS: Record<NewsDef['motif'], string> = {
  truck:
    '<rect x="170" y="120" width="200" height="110" rx="10"/><path d="M370 160h70l40 40v30H370z"/><circle cx="220" cy="240" r="24" fill="#fff"/><circle cx="420" cy="240" r="24" fill="#fff"/>',
  snow: '<g stroke-width="14" stroke-linecap="round"><path d="M320 80v160M250 120l140 80M250 200l140-80"/></g><circle cx="320" cy="160" r="18" fill="#fff"/>',
  pill: '<rect x="200" y="130" width="240" height="80" rx="40" transform="rotate(-20 320 170)"/><path d="M320 100v140" stroke="#fff" stroke-width="8" transform="rotate(-20 320 170)"/>',
  calendar:
    '<rect x="210" y="90" width="220" height="170" rx="14"/><rect x="210" y="90" width="220" height="44" rx="14" fill="#fff" opacity="0.4"/><g fill="#fff"><rect x="240" y="160" width="30" height="26"/><rect x="300" y="160" width="30" height="26"/><rect x="360" y="160" width="30" height="26"/><rect x="240" y="210" width="30" height="26"/></g>',
  shield:
    '<path d="M320 70l110 40v70c0 60-50 100-110 120-60-20-110-60-110-120v-70z"/><path d="M275 180l30 30 60-60" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round"/>',
};

/** The captions of a video as WebVTT. */
export function renderCaptions(def: VideoDef): string {
  const stamp = (s: number) => `00:00:${String(Math.floor(s)).padStart(2, '0')}.000`;
  const cues = def.captions.map(
    ([from, to, text], i) => `${i + 1}\n${stamp(from)} --> ${stamp(to)}\n${text}\n`,
  );
  return `WEBVTT\n\n${cues.join('\n')}`;
}

const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');

/** A video file's bytes (modules/content/server/assets/<key>.webm, made by make-videos.sh). */
export function readVideo(def: VideoDef): Promise<Buffer> {
  return readFile(path.join(ASSETS, `${def.key}.webm`));
}
