// The temperature log's tables (modules/temperatureLog/contract.ts): devices (never deleted), their
// readings and the acknowledgements of excursions. Named by its server/index.ts.
import { sql } from 'drizzle-orm';
import { index, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import * as column from '../../../server/db/columns.ts';
import { customerTable } from '../../../server/db/customerTable.ts';
import type { DeviceKind, ReadingSource } from '../rules.ts';

/** A pharmacy's fridge, freezer or room whose temperature is recorded; never deleted. */
export const tempDevices = customerTable('temp_devices', {
  name: text('name').notNull(),
  kind: text('kind').$type<DeviceKind>().notNull(),
  /** Limits in tenths of °C. */
  minTenths: integer('min_tenths').notNull(),
  maxTenths: integer('max_tenths').notNull(),
  ...column.author(),
});

/**
 * Readings, append-only: never updated nor deleted. A correction is a new row naming the reading
 * it corrects (at most one correction per reading); an original reading is unique per device and
 * instant, so a logger's file imported twice adds nothing.
 */
export const tempReadings = customerTable(
  'temp_readings',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => tempDevices.id, { onDelete: 'cascade' }),
    measuredAt: column.timestamptz('measured_at').notNull(),
    valueTenths: integer('value_tenths').notNull(),
    source: text('source').$type<ReadingSource>().notNull(),
    correctionOf: uuid('correction_of'),
    note: text('note').notNull().default(''),
    ...column.author(),
  },
  (t) => [
    index('temp_readings_device_time_idx').on(t.deviceId, t.measuredAt),
    uniqueIndex('temp_readings_original_idx')
      .on(t.deviceId, t.measuredAt)
      .where(sql`${t.correctionOf} is null`),
    uniqueIndex('temp_readings_correction_idx').on(t.correctionOf),
  ],
);

/** The acknowledgement of an excursion (a reading outside the limits): one per reading. */
export const tempAcknowledgements = customerTable(
  'temp_acknowledgements',
  {
    readingId: uuid('reading_id')
      .notNull()
      .references(() => tempReadings.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    ...column.author(),
  },
  (t) => [uniqueIndex('temp_acknowledgements_reading_idx').on(t.readingId)],
);
