// What the registers' forms (drug book, medicine test, temperature log, cash book, returns,
// declarations of destruction) share besides their fields: the German message of a failed save,
// Enter on a select submitting the form, and the focus moved to the first wrong field.
import type { KeyboardEvent } from 'react';
import { de } from '../../i18n/de';

/** A failed mutate() as German text (its own message, or the generic one). */
export const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : de.errors.generic;

/** Enter on a select submits as well (browsers submit a form only from its inputs). */
export function submitOnEnter(event: KeyboardEvent<HTMLSelectElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/** Focus the form's control of that name, if there is one. */
export function focusField(form: HTMLFormElement | null, name: string | undefined) {
  const field = name ? form?.elements.namedItem(name) : null;
  if (field instanceof HTMLElement) field.focus();
}
