// The pre-order's tables (modules/preOrder/contract.ts): the wholesaler's order windows (seeded)
// and the pharmacies' lines. Named by its server/index.ts.
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema.ts';
import * as column from '../../../server/db/columns.ts';
import { customerTable } from '../../../server/db/customerTable.ts';
import type { PreOrderArticle } from '../contract.ts';

/** The wholesaler's order windows for seasonal goods and vaccines, the same for every pharmacy. */
export const preOrderWindows = pgTable(
  'pre_order_windows',
  {
    id: column.id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    opensOn: text('opens_on').notNull(),
    closesOn: text('closes_on').notNull(),
    deliveryFrom: text('delivery_from').notNull(),
    deliveryTo: text('delivery_to').notNull(),
    maxPerLine: integer('max_per_line'),
    maxPerPharmacy: integer('max_per_pharmacy'),
    prescriptionRequired: boolean('prescription_required').notNull(),
    articles: jsonb('articles').$type<PreOrderArticle[]>().notNull(),
    version: column.version(),
  },
  (t) => [index('pre_order_windows_version_idx').on(t.version)],
);

/**
 * A delivery customer's pre-order lines. Changed (quantity) or cancelled until the window's last
 * day; a cancelled line stays with its time of cancellation.
 */
export const preOrderLines = customerTable(
  'pre_order_lines',
  {
    windowId: uuid('window_id')
      .notNull()
      .references(() => preOrderWindows.id),
    pzn: text('pzn').notNull(),
    quantity: integer('quantity').notNull(),
    prescriptionInitials: text('prescription_initials').notNull(),
    prescriptionDay: text('prescription_day'),
    createdAt: column.timestamptz('created_at').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    changedAt: column.timestamptz('changed_at'),
    cancelledAt: column.timestamptz('cancelled_at'),
    actingAdminId: column.actingAdmin(),
  },
  (t) => [index('pre_order_lines_window_idx').on(t.windowId, t.lieferkundeNr)],
);
