// The domain config answer, checked without zod: the login page shows it, and zod must not load
// before the login (issue 11, /login JavaScript budget). tests/unit/domainConfigCheck.test.ts
// proves it accepts and refuses what the contract's zod schema `DomainConfig` does; the mapped
// type below makes a field added to the schema a compile error here until it is checked.
import type { DomainConfig } from './schemas';

/**
 * The `<meta name>` under which the server writes the domain config into the app's page
 * (server/shell.ts), so the login page shows it without waiting for a request (issue 11).
 */
export const DOMAIN_CONFIG_META = 'apo-domain-config';

type Check = (value: unknown) => boolean;

const text: Check = (value) => typeof value === 'string';
const flag: Check = (value) => typeof value === 'boolean';
const SHOW_A2_KND_NR: ReadonlySet<unknown> = new Set<DomainConfig['showA2KndNrOverwrite']>([
  'A2KndNrDefault',
  'A2KndNrOrganisationseinheit',
  'Nein',
]);

const FIELDS: { readonly [K in keyof DomainConfig]-?: Check } = {
  logofilename: text,
  logofilenameInversed: text,
  pagetitle: text,
  login_welcome_message: text,
  show_customer_numbers: flag,
  showA2KndNrOverwrite: (value) => SHOW_A2_KND_NR.has(value),
  url_datenschutz: text,
  differential_lieferkunde_regex_vorname: text,
  differential_lieferkunde_regex_nachname: text,
  DomainVertreterShowLkndInHead: flag,
};

/** Like `DomainConfig.parse`: the known fields (unknown ones dropped), or a TypeError. */
export function parseDomainConfig(data: unknown): DomainConfig {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new TypeError('domain config: not an object');
  }
  const source = data as Readonly<Record<string, unknown>>;
  const config: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(FIELDS)) {
    if (!check(source[key])) throw new TypeError(`domain config: ${key} is invalid`);
    config[key] = source[key];
  }
  return config as DomainConfig;
}
