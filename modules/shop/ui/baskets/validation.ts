// Field rules of the list pages, the same bounds the mutation contract enforces, so a
// wrong entry is explained at the field instead of being rejected later.
import { QUANTITY_MAX, QUANTITY_MIN } from '../../contract';
import { de } from '../../../../src/i18n/de';

export { QUANTITY_MAX, QUANTITY_MIN };
export const LABEL_MAX = 60;
export const NOTE_MAX = 200;
export const INTERNAL_NOTE_MAX = 1000;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/**
 * A whole number from 1 to 9999, typed digits only: an empty field, a sign, a decimal or an
 * exponent ('1e3') each get their own message, so the user knows what to correct.
 */
export function parseQuantity(text: string): Checked<number> {
  const trimmed = text.trim();
  if (trimmed === '') return fail(de.baskets.quantityRequired);
  if (/^[-−]\s*\d+$/.test(trimmed)) return fail(de.baskets.quantityTooSmall(QUANTITY_MIN));
  if (!/^\d+$/.test(trimmed)) return fail(de.baskets.quantityNotNumber);
  const value = Number(trimmed);
  if (value < QUANTITY_MIN) return fail(de.baskets.quantityTooSmall(QUANTITY_MIN));
  if (value > QUANTITY_MAX) return fail(de.baskets.quantityTooLarge(QUANTITY_MAX));
  return { ok: true, value };
}

/** Steps a quantity by the +/- buttons, kept inside the allowed range. */
export function stepQuantity(current: number, delta: number): number {
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, current + delta));
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

/** The internal note of a list: free text, may be empty. */
export function parseInternalNote(text: string): Checked<string> {
  const value = text.trim();
  if (value.length > INTERNAL_NOTE_MAX) return fail(de.baskets.noteTooLong(INTERNAL_NOTE_MAX));
  return { ok: true, value };
}

/** A German message for a failed mutate() (MutationError carries one). */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : de.errors.generic;
}
