// The API contract of the self-registration and its approval (issue 12): the server validates
// every request with these schemas, built from the same rules as the form
// (./registrationRules.ts, ./uid.ts, ./passwordRules.ts).
import { z } from 'zod';
import { INT4_MAX } from './numbers';
import { REGISTRATION_PASSWORD_PATTERN } from './passwordRules';
import {
  COUNTRY_CODES,
  EMAIL_PATTERN,
  PLZ_CHARSET,
  REGISTRATION_INTERESTS,
  REGISTRATION_MAX as MAX,
  REJECT_REASON_MAX,
  TELNR_CHARSET,
  TELNR_FORMAT,
  TEXT_CHARSET,
} from './registrationRules';
import { isValidUid, normalizeUid } from './uid';

/** A required text of the Latin-1 charset, at most `max` characters after trimming. */
const requiredText = (max: number) => z.string().trim().min(1).max(max).regex(TEXT_CHARSET);

export const RegistrationBody = z.strictObject({
  is_customer: z.boolean(),
  /** Optional (SPEC 5): '' is allowed, anything else is charset-checked. */
  company_name: z.string().trim().max(MAX.company_name).regex(TEXT_CHARSET),
  company_uid: z
    .string()
    .max(MAX.company_uid)
    .refine(isValidUid, 'UID-Nummer ungültig')
    .transform(normalizeUid),
  firstname: requiredText(MAX.firstname),
  lastname: requiredText(MAX.lastname),
  street: requiredText(MAX.street),
  housenr: requiredText(MAX.housenr),
  country: z.enum(COUNTRY_CODES),
  plz: z.string().trim().min(1).max(MAX.plz).regex(PLZ_CHARSET),
  city: requiredText(MAX.city),
  telnr: z.string().trim().min(1).max(MAX.telnr).regex(TELNR_CHARSET).regex(TELNR_FORMAT),
  mail: z.string().trim().min(1).max(MAX.mail).regex(EMAIL_PATTERN),
  password: z.string().regex(REGISTRATION_PASSWORD_PATTERN),
  agb: z.literal(true),
  dsgvo: z.literal(true),
  /** The registration config's acknowledgement; required when the config says so. */
  config_accepted: z.boolean(),
  /** Flags by interest name (SPEC 3); only the names of the settings. */
  interests: z
    .record(z.string().max(100), z.boolean())
    .refine(
      (flags) => Object.keys(flags).every((name) => REGISTRATION_INTERESTS.includes(name)),
      'Unbekanntes Interesse',
    ),
});
export type RegistrationBody = z.input<typeof RegistrationBody>;

/** SPEC 7 "Register user": truthy or falsy. */
export const RegisterAnswer = z.boolean();

export const RegisterSettings = z.object({
  countries: z.array(z.object({ code: z.enum(COUNTRY_CODES), label: z.string() })),
  interests: z.array(z.string()),
});
export type RegisterSettings = z.infer<typeof RegisterSettings>;

export const RegisterConfig = z.object({ required: z.boolean(), text: z.string() });
export type RegisterConfig = z.infer<typeof RegisterConfig>;

/** The token of a mailed confirmation link (32 random bytes are 43 characters). */
export const ConfirmRegistrationBody = z.strictObject({ token: z.string().min(1).max(512) });
/** The address is confirmed: the registration now waits for staff. */
export const RegistrationConfirmed = z.object({ confirmed: z.literal(true) });

/** The confirmation as the client makes it (src/platform/client.ts, main thread). */
export interface RegistrationCalls {
  /** Resolves when the link confirmed the address; rejects with 404 'token_invalid' otherwise. */
  confirmRegistration(token: string): Promise<void>;
}

export const TestUserExistsBody = z.strictObject({ email: z.string().trim().min(1).max(MAX.mail) });
export const TestUserExistsAnswer = z.object({ BenutzerExistiert: z.boolean() });
export type TestUserExistsAnswer = z.infer<typeof TestUserExistsAnswer>;

// ---- Admin: the approval --------------------------------------------------------------------

export const PendingRegistration = z.object({
  id: z.string().uuid(),
  createdAt: z.string(),
  is_customer: z.boolean(),
  company_name: z.string(),
  company_uid: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.string(),
  housenr: z.string(),
  country: z.string(),
  plz: z.string(),
  city: z.string(),
  telnr: z.string(),
  mail: z.string(),
  interests: z.array(z.string()),
});
export type PendingRegistration = z.infer<typeof PendingRegistration>;

/** A customer number staff may give a new user: the parent number of delivery customers. */
export const CustomerNumber = z.object({ kundeNr: z.number().int(), label: z.string() });
export type CustomerNumber = z.infer<typeof CustomerNumber>;

export const AdminRegistrations = z.object({
  items: z.array(PendingRegistration),
  customers: z.array(CustomerNumber),
});
export type AdminRegistrations = z.infer<typeof AdminRegistrations>;

export const ApproveRegistrationBody = z.strictObject({
  id: z.string().uuid(),
  kundeNr: z.number().int().min(1).max(INT4_MAX),
  roles: z.array(z.string().max(100)).max(100),
});
export type ApproveRegistrationBody = z.infer<typeof ApproveRegistrationBody>;

export const RejectRegistrationBody = z.strictObject({
  id: z.string().uuid(),
  reason: z.string().trim().min(1).max(REJECT_REASON_MAX),
});
export type RejectRegistrationBody = z.infer<typeof RejectRegistrationBody>;

/** Whether the mail to the registrant went out (the decision stands either way). */
export const DecisionAnswer = z.object({ mailSent: z.boolean() });
export type DecisionAnswer = z.infer<typeof DecisionAnswer>;
