// The address parameters of the analytics screens (issue 14), validated by the route tree, which
// loads with the app before any screen's chunk: so only valibot and constants here, nothing that
// brings zod, the texts of a screen or the database (the /login bundle budget counts this file).
import * as v from 'valibot';
import { ORDER_CHANNELS, type OrderChannel } from '../../api/orderChannels';
import { STATISTICS_VIEWS } from '../../api/statistics';

/** The periods offered, in days back from today; 'all' is the whole stored history. */
export const ARCHIVE_PERIODS = ['30', '90', '365', 'all'] as const;
export type ArchivePeriod = (typeof ARCHIVE_PERIODS)[number];
export type ChannelFilter = OrderChannel | 'all';
/** The most orders the list shows; the count and the CSV cover all that match. */
export const ARCHIVE_SHOWN_MAX = 200;
export const ARCHIVE_QUERY_MAX = 60;

export interface ArchiveFilter {
  readonly period: ArchivePeriod;
  readonly channel: ChannelFilter;
  readonly query: string;
}

/** What the screen shows without search params: three months, every channel, no query. */
export const ARCHIVE_DEFAULTS: ArchiveFilter = { period: '90', channel: 'all', query: '' };

/** The filters in the URL (`period`, `channel`, `q`), so a search can be bookmarked or sent. */
const ArchiveSearch = v.object({
  period: v.optional(v.picklist(ARCHIVE_PERIODS)),
  channel: v.optional(v.picklist(['all', ...ORDER_CHANNELS])),
  q: v.optional(v.pipe(v.string(), v.maxLength(ARCHIVE_QUERY_MAX))),
});
export type ArchiveSearchParams = v.InferOutput<typeof ArchiveSearch>;

/**
 * The route's search params, each wrong or unknown one replaced by its default. Every key is set
 * (to undefined when absent): the router keeps raw keys that validation leaves out.
 */
export function parseArchiveSearch(search: Record<string, unknown>): ArchiveSearchParams {
  const field = <K extends keyof ArchiveSearchParams>(key: K) => {
    const parsed = v.safeParse(ArchiveSearch.entries[key], search[key]);
    return parsed.success ? parsed.output : undefined;
  };
  return { period: field('period'), channel: field('channel'), q: field('q') || undefined };
}

export const archiveFilter = (search: ArchiveSearchParams): ArchiveFilter => ({
  period: search.period ?? ARCHIVE_DEFAULTS.period,
  channel: search.channel ?? ARCHIVE_DEFAULTS.channel,
  query: search.q ?? ARCHIVE_DEFAULTS.query,
});

/** The filter as search params, defaults left out (a clean URL for the default view). */
export function archiveSearch(filter: ArchiveFilter): ArchiveSearchParams {
  const out: { period?: ArchivePeriod; channel?: ChannelFilter; q?: string } = {};
  if (filter.period !== ARCHIVE_DEFAULTS.period) out.period = filter.period;
  if (filter.channel !== ARCHIVE_DEFAULTS.channel) out.channel = filter.channel;
  if (filter.query) out.q = filter.query;
  return out;
}

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

/** The statistics' periods: the last 12 complete months, or the calendar year so far. */
export const STATISTICS_PERIODS = ['12m', 'year'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** Statistics: `view`, one of the seven (the screen falls back to the first the user holds); `period`. */
const StatisticsSearch = v.object({
  view: v.optional(v.picklist(STATISTICS_VIEWS)),
  period: v.optional(v.picklist(STATISTICS_PERIODS)),
});
export type StatisticsSearchParams = v.InferOutput<typeof StatisticsSearch>;

/** Each parameter on its own: a bad period keeps a good view. Every key is set, as above. */
export function parseStatisticsSearch(search: Record<string, unknown>): StatisticsSearchParams {
  const view = v.safeParse(StatisticsSearch.entries.view, search['view']);
  const period = v.safeParse(StatisticsSearch.entries.period, search['period']);
  return {
    view: view.success ? view.output : undefined,
    period: period.success ? period.output : undefined,
  };
}
