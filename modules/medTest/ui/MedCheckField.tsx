// A field of the medicine test's check form: its label, its control (rendered by the form with
// the id, name and aria attributes it needs; read-only fields look greyed) and the field's message.
import { useId, type ReactNode } from 'react';
import { type DraftField } from './logic';
import { FieldLabel } from '../../../src/ui/FormField';

const CONTROL =
  'mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 read-only:bg-slate-50 read-only:text-slate-700';

type ControlProps = {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

/** A label, its control (rendered with the ids it needs) and the field's message. */
export function Field({
  name,
  label,
  error,
  className = '',
  children,
}: {
  name: DraftField;
  label: string;
  error: string | undefined;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
        className: `${CONTROL} ${error ? 'border-red-600' : 'border-slate-300'}`,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
