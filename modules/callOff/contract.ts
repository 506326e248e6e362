// Call-off agreements and prepayments (Abrufvereinbarungen und Vorauszahlungen, issue 14): the
// pharmacy agreed with the wholesaler to take a total quantity of an article within a validity
// period at a price below the list AEP, and calls it off in parts; for some agreements it paid in
// advance, and each call-off is booked against that balance. The server half:
// modules/callOff/server/sync.ts; the demo data: modules/callOff/server/seed.ts.
//
// Read-only for the pharmacy: the wholesaler books a call-off when it delivers, so the portal's
// 'Abrufen' puts the article into a basket (the shop's own mutations) and has no mutation here.
import { z } from 'zod';
import { id, isoDay } from '../../src/api/fields';
import { customerRow } from '../../src/api/customerRow';
import { defineModule, type Collections, customerCollection } from '../../src/api/module';

/** One agreement on one article. */
export const CallOffAgreementRow = customerRow({
  /** The wholesaler's agreement number ('AV' and six digits), as on its letters. */
  agreementNo: z.string(),
  pzn: z.string(),
  /** The article's name as agreed (the catalogue may rename it later). */
  name: z.string(),
  /** The manufacturer's promotion the agreement belongs to, or an empty string. */
  promotion: z.string(),
  agreedQuantity: z.number().int(),
  /** The agreed price per pack, euro cents (without VAT). */
  priceCents: z.number().int(),
  /** The list AEP per pack when the agreement was made, euro cents. */
  listPriceCents: z.number().int(),
  validFrom: isoDay,
  validTo: isoDay,
});
export type CallOffAgreementRow = z.infer<typeof CallOffAgreementRow>;

/** One call-off the wholesaler delivered and booked on an agreement. */
export const CallOffRow = customerRow({
  agreementId: id,
  day: isoDay,
  quantity: z.number().int(),
  /** The delivery note it came with. */
  noteNo: z.string(),
  /** quantity × agreed price, euro cents. */
  valueCents: z.number().int(),
  /** The part of the value booked against the agreement's prepayments (0 without any). */
  prepaidCents: z.number().int(),
});
export type CallOffRow = z.infer<typeof CallOffRow>;

/** A payment in advance on an agreement (Vorauszahlung). */
export const PrepaymentRow = customerRow({
  agreementId: id,
  /** The payment's reference ('VZ' and six digits). */
  reference: z.string(),
  paidDay: isoDay,
  amountCents: z.number().int(),
});
export type PrepaymentRow = z.infer<typeof PrepaymentRow>;

export const CALL_OFF_COLLECTIONS = {
  callOffAgreements: customerCollection(CallOffAgreementRow, 'abrufvereinbarungen', {
    indexes: ['lieferkundeNr', 'validTo', 'pzn'],
    pageMax: 500,
    children: [
      { collection: 'callOffs', key: 'agreementId' },
      { collection: 'prepayments', key: 'agreementId' },
    ],
  }),
  callOffs: customerCollection(CallOffRow, 'abrufvereinbarungen', {
    indexes: ['agreementId', 'lieferkundeNr'],
    pageMax: 1000,
  }),
  prepayments: customerCollection(PrepaymentRow, 'abrufvereinbarungen', {
    indexes: ['agreementId', 'lieferkundeNr'],
    pageMax: 1000,
  }),
} as const satisfies Collections;

export const callOffModule = defineModule({
  name: 'callOff',
  collections: CALL_OFF_COLLECTIONS,
  mutations: [],
});
