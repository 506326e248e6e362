// The drug book's table (modules/drugBook/contract.ts): append-only entries. Named by its server/index.ts.
import { index, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import * as column from '../../../server/db/columns.ts';
import { customerTable } from '../../../server/db/customerTable.ts';
import type { EntryKind } from '../rules.ts';

/**
 * The drug book's entries (Suchtgiftverordnung §9), append-only: never updated nor deleted. A
 * correction is a new row naming the entry it corrects (at most one per entry); a delivery line
 * is taken over as a receipt once.
 */
export const drugBookEntries = customerTable(
  'drug_book_entries',
  {
    pzn: text('pzn').notNull(),
    kind: text('kind').$type<EntryKind>().notNull(),
    day: text('day').notNull(),
    /** Packs. */
    quantity: integer('quantity').notNull(),
    document: text('document').notNull(),
    deliveryLineId: uuid('delivery_line_id'),
    correctionOf: uuid('correction_of'),
    note: text('note').notNull().default(''),
    ...column.author(),
  },
  (t) => [
    index('drug_book_entries_article_idx').on(t.lieferkundeNr, t.pzn),
    uniqueIndex('drug_book_entries_delivery_line_idx').on(t.deliveryLineId),
    uniqueIndex('drug_book_entries_correction_idx').on(t.correctionOf),
  ],
);
