// Enclosed shipping's tables (modules/enclosedShipping/contract.ts): the seeded sites and the
// pharmacies' announcements. Listed in server/syncEngine/tables.ts.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authorColumns, lieferkundeColumn, versionColumn } from '../../../server/db/schema.ts';
import type { ShipmentKind, ShipmentState, ShippingVariant, Tour } from '../rules.ts';

/** The wholesaler's sites (Betriebsstätten) a Beipack may go to (issue 15); seeded. */
export const shippingSites = pgTable('shipping_sites', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  version: versionColumn(),
});

/** Enclosed shipping announcements (Beipackanmeldung, issue 15) of a delivery customer. */
export const enclosedShipments = pgTable(
  'enclosed_shipments',
  {
    id: uuid('id').primaryKey(),
    lieferkundeNr: lieferkundeColumn(),
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
    stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
    ...authorColumns(),
    version: versionColumn(),
  },
  (t) => [index('enclosed_shipments_lieferkunde_version_idx').on(t.lieferkundeNr, t.version)],
);
