// The declaration of destruction's contract (Vernichtungserklärung, issue 15): goods that cannot
// go back are destroyed, and the pharmacy records what (article, quantity, batch, expiry), why,
// when, before which witness and who declares. The server half: modules/destruction/server/sync.ts;
// the PDF: modules/destruction/server/routes.ts.
//
// Append-only: a declaration is never edited. A correction is a new declaration naming the one
// it replaces (`replacesId`, with the reason); the earlier one stays and shows as replaced.
import { z } from 'zod';
import { calendarDayFrom2000, id, isoDay, pznDigits } from '../../src/api/fields';
import { authorFields, customerRow, lieferkundeNrArg } from '../../src/api/customerRow';
import { createdHere } from '../../src/api/localRow';
import {
  defineModule,
  defineMutation,
  type Collections,
  customerCollection,
} from '../../src/api/module';
import { destructionDe } from './texts.de';

export const DESTRUCTION_REASONS = [
  'expired',
  'damaged',
  'coldChain',
  'recall',
  'notReturnable',
  'other',
] as const;
export type DestructionReason = (typeof DESTRUCTION_REASONS)[number];

export const LINES_MAX = 50;
export const QUANTITY_MAX = 9_999;
export const NAME_MAX = 80;
export const NOTE_MAX = 300;
export const BATCH_MAX = 20;
export const ARTICLE_MAX = 120;

export const DestructionLine = z.strictObject({
  pzn: pznDigits,
  name: z.string().trim().min(1).max(ARTICLE_MAX),
  quantity: z.number().int().min(1).max(QUANTITY_MAX),
  batch: z.string().trim().min(1).max(BATCH_MAX),
  expiry: calendarDayFrom2000,
  /** The delivery line it was taken from; null for an article from the catalogue. */
  deliveryLineId: id.nullable(),
});
export type DestructionLine = z.infer<typeof DestructionLine>;

export const DestructionRow = customerRow({
  day: isoDay,
  reason: z.enum(DESTRUCTION_REASONS),
  note: z.string(),
  lines: z.array(DestructionLine),
  witnessName: z.string(),
  witnessFunction: z.string(),
  declaredBy: z.string(),
  /** The declaration this one replaces (a correction); null for an original one. */
  replacesId: id.nullable(),
  correctionNote: z.string(),
  ...authorFields,
});
export type DestructionRow = z.infer<typeof DestructionRow>;

export const DESTRUCTION_COLLECTIONS = {
  destructions: customerCollection(DestructionRow, 'destruction', {
    indexes: ['lieferkundeNr', 'replacesId'],
    pageMax: 1000,
  }),
} as const satisfies Collections;
const C = DESTRUCTION_COLLECTIONS;

const text = (max: number) => z.string().trim().min(1).max(max);

export const destructionDeclare = defineMutation(C, {
  name: 'destruction.declare',
  v: 1,
  area: 'destruction',
  args: z
    .strictObject({
      id,
      lieferkundeNr: lieferkundeNrArg,
      day: calendarDayFrom2000,
      reason: z.enum(DESTRUCTION_REASONS),
      note: z.string().trim().max(NOTE_MAX),
      lines: z.array(DestructionLine).min(1).max(LINES_MAX),
      witnessName: text(NAME_MAX),
      witnessFunction: text(NAME_MAX),
      declaredBy: text(NAME_MAX),
      replacesId: id.nullable(),
      correctionNote: z.string().trim().max(NOTE_MAX),
    })
    .refine((a) => a.reason !== 'other' || a.note.length > 0, { path: ['note'] })
    .refine((a) => a.replacesId === null || a.correctionNote.length > 0, {
      path: ['correctionNote'],
    })
    .refine((a) => a.replacesId !== null || a.correctionNote.length === 0, {
      path: ['correctionNote'],
    })
    .refine((a) => a.witnessName.toLowerCase() !== a.declaredBy.toLowerCase(), {
      path: ['witnessName'],
    }),
  tables: ['destructions'],
  describe: (args) => destructionDe.describe.declare(args.lines.length, args.day),
  async local({ db, user, now }, args) {
    if (await db.destructions.get(args.id)) return;
    if (args.replacesId !== null) {
      const replaced = await db.destructions.get(args.replacesId);
      if (!replaced || replaced.lieferkundeNr !== args.lieferkundeNr) return;
      if ((await db.destructions.where('replacesId').equals(args.replacesId).count()) > 0) return;
    }
    await db.destructions.put({
      ...args,
      ...createdHere(user, now),
    });
  },
});

export const destructionModule = defineModule({
  name: 'destruction',
  collections: DESTRUCTION_COLLECTIONS,
  mutations: [destructionDeclare],
});

/** GET: the declaration as a PDF (an attachment), made by the server. */
export const DestructionPdfParams = z.strictObject({
  file: z.string().regex(/^[0-9a-f-]{36}\.pdf$/),
});
export const destructionPdfPath = (declarationId: string) =>
  `/destruction/declaration/${declarationId}.pdf`;
