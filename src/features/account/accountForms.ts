// SPEC 5 for the account screens (issue 12): the reset request's e-mail, the new password with
// its repeat (reset and change), the live checklist's states, and how an error answer is shown.
// valibot, like the login form; the rules themselves are the shared NEW_PASSWORD_RULES, which the
// server checks again.
import * as v from 'valibot';
import { EMAIL_PATTERN } from '../../api/email';
import { NEW_PASSWORD_RULES, isStrongPassword, type PasswordRule } from '../../api/passwordRules';
import { de } from '../../i18n/de';
import { HttpError } from '../../worker/http';

const ResetRequestSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(de.validation.required),
    v.regex(EMAIL_PATTERN, de.validation.invalidEmail),
  ),
});

/** The reset request's message for the e-mail field, or undefined when it is valid. */
export function validateResetEmail(email: string): string | undefined {
  const result = v.safeParse(ResetRequestSchema, { email });
  return result.success ? undefined : result.issues[0].message;
}

const NewPasswordSchema = v.pipe(
  v.object({
    password: v.pipe(
      v.string(),
      v.nonEmpty(de.validation.required),
      v.check(isStrongPassword, de.password.invalid),
    ),
    repeat: v.pipe(v.string(), v.nonEmpty(de.validation.required)),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['repeat']],
      (input) => input.password === input.repeat,
      de.password.mismatch,
    ),
    ['repeat'],
  ),
);

export interface NewPasswordValues {
  password: string;
  repeat: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** The first message per field: rules unmet ('Ungültig!'), empty, or 'Passwörter stimmen …'. */
export function validateNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const result = v.safeParse(NewPasswordSchema, values);
  if (result.success) return {};
  const nested = v.flatten<typeof NewPasswordSchema>(result.issues).nested ?? {};
  const errors: NewPasswordErrors = {};
  const password = nested.password?.[0];
  const repeat = nested.repeat?.[0];
  if (password) errors.password = password;
  if (repeat) errors.repeat = repeat;
  return errors;
}

export interface RuleState {
  readonly key: PasswordRule['key'];
  readonly label: string;
  readonly met: boolean;
}

/** The live checklist: every rule of SPEC 5, in order, with whether the password meets it. */
export function passwordRuleStates(password: string): RuleState[] {
  return NEW_PASSWORD_RULES.map((rule) => ({
    key: rule.key,
    label: rule.label,
    met: rule.test(password),
  }));
}

/**
 * The message of a failed call: the server's German message where it sent one (e.g. 'Ungültige
 * E-Mail Adresse!', 'Das aktuelle Passwort ist falsch!'), otherwise `fallback`. Network failures
 * carry the pipeline's offline message.
 */
export function accountErrorMessage(error: unknown, fallback: string = de.errors.generic): string {
  if (error instanceof HttpError && error.message) return error.message;
  return fallback;
}
