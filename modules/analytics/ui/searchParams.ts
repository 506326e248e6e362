// The address parameters of the analytics screens (issue 14; the delivery pharmacy's:
// modules/deliveryPharmacy/ui/searchParams.ts), validated by the route tree, which
// loads with the app before any screen's chunk: so only valibot and constants here, nothing that
// brings zod, the texts of a screen or the database (the /login bundle budget counts this file).
import * as v from 'valibot';
import { ORDER_CHANNELS, type OrderChannel } from '../../../src/api/orderChannels';
import { STATISTICS_VIEWS } from '../rules';

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
