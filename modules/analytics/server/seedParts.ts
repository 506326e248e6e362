// The analytics seed's shared shapes and helpers: the rows it inserts and the day helpers.
import type { LineState, OrderChannel } from '../contract.ts';
import { type CompoundingKind, type StatCategory } from '../rules.ts';

export interface Article {
  pzn: string;
  name: string;
  aepCents: number;
  rx: boolean;
  manufacturer: string;
  coldChain: boolean;
  narcotic: boolean;
  /** Set for the seed's own compounding articles (modules/analytics/server/compounding.ts). */
  compounding?: CompoundingKind;
}

export type NoteInsert = {
  id: string;
  lieferkundeNr: number;
  noteNo: string;
  orderNo: string;
  channel: OrderChannel;
  dtp: boolean;
  day: string;
  lineCount: number;
  netCents: number;
  vatCents: number;
};

export type LineInsert = {
  id: string;
  lieferkundeNr: number;
  noteId: string;
  noteNo: string;
  day: string;
  position: number;
  pzn: string;
  name: string;
  quantityOrdered: number;
  quantityDelivered: number;
  unitPriceCents: number;
  vatRate: number;
  batch: string | null;
  expiry: string | null;
  state: LineState;
  manufacturer: string;
  statCategory: StatCategory;
};

export type DocumentInsert = {
  id: string;
  lieferkundeNr: number;
  kind: 'invoice' | 'credit';
  docNo: string;
  day: string;
  noteNos: string[];
  text: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
};

export type BackorderInsert = {
  id: string;
  lieferkundeNr: number;
  lineId: string;
  noteNo: string;
  orderNo: string;
  pzn: string;
  name: string;
  quantity: number;
  orderedDay: string;
  expectedDay: string | null;
};

export interface AnalyticsSeedData {
  notes: NoteInsert[];
  lines: LineInsert[];
  documents: DocumentInsert[];
  backorders: BackorderInsert[];
}

export const dayString = (time: number) => new Date(time).toISOString().slice(0, 10);

export const lastDayOfMonth = (year: number, month0: number) =>
  dayString(Date.UTC(year, month0 + 1, 0));

/** Numbers given across customers in seed order, so they are unique in the whole seed. */
export interface Counters {
  note: number;
  doc: number;
}

/**
 * A customer's history cut into calendar months (notes, lines and documents by their day; a
 * backorder goes with its line), oldest first, so each month can be written on its own.
 */
export function byMonth(data: AnalyticsSeedData): AnalyticsSeedData[] {
  const months = new Map<string, AnalyticsSeedData>();
  const monthOf = (day: string) => {
    const key = day.slice(0, 7);
    let month = months.get(key);
    if (!month) {
      month = { notes: [], lines: [], documents: [], backorders: [] };
      months.set(key, month);
    }
    return month;
  };
  const lineDay = new Map<string, string>();
  for (const note of data.notes) monthOf(note.day).notes.push(note);
  for (const line of data.lines) {
    lineDay.set(line.id, line.day);
    monthOf(line.day).lines.push(line);
  }
  for (const document of data.documents) monthOf(document.day).documents.push(document);
  for (const backorder of data.backorders) {
    monthOf(lineDay.get(backorder.lineId) ?? backorder.orderedDay).backorders.push(backorder);
  }
  return [...months.keys()].sort().map((key) => months.get(key) as AnalyticsSeedData);
}
