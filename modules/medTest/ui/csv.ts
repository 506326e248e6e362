// The medicine test's record as CSV for Excel (the filtered view): the shared German CSV writer
// (src/api/csv.ts), temperatures with a decimal comma so they import as numbers, German headers
// and words. Typed-in texts are kept from running as spreadsheet formulas (csvSafeText).
import type { MedCheckRow } from '../contract';
import { isCorrectable, ITEMS_OF } from '../rules';
import { medTestDe } from '../texts.de';
import { buildCsv, csvDay, csvSafeText } from '../../../src/api/csv';
import { viennaDateTime } from '../../../src/api/viennaTime';

const t = medTestDe;

/** A typed-in text, safe from running as a spreadsheet formula. */
export const safeText = csvSafeText;

/** Tenths of °C → '5,4' / '-2,0' (decimal comma, ASCII minus: a number to Excel). */
export function csvTemperature(tenths: number | null): string {
  if (tenths === null) return '';
  const abs = Math.abs(tenths);
  return `${tenths < 0 ? '-' : ''}${Math.floor(abs / 10)},${abs % 10}`;
}

/**
 * The entries as shown (`shown`, already filtered and ordered); `all` tells which of them a
 * correction replaced (their status reads 'Korrigiert (ungültig)').
 */
export function medTestCsv(shown: readonly MedCheckRow[], all: readonly MedCheckRow[]): string {
  const c = t.csv;
  const rows = shown.map((x) => {
    const failed = ITEMS_OF[x.kind].filter((item) => x.items[item] === false);
    const status = !isCorrectable(x.id, all) ? c.corrected : x.correctionOf ? c.correction : '';
    return [
      viennaDateTime(x.createdAt).replace(',', ''),
      t.kind[x.kind],
      x.pzn,
      safeText(x.name),
      safeText(x.batch),
      csvDay(x.expiry),
      safeText(x.noteNumber),
      csvDay(x.receivedDay),
      x.coldChain ? c.yes : c.no,
      csvTemperature(x.arrivalTenths),
      failed.map((item) => t.item[item]).join(', '),
      x.identityMethod ?? '',
      t.result[x.result],
      status,
      safeText(x.note),
      safeText(x.createdBy),
    ];
  });
  return buildCsv([c.header, ...rows]);
}
