// The drug book's contract (Suchtgiftbuch, issue 15; Suchtgiftverordnung §9): per narcotic
// article the stock on 1 January, the receipts with their delivery notes, the issues and the
// inventory on 31 December. The server halves: modules/drugBook/server/sync.ts; the rules (order,
// running balance, corrections): ./rules.ts.
//
// A record the law prescribes, so it is append-only: a wrong entry is corrected by a new entry
// naming it (the original stays, struck through); nothing is edited or deleted.
import { z } from 'zod';
import { calendarDayFrom2000, id, isoDay, pznDigits } from '../../src/api/fields';
import { authorFields, customerRow, lieferkundeNrArg } from '../../src/api/customerRow';
import { createdHere } from '../../src/api/localRow';
import { deliveredLineFields } from '../../src/api/deliveredLine';
import {
  defineModule,
  defineMutation,
  type Collections,
  customerCollection,
} from '../../src/api/module';
import { DOCUMENT_MAX, ENTRY_KINDS, NOTE_MAX, QUANTITY_MAX } from './rules';
import { drugBookDe } from './texts.de';

/**
 * A delivered line of a narcotic article (the catalogue's narcotic flag) from the customer's
 * delivery notes: what a receipt is taken over from. Read-only, derived from the analytics
 * delivery lines on the server (a login with only the drug book role sees these lines, no more).
 */
export const DrugDeliveryRow = customerRow(deliveredLineFields);
export type DrugDeliveryRow = z.infer<typeof DrugDeliveryRow>;

export const DrugBookEntryRow = customerRow({
  pzn: z.string(),
  kind: z.enum(ENTRY_KINDS),
  day: isoDay,
  /** Packs: received, issued, or counted (opening stock, inventory). */
  quantity: z.number().int(),
  /** Delivery note number, prescription number or inventory reference; no patient names. */
  document: z.string(),
  /** The delivery line a receipt was taken over from; null for entries typed in. */
  deliveryLineId: id.nullable(),
  /** The entry this one corrects (same article and kind); null for an original entry. */
  correctionOf: id.nullable(),
  /** The reason of a correction; empty for an original entry. */
  note: z.string(),
  ...authorFields,
});
export type DrugBookEntryRow = z.infer<typeof DrugBookEntryRow>;

export const DRUG_BOOK_COLLECTIONS = {
  drugDeliveries: customerCollection(DrugDeliveryRow, 'drugBook', {
    indexes: ['lieferkundeNr', 'pzn'],
    pageMax: 2000,
  }),
  drugBookEntries: customerCollection(DrugBookEntryRow, 'drugBook', {
    indexes: ['lieferkundeNr', 'pzn', 'deliveryLineId', 'correctionOf'],
    pageMax: 2000,
  }),
} as const satisfies Collections;
const C = DRUG_BOOK_COLLECTIONS;

// ---- Argument schemas -------------------------------------------------------------------------

const quantity = z.number().int().min(0).max(QUANTITY_MAX);
const document = z.string().trim().min(1).max(DOCUMENT_MAX);

/**
 * An entry typed in or a receipt taken over from a delivery line (`deliveryLineId`: its PZN,
 * day, note number and quantity must be the line's, and a line is booked once).
 */
export const drugBookEnter = defineMutation(C, {
  name: 'drugBook.enter',
  v: 1,
  area: 'drugBook',
  args: z
    .strictObject({
      id,
      lieferkundeNr: lieferkundeNrArg,
      pzn: pznDigits,
      kind: z.enum(ENTRY_KINDS),
      day: calendarDayFrom2000,
      quantity,
      document,
      deliveryLineId: id.nullable(),
    })
    .refine((a) => a.deliveryLineId === null || a.kind === 'receipt', { path: ['kind'] })
    .refine((a) => a.kind === 'opening' || a.kind === 'inventory' || a.quantity > 0, {
      path: ['quantity'],
    }),
  tables: ['drugBookEntries', 'drugDeliveries'],
  describe: (args) => drugBookDe.describe.enter(args.kind, args.quantity, args.pzn),
  async local({ db, user, now }, args) {
    if (await db.drugBookEntries.get(args.id)) return;
    if (
      args.deliveryLineId !== null &&
      (await db.drugBookEntries.where('deliveryLineId').equals(args.deliveryLineId).count()) > 0
    ) {
      return;
    }
    await db.drugBookEntries.put({
      ...args,
      correctionOf: null,
      note: '',
      ...createdHere(user, now),
    });
  },
});

/** Corrects entry `originalId` by the new entry `id` (same article and kind, with a reason). */
export const drugBookCorrect = defineMutation(C, {
  name: 'drugBook.correct',
  v: 1,
  area: 'drugBook',
  args: z.strictObject({
    id,
    originalId: id,
    day: calendarDayFrom2000,
    quantity,
    document,
    note: z.string().trim().min(1).max(NOTE_MAX),
  }),
  tables: ['drugBookEntries'],
  describe: (args) => drugBookDe.describe.correct(args.quantity),
  async local({ db, user, now }, args) {
    if (await db.drugBookEntries.get(args.id)) return;
    const original = await db.drugBookEntries.get(args.originalId);
    if (!original) return;
    await db.drugBookEntries.put({
      id: args.id,
      lieferkundeNr: original.lieferkundeNr,
      pzn: original.pzn,
      kind: original.kind,
      day: args.day,
      quantity: args.quantity,
      document: args.document,
      deliveryLineId: null,
      correctionOf: original.id,
      note: args.note,
      ...createdHere(user, now),
    });
  },
});

export const drugBookModule = defineModule({
  name: 'drugBook',
  collections: DRUG_BOOK_COLLECTIONS,
  mutations: [drugBookEnter, drugBookCorrect],
});
