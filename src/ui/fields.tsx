// The screen kit's form fields (issue 25): a label, the control, a hint and the German message,
// on top of Field (./FormField). The value is the typed text; the module's rules parse it
// (src/api/days.ts for days, the module's logic for amounts and counts) and name the error.
import { useId, type HTMLInputTypeAttribute } from 'react';
import { Field } from './FormField';

interface TextProps {
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
}

/** A one-line text; `type="search"` for a filter, `inputMode` for the phone's keyboard. */
export function TextInputField({
  label,
  hint,
  error,
  onChange,
  type,
  inputMode,
  ...input
}: TextProps & {
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'search';
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(props) => (
        <input
          {...props}
          {...input}
          type={type}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/**
 * A day typed as 'TT.MM.JJJJ': a text field rather than <input type="date">, whose three Tab
 * stops in Chromium break entering by keyboard (read it with parseDay of src/api/days.ts).
 */
export const DayField = (props: TextProps) => <TextInputField {...props} />;

/** An amount in euros ('12,50'): the phone offers digits with a decimal separator. */
export const MoneyField = (props: TextProps) => <TextInputField {...props} inputMode="decimal" />;

/** A count of packs: the phone offers digits. */
export const QuantityField = (props: TextProps) => (
  <TextInputField {...props} inputMode="numeric" />
);

/** A choice from a short list; `placeholder` is the empty first option ('Bitte wählen …'). */
export function SelectField<Value extends string>({
  label,
  hint,
  error,
  value,
  onChange,
  options,
  placeholder,
}: {
  label: string;
  hint?: string;
  error: string | undefined;
  value: Value | '';
  onChange: (value: Value | '') => void;
  options: readonly { value: Value; label: string }[];
  placeholder?: string;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(props) => (
        <select
          {...props}
          value={value}
          onChange={(event) => onChange(event.target.value as Value | '')}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * Several choices, each a checkbox, under one legend (a fieldset, so a screen reader names the
 * group); the error is tied to the group.
 */
export function CheckboxGroupField<Value extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: readonly { readonly value: Value; readonly label: string }[];
  value: readonly Value[];
  onChange: (value: Value[]) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="block text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 space-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="accent-brand-700"
              checked={value.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, option.value]
                    : value.filter((v) => v !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
