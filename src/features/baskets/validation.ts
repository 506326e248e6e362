// Field rules of the plain basket pages, the same bounds the mutation contract enforces, so a
// wrong entry is explained at the field instead of being rejected later.
import { QUANTITY_MAX, QUANTITY_MIN } from '../../api/sync';
import { de } from '../../i18n/de';

export { QUANTITY_MAX, QUANTITY_MIN };
export const LABEL_MAX = 60;
export const NOTE_MAX = 200;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** A whole number from 1 to 9999; digits only (no '1e3', no '2.5', no sign). */
export function parseQuantity(text: string): Checked<number> {
  const trimmed = text.trim();
  const value = /^\d{1,5}$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isInteger(value) || value < QUANTITY_MIN || value > QUANTITY_MAX) {
    return fail(de.baskets.quantityInvalid(QUANTITY_MIN, QUANTITY_MAX));
  }
  return { ok: true, value };
}

/** Steps a quantity by the +/- buttons, kept inside the allowed range. */
export function stepQuantity(current: number, delta: number): number {
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, current + delta));
}

/** PZN: 7 or 8 digits (spaces typed while copying are ignored). */
export function parsePzn(text: string): Checked<string> {
  const value = text.replace(/\s+/g, '');
  return /^\d{7,8}$/.test(value) ? { ok: true, value } : fail(de.baskets.pznInvalid);
}

export function parseLabel(text: string): Checked<string> {
  const value = text.trim();
  if (!value) return fail(de.baskets.labelRequired);
  if (value.length > LABEL_MAX) return fail(de.baskets.labelTooLong(LABEL_MAX));
  return { ok: true, value };
}

export function parseNote(text: string): Checked<string> {
  const value = text.trim();
  if (!value) return fail(de.baskets.noteRequired);
  if (value.length > NOTE_MAX) return fail(de.baskets.noteTooLong(NOTE_MAX));
  return { ok: true, value };
}

const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

export const formatEuro = (cents: number): string => EURO.format(cents / 100);

/** A German message for a failed mutate() (MutationError carries one). */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : de.errors.generic;
}
