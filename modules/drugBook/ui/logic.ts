// The drug book screen's pure helpers: the pharmacy's day, German dates, the check of an entry
// typed in (German messages at the field) and the book of one article by year.
import type { DrugBookEntryRow, DrugDeliveryRow } from '../contract';
import { DOCUMENT_MAX, negativeDay, NOTE_MAX, QUANTITY_MAX, type EntryKind } from '../rules';
import { drugBookDe } from '../texts.de';
import { formatDay, parseDay } from '../../../src/api/days';
import { viennaDay } from '../../../src/api/viennaTime';

const e = drugBookDe.errors;

/** Today in Vienna, 'YYYY-MM-DD'. */
export const todayVienna = (now = new Date()) => viennaDay(now);

export { formatDay };

export { parseDay };

/** The day an entry of this kind usually carries in `year`: 1 January, 31 December or today. */
export function defaultDay(kind: EntryKind, today: string): string {
  const year = today.slice(0, 4);
  if (kind === 'opening') return `${year}-01-01`;
  if (kind === 'inventory') return `${year}-12-31` <= today ? `${year}-12-31` : today;
  return today;
}

export interface EntryInput {
  readonly day: string;
  readonly quantity: string;
  readonly document: string;
  readonly note?: string;
}
export type EntryField = keyof EntryInput;
export type EntryCheck =
  | { ok: true; day: string; quantity: number; document: string; note: string }
  | { ok: false; errors: Partial<Record<EntryField, string>> };

/**
 * Checks an entry typed in (or a correction, with its reason): a real day not after today, a
 * whole number of packs (at least 1 for a receipt or an issue), a document, and a book that
 * does not fall below zero with it (`book` holds the article's entries, `replaces` the entry a
 * correction corrects).
 */
export function checkEntry(
  kind: EntryKind,
  input: EntryInput,
  context: {
    today: string;
    book: readonly DrugBookEntryRow[];
    correctionOf?: string;
  },
): EntryCheck {
  const errors: Partial<Record<EntryField, string>> = {};
  const day = parseDay(input.day);
  if (!day) errors.day = e.day;
  else if (day > context.today) errors.day = e.future;
  const text = input.quantity.trim();
  const quantity = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (Number.isNaN(quantity) || quantity > QUANTITY_MAX) errors.quantity = e.quantity;
  else if (quantity === 0 && (kind === 'receipt' || kind === 'issue')) {
    errors.quantity = e.quantityPositive;
  }
  const document = input.document.trim();
  if (!document || document.length > DOCUMENT_MAX) errors.document = e.document;
  const note = (input.note ?? '').trim();
  if (context.correctionOf !== undefined && (!note || note.length > NOTE_MAX)) errors.note = e.note;
  if (day && !errors.quantity) {
    const probe: DrugBookEntryRow = {
      id: 'probe',
      lieferkundeNr: 0,
      pzn: '',
      kind,
      day,
      quantity,
      document,
      deliveryLineId: null,
      correctionOf: context.correctionOf ?? null,
      note,
      createdAt: '9999-12-31T23:59:59.999Z',
      createdBy: '',
      version: '0',
    };
    const below = negativeDay([...context.book, probe]);
    if (below !== null) errors.quantity = e.negative(formatDay(below));
  }
  if (Object.keys(errors).length > 0 || !day) return { ok: false, errors };
  return { ok: true, day, quantity, document, note };
}

export interface Article {
  readonly pzn: string;
  readonly name: string;
}

/** The narcotic articles of the book: every article delivered or entered, by name. */
export function articlesOf(
  deliveries: readonly DrugDeliveryRow[],
  entries: readonly DrugBookEntryRow[],
): Article[] {
  const names = new Map<string, string>();
  for (const d of deliveries) names.set(d.pzn, d.name);
  for (const e of entries) if (!names.has(e.pzn)) names.set(e.pzn, `PZN ${e.pzn}`);
  return [...names]
    .map(([pzn, name]) => ({ pzn, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/** Delivery lines not yet taken over as receipts, oldest first. */
export function openDeliveries(
  deliveries: readonly DrugDeliveryRow[],
  entries: readonly DrugBookEntryRow[],
): DrugDeliveryRow[] {
  const taken = new Set(entries.flatMap((e) => (e.deliveryLineId ? [e.deliveryLineId] : [])));
  return deliveries
    .filter((d) => !taken.has(d.id))
    .sort((a, b) => a.day.localeCompare(b.day) || a.noteNo.localeCompare(b.noteNo));
}
