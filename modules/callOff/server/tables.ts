// The call-off agreements' tables (modules/callOff/contract.ts): the wholesaler's record, read-only
// in the portal (the demo seed writes them, ./seed.ts). Euro cents; rows are never deleted, so no
// tombstones. Named by its server/index.ts.
import { integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customerTable } from '../../../server/db/customerTable.ts';

/** An agreement to take a quantity of one article within a period at an agreed price. */
export const callOffAgreements = customerTable(
  'call_off_agreements',
  {
    agreementNo: text('agreement_no').notNull(),
    pzn: text('pzn').notNull(),
    name: text('name').notNull(),
    promotion: text('promotion').notNull(),
    agreedQuantity: integer('agreed_quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    validFrom: text('valid_from').notNull(),
    validTo: text('valid_to').notNull(),
  },
  (t) => [uniqueIndex('call_off_agreements_no_idx').on(t.agreementNo)],
);

/** A call-off delivered and booked on an agreement. */
export const callOffs = customerTable('call_offs', {
  agreementId: uuid('agreement_id')
    .notNull()
    .references(() => callOffAgreements.id, { onDelete: 'cascade' }),
  day: text('day').notNull(),
  quantity: integer('quantity').notNull(),
  noteNo: text('note_no').notNull(),
  valueCents: integer('value_cents').notNull(),
  prepaidCents: integer('prepaid_cents').notNull(),
});

/** A payment in advance on an agreement; the call-offs book against it. */
export const prepayments = customerTable('prepayments', {
  agreementId: uuid('agreement_id')
    .notNull()
    .references(() => callOffAgreements.id, { onDelete: 'cascade' }),
  reference: text('reference').notNull(),
  paidDay: text('paid_day').notNull(),
  amountCents: integer('amount_cents').notNull(),
});
