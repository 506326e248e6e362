// The medicine test's contract (Arzneimittelprüfung, issue 15): the record of the receiving
// checks of a delivery customer, per batch: what was checked, the result, who checked and when.
// The server half: modules/medTest/server/sync.ts; the shared rules: ./rules.ts.
//
// A record the law asks for (Apothekenbetriebsordnung), so it is append-only: a wrong entry is
// corrected by a new one that names it and gives a reason (the original stays); nothing is
// edited or deleted.
import { z } from 'zod';
import { id, isoDay, pznDigits } from '../../src/api/fields';
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
  CHECK_ITEMS,
  CHECK_KINDS,
  checkProblems,
  IDENTITY_METHODS,
  NAME_MAX,
  NOTE_MAX,
  NOTE_NUMBER_MAX,
  RESULTS,
  TEMP_MAX_TENTHS,
  TEMP_MIN_TENTHS,
} from './rules';
import { medTestDe } from './texts.de';

const items = z.partialRecord(z.enum(CHECK_ITEMS), z.boolean());

/**
 * A batch received from the wholesaler that has no check yet: a delivered line of the customer's
 * delivery notes (the analytics delivery lines, derived on the server like the drug book's
 * `drugDeliveries`) of the last TO_CHECK_DAYS days before the newest delivery. Read-only; a line
 * that has a check is not sent, and one checked after it was sent is deleted (by the check's
 * local half at once, by the pull with the check's version).
 */
export const MedDeliveryRow = customerRow({
  ...deliveredLineFields,
  expiry: isoDay.nullable(),
  /** The catalogue's cold-chain flag (2–8 °C). */
  coldChain: z.boolean(),
});
export type MedDeliveryRow = z.infer<typeof MedDeliveryRow>;

export const MedCheckRow = customerRow({
  kind: z.enum(CHECK_KINDS),
  pzn: z.string(),
  name: z.string(),
  batch: z.string(),
  expiry: isoDay,
  /** The delivery note's number; empty for a starting material bought elsewhere. */
  noteNumber: z.string(),
  receivedDay: isoDay,
  coldChain: z.boolean(),
  items,
  arrivalTenths: z.number().int().nullable(),
  identityMethod: z.enum(IDENTITY_METHODS).nullable(),
  result: z.enum(RESULTS),
  /** The reason of a block or rejection, a remark, or for a correction its reason. */
  note: z.string(),
  /** The delivery line (medDeliveries) this check was started from; null when typed in. */
  deliveryLineId: id.nullable(),
  /** The entry this one corrects; null for an original entry. */
  correctionOf: id.nullable(),
  ...authorFields,
});
export type MedCheckRow = z.infer<typeof MedCheckRow>;

export const MED_TEST_COLLECTIONS = {
  medDeliveries: customerCollection(MedDeliveryRow, 'medTest', {
    indexes: ['lieferkundeNr'],
    pageMax: 2000,
  }),
  medChecks: customerCollection(MedCheckRow, 'medTest', {
    indexes: ['lieferkundeNr', 'correctionOf', 'receivedDay', 'deliveryLineId'],
    pageMax: 2000,
  }),
} as const satisfies Collections;
const C = MED_TEST_COLLECTIONS;

// ---- Argument schemas -------------------------------------------------------------------------

const entryFields = {
  id,
  kind: z.enum(CHECK_KINDS),
  pzn: pznDigits,
  name: z.string().trim().min(1).max(NAME_MAX),
  batch: z.string().trim().min(1).max(BATCH_MAX),
  expiry: isoDay,
  noteNumber: z.string().trim().max(NOTE_NUMBER_MAX),
  receivedDay: isoDay,
  coldChain: z.boolean(),
  items,
  arrivalTenths: z.number().int().min(TEMP_MIN_TENTHS).max(TEMP_MAX_TENTHS).nullable(),
  identityMethod: z.enum(IDENTITY_METHODS).nullable(),
  result: z.enum(RESULTS),
  note: z.string().trim().max(NOTE_MAX),
};

/** The rules of a complete entry (medTestRules.checkProblems), as zod issues. */
const complete = <T extends Parameters<typeof checkProblems>[0]>(
  entry: T,
  ctx: z.RefinementCtx,
) => {
  for (const problem of checkProblems(entry)) ctx.addIssue({ code: 'custom', message: problem });
};

/**
 * A new check; `deliveryLineId` names the delivered line it was started from ('Zu prüfen': the
 * PZN must be the line's, and a line is checked once), null for a batch typed in.
 */
export const medTestCheck = defineMutation(C, {
  name: 'medTest.check',
  v: 1,
  area: 'medTest',
  args: z
    .strictObject({
      ...entryFields,
      lieferkundeNr: lieferkundeNrArg,
      deliveryLineId: id.nullable(),
    })
    .superRefine(complete),
  tables: ['medChecks', 'medDeliveries'],
  describe: (args) => medTestDe.describe.check(args.name, args.batch),
  async local({ db, user, now }, args) {
    if (await db.medChecks.get(args.id)) return;
    if (args.deliveryLineId !== null) {
      if ((await db.medChecks.where('deliveryLineId').equals(args.deliveryLineId).count()) > 0) {
        return;
      }
      // A checked line is no longer to check: the server's pull deletes it too.
      await db.medDeliveries.delete(args.deliveryLineId);
    }
    await db.medChecks.put({
      ...args,
      correctionOf: null,
      ...createdHere(user, now),
    });
  },
});

/** Corrects entry `originalId` by the new entry `id`; the note gives the reason. */
export const medTestCorrect = defineMutation(C, {
  name: 'medTest.correct',
  v: 1,
  area: 'medTest',
  args: z
    .strictObject({ ...entryFields, originalId: id, note: entryFields.note.min(1) })
    .superRefine(complete),
  tables: ['medChecks'],
  describe: (args) => medTestDe.describe.correct(args.name, args.batch),
  async local({ db, user, now }, args) {
    if (await db.medChecks.get(args.id)) return;
    const original = await db.medChecks.get(args.originalId);
    if (!original) return;
    if ((await db.medChecks.where('correctionOf').equals(original.id).count()) > 0) return;
    const { originalId, ...entry } = args;
    await db.medChecks.put({
      ...entry,
      lieferkundeNr: original.lieferkundeNr,
      // The original keeps naming the line (it stays in the record), so the line stays checked.
      deliveryLineId: null,
      correctionOf: originalId,
      ...createdHere(user, now),
    });
  },
});

export const medTestModule = defineModule({
  name: 'medTest',
  collections: MED_TEST_COLLECTIONS,
  mutations: [medTestCheck, medTestCorrect],
});
