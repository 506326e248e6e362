// The cash book's contract (Kassabuch, issue 11): the synced rows, the collections and the three
// mutations with their client halves. The server halves: modules/cashbook/server/sync.ts. The rules
// both halves apply: ./rules.ts.
//
// The book is append-only: an entry is never edited or deleted, also not on an open day. A
// mistake is corrected by a reversal (Storno: a new entry with the amount negated, referencing
// the original), so every receipt number once given stays in the record.
import { z } from 'zod';
import { cashbookDe } from './texts.de';
import { calendarDay, id, isoDate, isoDay, LOCAL_VERSION } from '../../src/api/fields';
import { authorFields, customerRow, lieferkundeNrArg } from '../../src/api/customerRow';
import { createdHere } from '../../src/api/localRow';
import {
  defineModule,
  defineMutation,
  type Collections,
  customerCollection,
} from '../../src/api/module';
import { INT4_MAX } from '../../src/api/numbers';
import {
  balanceUpTo,
  CASHBOOK_CATEGORIES,
  CASHBOOK_TEXT_MAX,
  closingFigures,
  ENTRY_CATEGORIES,
  reversalFields,
  reversalText,
  signedAmount,
  vatAllowed,
  VAT_RATES,
} from './rules';

const vatRate = z.literal(VAT_RATES);

export const CashbookEntryRow = customerRow({
  /** The pharmacy's day the receipt belongs to ('YYYY-MM-DD'). */
  day: isoDay,
  /**
   * Gap-free per cash book (delivery customer), given by the server when it applies the entry;
   * null on this device until the pull brings it (shown as 'vorläufig').
   */
  receiptNo: z.number().int().nullable(),
  text: z.string(),
  category: z.enum(CASHBOOK_CATEGORIES),
  /** Euro cents, signed: into the till positive, out of it negative (cashbookRules). */
  amountCents: z.number().int(),
  vatRate,
  /** The entry this one reverses (Storno); null for an ordinary entry. */
  reversalOf: id.nullable(),
  ...authorFields,
});
export type CashbookEntryRow = z.infer<typeof CashbookEntryRow>;

/** A day closing: the book balance at the end of the day, the counted cash, the difference. */
export const CashbookClosingRow = customerRow({
  day: isoDay,
  bookBalanceCents: z.number().int(),
  countedCents: z.number().int(),
  differenceCents: z.number().int(),
  /** The 'kassendifferenz' entry that books the difference; null when the till was right. */
  differenceEntryId: id.nullable(),
  closedAt: isoDate,
  closedBy: z.string(),
});
export type CashbookClosingRow = z.infer<typeof CashbookClosingRow>;

export const CASHBOOK_COLLECTIONS = {
  cashbookEntries: customerCollection(CashbookEntryRow, 'cashbook', {
    indexes: ['lieferkundeNr', '[lieferkundeNr+day]', 'reversalOf'],
    pageMax: 1000,
    // Numbered by the server under the cash book's lock: two devices never give the same one.
    serverFields: ['receiptNo'],
  }),
  cashbookClosings: customerCollection(CashbookClosingRow, 'cashbook', {
    indexes: ['lieferkundeNr', '[lieferkundeNr+day]'],
    pageMax: 1000,
  }),
} as const satisfies Collections;
const C = CASHBOOK_COLLECTIONS;

// ---- Argument schemas -------------------------------------------------------------------------

/** Typed without sign; at least one cent; what the database's int4 column holds. */
export const AMOUNT_MAX_CENTS = INT4_MAX;

export const cashbookAddEntry = defineMutation(C, {
  name: 'cashbook.addEntry',
  v: 1,
  area: 'cashbook',
  args: z
    .strictObject({
      id,
      lieferkundeNr: lieferkundeNrArg,
      day: calendarDay,
      category: z.enum(ENTRY_CATEGORIES),
      text: z.string().trim().min(1).max(CASHBOOK_TEXT_MAX),
      amountCents: z.number().int().min(1).max(AMOUNT_MAX_CENTS),
      vatRate,
    })
    .refine((a) => vatAllowed(a.category, a.vatRate), { path: ['vatRate'] }),
  tables: ['cashbookEntries'],
  describe: (args) => cashbookDe.describe.addEntry(args.text),
  async local({ db, user, now }, args) {
    // Already there (pulled after the server applied it): the server's row, with its number, wins.
    if (await db.cashbookEntries.get(args.id)) return;
    await db.cashbookEntries.put({
      id: args.id,
      lieferkundeNr: args.lieferkundeNr,
      day: args.day,
      receiptNo: null,
      text: args.text,
      category: args.category,
      amountCents: signedAmount(args.category, args.amountCents),
      vatRate: args.vatRate,
      reversalOf: null,
      ...createdHere(user, now),
    });
  },
});

/** Books the reversal `id` of entry `originalId` on `day` (an open day). */
export const cashbookReverse = defineMutation(C, {
  name: 'cashbook.reverse',
  v: 1,
  area: 'cashbook',
  args: z.strictObject({ id, originalId: id, day: calendarDay }),
  tables: ['cashbookEntries'],
  describe: (args, rows) =>
    cashbookDe.describe.reverse(rows('cashbookEntries', args.originalId)?.text),
  async local({ db, user, now }, { id, originalId, day }) {
    if (await db.cashbookEntries.get(id)) return;
    const original = await db.cashbookEntries.get(originalId);
    if (!original) return;
    await db.cashbookEntries.put({
      id,
      lieferkundeNr: original.lieferkundeNr,
      day,
      receiptNo: null,
      text: reversalText(original.text, cashbookDe.reversalPrefix),
      ...reversalFields(original),
      reversalOf: originalId,
      ...createdHere(user, now),
    });
  },
});

/**
 * Closes `day` with the counted cash. A difference is booked as the entry `differenceEntryId`
 * (category 'kassendifferenz') on that day, so the book balance then equals the counted cash.
 */
export const cashbookCloseDay = defineMutation(C, {
  name: 'cashbook.closeDay',
  v: 1,
  area: 'cashbook',
  args: z.strictObject({
    id,
    lieferkundeNr: lieferkundeNrArg,
    day: calendarDay,
    countedCents: z.number().int().min(0).max(INT4_MAX),
    differenceEntryId: id,
  }),
  tables: ['cashbookEntries', 'cashbookClosings'],
  describe: (args) => cashbookDe.describe.closeDay(args.day),
  async local({ db, user, now }, args) {
    if (await db.cashbookClosings.get(args.id)) return;
    const entries = await db.cashbookEntries
      .where('lieferkundeNr')
      .equals(args.lieferkundeNr)
      .filter((e) => e.id !== args.differenceEntryId)
      .toArray();
    const figures = closingFigures(balanceUpTo(entries, args.day), args.countedCents);
    const booksDifference = figures.differenceCents !== 0;
    if (booksDifference) {
      await db.cashbookEntries.put({
        id: args.differenceEntryId,
        lieferkundeNr: args.lieferkundeNr,
        day: args.day,
        receiptNo: null,
        text: cashbookDe.differenceText(args.day),
        category: 'kassendifferenz',
        amountCents: figures.differenceCents,
        vatRate: 0,
        reversalOf: null,
        ...createdHere(user, now),
      });
    }
    await db.cashbookClosings.put({
      id: args.id,
      lieferkundeNr: args.lieferkundeNr,
      day: args.day,
      ...figures,
      differenceEntryId: booksDifference ? args.differenceEntryId : null,
      closedAt: now,
      closedBy: user?.name ?? '',
      version: LOCAL_VERSION,
    });
  },
});

export const cashbookModule = defineModule({
  name: 'cashbook',
  collections: CASHBOOK_COLLECTIONS,
  mutations: [cashbookAddEntry, cashbookReverse, cashbookCloseDay],
});
