// The delivery pharmacy's tables (modules/deliveryPharmacy/contract.ts): institutions and what they
// were supplied; written by the seed only, never deleted. Named by its server/index.ts.
import { integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customerTable } from '../../../server/db/customerTable.ts';
import type { RecipientKind, SupplyType } from '../contract.ts';

/**
 * Delivery pharmacy (Lieferapotheke, issue 14): the institutions a pharmacy supplies under a
 * contract (care homes, hospitals without a pharmacy, practices, rescue services).
 */
export const supplyRecipients = customerTable('supply_recipients', {
  name: text('name').notNull(),
  kind: text('kind').$type<RecipientKind>().notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  contractNo: text('contract_no').notNull(),
  since: text('since').notNull(),
});

/** A delivery the wholesaler made for one supplied institution. */
export const supplyDeliveries = customerTable(
  'supply_deliveries',
  {
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => supplyRecipients.id, { onDelete: 'cascade' }),
    noteNo: text('note_no').notNull(),
    day: text('day').notNull(),
    supply: text('supply').$type<SupplyType>().notNull(),
    lineCount: integer('line_count').notNull(),
    packs: integer('packs').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
  },
  (t) => [uniqueIndex('supply_deliveries_note_no_idx').on(t.noteNo)],
);

/** A line of such a delivery (recipient and day repeated for the local search). */
export const supplyDeliveryLines = customerTable('supply_delivery_lines', {
  deliveryId: uuid('delivery_id')
    .notNull()
    .references(() => supplyDeliveries.id, { onDelete: 'cascade' }),
  recipientId: uuid('recipient_id').notNull(),
  day: text('day').notNull(),
  position: integer('position').notNull(),
  pzn: text('pzn').notNull(),
  name: text('name').notNull(),
  quantity: integer('quantity').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  vatRate: integer('vat_rate').notNull(),
});
