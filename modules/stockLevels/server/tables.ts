// The stock levels' tables (modules/stockLevels/contract.ts): the manufacturers' price cuts
// (seeded) and the pharmacies' reports. Named by its server/index.ts.
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema.ts';
import * as column from '../../../server/db/columns.ts';
import { customerTable } from '../../../server/db/customerTable.ts';
import type { PriceCutArticle } from '../contract.ts';
import type { ReportStatus, StockQuantity } from '../rules.ts';

/** The manufacturers' announced price cuts, the same for every pharmacy. */
export const priceCuts = pgTable(
  'price_cuts',
  {
    id: column.id(),
    manufacturer: text('manufacturer').notNull(),
    title: text('title').notNull(),
    announcedOn: text('announced_on').notNull(),
    cutoffDay: text('cutoff_day').notNull(),
    reportUntil: text('report_until').notNull(),
    articles: jsonb('articles').$type<PriceCutArticle[]>().notNull(),
    version: column.version(),
  },
  (t) => [index('price_cuts_version_idx').on(t.version)],
);

/**
 * A delivery customer's stock reports on a price cut; never edited: a correction is a new row
 * with the next revision (unique per customer and cut). Only the wholesaler moves the status.
 */
export const stockReports = customerTable(
  'stock_reports',
  {
    priceCutId: uuid('price_cut_id')
      .notNull()
      .references(() => priceCuts.id),
    revision: integer('revision').notNull(),
    quantities: jsonb('quantities').$type<StockQuantity[]>().notNull(),
    submittedAt: column.timestamptz('submitted_at').notNull(),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id),
    actingAdminId: column.actingAdmin(),
    status: text('status').$type<ReportStatus>().notNull(),
    creditedCents: integer('credited_cents'),
  },
  (t) => [uniqueIndex('stock_reports_revision_idx').on(t.lieferkundeNr, t.priceCutId, t.revision)],
);
