// The delivery pharmacy's contract (Lieferapotheke, issue 14). An Austrian public pharmacy may
// supply institutions that have no pharmacy of their own: care homes (patient-specific blisters
// and ward stock), hospitals without a hospital pharmacy, doctors' practices (Ordinationsbedarf)
// and rescue services. It orders through the wholesaler on their behalf; the wholesaler's record
// names, per supplied institution, every delivery made for it with its lines. Read-only for the
// pharmacy: no mutations. The server half: modules/deliveryPharmacy/server/sync.ts; the demo data:
// modules/deliveryPharmacy/server/seed.ts.
import { z } from 'zod';
import { id, isoDay } from '../../src/api/fields';
import { customerRow } from '../../src/api/customerRow';
import { defineModule, type Collections, customerCollection } from '../../src/api/module';

/** What kind of institution the pharmacy supplies. */
export const RECIPIENT_KINDS = ['careHome', 'hospital', 'practice', 'rescue'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/**
 * How a delivery was put together: patient-specific (blistered per resident, for a care home)
 * or ward stock (Stationsbedarf / Ordinationsbedarf, by the pack).
 */
export const SUPPLY_TYPES = ['blister', 'ward'] as const;
export type SupplyType = (typeof SUPPLY_TYPES)[number];

/** A supplied institution (belieferte Einrichtung) under a supply contract. */
export const SupplyRecipientRow = customerRow({
  name: z.string(),
  kind: z.enum(RECIPIENT_KINDS),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** The supply contract's number (Versorgungsvertrag). */
  contractNo: z.string(),
  /** First day of the contract ('YYYY-MM-DD'). */
  since: isoDay,
});
export type SupplyRecipientRow = z.infer<typeof SupplyRecipientRow>;

/** One delivery made for an institution, with its delivery note. */
export const SupplyDeliveryRow = customerRow({
  recipientId: id,
  /** The delivery note number ('LS' and eight digits). */
  noteNo: z.string(),
  day: isoDay,
  supply: z.enum(SUPPLY_TYPES),
  lineCount: z.number().int(),
  /** Packs delivered over all lines. */
  packs: z.number().int(),
  /** Net value (AEP, without VAT), euro cents. */
  netCents: z.number().int(),
  vatCents: z.number().int(),
});
export type SupplyDeliveryRow = z.infer<typeof SupplyDeliveryRow>;

/** A line of such a delivery; recipient and day repeated so a PZN search reads one table. */
export const SupplyDeliveryLineRow = customerRow({
  deliveryId: id,
  recipientId: id,
  day: isoDay,
  position: z.number().int(),
  pzn: z.string(),
  /** The article's name as printed on the note. */
  name: z.string(),
  quantity: z.number().int(),
  /** AEP per pack, euro cents. */
  unitPriceCents: z.number().int(),
  vatRate: z.number().int(),
});
export type SupplyDeliveryLineRow = z.infer<typeof SupplyDeliveryLineRow>;

export const DELIVERY_PHARMACY_COLLECTIONS = {
  supplyRecipients: customerCollection(SupplyRecipientRow, 'deliveryPharmacy', {
    indexes: ['name'],
    pageMax: 1000,
  }),
  supplyDeliveries: customerCollection(SupplyDeliveryRow, 'deliveryPharmacy', {
    // The screen reads one institution's deliveries of a period: '[recipientId+day]'; the
    // cards the customer's since last year: '[lieferkundeNr+day]' (a device holds several).
    indexes: ['recipientId', '[lieferkundeNr+day]', 'noteNo', '[recipientId+day]'],
    pageMax: 1000,
  }),
  supplyDeliveryLines: customerCollection(SupplyDeliveryLineRow, 'deliveryPharmacy', {
    indexes: ['deliveryId', 'recipientId', 'pzn'],
    pageMax: 1000,
  }),
} as const satisfies Collections;

export const deliveryPharmacyModule = defineModule({
  name: 'deliveryPharmacy',
  collections: DELIVERY_PHARMACY_COLLECTIONS,
  mutations: [],
});
