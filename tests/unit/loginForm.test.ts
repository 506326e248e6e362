import { describe, expect, it } from 'vitest';
import { loginErrorMessage, validateLogin } from '../../src/features/auth/loginForm';
import { HttpError } from '../../src/worker/http';

describe('login validation (SPEC 5)', () => {
  it('requires both fields', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: 'Wird benötigt!',
      password: 'Wird benötigt!',
    });
  });

  it('checks the e-mail pattern and the password length', () => {
    expect(validateLogin({ username: 'abc', password: '1234567' })).toEqual({
      username: 'Ungültige E-Mail Adresse!',
      password: 'Passwort muss mindestens 8 Zeichen lang sein!',
    });
  });

  it('accepts a valid form', () => {
    expect(validateLogin({ username: ' apotheke@demo.at ', password: 'Apotheke#2026' })).toEqual(
      {},
    );
  });
});

describe('login error message (SPEC 8)', () => {
  it("says 'Zugangsdaten falsch!' for bad credentials", () => {
    expect(loginErrorMessage(new HttpError(401, 'invalid_credentials', 'x', true))).toBe(
      'Zugangsdaten falsch!',
    );
  });

  it("shows any other answer's own message", () => {
    expect(loginErrorMessage(new HttpError(429, 'rate_limited', 'Zu viele Versuche.', true))).toBe(
      'Zu viele Versuche.',
    );
  });

  it('falls back to the generic failure text', () => {
    expect(loginErrorMessage(new Error('boom'))).toBe('Fehlgeschlagen!');
  });
});
