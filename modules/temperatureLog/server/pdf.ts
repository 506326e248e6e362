// The temperature log's monthly report (issue 15) as a PDF made with pdf-lib (server only): one
// device and one month, the pharmacy, the limits, per day the readings with minimum and maximum,
// the excursions with their acknowledgements (or 'OFFEN'), the corrections (original value, new
// value, reason, who) and a line to sign. The record a pharmacy files for the inspection
// (Apothekenbetriebsordnung, GDP). Helvetica with WinAnsi encoding, like the documents' PDFs.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  excursionOf,
  formatTenths,
  monthFigures,
  standingReadings,
  viennaDay,
  type DeviceKind,
} from '../rules.ts';
import { WHOLESALER } from '../../../server/services/wholesaler.ts';
import { temperatureLogDe } from '../texts.de.ts';

export interface ReportReading {
  id: string;
  deviceId: string;
  measuredAt: string;
  valueTenths: number;
  correctionOf: string | null;
  source: 'manual' | 'import';
  note: string;
  createdAt: string;
  createdBy: string;
}
export interface ReportAcknowledgement {
  readingId: string;
  note: string;
  createdAt: string;
  createdBy: string;
}
export interface TemperatureReportData {
  month: string;
  customer: { lieferkundeNr: number; name: string; address: string };
  device: { name: string; kind: DeviceKind; minTenths: number; maxTenths: number };
  /** The month's readings, corrections included. */
  readings: readonly ReportReading[];
  acknowledgements: readonly ReportAcknowledgement[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.12, 0.16);
const GREY = rgb(0.38, 0.42, 0.48);
const BRAND = rgb(0.05, 0.4, 0.35);
const FOOTER_SPACE = 70;
const t = temperatureLogDe;

const viennaTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  hour: '2-digit',
  minute: '2-digit',
});
const viennaDateTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const germanDay = (day: string) => day.split('-').reverse().join('.');
const monthName = (month: string) =>
  new Intl.DateTimeFormat('de-AT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const tempText = (tenths: number) => `${formatTenths(tenths).replace('−', '-')} °C`;

function encodable(font: PDFFont) {
  const supported = new Set(font.getCharacterSet());
  return (text: string) =>
    Array.from(text.replace(/[\u202f\u2009]/g, '\u00a0').replace(/−/g, '-'))
      .map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
      .join('');
}

function fit(text: string, font: PDFFont, size: number, width: number) {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Splits text into lines no wider than `width`. */
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

const ASCII: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
};
/** 'Temperaturbericht_Arzneimittelkuehlschrank_Offizin_2026-11.pdf': ASCII, for any browser. */
export const temperatureReportFileName = (device: string, month: string) =>
  `Temperaturbericht_${device
    .replace(/[äöüÄÖÜß]/g, (ch) => ASCII[ch] ?? '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}_${month}.pdf`;

export async function renderTemperatureReport(data: TemperatureReportData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = `Temperaturaufzeichnung ${data.device.name}`;
  pdf.setTitle(`${title}, ${monthName(data.month)}`);
  pdf.setAuthor(data.customer.name);
  pdf.setLanguage('de-AT');
  pdf.setCreator('Alpenpharm Bestellportal');
  pdf.setProducer('pdf-lib');
  const fixed = new Date(`${data.month}-01T00:00:00Z`);
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = encodable(regular);
  const right = A4[0] - MARGIN;

  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const text = (
    value: string,
    x: number,
    yy: number,
    { size = 9, isBold = false, color = INK, alignRight = false, width = 0 } = {},
  ) => {
    const font = isBold ? bold : regular;
    let s = clean(value);
    if (width > 0) s = fit(s, font, size, width);
    const at = alignRight ? x - font.widthOfTextAtSize(s, size) : x;
    page.drawText(s, { x: at, y: yy, size, font, color });
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
  const heading = (value: string) => {
    ensure(40);
    y -= 6;
    text(value, MARGIN, y, { size: 11, isBold: true });
    y -= 16;
  };

  newPage();
  text(title, MARGIN, y, { size: 16, isBold: true });
  y -= 18;
  text(`Monatsbericht ${monthName(data.month)}`, MARGIN, y, { size: 11 });
  y -= 20;
  const limits = data.device;
  const standing = standingReadings(data.readings);
  const days = monthFigures(data.readings, limits, data.month);
  const excursions = standing.filter((r) => excursionOf(r.valueTenths, limits));
  const acks = new Map(data.acknowledgements.map((a) => [a.readingId, a]));
  const facts: [string, string][] = [
    ['Art', t.kind[limits.kind]],
    ['Grenzwerte', `${tempText(limits.minTenths)} bis ${tempText(limits.maxTenths)}`],
    ['Messwerte', String(standing.length)],
    [
      'Monat min./max.',
      standing.length > 0
        ? `${tempText(Math.min(...standing.map((r) => r.valueTenths)))} / ${tempText(Math.max(...standing.map((r) => r.valueTenths)))}`
        : '–',
    ],
    [
      'Abweichungen',
      `${excursions.length} (davon ${excursions.filter((r) => !acks.has(r.id)).length} offen)`,
    ],
  ];
  for (const [label, value] of facts) {
    text(label, MARGIN, y, { color: GREY });
    text(value, MARGIN + 110, y);
    y -= 13;
  }

  // Per day: the readings with their times, minimum, maximum, excursions.
  heading('Messwerte je Tag');
  const col = { day: MARGIN, values: MARGIN + 62, min: 430, max: 475, state: right };
  const tableHead = () => {
    page.drawRectangle({
      x: MARGIN - 4,
      y: y - 5,
      width: right - MARGIN + 8,
      height: 17,
      color: rgb(0.93, 0.95, 0.96),
    });
    text('Datum', col.day, y, { isBold: true });
    text('Messungen (Uhrzeit Wert)', col.values, y, { isBold: true });
    text('Min.', col.min, y, { isBold: true, alignRight: true });
    text('Max.', col.max, y, { isBold: true, alignRight: true });
    text('Status', col.state, y, { isBold: true, alignRight: true });
    y -= 20;
  };
  if (days.length === 0) {
    text('In diesem Monat wurden keine Messwerte erfasst.', MARGIN, y);
    y -= 14;
  } else {
    tableHead();
    for (const day of days) {
      if (y < FOOTER_SPACE + 16) {
        newPage();
        tableHead();
      }
      const ofDay = standing.filter((r) => viennaDay(r.measuredAt) === day.day);
      const values = ofDay
        .map((r) => `${viennaTime.format(new Date(r.measuredAt))} ${formatTenths(r.valueTenths)}`)
        .join(' · ');
      text(germanDay(day.day), col.day, y);
      text(values, col.values, y, { size: 8, width: col.min - 40 - col.values });
      text(tempText(day.minTenths), col.min, y, { alignRight: true });
      text(tempText(day.maxTenths), col.max, y, { alignRight: true });
      text(day.excursions > 0 ? `${day.excursions} Abw.` : 'OK', col.state, y, {
        alignRight: true,
        isBold: day.excursions > 0,
      });
      y -= 14;
    }
  }

  heading('Abweichungen und Maßnahmen');
  if (excursions.length === 0) {
    text('Keine Abweichungen in diesem Monat.', MARGIN, y);
    y -= 14;
  }
  for (const r of excursions) {
    const ack = acks.get(r.id);
    const state = excursionOf(r.valueTenths, limits) === 'low' ? 'unter' : 'über';
    const lines = ack
      ? wrap(
          `Bestätigt von ${ack.createdBy} am ${viennaDateTime.format(new Date(ack.createdAt))}: ${ack.note}`,
          regular,
          8.5,
          right - MARGIN - 20,
        )
      : ['OFFEN – noch nicht bestätigt'];
    ensure(14 + lines.length * 11);
    text(
      `${viennaDateTime.format(new Date(r.measuredAt))}  ${tempText(r.valueTenths)} (${state} Grenzwert)`,
      MARGIN,
      y,
      { isBold: true },
    );
    y -= 12;
    for (const line of lines) {
      text(line, MARGIN + 20, y, { size: 8.5, color: ack ? INK : BRAND, isBold: !ack });
      y -= 11;
    }
    y -= 3;
  }

  const corrections = data.readings.filter((r) => r.correctionOf !== null);
  if (corrections.length > 0) {
    heading('Korrekturen');
    const byId = new Map(data.readings.map((r) => [r.id, r]));
    for (const c of corrections) {
      const original = c.correctionOf ? byId.get(c.correctionOf) : undefined;
      const lines = wrap(
        `Korrigiert von ${c.createdBy} am ${viennaDateTime.format(new Date(c.createdAt))}: ${c.note}`,
        regular,
        8.5,
        right - MARGIN - 20,
      );
      ensure(14 + lines.length * 11);
      text(
        `${viennaDateTime.format(new Date(c.measuredAt))}  ${original ? tempText(original.valueTenths) : '?'} → ${tempText(c.valueTenths)}`.replace(
          '→',
          'ersetzt durch',
        ),
        MARGIN,
        y,
        { isBold: true },
      );
      y -= 12;
      for (const line of lines) {
        text(line, MARGIN + 20, y, { size: 8.5 });
        y -= 11;
      }
      y -= 3;
    }
  }

  // The signature: the pharmacist in charge confirms the month's record.
  ensure(80);
  y -= 30;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + 180, y }, thickness: 0.5 });
  page.drawLine({ start: { x: 300, y }, end: { x: right, y }, thickness: 0.5 });
  text('Datum', MARGIN, y - 11, { size: 8, color: GREY });
  text('Geprüft: Unterschrift (Apothekenleitung)', 300, y - 11, { size: 8, color: GREY });

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
    put(`${title} · ${monthName(data.month)} · erstellt über ${WHOLESALER.name}`, MARGIN);
    put(`Seite ${i + 1} von ${pages.length}`, right, true);
  });
  return pdf.save({ useObjectStreams: false });
}
