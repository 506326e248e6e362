// Password rules of SPEC 5, shared by the forms (live checklist, field messages) and the server,
// which checks every password again.
import { de } from '../i18n/de';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 30;

/** The special characters SPEC 5 allows in a new password. */
export const PASSWORD_SPECIALS = '@$!%*#?&.:_-(){}[]';

const escapeClass = (chars: string) => chars.replace(/[\\\][^-]/g, (c) => `\\${c}`);
const SPECIAL_CLASS = `[${escapeClass(PASSWORD_SPECIALS)}]`;

/**
 * Registration (SPEC 5): 8 to 30 characters from letters, digits and the special characters.
 * Letters are Latin-1 ones, like every other field of the registration.
 */
export const REGISTRATION_PASSWORD_PATTERN = new RegExp(
  `^(?:[A-Za-z0-9\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u00FF]|${SPECIAL_CLASS}){${PASSWORD_MIN},${PASSWORD_MAX}}$`,
);

export interface PasswordRule {
  readonly key: 'length' | 'digit' | 'upper' | 'lower' | 'special';
  readonly label: string;
  readonly test: (password: string) => boolean;
}

/** The rules of a new password (reset and change), in the order of the live checklist. */
export const NEW_PASSWORD_RULES: readonly PasswordRule[] = [
  {
    key: 'length',
    label: de.password.rules.length,
    test: (p) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX,
  },
  { key: 'digit', label: de.password.rules.digit, test: (p) => /\d/.test(p) },
  { key: 'upper', label: de.password.rules.upper, test: (p) => /\p{Lu}/u.test(p) },
  { key: 'lower', label: de.password.rules.lower, test: (p) => /\p{Ll}/u.test(p) },
  {
    key: 'special',
    label: de.password.rules.special,
    test: (p) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
  },
];

/** Whether a new password meets every rule of SPEC 5. */
export const isStrongPassword = (password: string) =>
  NEW_PASSWORD_RULES.every((rule) => rule.test(password));
