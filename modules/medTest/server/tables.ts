// The medicine test's table (modules/medTest/contract.ts): append-only receiving checks. Named by its server/index.ts.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import * as column from '../../../server/db/columns.ts';
import type { CheckItem, CheckKind, CheckResult, IdentityMethod } from '../rules.ts';

/**
 * The receiving checks of a delivery customer, per batch; append-only: never updated nor
 * deleted. A correction is a new row naming the entry it corrects (at most one per entry).
 */
export const medChecks = pgTable(
  'med_checks',
  {
    id: column.id(),
    lieferkundeNr: column.lieferkunde(),
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
    version: column.version(),
  },
  (t) => [
    index('med_checks_lieferkunde_version_idx').on(t.lieferkundeNr, t.version),
    uniqueIndex('med_checks_correction_idx').on(t.correctionOf),
    // A delivered line is checked once.
    uniqueIndex('med_checks_delivery_line_idx').on(t.deliveryLineId),
  ],
);
