// The customer account's tables (modules/customerAccount/contract.ts): terms and open items, written
// by the wholesaler's accounting (here the seed). Named by its server/index.ts.
import { boolean, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerTable } from '../../../server/db/customerTable.ts';
import type { OpenItemKind } from '../contract.ts';

/** A delivery customer's account terms (one row per customer). */
export const customerAccounts = customerTable(
  'customer_accounts',
  {
    creditLimitCents: integer('credit_limit_cents').notNull(),
    paymentTerms: text('payment_terms').notNull(),
    directDebit: boolean('direct_debit').notNull(),
    mandateRef: text('mandate_ref').notNull(),
    ibanMasked: text('iban_masked').notNull(),
  },
  (t) => [uniqueIndex('customer_accounts_lieferkunde_idx').on(t.lieferkundeNr)],
);

/** A delivery customer's open items: invoices and credit notes not yet settled. */
export const openItems = customerTable('open_items', {
  kind: text('kind').$type<OpenItemKind>().notNull(),
  docNo: text('doc_no').notNull(),
  day: text('day').notNull(),
  dueDay: text('due_day').notNull(),
  amountCents: integer('amount_cents').notNull(),
});
