// The stock levels' contract (Bestandsmeldungen zu Preissenkungen, issue 15): the manufacturers'
// announced price cuts (the same for every pharmacy) and a delivery customer's stock reports on
// them. The server half: modules/stockLevels/server/sync.ts; the rules: ./rules.ts.
//
// A report is a claim the wholesaler settles, so it is never edited: a correction before the
// deadline is a new report with the next revision; the claim follows the newest. The status
// beyond 'submitted' (in review, credited with the amount) is the wholesaler's.
import { z } from 'zod';
import { id, isoDate, isoDay, LOCAL_VERSION, pznDigits, version } from '../../src/api/fields';
import { customerRow, lieferkundeNrArg } from '../../src/api/customerRow';
import {
  defineModule,
  defineMutation,
  type Collections,
  customerCollection,
  userCollection,
} from '../../src/api/module';
import { viennaDay } from '../../src/api/enrollmentDays';
import { CUT_ARTICLES_MAX, REPORT_STATUSES, reportProblem, STOCK_MAX } from './rules';
import { stockLevelsDe } from './texts.de';

export const PriceCutArticle = z.object({
  pzn: z.string(),
  name: z.string(),
  /** AEP per pack before and after the cut, euro cents. */
  oldAepCents: z.number().int(),
  newAepCents: z.number().int(),
});
export type PriceCutArticle = z.infer<typeof PriceCutArticle>;

/** A manufacturer's announced price cut. */
export const PriceCutRow = z.object({
  id,
  manufacturer: z.string(),
  title: z.string(),
  announcedOn: isoDay,
  /** Stichtag: the stock on this day is refunded (the new price applies from the next). */
  cutoffDay: isoDay,
  /** The last day a report is taken (Meldefrist). */
  reportUntil: isoDay,
  articles: z.array(PriceCutArticle),
  version,
});
export type PriceCutRow = z.infer<typeof PriceCutRow>;

const StockQuantity = z.object({
  pzn: pznDigits,
  quantity: z.number().int().min(0).max(STOCK_MAX),
});

/** One report (one version) of a delivery customer's stock on a price cut. */
export const StockReportRow = customerRow({
  priceCutId: id,
  /** 1 for the first report, 2, 3, … for corrections. */
  revision: z.number().int(),
  quantities: z.array(StockQuantity),
  submittedAt: isoDate,
  submittedBy: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** The amount credited (cents), once the status is 'credited'. */
  creditedCents: z.number().int().nullable(),
});
export type StockReportRow = z.infer<typeof StockReportRow>;

export const STOCK_LEVELS_COLLECTIONS = {
  priceCuts: userCollection(PriceCutRow, 'stockLevels', { indexes: ['reportUntil'], pageMax: 200 }),
  stockReports: customerCollection(StockReportRow, 'stockLevels', {
    indexes: ['lieferkundeNr', 'priceCutId'],
    pageMax: 1000,
  }),
} as const satisfies Collections;
const C = STOCK_LEVELS_COLLECTIONS;

export const stockLevelsReport = defineMutation(C, {
  name: 'stockLevels.report',
  v: 1,
  area: 'stockLevels',
  args: z.strictObject({
    id,
    lieferkundeNr: lieferkundeNrArg,
    priceCutId: id,
    quantities: z.array(StockQuantity).min(1).max(CUT_ARTICLES_MAX),
  }),
  tables: ['stockReports', 'priceCuts'],
  describe: (args, rows) =>
    stockLevelsDe.describe.report(
      rows('priceCuts', args.priceCutId)?.title ?? '',
      args.quantities.reduce((s, q) => s + q.quantity, 0),
    ),
  async local({ db, user, now }, args) {
    if (await db.stockReports.get(args.id)) return;
    const cut = await db.priceCuts.get(args.priceCutId);
    if (!cut) return;
    const reports = (await db.stockReports.where('priceCutId').equals(cut.id).toArray()).filter(
      (r) => r.lieferkundeNr === args.lieferkundeNr,
    );
    if (reportProblem(cut, reports, args.quantities, viennaDay(new Date(now)))) return;
    await db.stockReports.put({
      ...args,
      revision: reports.length + 1,
      submittedAt: now,
      submittedBy: user?.name ?? '',
      status: 'submitted',
      creditedCents: null,
      version: LOCAL_VERSION,
    });
  },
});

export const stockLevelsModule = defineModule({
  name: 'stockLevels',
  collections: STOCK_LEVELS_COLLECTIONS,
  mutations: [stockLevelsReport],
});
