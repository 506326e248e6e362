// The declarations of destruction's table (modules/destruction/contract.ts): append-only. Named by its server/index.ts.
import { jsonb, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import * as column from '../../../server/db/columns.ts';
import { customerTable } from '../../../server/db/customerTable.ts';
import type { DestructionLine, DestructionReason } from '../contract.ts';

/**
 * Declarations of destruction; append-only: never updated nor deleted. A correction is a new
 * declaration naming the one it replaces (at most one per declaration).
 */
export const destructions = customerTable(
  'destructions',
  {
    day: text('day').notNull(),
    reason: text('reason').$type<DestructionReason>().notNull(),
    note: text('note').notNull(),
    lines: jsonb('lines').$type<DestructionLine[]>().notNull(),
    witnessName: text('witness_name').notNull(),
    witnessFunction: text('witness_function').notNull(),
    declaredBy: text('declared_by').notNull(),
    replacesId: uuid('replaces_id'),
    correctionNote: text('correction_note').notNull(),
    ...column.author(),
  },
  (t) => [uniqueIndex('destructions_replaces_idx').on(t.replacesId)],
);
