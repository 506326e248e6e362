// The business rules of baskets, wish lists and orders that the client's optimistic half and the
// server apply alike (issue 11): both import them, and tests/server/parity.test.ts proves that the
// rows they produce are equal field by field.

/** A note row has no quantity of its own; it is stored as 1 on both sides. */
export const NOTE_ROW_QUANTITY = 1;

/** A row to append: an article with a quantity, or a free-text note. */
export type NewListRow =
  | { readonly rowId: string; readonly pzn: string; readonly quantity: number }
  | { readonly rowId: string; readonly note: string };

/** The stored fields of a new row, appended after `lastPosition` as the `index`-th of a batch. */
export function appendedRow(row: NewListRow, lastPosition: number, index: number) {
  const article = 'pzn' in row;
  return {
    id: row.rowId,
    pzn: article ? row.pzn : null,
    note: article ? null : row.note,
    quantity: article ? row.quantity : NOTE_ROW_QUANTITY,
    position: lastPosition + 1 + index,
  };
}

/** The row a copy (or move) of `source` appends: articles keep their quantity, notes their text. */
export function copiedRow(
  source: { readonly pzn: string | null; readonly note: string | null; readonly quantity: number },
  newRowId: string,
): NewListRow {
  return source.pzn !== null
    ? { rowId: newRowId, pzn: source.pzn, quantity: source.quantity }
    : { rowId: newRowId, note: source.note ?? '' };
}

/**
 * The primary-list rule: one primary list per user, delivery customer and kind. A new list is
 * primary when the user has none of its kind for that customer yet; making one primary takes
 * the mark from the others.
 */
export const isPrimaryWhenCreated = (primaryListsOfKind: number) => primaryListsOfKind === 0;

/** Article rows count; note rows do not. */
export const articleCount = (rows: readonly { readonly pzn: string | null }[]) =>
  rows.filter((r) => r.pzn !== null).length;

/** What the order knows of an article when it is placed; null when the client cannot know. */
export interface ArticleSnapshot {
  readonly name: string;
  readonly aepCents: number | null;
}

/**
 * The order-line snapshot of a basket row. The server passes the catalogue's article; the
 * client's optimistic order passes null (names and prices live in the catalogue database,
 * outside its transaction) and screens look them up while the order is 'wird_gesendet'.
 */
export function orderLine(
  row: { readonly pzn: string | null; readonly note: string | null; readonly quantity: number },
  article: ArticleSnapshot | null,
) {
  return row.pzn === null
    ? {
        pzn: null,
        name: row.note ?? '',
        note: row.note,
        quantity: row.quantity,
        unitPriceCents: null,
      }
    : {
        pzn: row.pzn,
        name: article?.name ?? '',
        note: null,
        quantity: row.quantity,
        unitPriceCents: article?.aepCents ?? null,
      };
}

/** Totals of an order's lines: article rows and quantity × unit price (unknown prices add 0). */
export function orderTotals(
  lines: readonly {
    readonly pzn: string | null;
    readonly quantity: number;
    readonly unitPriceCents: number | null;
  }[],
) {
  const articles = lines.filter((l) => l.pzn !== null);
  return {
    rowCount: articles.length,
    totalCents: articles.reduce((sum, l) => sum + l.quantity * (l.unitPriceCents ?? 0), 0),
  };
}
