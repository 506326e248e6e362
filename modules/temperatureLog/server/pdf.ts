// The temperature log's monthly report (issue 15) as a PDF made with pdf-lib (server only): one
// device and one month, the pharmacy, the limits, per day the readings with minimum and maximum,
// the excursions with their acknowledgements (or 'OFFEN'), the corrections (original value, new
// value, reason, who) and a line to sign. The record a pharmacy files for the inspection
// (Apothekenbetriebsordnung, GDP). The page frame is server/services/pdfDocument.ts.
import {
  excursionOf,
  formatTenths,
  monthFigures,
  standingReadings,
  viennaDay,
  type DeviceKind,
} from '../rules.ts';
import { viennaDateTime, viennaTime } from '../../../src/api/viennaTime.ts';
import { WHOLESALER } from '../../../server/services/wholesaler.ts';
import * as frame from '../../../server/services/pdfDocument.ts';
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

const t = temperatureLogDe;

const germanDay = (day: string) => day.split('-').reverse().join('.');
const monthName = (month: string) =>
  new Intl.DateTimeFormat('de-AT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const tempText = (tenths: number) => `${formatTenths(tenths).replace('−', '-')} °C`;

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
  const title = `Temperaturaufzeichnung ${data.device.name}`;
  const { pdf, fonts } = await frame.createPdf(
    {
      title: `${title}, ${monthName(data.month)}`,
      author: data.customer.name,
      date: new Date(`${data.month}-01T00:00:00Z`),
    },
    // Intl's narrow spaces print as no-break spaces, the minus of a temperature as '-'.
    [
      [/[\u202f\u2009]/g, '\u00a0'],
      [/−/g, '-'],
    ],
  );
  const { regular } = fonts;
  const flow = new frame.PdfFlow(pdf, fonts, (f) => frame.drawCustomerHeader(f, data.customer));
  const text = flow.text.bind(flow);
  const heading = (value: string) => {
    flow.ensure(40);
    flow.y -= 6;
    text(value, frame.MARGIN, flow.y, { size: 11, bold: true });
    flow.y -= 16;
  };

  flow.newPage();
  text(title, frame.MARGIN, flow.y, { size: 16, bold: true });
  flow.y -= 18;
  text(`Monatsbericht ${monthName(data.month)}`, frame.MARGIN, flow.y, { size: 11 });
  flow.y -= 20;
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
    text(label, frame.MARGIN, flow.y, { color: frame.GREY });
    text(value, frame.MARGIN + 110, flow.y);
    flow.y -= 13;
  }

  // Per day: the readings with their times, minimum, maximum, excursions.
  heading('Messwerte je Tag');
  const col = {
    day: frame.MARGIN,
    values: frame.MARGIN + 62,
    min: 430,
    max: 475,
    state: frame.RIGHT,
  };
  const head: frame.HeadCell[] = [
    ['Datum', col.day],
    ['Messungen (Uhrzeit Wert)', col.values],
    ['Min.', col.min, true],
    ['Max.', col.max, true],
    ['Status', col.state, true],
  ];
  if (days.length === 0) {
    text('In diesem Monat wurden keine Messwerte erfasst.', frame.MARGIN, flow.y);
    flow.y -= 14;
  } else {
    flow.tableHead(head);
    for (const day of days) {
      flow.tableRow(head);
      const ofDay = standing.filter((r) => viennaDay(r.measuredAt) === day.day);
      const values = ofDay
        .map((r) => `${viennaTime(r.measuredAt)} ${formatTenths(r.valueTenths)}`)
        .join(' · ');
      text(germanDay(day.day), col.day, flow.y);
      text(values, col.values, flow.y, { size: 8, maxWidth: col.min - 40 - col.values });
      text(tempText(day.minTenths), col.min, flow.y, { alignRight: true });
      text(tempText(day.maxTenths), col.max, flow.y, { alignRight: true });
      text(day.excursions > 0 ? `${day.excursions} Abw.` : 'OK', col.state, flow.y, {
        alignRight: true,
        bold: day.excursions > 0,
      });
      flow.y -= 14;
    }
  }

  heading('Abweichungen und Maßnahmen');
  if (excursions.length === 0) {
    text('Keine Abweichungen in diesem Monat.', frame.MARGIN, flow.y);
    flow.y -= 14;
  }
  for (const r of excursions) {
    const ack = acks.get(r.id);
    const state = excursionOf(r.valueTenths, limits) === 'low' ? 'unter' : 'über';
    const lines = ack
      ? frame.wrapText(
          `Bestätigt von ${ack.createdBy} am ${viennaDateTime(ack.createdAt)}: ${ack.note}`,
          regular,
          8.5,
          frame.TEXT_WIDTH - 20,
        )
      : ['OFFEN – noch nicht bestätigt'];
    flow.ensure(14 + lines.length * 11);
    text(
      `${viennaDateTime(r.measuredAt)}  ${tempText(r.valueTenths)} (${state} Grenzwert)`,
      frame.MARGIN,
      flow.y,
      { bold: true },
    );
    flow.y -= 12;
    for (const line of lines) {
      text(line, frame.MARGIN + 20, flow.y, {
        size: 8.5,
        color: ack ? frame.INK : frame.BRAND,
        bold: !ack,
      });
      flow.y -= 11;
    }
    flow.y -= 3;
  }

  const corrections = data.readings.filter((r) => r.correctionOf !== null);
  if (corrections.length > 0) {
    heading('Korrekturen');
    const byId = new Map(data.readings.map((r) => [r.id, r]));
    for (const c of corrections) {
      const original = c.correctionOf ? byId.get(c.correctionOf) : undefined;
      const lines = frame.wrapText(
        `Korrigiert von ${c.createdBy} am ${viennaDateTime(c.createdAt)}: ${c.note}`,
        regular,
        8.5,
        frame.TEXT_WIDTH - 20,
      );
      flow.ensure(14 + lines.length * 11);
      text(
        `${viennaDateTime(c.measuredAt)}  ${original ? tempText(original.valueTenths) : '?'} → ${tempText(c.valueTenths)}`.replace(
          '→',
          'ersetzt durch',
        ),
        frame.MARGIN,
        flow.y,
        { bold: true },
      );
      flow.y -= 12;
      for (const line of lines) {
        text(line, frame.MARGIN + 20, flow.y, { size: 8.5 });
        flow.y -= 11;
      }
      flow.y -= 3;
    }
  }

  // The signature: the pharmacist in charge confirms the month's record.
  flow.ensure(80);
  flow.y -= 30;
  const { y } = flow;
  flow.page.drawLine({
    start: { x: frame.MARGIN, y },
    end: { x: frame.MARGIN + 180, y },
    thickness: 0.5,
  });
  flow.page.drawLine({ start: { x: 300, y }, end: { x: frame.RIGHT, y }, thickness: 0.5 });
  text('Datum', frame.MARGIN, y - 11, { size: 8, color: frame.GREY });
  text('Geprüft: Unterschrift (Apothekenleitung)', 300, y - 11, { size: 8, color: frame.GREY });

  frame.drawFooters(flow.pages, fonts, [
    `${title} · ${monthName(data.month)} · erstellt über ${WHOLESALER.name}`,
  ]);
  return pdf.save({ useObjectStreams: false });
}
