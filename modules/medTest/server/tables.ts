// The medicine test's table (modules/medTest/contract.ts): append-only receiving checks. Named by its server/index.ts.
import { boolean, integer, jsonb, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import * as column from '../../../server/db/columns.ts';
import { customerTable } from '../../../server/db/customerTable.ts';
import type { CheckItem, CheckKind, CheckResult, IdentityMethod } from '../rules.ts';

/**
 * The receiving checks of a delivery customer, per batch; append-only: never updated nor
 * deleted. A correction is a new row naming the entry it corrects (at most one per entry).
 */
export const medChecks = customerTable(
  'med_checks',
  {
    kind: text('kind').$type<CheckKind>().notNull(),
    pzn: text('pzn').notNull(),
    name: text('name').notNull(),
    batch: text('batch').notNull(),
    expiry: text('expiry').notNull(),
    noteNumber: text('note_number').notNull(),
    receivedDay: text('received_day').notNull(),
    coldChain: boolean('cold_chain').notNull(),
    items: jsonb('items').$type<Partial<Record<CheckItem, boolean>>>().notNull(),
    arrivalTenths: integer('arrival_tenths'),
    identityMethod: text('identity_method').$type<IdentityMethod>(),
    result: text('result').$type<CheckResult>().notNull(),
    note: text('note').notNull(),
    /** The delivery line checked ('Zu prüfen'); null when typed in and for a correction. */
    deliveryLineId: uuid('delivery_line_id'),
    correctionOf: uuid('correction_of'),
    ...column.author(),
  },
  (t) => [
    uniqueIndex('med_checks_correction_idx').on(t.correctionOf),
    // A delivered line is checked once.
    uniqueIndex('med_checks_delivery_line_idx').on(t.deliveryLineId),
  ],
);
