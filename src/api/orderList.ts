// The order lists: a basket or wish list of the shop, a supplier's basket, and the orders made
// from them. The rows' merge rule and the lines' prices are the shop's (modules/shop/rules.ts);
// the fields and mutation arguments both modules' rows share are here.
import { z } from 'zod';
import { id, isoDate, pznDigits } from './fields';
import { QUANTITY_MAX, QUANTITY_MIN } from './quantity';

/** A basket (Warenkorb) can be ordered; a wish list (Merkliste) only collects articles. */
export const LIST_KINDS = ['warenkorb', 'merkliste'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** An article or a note row, in its place in the list, with the adds merged into it. */
export const listRowFields = {
  /** Article number; null for a note row. */
  pzn: z.string().nullable(),
  /** Free text of a note row; null for an article row. */
  note: z.string().nullable(),
  /** Packs (a supplier's basket: order units); a note row's is 1. */
  quantity: z.number().int(),
  position: z.number().int(),
  /** Ids of adds merged into this row (shopRules.planAdds); absent in rows stored before. */
  mergedRowIds: z.array(id).default([]),
};

/** The longest text of a note row. */
export const ROW_NOTE_MAX = 200;

/** The arguments of the lists' row mutations, alike for the shop's lists and a supplier's basket. */
export const listRowArgs = {
  quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
  pzn: pznDigits,
  note: z.string().trim().min(1).max(ROW_NOTE_MAX),
};

/** A row a mutation adds to a list: an article with its quantity, or a note. */
export const newListRowArgs = z.union([
  z.strictObject({ rowId: id, pzn: listRowArgs.pzn, quantity: listRowArgs.quantity }),
  z.strictObject({ rowId: id, note: listRowArgs.note }),
]);

/** 'wird_gesendet' exists only on the client, until the server confirms the order. */
export const ORDER_STATUS = ['wird_gesendet', 'uebermittelt'] as const;
export type OrderStatus = (typeof ORDER_STATUS)[number];

/** Who placed an order and when, its state, its totals and its lines (of schema `line`). */
export const placedOrderFields = <L extends z.ZodType>(line: L) => ({
  userId: id,
  userName: z.string(),
  status: z.enum(ORDER_STATUS),
  createdAt: isoDate,
  rowCount: z.number().int(),
  totalCents: z.number().int(),
  lines: z.array(line),
});

/** One ordered line, a snapshot taken when the order was placed (shopRules.orderLine). */
export const OrderLine = z.object({
  pzn: z.string().nullable(),
  /** The article name when ordered; the note text of a note row. */
  name: z.string(),
  note: z.string().nullable(),
  quantity: z.number().int(),
  /** AEP in euro cents when ordered; null for a note row or an unknown price. */
  unitPriceCents: z.number().int().nullable(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** An article line of a placed order as the wholesaler reads it: numbered, with its notes. */
export interface NumberedLine {
  /** Counts the article lines from 1 (note rows are not numbered). */
  readonly position: number;
  readonly pzn: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPriceCents: number | null;
  /** The note rows written under it (those before the first article go with the first). */
  readonly note: string | null;
}

/** The article lines of an order's lines, numbered, each with the note rows that belong to it. */
export function numberedLines(lines: readonly OrderLine[]): NumberedLine[] {
  const out: { line: NumberedLine; notes: string[] }[] = [];
  const leading: string[] = [];
  for (const line of lines) {
    if (line.pzn === null) {
      const text = line.note ?? line.name;
      if (text === '') continue;
      const last = out.at(-1);
      if (last) last.notes.push(text);
      else leading.push(text);
      continue;
    }
    const notes = out.length === 0 ? leading.splice(0) : [];
    out.push({
      line: {
        position: out.length + 1,
        pzn: line.pzn,
        name: line.name,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        note: null,
      },
      notes,
    });
  }
  return out.map(({ line, notes }) => ({
    ...line,
    note: notes.length > 0 ? notes.join('\n') : null,
  }));
}
