// Enclosed shipping's contract (Beipackanmeldung, issue 15): what a pharmacy announces to travel
// with the wholesaler's delivery, and the wholesaler's sites (Betriebsstätten) it may go to.
// The server half: modules/enclosedShipping/server/sync.ts; the shared rules: ./rules.ts.
//
// An announcement is made once (offline too) and can be cancelled while it is still
// 'announced'; the wholesaler moves it on to 'collected' and 'delivered'.
import { z } from 'zod';
import { id, isoDay, version } from '../../src/api/fields';
import { authorFields, customerRow, lieferkundeNrArg } from '../../src/api/customerRow';
import { createdHere } from '../../src/api/localRow';
import {
  defineModule,
  defineMutation,
  type Collections,
  customerCollection,
  userCollection,
} from '../../src/api/module';
import {
  DESCRIPTION_MAX,
  KINDS_OF,
  mayCancel,
  NOTE_MAX,
  PACKAGES_MAX,
  PACKAGES_MIN,
  SHIPMENT_KINDS,
  SHIPMENT_STATES,
  SITE_ID_MAX,
  TOURS,
  VARIANTS,
} from './rules';
import { enclosedShippingDe } from './texts.de';

const siteId = z
  .string()
  .regex(/^[A-Z0-9]+$/)
  .max(SITE_ID_MAX);

export const ShippingSiteRow = z.object({
  id: siteId,
  name: z.string(),
  address: z.string(),
  version,
});
export type ShippingSiteRow = z.infer<typeof ShippingSiteRow>;

export const EnclosedShipmentRow = customerRow({
  variant: z.enum(VARIANTS),
  kind: z.enum(SHIPMENT_KINDS),
  packages: z.number().int(),
  description: z.string(),
  siteId,
  tourDay: isoDay,
  tour: z.enum(TOURS),
  note: z.string(),
  state: z.enum(SHIPMENT_STATES),
  ...authorFields,
});
export type EnclosedShipmentRow = z.infer<typeof EnclosedShipmentRow>;

export const ENCLOSED_SHIPPING_COLLECTIONS = {
  // The wholesaler's sites: the same for every delivery customer, so kept once per user.
  shippingSites: userCollection(ShippingSiteRow, 'enclosedShipping', {
    indexes: [],
    pageMax: 500,
  }),
  enclosedShipments: customerCollection(EnclosedShipmentRow, 'enclosedShipping', {
    indexes: ['lieferkundeNr', 'tourDay'],
    pageMax: 1000,
  }),
} as const satisfies Collections;
const C = ENCLOSED_SHIPPING_COLLECTIONS;

export const enclosedShippingAnnounce = defineMutation(C, {
  name: 'enclosedShipping.announce',
  v: 1,
  area: 'enclosedShipping',
  args: z
    .strictObject({
      id,
      lieferkundeNr: lieferkundeNrArg,
      variant: z.enum(VARIANTS),
      kind: z.enum(SHIPMENT_KINDS),
      packages: z.number().int().min(PACKAGES_MIN).max(PACKAGES_MAX),
      description: z.string().trim().min(1).max(DESCRIPTION_MAX),
      siteId,
      tourDay: isoDay,
      tour: z.enum(TOURS),
      note: z.string().trim().max(NOTE_MAX),
    })
    .refine((a) => KINDS_OF[a.variant].includes(a.kind), {
      message: enclosedShippingDe.rejections.kind,
      path: ['kind'],
    }),
  tables: ['enclosedShipments'],
  describe: (args) => enclosedShippingDe.describe.announce(args.description),
  async local({ db, user, now }, args) {
    if (await db.enclosedShipments.get(args.id)) return;
    await db.enclosedShipments.put({
      ...args,
      state: 'announced',
      ...createdHere(user, now),
    });
  },
});

export const enclosedShippingCancel = defineMutation(C, {
  name: 'enclosedShipping.cancel',
  v: 1,
  area: 'enclosedShipping',
  args: z.strictObject({ id }),
  tables: ['enclosedShipments'],
  describe: (args, lookup) =>
    enclosedShippingDe.describe.cancel(lookup('enclosedShipments', args.id)?.description ?? ''),
  async local({ db }, args) {
    const row = await db.enclosedShipments.get(args.id);
    if (!row || !mayCancel(row.state)) return;
    await db.enclosedShipments.put({ ...row, state: 'cancelled' });
  },
});

export const enclosedShippingModule = defineModule({
  name: 'enclosedShipping',
  collections: ENCLOSED_SHIPPING_COLLECTIONS,
  mutations: [enclosedShippingAnnounce, enclosedShippingCancel],
});
