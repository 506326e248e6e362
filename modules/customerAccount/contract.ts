// The customer's account with the wholesaler (Kundenkonto, issue 15): open items (invoices and
// credit notes not yet settled), the credit limit and the payment terms of the session's delivery
// customer. Read-only; the wholesaler's accounting writes it (here: modules/customerAccount/server/seed.ts,
// from the analytics invoices where a customer has them). The server half:
// modules/customerAccount/server/sync.ts.
import { z } from 'zod';
import { isoDay } from '../../src/api/fields';
import { customerRow } from '../../src/api/customerRow';
import { defineModule, type Collections, customerCollection } from '../../src/api/module';

export const AccountSummaryRow = customerRow({
  creditLimitCents: z.number().int(),
  /** 'Zahlbar innerhalb 30 Tagen netto, 14 Tage 2 % Skonto'. */
  paymentTerms: z.string(),
  /** Whether the wholesaler collects by SEPA direct debit. */
  directDebit: z.boolean(),
  /** The SEPA mandate's reference, '' without direct debit. */
  mandateRef: z.string(),
  /** The account's IBAN with all but the last four digits hidden, '' without direct debit. */
  ibanMasked: z.string(),
});
export type AccountSummaryRow = z.infer<typeof AccountSummaryRow>;

export const OPEN_ITEM_KINDS = ['invoice', 'credit'] as const;
export type OpenItemKind = (typeof OPEN_ITEM_KINDS)[number];

export const OpenItemRow = customerRow({
  kind: z.enum(OPEN_ITEM_KINDS),
  docNo: z.string(),
  day: isoDay,
  dueDay: isoDay,
  /** Gross, euro cents; a credit note is negative. */
  amountCents: z.number().int(),
});
export type OpenItemRow = z.infer<typeof OpenItemRow>;

const C = {
  accountSummaries: customerCollection(AccountSummaryRow, 'account', { indexes: [], pageMax: 100 }),
  openItems: customerCollection(OpenItemRow, 'account', { indexes: ['dueDay'], pageMax: 500 }),
} as const satisfies Collections;

export const customerAccountModule = defineModule({
  name: 'customerAccount',
  collections: C,
  mutations: [],
});
