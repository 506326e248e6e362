// A list's filter bar and its fields (the order archive, an institution's deliveries, the
// downloads): a search form that filters as it is typed (Enter submits nothing), a search with
// its hint, and a choice such as the period. Labelled, and the hint read with the field.
import { useId, type ReactNode } from 'react';
import { FieldLabel } from './FormField';

/** A filter bar's control. */
export const FILTER_CONTROL =
  'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600';

/** The bar: a search landmark named `label`; `printHidden` leaves it out of a printed list. */
export function FilterBar({
  label,
  printHidden = false,
  children,
}: {
  label?: string;
  printHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      className={
        printHidden
          ? 'flex flex-wrap items-end gap-3 print:hidden'
          : 'flex flex-wrap items-end gap-3'
      }
    >
      {children}
    </form>
  );
}

export function SearchField({
  label,
  hint,
  value,
  maxLength,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="min-w-64 flex-1 sm:max-w-md">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
        className={FILTER_CONTROL}
      />
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}

/** A choice of the bar, lined up with the search field's control (its hint takes pb-5). */
export function FilterSelect<Value extends string>({
  label,
  value,
  values,
  optionLabel,
  onChange,
}: {
  label: string;
  value: Value;
  values: readonly Value[];
  optionLabel: (value: Value) => string;
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <div className="pb-5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
        className={FILTER_CONTROL}
      >
        {values.map((key) => (
          <option key={key} value={key}>
            {optionLabel(key)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A search box above a list of people or customers to pick from (the users of /admin, the delivery
 * customers to choose): labelled, an example as its placeholder, the list following as it is typed.
 */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  /** The id of a hint below the box (the list's limit, that a search is needed). */
  describedBy?: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-describedby={describedBy}
        autoComplete="off"
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 shadow-sm focus:outline-2 focus:outline-brand-600"
      />
    </>
  );
}

/**
 * What a filtered list found, in one line read out as it changes: its parts (how many, that the
 * list is cut short, what just happened), the empty ones left out.
 */
export function ResultStatus({
  parts,
  testId,
  className = '',
}: {
  parts: readonly (string | false | null | undefined)[];
  testId?: string;
  /** Its place on the screen, or how it prints. */
  className?: string;
}) {
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid={testId}
      className={`text-sm text-slate-800 ${className}`}
    >
      {parts.filter(Boolean).join(' ')}
    </p>
  );
}
