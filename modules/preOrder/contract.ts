// The pre-order's contract (Vorbestellung, issue 15): the wholesaler's order windows for seasonal
// goods and vaccines (the same for every pharmacy), and a delivery customer's pre-order lines in
// them. The server half: modules/preOrder/server/sync.ts; the shared rules: ./rules.ts.
//
// A line is placed, its quantity changed or it is cancelled until the window's last day; a
// cancelled line stays (marked), so what was pre-ordered remains visible.
import { z } from 'zod';
import { id, isoDate, isoDay, LOCAL_VERSION, pznDigits, version } from '../../src/api/fields';
import { customerRow, lieferkundeNrArg } from '../../src/api/customerRow';
import {
  defineModule,
  defineMutation,
  type Collections,
  type RowLookup,
  customerCollection,
  userCollection,
} from '../../src/api/module';
import { viennaDay } from '../../src/api/enrollmentDays';
import {
  deadlineProblem,
  INITIALS_PATTERN,
  isActive,
  lineProblem,
  QUANTITY_MAX,
  type LineDraft,
} from './rules';
import { preOrderDe } from './texts.de';

export const PreOrderArticle = z.object({
  pzn: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  aepCents: z.number().int(),
});
export type PreOrderArticle = z.infer<typeof PreOrderArticle>;

/** One order window of the wholesaler. */
export const PreOrderWindowRow = z.object({
  id,
  title: z.string(),
  description: z.string(),
  /** First and last day pre-orders are taken (the last is the deadline, Bestellschluss). */
  opensOn: isoDay,
  closesOn: isoDay,
  deliveryFrom: isoDay,
  deliveryTo: isoDay,
  /** The most packs of one line, or null for no cap. */
  maxPerLine: z.number().int().nullable(),
  /** The most packs of all of a pharmacy's lines in the window, or null for no cap. */
  maxPerPharmacy: z.number().int().nullable(),
  /** Rezeptpflicht-Vorbestellung: one line per prescription, quantity 1, with its reference. */
  prescriptionRequired: z.boolean(),
  articles: z.array(PreOrderArticle),
  version,
});
export type PreOrderWindowRow = z.infer<typeof PreOrderWindowRow>;

/** One pre-order line of a delivery customer. */
export const PreOrderLineRow = customerRow({
  windowId: id,
  pzn: z.string(),
  quantity: z.number().int(),
  /** The prescription's reference: patient initials and its day ('' and null without). */
  prescriptionInitials: z.string(),
  prescriptionDay: isoDay.nullable(),
  createdAt: isoDate,
  changedAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
});
export type PreOrderLineRow = z.infer<typeof PreOrderLineRow>;

export const PRE_ORDER_COLLECTIONS = {
  preOrderWindows: userCollection(PreOrderWindowRow, 'preOrder', {
    indexes: ['closesOn'],
    pageMax: 200,
  }),
  preOrderLines: customerCollection(PreOrderLineRow, 'preOrder', {
    indexes: ['lieferkundeNr', 'windowId'],
    pageMax: 2000,
  }),
} as const satisfies Collections;
const C = PRE_ORDER_COLLECTIONS;

/** The article's name as the window offers it, for the descriptions ('' when not held). */
function articleName(rows: RowLookup<typeof C>, windowId: string, pzn: string): string {
  return rows('preOrderWindows', windowId)?.articles.find((a) => a.pzn === pzn)?.name ?? '';
}

// ---- Argument schemas -------------------------------------------------------------------------

const quantity = z.number().int().min(1).max(QUANTITY_MAX);

export const preOrderPlace = defineMutation(C, {
  name: 'preOrder.place',
  v: 1,
  area: 'preOrder',
  args: z.strictObject({
    id,
    lieferkundeNr: lieferkundeNrArg,
    windowId: id,
    pzn: pznDigits,
    quantity,
    prescriptionInitials: z
      .string()
      .trim()
      .toUpperCase()
      .refine((s) => s === '' || INITIALS_PATTERN.test(s)),
    prescriptionDay: isoDay.nullable(),
  }),
  tables: ['preOrderLines', 'preOrderWindows'],
  describe: (args, rows) =>
    preOrderDe.describe.place(articleName(rows, args.windowId, args.pzn), args.quantity),
  async local({ db, now }, args) {
    if (await db.preOrderLines.get(args.id)) return;
    const window = await db.preOrderWindows.get(args.windowId);
    if (!window) return;
    const lines = await db.preOrderLines.where('windowId').equals(window.id).toArray();
    const mine = lines.filter((l) => l.lieferkundeNr === args.lieferkundeNr);
    if (lineProblem(window, mine, args, viennaDay(new Date(now)))) return;
    await db.preOrderLines.put({
      ...args,
      createdAt: now,
      changedAt: null,
      cancelledAt: null,
      version: LOCAL_VERSION,
    });
  },
});

export const preOrderChange = defineMutation(C, {
  name: 'preOrder.change',
  v: 1,
  area: 'preOrder',
  args: z.strictObject({ id, quantity }),
  tables: ['preOrderLines', 'preOrderWindows'],
  describe: (args, rows) => {
    const line = rows('preOrderLines', args.id);
    return preOrderDe.describe.change(
      line ? articleName(rows, line.windowId, line.pzn) : '',
      args.quantity,
    );
  },
  async local({ db, now }, args) {
    const line = await db.preOrderLines.get(args.id);
    if (!line || !isActive(line)) return;
    const window = await db.preOrderWindows.get(line.windowId);
    if (!window) return;
    const lines = await db.preOrderLines.where('windowId').equals(window.id).toArray();
    const mine = lines.filter((l) => l.lieferkundeNr === line.lieferkundeNr);
    const draft: LineDraft = { ...line, quantity: args.quantity };
    if (lineProblem(window, mine, draft, viennaDay(new Date(now)))) return;
    await db.preOrderLines.update(line.id, { quantity: args.quantity, changedAt: now });
  },
});

export const preOrderCancel = defineMutation(C, {
  name: 'preOrder.cancel',
  v: 1,
  area: 'preOrder',
  args: z.strictObject({ id }),
  tables: ['preOrderLines', 'preOrderWindows'],
  describe: (args, rows) => {
    const line = rows('preOrderLines', args.id);
    return preOrderDe.describe.cancel(line ? articleName(rows, line.windowId, line.pzn) : '');
  },
  async local({ db, now }, args) {
    const line = await db.preOrderLines.get(args.id);
    if (!line || !isActive(line)) return;
    const window = await db.preOrderWindows.get(line.windowId);
    if (!window || deadlineProblem(window, viennaDay(new Date(now)))) return;
    await db.preOrderLines.update(line.id, { cancelledAt: now });
  },
});

export const preOrderModule = defineModule({
  name: 'preOrder',
  collections: PRE_ORDER_COLLECTIONS,
  mutations: [preOrderPlace, preOrderChange, preOrderCancel],
});
