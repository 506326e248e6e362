// The form under an /admin list panel (publish a condition, create a survey): a card named by its
// heading, the fields, the server's refusal as an alert, what was done as a status line and the
// submit button; adminFieldParts gives its fields' class, hint and error line. Both panels wrote
// the same markup and the same ids.
import type { FormEvent, ReactNode } from 'react';
import { Button } from './Button';

/** A text field or text area of an admin form; red while aria-invalid. */
export const ADMIN_FIELD =
  'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-invalid:border-red-600';

/** The label of an admin form's field. */
export const ADMIN_LABEL = 'text-sm font-medium text-slate-700';

/**
 * The hint and error line of the field `${formId}-${name}` (ids `…-hint`, `…-error`); the error
 * line is always there, so a screen reader hears an error as it appears.
 */
export function adminFieldParts<Name extends string>(
  formId: string,
  errors: Partial<Record<Name, string>>,
) {
  const fieldId = (name: Name) => `${formId}-${name}`;
  return {
    fieldId,
    hint: (name: Name, text: string) => (
      <p id={`${fieldId(name)}-hint`} className="mt-1 text-xs text-slate-500">
        {text}
      </p>
    ),
    message: (name: Name) => (
      <p id={`${fieldId(name)}-error`} className="mt-1 text-sm text-red-700" aria-live="polite">
        {errors[name] ?? ''}
      </p>
    ),
  };
}

export function AdminForm({
  formId,
  heading,
  onSubmit,
  error,
  done,
  busy,
  submitLabel,
  children,
}: {
  /** The form's id stem; the heading is `${formId}-heading`. */
  formId: string;
  heading: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** The server's refusal, shown as an alert. */
  error: string | null;
  /** What the last submit did, as a status line. */
  done?: string | null;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      className="mt-6 rounded-md border border-slate-200 bg-white p-4"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={`${formId}-heading`}
    >
      <h3 id={`${formId}-heading`} className="text-lg font-semibold text-slate-900">
        {heading}
      </h3>
      {children}
      {error && (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="mt-2 text-sm text-green-800" role="status">
          {done}
        </p>
      )}
      <div className="mt-3 flex justify-end">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
