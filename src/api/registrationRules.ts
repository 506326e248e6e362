// The field rules of the self-registration (SPEC 5 "Registration e-mail" and "Registration
// form"), shared by the form (valibot, src/features/register/registerForm.ts) and the server's
// contract (zod, src/api/registration.ts). Plain data and regular expressions only: the register
// page must not load zod, the server must not load valibot.
import { registerDe } from '../i18n/register.de';
import { AREAS, ROLE, type AreaRule } from './access';

/**
 * Latin-1 (ISO-8859-1) letters beyond ASCII: À–Ö, Ø–ö, ø–ÿ (× and ÷ are not letters; 'ß' is in
 * the second range).
 */
const LATIN1_LETTERS = '\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u00FF';

/** company_name, firstname, lastname, street, housenr, city: letters, digits, space, hyphen. */
export const TEXT_CHARSET = new RegExp(`^[A-Za-z0-9${LATIN1_LETTERS} -]*$`);
/** plz: letters and digits. */
export const PLZ_CHARSET = /^[A-Za-z0-9]*$/;
/** telnr: letters, digits, plus and spaces. */
export const TELNR_CHARSET = /^[A-Za-z0-9+ ]*$/;
/**
 * telnr must start with the country code (SPEC 5: '+43'): '+', a country code of 1 to 3 digits,
 * then digits, single spaces allowed between them.
 */
export const TELNR_FORMAT = /^\+[1-9]\d{0,2}(?: ?\d){4,}$/;
/**
 * The simple e-mail pattern of SPEC 5 (something @ something . something), without the
 * characters that would change an address's meaning in a mail header (<>()[],;:" and
 * backslash): the address becomes the username and receives the mails.
 */
export const EMAIL_PATTERN = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;

/**
 * Maximum lengths (SPEC 5). Where the readings differ (housenr 10 or 20, telnr 30 or 20) the
 * larger one is taken, so no value a reading allows is refused.
 */
export const REGISTRATION_MAX = {
  company_name: 40,
  company_uid: 14,
  firstname: 40,
  lastname: 40,
  street: 60,
  housenr: 20,
  plz: 10,
  city: 50,
  telnr: 30,
  mail: 100,
} as const;

export type TextFieldName = keyof typeof REGISTRATION_MAX;

/** The fields checked with TEXT_CHARSET. */
export const TEXT_FIELDS = ['firstname', 'lastname', 'street', 'housenr', 'city'] as const;

/** Countries of the registration (SPEC 3 settings), AT first: the default (SPEC 9). */
export const COUNTRY_CODES = ['AT', 'DE', 'IT', 'CH', 'SI', 'HU', 'CZ', 'SK', 'LI'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY: CountryCode = 'AT';

export const REGISTRATION_COUNTRIES: readonly { code: CountryCode; label: string }[] =
  COUNTRY_CODES.map((code) => ({ code, label: registerDe.countries[code] }));

/** The interests a registrant may tick (their names are the keys of the request's flags). */
export const REGISTRATION_INTERESTS: readonly string[] = registerDe.interestNames;

/** The reason of a rejection, mailed to the registrant. */
export const REJECT_REASON_MAX = 500;

/** How long the mailed link that confirms a registration's address is valid (issue 23). */
export const CONFIRM_LINK_HOURS = 24;

/**
 * The roles staff may grant when approving a registration: the base roles of src/api/access.ts
 * and every feature role of its areas. Not Admin (a public form must never lead to an admin
 * account in one click) and not Vertreter (representatives have no customer number, which
 * every approved registration gets). User is always granted.
 */
export const APPROVABLE_ROLES: readonly string[] = [
  ...new Set([
    ROLE.User,
    ROLE.Kunde,
    ROLE.Auftrag,
    ROLE.Kundeneinstellungen,
    ...Object.values(AREAS).flatMap((rule: AreaRule) => rule.anyRole),
  ]),
].filter((role) => role !== ROLE.Admin && role !== ROLE.Vertreter);

/** Roles ticked when the approval form opens. */
export const DEFAULT_APPROVAL_ROLES: readonly string[] = [ROLE.User, ROLE.Kunde, ROLE.Auftrag];

/** Customer numbers are PostgreSQL integers (INT4_MAX of ./numbers, which loads zod). */
export const KUNDE_NR_MAX = 2_147_483_647;
