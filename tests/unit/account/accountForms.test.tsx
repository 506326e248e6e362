// Issue 12: the account forms' rules (SPEC 5), the live checklist's states in text, and the
// guard of SPEC 8 'user must change password'.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { guardMainLayout } from '../../../app/client/shell/guards';
import {
  accountErrorMessage,
  passwordRuleStates,
  validateNewPassword,
  validateResetEmail,
} from '../../../src/features/account/accountForms';
import { NewPasswordFields } from '../../../src/features/account/NewPasswordFields';
import type { NewPasswordValues } from '../../../src/features/account/accountForms';
import { HttpError } from '../../../src/worker/http';
import { makeMe, makeUser } from '../fixtures';

describe('reset request e-mail (SPEC 5)', () => {
  it('is required and must be a valid address', () => {
    expect(validateResetEmail('')).toBe('Wird benötigt!');
    expect(validateResetEmail('   ')).toBe('Wird benötigt!');
    expect(validateResetEmail('apotheke')).toBe('Ungültige E-Mail Adresse!');
    expect(validateResetEmail('a b@demo.at')).toBe('Ungültige E-Mail Adresse!');
    expect(validateResetEmail(' apotheke@demo.at ')).toBeUndefined();
  });
});

describe('new password (SPEC 5)', () => {
  it('requires both fields', () => {
    expect(validateNewPassword({ password: '', repeat: '' })).toEqual({
      password: 'Wird benötigt!',
      repeat: 'Wird benötigt!',
    });
  });

  it('refuses a password that misses a rule, and a repeat that differs', () => {
    expect(validateNewPassword({ password: 'abcdefgh', repeat: 'abcdefgh' })).toEqual({
      password: 'Ungültig!',
    });
    expect(validateNewPassword({ password: 'Gut#Passw0rt', repeat: 'Gut#Passw0rT' })).toEqual({
      repeat: 'Passwörter stimmen nicht überein!',
    });
  });

  it('accepts a strong password repeated exactly', () => {
    expect(validateNewPassword({ password: 'Gut#Passw0rt', repeat: 'Gut#Passw0rt' })).toEqual({});
  });

  it('states each rule of the checklist in order', () => {
    const met = (password: string) =>
      Object.fromEntries(passwordRuleStates(password).map((r) => [r.key, r.met]));
    expect(passwordRuleStates('').map((r) => r.key)).toEqual([
      'length',
      'digit',
      'upper',
      'lower',
      'special',
    ]);
    expect(met('abc')).toEqual({
      length: false,
      digit: false,
      upper: false,
      lower: true,
      special: false,
    });
    expect(met('Abcdefg1')).toEqual({
      length: true,
      digit: true,
      upper: true,
      lower: true,
      special: false,
    });
    expect(met('Abcdefg1{')).toMatchObject({ special: true });
    expect(met('Abcdefg1§')).toMatchObject({ special: false });
    expect(met('Aa1#'.repeat(8))).toMatchObject({ length: false });
  });
});

function Harness({ initial }: { initial: NewPasswordValues }) {
  const [values, setValues] = useState(initial);
  return (
    <NewPasswordFields
      values={values}
      errors={validateNewPassword(values)}
      shown={{ password: true, repeat: true }}
      onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      onBlur={() => undefined}
    />
  );
}

describe('the live checklist', () => {
  it('tells met and unmet rules in text, and follows typing', () => {
    render(<Harness initial={{ password: '', repeat: '' }} />);
    const list = screen.getByTestId('password-checklist');
    const items = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items()).toEqual([
      '✗8 bis 30 Zeichen: nicht erfüllt',
      '✗Mindestens eine Ziffer: nicht erfüllt',
      '✗Mindestens ein Großbuchstabe: nicht erfüllt',
      '✗Mindestens ein Kleinbuchstabe: nicht erfüllt',
      '✗Mindestens ein Sonderzeichen aus @$!%*#?&.:_-()\u2060{}\u2060[]: nicht erfüllt',
    ]);
    const input = screen.getByLabelText('Neues Passwort');
    fireEvent.change(input, { target: { value: 'abC1' } });
    expect(items()).toEqual([
      '✗8 bis 30 Zeichen: nicht erfüllt',
      '✓Mindestens eine Ziffer: erfüllt',
      '✓Mindestens ein Großbuchstabe: erfüllt',
      '✓Mindestens ein Kleinbuchstabe: erfüllt',
      '✗Mindestens ein Sonderzeichen aus @$!%*#?&.:_-()\u2060{}\u2060[]: nicht erfüllt',
    ]);
    // The new-password field is described by the checklist (and its message).
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').some((id) => document.getElementById(id)?.contains(list))).toBe(
      true,
    );
  });

  it("shows 'Passwörter stimmen nicht überein!' under the repeat", () => {
    render(<Harness initial={{ password: 'Gut#Passw0rt', repeat: '' }} />);
    fireEvent.change(screen.getByLabelText('Neues Passwort wiederholen'), {
      target: { value: 'Gut#Passw0r' },
    });
    const repeat = screen.getByLabelText('Neues Passwort wiederholen');
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Passwörter stimmen nicht überein!')).toBeTruthy();
  });
});

describe('error messages', () => {
  it("shows the server's German message, else 'Fehlgeschlagen!'", () => {
    expect(
      accountErrorMessage(new HttpError(404, 'unknown_email', 'Ungültige E-Mail Adresse!', true)),
    ).toBe('Ungültige E-Mail Adresse!');
    expect(accountErrorMessage(new Error('boom'))).toBe('Fehlgeschlagen!');
  });
});

describe("SPEC 8 'user must change password' in the main layout guard", () => {
  const me = makeMe({ user: makeUser({ mustChangePassword: true }) });

  it('leads every screen to /change-password, which it allows', () => {
    expect(guardMainLayout(me, '/dashboard')).toEqual({ kind: 'changePassword' });
    expect(guardMainLayout(me, '/shop/warenkoerbe')).toEqual({ kind: 'changePassword' });
    expect(guardMainLayout(me, '/lieferkunden')).toEqual({ kind: 'changePassword' });
    expect(guardMainLayout(me, '/change-password')).toEqual({ kind: 'allow' });
    expect(guardMainLayout(me, '/logout')).toEqual({ kind: 'allow' });
  });

  it('does not need a delivery customer for /change-password', () => {
    const noCustomer = makeMe({ user: makeUser({ mustChangePassword: true }), lieferkunde: null });
    expect(guardMainLayout(noCustomer, '/change-password')).toEqual({ kind: 'allow' });
  });

  it('lets a user without the flag go anywhere permitted', () => {
    expect(guardMainLayout(makeMe(), '/dashboard')).toEqual({ kind: 'allow' });
  });
});
