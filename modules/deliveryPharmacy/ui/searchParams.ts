// The delivery pharmacy's address parameters (issue 14), validated by the route tree, which loads
// with the app before any screen's chunk: so only valibot and constants here, nothing that brings
// zod, the texts of a screen or the database (the /login bundle budget counts this file).
import * as v from 'valibot';

/** The delivery pharmacy's periods, in days back from today; 730 is the whole stored history. */
export const SUPPLY_PERIODS = ['30', '90', '365', '730'] as const;
export type SupplyPeriod = (typeof SUPPLY_PERIODS)[number];
export const DEFAULT_SUPPLY_PERIOD: SupplyPeriod = '90';

/**
 * `recipient`: the selected institution's id (a UUID); `period`: the days of one of the offered
 * periods, kept as a number so the address reads `period=365` (the router writes JSON). Each is
 * dropped on its own when it does not parse, so a bad link still opens the screen.
 */
const Recipient = v.pipe(v.string(), v.uuid());
const Period = v.picklist(SUPPLY_PERIODS);

export interface DeliveryPharmacySearch {
  recipient?: string;
  period?: number;
}

export function parseDeliveryPharmacySearch(
  search: Record<string, unknown>,
): DeliveryPharmacySearch {
  const recipient = v.safeParse(Recipient, search['recipient']);
  const raw = search['period'];
  const period = v.safeParse(Period, typeof raw === 'number' ? String(raw) : raw);
  // Every key set (undefined when dropped): the router keeps raw keys that validation leaves out.
  return {
    recipient: recipient.success ? recipient.output : undefined,
    period: period.success ? Number(period.output) : undefined,
  };
}
