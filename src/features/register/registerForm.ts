// SPEC 5 "Registration e-mail" and "Registration form": the form's rules as valibot schemas,
// one per field, built from the rules the server's zod contract uses
// (src/api/registrationRules.ts, src/api/uid.ts, src/api/passwordRules.ts).
import * as v from 'valibot';
import { REGISTRATION_PASSWORD_PATTERN } from '../../api/passwordRules';
import {
  DEFAULT_COUNTRY,
  EMAIL_PATTERN,
  PLZ_CHARSET,
  REGISTRATION_MAX as MAX,
  TELNR_CHARSET,
  TELNR_FORMAT,
  TEXT_CHARSET,
  type CountryCode,
  type TextFieldName,
} from '../../api/registrationRules';
import type { RegistrationBody } from '../../api/registration';
import { isValidUid, normalizeUid } from '../../api/uid';
import { de } from '../../i18n/de';
import { registerDe } from '../../i18n/register.de';

const t = registerDe.messages;
const required = de.validation.required;

export interface RegisterValues {
  /** Neukunde (false) or Bereits Kunde (true); null until chosen. */
  is_customer: boolean | null;
  company_name: string;
  company_uid: string;
  firstname: string;
  lastname: string;
  street: string;
  housenr: string;
  country: string;
  plz: string;
  city: string;
  telnr: string;
  mail: string;
  password: string;
  agb: boolean;
  dsgvo: boolean;
  config_accepted: boolean;
  /** The ticked interests by name. */
  interests: Readonly<Record<string, boolean>>;
}

export const EMPTY_REGISTRATION: RegisterValues = {
  is_customer: null,
  company_name: '',
  company_uid: '',
  firstname: '',
  lastname: '',
  street: '',
  housenr: '',
  country: DEFAULT_COUNTRY,
  plz: '',
  city: '',
  telnr: '',
  mail: '',
  password: '',
  agb: false,
  dsgvo: false,
  config_accepted: false,
  interests: {},
};

/** What the form knows from the server: the countries and whether the acknowledgement counts. */
export interface RegisterContext {
  readonly countryCodes: readonly string[];
  readonly configRequired: boolean;
}

export type RegisterField = Exclude<keyof RegisterValues, 'interests'>;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

const text = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.regex(TEXT_CHARSET, t.charset),
    v.maxLength(max, t.maxLength(max)),
  );

const accepted = v.literal(true, t.mustAccept);

const FIELD_SCHEMAS = {
  company_name: v.pipe(
    v.string(),
    v.trim(),
    v.regex(TEXT_CHARSET, t.charset),
    v.maxLength(MAX.company_name, t.maxLength(MAX.company_name)),
  ),
  company_uid: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(MAX.company_uid, t.maxLength(MAX.company_uid)),
    v.check(isValidUid, t.invalidUid),
  ),
  firstname: text(MAX.firstname),
  lastname: text(MAX.lastname),
  street: text(MAX.street),
  housenr: text(MAX.housenr),
  city: text(MAX.city),
  plz: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.regex(PLZ_CHARSET, t.charset),
    v.maxLength(MAX.plz, t.maxLength(MAX.plz)),
  ),
  telnr: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.regex(TELNR_CHARSET, t.charset),
    v.maxLength(MAX.telnr, t.maxLength(MAX.telnr)),
    v.regex(TELNR_FORMAT, t.telnrCountryCode),
  ),
  mail: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.regex(EMAIL_PATTERN, de.validation.invalidEmail),
    v.maxLength(MAX.mail, t.maxLength(MAX.mail)),
  ),
  password: v.pipe(
    v.string(),
    v.nonEmpty(required),
    v.regex(REGISTRATION_PASSWORD_PATTERN, de.password.invalid),
  ),
  is_customer: v.boolean(required),
  agb: accepted,
  dsgvo: accepted,
} satisfies Partial<Record<RegisterField, v.GenericSchema>>;

function firstIssue(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
}

/** The first message per field; an empty object when the form may be sent. */
export function validateRegistration(
  values: RegisterValues,
  context: RegisterContext,
): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const [field, schema] of Object.entries(FIELD_SCHEMAS) as [
    keyof typeof FIELD_SCHEMAS,
    v.GenericSchema,
  ][]) {
    const message = firstIssue(schema, values[field]);
    if (message) errors[field] = message;
  }
  const country = firstIssue(v.picklist(context.countryCodes, t.invalidCountry), values.country);
  if (country) errors.country = country;
  if (context.configRequired && !values.config_accepted) errors.config_accepted = t.mustAccept;
  return errors;
}

/**
 * SPEC 5: an empty company name is shown as required, but does not block the form. The message
 * to show under the field (not an error of validateRegistration).
 */
export const companyNameNotice = (values: RegisterValues): string | undefined =>
  values.company_name.trim() === '' ? required : undefined;

/** The address the existence check asks about, or null while the field itself is invalid. */
export function checkableEmail(mail: string): string | null {
  return firstIssue(FIELD_SCHEMAS.mail, mail) === undefined ? mail.trim().toLowerCase() : null;
}

/** The request body of a valid form (trimmed; the UID without spaces, upper case). */
export function toRequest(
  values: RegisterValues,
  interestNames: readonly string[],
): RegistrationBody {
  const trimmed = (field: TextFieldName) => values[field].trim();
  return {
    is_customer: values.is_customer === true,
    company_name: trimmed('company_name'),
    company_uid: normalizeUid(values.company_uid),
    firstname: trimmed('firstname'),
    lastname: trimmed('lastname'),
    street: trimmed('street'),
    housenr: trimmed('housenr'),
    country: values.country as CountryCode,
    plz: trimmed('plz'),
    city: trimmed('city'),
    telnr: trimmed('telnr'),
    mail: trimmed('mail'),
    password: values.password,
    agb: true as const,
    dsgvo: true as const,
    config_accepted: values.config_accepted,
    interests: Object.fromEntries(
      interestNames.map((name) => [name, values.interests[name] === true]),
    ),
  };
}
