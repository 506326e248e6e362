// The customer settings form's rules (SPEC 3, 5): the three text fields with German messages
// (valibot, like the other forms); the server checks the same limits again (zod contract).
import * as v from 'valibot';
import {
  CUSTOMER_SETTINGS_LIMITS as LIMITS,
  isConfirmationEmail,
  isContactPhone,
  type CustomerSettingsValue,
} from '../rules';
import { customerSettingsDe } from '../texts.de';

const m = customerSettingsDe.validation;

const TextFieldsSchema = v.object({
  confirmationEmail: v.pipe(
    v.string(),
    v.maxLength(LIMITS.confirmationEmailMax, m.emailTooLong(LIMITS.confirmationEmailMax)),
    v.check(isConfirmationEmail, m.invalidEmail),
  ),
  orderNote: v.pipe(
    v.string(),
    v.maxLength(LIMITS.orderNoteMax, m.noteTooLong(LIMITS.orderNoteMax)),
  ),
  contactPhone: v.pipe(
    v.string(),
    v.maxLength(LIMITS.contactPhoneMax, m.phoneTooLong(LIMITS.contactPhoneMax)),
    v.check(isContactPhone, m.invalidPhone),
  ),
});

export type TextField = 'confirmationEmail' | 'orderNote' | 'contactPhone';
export type CustomerSettingsErrors = Partial<Record<TextField, string>>;

/** What is saved: the text fields without surrounding spaces. */
export function normalizeSettings(values: CustomerSettingsValue): CustomerSettingsValue {
  return {
    ...values,
    confirmationEmail: values.confirmationEmail.trim(),
    orderNote: values.orderNote.trim(),
    contactPhone: values.contactPhone.trim(),
  };
}

/** The first message per text field of the normalised values; empty when all are valid. */
export function validateCustomerSettings(values: CustomerSettingsValue): CustomerSettingsErrors {
  const n = normalizeSettings(values);
  const result = v.safeParse(TextFieldsSchema, {
    confirmationEmail: n.confirmationEmail,
    orderNote: n.orderNote,
    contactPhone: n.contactPhone,
  });
  if (result.success) return {};
  const nested = v.flatten<typeof TextFieldsSchema>(result.issues).nested ?? {};
  const errors: CustomerSettingsErrors = {};
  for (const field of ['confirmationEmail', 'orderNote', 'contactPhone'] as const) {
    const message = nested[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The address a test mail may go to: a valid, non-empty one, else null. */
export function testableEmail(values: CustomerSettingsValue): string | null {
  const email = values.confirmationEmail.trim();
  if (email === '' || validateCustomerSettings(values).confirmationEmail) return null;
  return email;
}

/** Characters left for the order note (negative when over). */
export const noteCharactersLeft = (note: string) => LIMITS.orderNoteMax - note.trim().length;
