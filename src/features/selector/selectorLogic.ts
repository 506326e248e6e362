// The delivery customer selector's rules (SPEC 2, 4, 5, 6) as pure functions and a small
// service over the API, so they are testable without a browser.
import { mustSearch, SELECTOR_LIMIT } from '../../api/customerSearch';
import { de } from '../../i18n/de';
import type { PlatformCalls } from '../../platform/platformCalls';
import type { Lieferkunde, SessionUser } from '../../worker/api';
import type { SessionStore } from '../auth';

/** SPEC 9: selector search limit. */
export const SEARCH_LIMIT = SELECTOR_LIMIT;

export { mustSearch };

/** SPEC 6: customers (non-representatives with a kunde) get the automatic selection option. */
export function offersAutoSelect(user: SessionUser, differential: boolean): boolean {
  return !user.vertreter && user.kunde !== null && !differential;
}

export function selectorTitle(user: SessionUser, differential: boolean): string {
  if (differential) return de.selector.titleDifferential;
  return mustSearch(user) ? de.selector.titleVertreter : de.selector.titleKunde;
}

export interface CustomerGroup {
  readonly a3KundeNr: number;
  readonly label: string;
  readonly customers: readonly Lieferkunde[];
}

/** Cards grouped by parent customer number, in the order the server sent them. */
export function groupByParent(customers: readonly Lieferkunde[]): CustomerGroup[] {
  const groups = new Map<number, { label: string; customers: Lieferkunde[] }>();
  for (const customer of customers) {
    const group = groups.get(customer.a3KundeNr);
    if (group) group.customers.push(customer);
    else groups.set(customer.a3KundeNr, { label: customer.a3KundeLabel, customers: [customer] });
  }
  return [...groups].map(([a3KundeNr, group]) => ({
    a3KundeNr,
    label:
      a3KundeNr === 0
        ? de.selector.parentGroupUnknown
        : de.selector.parentGroup(group.label, String(a3KundeNr)),
    customers: group.customers,
  }));
}

/** The stored automatic customer number, or null when none (missing, 0 or not a number). */
export function parseAutologon(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

export type SelectorApi = Pick<
  PlatformCalls,
  'lieferkunden' | 'getAutologonLkndNr' | 'setAutologonLkndNr'
>;

/** Finds the customers for a search text in a mode (src/platform/customerDirectory.ts). */
export type CustomerFinder = (
  text: string,
  differential: boolean,
) => Promise<readonly Lieferkunde[]>;

export function createSelectorService(
  api: SelectorApi,
  session: Pick<SessionStore, 'setCustomer' | 'chooseCustomer'>,
  find: CustomerFinder = (text, differential) =>
    api.lieferkunden({ search: text.trim(), differential, limit: SEARCH_LIMIT }),
  /**
   * Whether the customers come from this device (issue 26): then choosing is a local act, the
   * server's session follows in the background. Otherwise (admins) the server decides first.
   */
  onDevice: () => boolean = () => false,
) {
  async function choose(customer: Lieferkunde, differential: boolean, remember: boolean) {
    if (onDevice()) session.chooseCustomer(customer, differential);
    else await session.setCustomer(customer.LieferkundeNr, differential);
    if (differential) return;
    // SPEC 4: store the number when the checkbox is set, otherwise 0 (in the background).
    void api
      .setAutologonLkndNr(remember ? String(customer.LieferkundeNr) : '0')
      .catch(() => undefined);
  }

  return {
    search: find,

    storedAutologon: async () => parseAutologon(await api.getAutologonLkndNr().catch(() => null)),

    choose,

    /**
     * SPEC 4: select the stored automatic customer. Resolves false when there is none or the
     * search for it finds nothing; the screen then shows the normal list.
     */
    async autoSelect(): Promise<boolean> {
      const stored = parseAutologon(await api.getAutologonLkndNr().catch(() => null));
      if (stored === null) return false;
      const hits = await find(String(stored), false).catch(() => []);
      const match = hits.find((customer) => customer.LieferkundeNr === stored);
      if (!match) return false;
      await choose(match, false, true);
      return true;
    },
  };
}

export type SelectorService = ReturnType<typeof createSelectorService>;
