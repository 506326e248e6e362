// SPEC 5 "Login": the form's rules as a valibot schema, and how an error answer is shown.
import * as v from 'valibot';
import { ERROR_CODE } from '../../api/errors';
import { de } from '../../i18n/de';
import { HttpError } from '../../worker/http';

/** A simple e-mail pattern: something @ something . something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const LoginSchema = v.object({
  username: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(de.validation.required),
    v.regex(EMAIL, de.validation.invalidEmail),
  ),
  password: v.pipe(
    v.string(),
    v.nonEmpty(de.validation.required),
    v.minLength(8, de.validation.passwordMinLength),
  ),
});

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The first message per field, or an empty object when the form is valid. */
export function validateLogin(values: LoginValues): LoginErrors {
  const result = v.safeParse(LoginSchema, values);
  if (result.success) return {};
  const nested = v.flatten<typeof LoginSchema>(result.issues).nested ?? {};
  const errors: LoginErrors = {};
  const username = nested.username?.[0];
  const password = nested.password?.[0];
  if (username) errors.username = username;
  if (password) errors.password = password;
  return errors;
}

/** SPEC 8: 'Zugangsdaten falsch!' for bad credentials, otherwise the answer's own message. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.code === ERROR_CODE.invalidCredentials || error.status === 401) {
      return de.login.badLogin;
    }
    if (error.message) return error.message;
  }
  return de.errors.generic;
}
