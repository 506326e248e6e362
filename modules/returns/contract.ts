// The returns' contract (Retourenanmeldung, issue 15): the delivered lines a pharmacy may send
// back (read-only, from the analytics delivery lines), its returns with their status, and the
// mutation that announces one. The server half: modules/returns/server/sync.ts; the rules (deadlines,
// cold goods, returnable quantity, numbers): ./rules.ts.
//
// A return is announced offline too; the server gives it its number (R-<year>-<seq> per delivery
// customer) when the announcement arrives, so the number is a server field. The wholesaler then
// approves or rejects it and credits it at AEP (outside this portal: the seed shows every state).
import { z } from 'zod';
import { calendarDayFrom2000, id, isoDay } from '../../src/api/fields';
import { authorFields, customerRow, lieferkundeNrArg } from '../../src/api/customerRow';
import { createdHere } from '../../src/api/localRow';
import { deliveredLineFields } from '../../src/api/deliveredLine';
import {
  defineModule,
  defineMutation,
  type Collections,
  customerCollection,
} from '../../src/api/module';
import {
  BATCH_MAX,
  NOTE_MAX,
  QUANTITY_MAX,
  RETURN_REASONS,
  RETURN_STATES,
  returnableQuantity,
  ruleProblem,
} from './rules';
import { returnsDe } from './texts.de';

/** A delivered line of the last 120 days, as the returns and the destruction screens read it. */
export const ReturnLineRow = customerRow({
  ...deliveredLineFields,
  position: z.number().int(),
  /** AEP per pack in cents, as delivered. */
  aepCents: z.number().int(),
  expiry: isoDay.nullable(),
  /** Cold-chain goods (2–8 °C), from the catalogue. */
  cold: z.boolean(),
  narcotic: z.boolean(),
});
export type ReturnLineRow = z.infer<typeof ReturnLineRow>;

export const ReturnRow = customerRow({
  /** 'R-2026-00042', given by the server; null while the announcement is queued. */
  returnNo: z.string().nullable(),
  deliveryLineId: id,
  noteNo: z.string(),
  deliveryDay: isoDay,
  pzn: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  aepCents: z.number().int(),
  cold: z.boolean(),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  batch: z.string(),
  expiry: isoDay,
  storageConfirmed: z.boolean(),
  coldChainConfirmed: z.boolean(),
  status: z.enum(RETURN_STATES),
  /** The wholesaler's note on a decision (why rejected); empty otherwise. */
  statusNote: z.string(),
  creditNoteNo: z.string().nullable(),
  creditCents: z.number().int().nullable(),
  ...authorFields,
});
export type ReturnRow = z.infer<typeof ReturnRow>;

export const RETURNS_COLLECTIONS = {
  returnLines: customerCollection(ReturnLineRow, 'returnRegistration', {
    alsoAreas: ['destruction'],
    indexes: ['lieferkundeNr', 'pzn', 'day'],
    pageMax: 2000,
  }),
  returns: customerCollection(ReturnRow, 'returnRegistration', {
    indexes: ['lieferkundeNr', 'deliveryLineId'],
    pageMax: 2000,
    serverFields: ['returnNo'],
  }),
} as const satisfies Collections;
const C = RETURNS_COLLECTIONS;

export const returnAnnounce = defineMutation(C, {
  name: 'return.announce',
  v: 1,
  area: 'returnRegistration',
  args: z
    .strictObject({
      id,
      lieferkundeNr: lieferkundeNrArg,
      deliveryLineId: id,
      quantity: z.number().int().min(1).max(QUANTITY_MAX),
      reason: z.enum(RETURN_REASONS),
      note: z.string().trim().max(NOTE_MAX),
      batch: z.string().trim().min(1).max(BATCH_MAX),
      expiry: calendarDayFrom2000,
      storageConfirmed: z.literal(true),
      coldChainConfirmed: z.boolean(),
    })
    .refine((a) => a.reason !== 'other' || a.note.length > 0, { path: ['note'] }),
  tables: ['returns', 'returnLines'],
  describe: (args) => returnsDe.describe.announce(args.quantity, returnsDe.reason[args.reason]),
  async local({ db, user, now }, args) {
    if (await db.returns.get(args.id)) return;
    const line = await db.returnLines.get(args.deliveryLineId);
    if (!line || line.lieferkundeNr !== args.lieferkundeNr) return;
    // The same checks as the server, so a queued return never shows what will be refused.
    if (ruleProblem(args.reason, line, now.slice(0, 10)) !== null) return;
    if (line.cold && !args.coldChainConfirmed) return;
    const returns = await db.returns.where('deliveryLineId').equals(line.id).toArray();
    if (args.quantity > returnableQuantity(line, returns)) return;
    await db.returns.put({
      id: args.id,
      lieferkundeNr: args.lieferkundeNr,
      returnNo: null,
      deliveryLineId: line.id,
      noteNo: line.noteNo,
      deliveryDay: line.day,
      pzn: line.pzn,
      name: line.name,
      quantity: args.quantity,
      aepCents: line.aepCents,
      cold: line.cold,
      reason: args.reason,
      note: args.note,
      batch: args.batch,
      expiry: args.expiry,
      storageConfirmed: true,
      coldChainConfirmed: line.cold && args.coldChainConfirmed,
      status: 'announced',
      statusNote: '',
      creditNoteNo: null,
      creditCents: null,
      ...createdHere(user, now),
    });
  },
});

export const returnsModule = defineModule({
  name: 'returns',
  collections: RETURNS_COLLECTIONS,
  mutations: [returnAnnounce],
});
