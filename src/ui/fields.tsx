// The screen kit's form fields (issue 25): a label, the control, a hint and the German message,
// on top of Field (./FormField). The value is the typed text; the module's rules parse it
// (src/api/days.ts for days, the module's logic for amounts and counts) and name the error.
import type { HTMLInputTypeAttribute } from 'react';
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
