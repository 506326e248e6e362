// The stock report's rules (Bestandsmeldung zur Preissenkung, issue 15), pure and shared by the
// screen, the client half and the server (modules/stockLevels/server/sync.ts): when a report may be
// made, what a complete report holds, the refund it claims and the claim's status.
import { daysBetween } from '../../src/api/enrollmentDays';
import { stockLevelsDe } from './texts.de';

/** The most packs of one article a pharmacy reports (the column is an integer). */
export const STOCK_MAX = 99_999;
/** The most articles of one price cut. */
export const CUT_ARTICLES_MAX = 100;

export const REPORT_STATUSES = ['submitted', 'inReview', 'credited'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** The claim of one price cut: 'open' until a report is made. */
export type ClaimStatus = 'open' | ReportStatus;

export type CutState = 'beforeCutoff' | 'open' | 'closed';

export interface CutRules {
  readonly cutoffDay: string;
  readonly reportUntil: string;
  readonly articles: readonly {
    readonly pzn: string;
    readonly oldAepCents: number;
    readonly newAepCents: number;
  }[];
}

export interface StockQuantity {
  readonly pzn: string;
  readonly quantity: number;
}

export interface ReportLike {
  readonly revision: number;
  readonly status: ReportStatus;
}

export type ReportProblem =
  | { readonly code: 'beforeCutoff'; readonly cutoffDay: string }
  | { readonly code: 'closed'; readonly reportUntil: string }
  | { readonly code: 'incomplete' }
  | { readonly code: 'quantity' }
  | { readonly code: 'locked' };

/** A report is made from the cut-off day (the stock counted that day) to the deadline. */
export function cutState(
  cut: Pick<CutRules, 'cutoffDay' | 'reportUntil'>,
  today: string,
): CutState {
  if (today < cut.cutoffDay) return 'beforeCutoff';
  if (today > cut.reportUntil) return 'closed';
  return 'open';
}

export const daysToDeadline = (cut: Pick<CutRules, 'reportUntil'>, today: string) =>
  daysBetween(today, cut.reportUntil);

/** The newest report (highest revision), or undefined. */
export function latestReport<R extends ReportLike>(reports: readonly R[]): R | undefined {
  let latest: R | undefined;
  for (const r of reports) if (!latest || r.revision > latest.revision) latest = r;
  return latest;
}

export function claimStatus(reports: readonly ReportLike[]): ClaimStatus {
  return latestReport(reports)?.status ?? 'open';
}

/** The refund claimed per pack of an article: the AEP's drop, never negative. */
export const dropCents = (a: CutRules['articles'][number]) =>
  Math.max(0, a.oldAepCents - a.newAepCents);

/** The refund claimed: stock × (old AEP − new AEP), summed over the cut's articles (cents). */
export function refundCents(cut: CutRules, quantities: readonly StockQuantity[]): number {
  let sum = 0;
  for (const a of cut.articles) {
    const q = quantities.find((x) => x.pzn === a.pzn)?.quantity ?? 0;
    sum += q * dropCents(a);
  }
  return sum;
}

/**
 * The first rule a new report (or a correction, a new version) breaks, or null. `reports` are
 * the customer's earlier reports of the cut.
 */
export function reportProblem(
  cut: CutRules,
  reports: readonly ReportLike[],
  quantities: readonly StockQuantity[],
  today: string,
): ReportProblem | null {
  const state = cutState(cut, today);
  if (state === 'beforeCutoff') return { code: 'beforeCutoff', cutoffDay: cut.cutoffDay };
  if (state === 'closed') return { code: 'closed', reportUntil: cut.reportUntil };
  const pzns = new Set(quantities.map((q) => q.pzn));
  if (
    pzns.size !== quantities.length ||
    quantities.length !== cut.articles.length ||
    !cut.articles.every((a) => pzns.has(a.pzn))
  ) {
    return { code: 'incomplete' };
  }
  if (
    quantities.some(
      (q) => !Number.isInteger(q.quantity) || q.quantity < 0 || q.quantity > STOCK_MAX,
    )
  ) {
    return { code: 'quantity' };
  }
  const latest = latestReport(reports);
  if (latest && latest.status !== 'submitted') return { code: 'locked' };
  return null;
}

/** The problem in German words (the screen's message and the server's rejection). */
export function reportProblemText(p: ReportProblem): string {
  const t = stockLevelsDe.problem;
  switch (p.code) {
    case 'beforeCutoff':
      return t.beforeCutoff(p.cutoffDay);
    case 'closed':
      return t.closed(p.reportUntil);
    default:
      return t[p.code];
  }
}
