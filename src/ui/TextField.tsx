import { useId, type HTMLInputTypeAttribute, type KeyboardEvent, type ReactNode } from 'react';
import { FieldLabel } from './FormField';

/** A labelled input whose error message is linked through aria-describedby. */
export function TextField({
  label,
  name,
  type = 'text',
  value,
  onChange,
  onBlur,
  onKeyDown,
  error,
  autoComplete,
  placeholder,
  extraDescribedBy,
  children,
}: {
  label: string;
  name: string;
  type?: HTMLInputTypeAttribute;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  autoComplete?: string;
  placeholder?: string;
  extraDescribedBy?: string | undefined;
  children?: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, extraDescribedBy].filter(Boolean).join(' ');
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
