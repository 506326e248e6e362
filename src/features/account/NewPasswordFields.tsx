// The new password and its repeat with the live checklist (SPEC 5), shared by the reset link's
// page and the change-password page. The new-password field is described by the checklist, so a
// screen reader reads the rules and their states with it.
import { useId, type KeyboardEvent } from 'react';
import { accountDe } from '../../i18n/account.de';
import { TextField } from '../../ui/TextField';
import type { NewPasswordErrors, NewPasswordValues } from './accountForms';
import { PasswordChecklist } from './PasswordChecklist';

export function NewPasswordFields({
  values,
  errors,
  shown,
  onChange,
  onBlur,
  onKeyDown,
}: {
  values: NewPasswordValues;
  errors: NewPasswordErrors;
  /** Which fields show their message (touched, or after a submit attempt). */
  shown: Record<keyof NewPasswordValues, boolean>;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
  onBlur: (field: keyof NewPasswordValues) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const checklistId = useId();
  return (
    <>
      <TextField
        label={accountDe.password.new}
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(value) => onChange('password', value)}
        onBlur={() => onBlur('password')}
        onKeyDown={onKeyDown}
        error={shown.password ? errors.password : undefined}
        extraDescribedBy={checklistId}
      />
      <PasswordChecklist id={checklistId} password={values.password} />
      <TextField
        label={accountDe.password.repeat}
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        value={values.repeat}
        onChange={(value) => onChange('repeat', value)}
        onBlur={() => onBlur('repeat')}
        onKeyDown={onKeyDown}
        error={shown.repeat ? errors.repeat : undefined}
      />
    </>
  );
}
