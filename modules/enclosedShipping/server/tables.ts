// Enclosed shipping's tables (modules/enclosedShipping/contract.ts): the seeded sites and the
// pharmacies' announcements. Named by its server/index.ts.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import * as column from '../../../server/db/columns.ts';
import { customerTable } from '../../../server/db/customerTable.ts';
import type { ShipmentKind, ShipmentState, ShippingVariant, Tour } from '../rules.ts';

/** The wholesaler's sites (Betriebsstätten) a Beipack may go to (issue 15); seeded. */
export const shippingSites = pgTable('shipping_sites', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  version: column.version(),
});

/** Enclosed shipping announcements (Beipackanmeldung, issue 15) of a delivery customer. */
export const enclosedShipments = customerTable('enclosed_shipments', {
  variant: text('variant').$type<ShippingVariant>().notNull(),
  kind: text('kind').$type<ShipmentKind>().notNull(),
  packages: integer('packages').notNull(),
  description: text('description').notNull(),
  siteId: text('site_id')
    .notNull()
    .references(() => shippingSites.id),
  tourDay: text('tour_day').notNull(),
  tour: text('tour').$type<Tour>().notNull(),
  note: text('note').notNull(),
  state: text('state').$type<ShipmentState>().notNull(),
  stateAt: column.timestamptz('state_at').notNull(),
  ...column.author(),
});
