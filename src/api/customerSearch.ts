// Which delivery customers a search and a mode find (SPEC 4, 5, 6), written once for both halves:
// the server searches all customers for an admin (in SQL, server/services/lieferkunden.ts, by the
// same fields), the browser searches the user's own customers offline (issue 26).
import { hasRole, ROLE, type Principal } from './access';
import type { DomainConfig, Lieferkunde } from './schemas';

/** Who chooses a delivery customer: the roles, and whether a representative. */
export type Chooser = Principal & { readonly vertreter: boolean };

/** Representatives and admins choose among many customers: they must search (SPEC 5). */
export const mustSearch = (user: Chooser) => user.vertreter || hasRole(user, ROLE.Admin);

/** Admins (not representatives) may act for every customer: only the server can search them. */
export const actsForEveryone = (user: Chooser) => hasRole(user, ROLE.Admin) && !user.vertreter;

/** SPEC 9: the selector lists at most this many customers for a user who must search. */
export const SELECTOR_LIMIT = 20;

type DifferentialRegexes = Pick<
  DomainConfig,
  'differential_lieferkunde_regex_vorname' | 'differential_lieferkunde_regex_nachname'
>;

function safeRegex(source: string): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source, 'i');
  } catch {
    return null;
  }
}

/**
 * SPEC 5: a differential customer's first and last name match the domain config's regexes;
 * differential mode lists only those, normal mode all others.
 */
export function isDifferentialName(
  config: DifferentialRegexes,
  vorname: string,
  nachname: string,
): boolean {
  const first = safeRegex(config.differential_lieferkunde_regex_vorname);
  const last = safeRegex(config.differential_lieferkunde_regex_nachname);
  if (!first || !last) return false;
  return first.test(vorname) && last.test(nachname);
}

/** The text fields a search word is looked for in (the server's `searchCondition`). */
const searchedFields = (c: Lieferkunde) => [
  c.Vorname,
  c.Nachname,
  c.Ort,
  c.Strasse,
  c.Plz,
  c.A2KndNr,
  c.A2KndNrDefault,
  c.a3KundeLabel,
];

/**
 * Whether every word of `search` is part of one of the customer's fields (case-insensitive), or,
 * for a word of digits, the start of its delivery customer number.
 */
export function matchesCustomerSearch(customer: Lieferkunde, search: string): boolean {
  const words = search.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const fields = searchedFields(customer).map((field) => field.toLocaleLowerCase('de'));
  const number = String(customer.LieferkundeNr);
  return words.every(
    (word) =>
      fields.some((field) => field.includes(word)) ||
      (/^\d+$/.test(word) && number.startsWith(word)),
  );
}

/** The selector's order: by parent customer, then by number. */
export function compareCustomers(a: Lieferkunde, b: Lieferkunde): number {
  return a.a3KundeNr - b.a3KundeNr || a.LieferkundeNr - b.LieferkundeNr;
}

export interface CustomerQuery {
  readonly search: string;
  readonly differential: boolean;
  /** Representatives and admins must search: nothing without a text, at most `limit`. */
  readonly mustSearch: boolean;
  readonly limit: number;
}

/** The customers of `all` that the selector shows for `query`, in its order. */
export function findCustomers<C extends Lieferkunde>(
  all: readonly C[],
  config: DifferentialRegexes,
  query: CustomerQuery,
): C[] {
  const search = query.search.trim();
  if (query.mustSearch && search === '') return [];
  const found = all
    .filter(
      (c) =>
        isDifferentialName(config, c.Vorname, c.Nachname) === query.differential &&
        matchesCustomerSearch(c, search),
    )
    .sort(compareCustomers);
  return query.mustSearch ? found.slice(0, Math.min(query.limit, SELECTOR_LIMIT)) : found;
}
