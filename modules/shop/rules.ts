// The business rules of baskets, wish lists and orders that the client's optimistic half and the
// server apply alike (issue 11): both import them, and tests/server/parity.test.ts proves that the
// rows they produce are equal field by field.
import { QUANTITY_MAX } from '../../src/api/quantity';

/** A note row has no quantity of its own; it is stored as 1 on both sides. */
export const NOTE_ROW_QUANTITY = 1;

/** A row to append: an article with a quantity, or a free-text note. */
export type NewListRow =
  | { readonly rowId: string; readonly pzn: string; readonly quantity: number }
  | { readonly rowId: string; readonly note: string };

/** The stored fields of a new row, appended after `lastPosition` as the `index`-th of a batch. */
export function appendedRow(
  row: NewListRow,
  lastPosition: number,
  index: number,
  mergedRowIds: string[] = [],
) {
  const article = 'pzn' in row;
  return {
    id: row.rowId,
    pzn: article ? row.pzn : null,
    note: article ? null : row.note,
    quantity: article ? row.quantity : NOTE_ROW_QUANTITY,
    position: lastPosition + 1 + index,
    mergedRowIds,
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

// ---- Adding an article that is already there (issue 24) ---------------------------------------

/** The bounds of a row's quantity (the contract re-exports them). */
export { QUANTITY_MAX, QUANTITY_MIN } from '../../src/api/quantity';
/** How many merged add ids a row remembers: enough for any offline queue to re-apply safely. */
export const MERGED_IDS_MAX = 100;

/** What the merge rule reads of a live row (old local rows may lack `mergedRowIds`). */
export interface MergeableRow {
  readonly id: string;
  readonly pzn: string | null;
  readonly quantity: number;
  readonly mergedRowIds?: readonly string[];
}

/** A row an add raises: its new quantity and the add ids it has absorbed. */
export interface RaisedRow {
  readonly id: string;
  readonly quantity: number;
  readonly mergedRowIds: string[];
}

/** A row to append and the add ids merged into it within the same batch. */
export interface PlannedAppend {
  readonly row: NewListRow;
  readonly mergedRowIds: string[];
}

export interface AddPlan {
  /** New rows to append, in order. */
  readonly append: PlannedAppend[];
  /** Existing rows whose quantity rises (each once, with its final values). */
  readonly raise: RaisedRow[];
  /** Add ids that went into another row (the server keeps them as tombstones). */
  readonly merged: string[];
  /** Add ids appended as a row of their own because the sum would pass the maximum. */
  readonly overMax: string[];
}

/**
 * "The same article" is the same PZN: an article row has no per-row data besides its quantity
 * (notes are rows of their own), so adding it again raises the first row of that PZN in list
 * order. Note rows always append. A sum above the maximum appends a row of its own (nothing is
 * lost); 'Duplizieren' appends deliberately (`separate`). An add whose id is a row already, or
 * was merged already, is skipped: re-applying it (rebase, replay) changes nothing.
 * `rows`: the list's live rows in position order.
 */
export function planAdds(
  rows: readonly MergeableRow[],
  adds: readonly NewListRow[],
  options: { readonly separate?: boolean } = {},
): AddPlan {
  const work = rows.map((r) => ({
    id: r.id,
    pzn: r.pzn,
    quantity: r.quantity,
    mergedRowIds: [...(r.mergedRowIds ?? [])],
    add: null as NewListRow | null,
    raised: false,
  }));
  const merged: string[] = [];
  const overMax: string[] = [];
  for (const add of adds) {
    if (work.some((r) => r.id === add.rowId || r.mergedRowIds.includes(add.rowId))) continue;
    const pzn = 'pzn' in add ? add.pzn : null;
    const target = pzn !== null && !options.separate ? work.find((r) => r.pzn === pzn) : undefined;
    if (target && 'pzn' in add && target.quantity + add.quantity <= QUANTITY_MAX) {
      target.quantity += add.quantity;
      target.mergedRowIds = [...target.mergedRowIds, add.rowId].slice(-MERGED_IDS_MAX);
      target.raised = true;
      merged.push(add.rowId);
      continue;
    }
    if (target) overMax.push(add.rowId);
    work.push({
      id: add.rowId,
      pzn,
      quantity: 'pzn' in add ? add.quantity : NOTE_ROW_QUANTITY,
      mergedRowIds: [],
      add,
      raised: false,
    });
  }
  const append: PlannedAppend[] = [];
  const raise: RaisedRow[] = [];
  for (const r of work) {
    if (r.add) {
      const row = 'pzn' in r.add ? { ...r.add, quantity: r.quantity } : r.add;
      append.push({ row, mergedRowIds: r.mergedRowIds });
    } else if (r.raised) {
      raise.push({ id: r.id, quantity: r.quantity, mergedRowIds: r.mergedRowIds });
    }
  }
  return { append, raise, merged, overMax };
}

/**
 * The primary-list rule: one primary list per user, delivery customer and kind. A new list is
 * primary when the user has none of its kind for that customer yet; making one primary takes
 * the mark from the others.
 */
export const isPrimaryWhenCreated = (primaryListsOfKind: number) => primaryListsOfKind === 0;

/**
 * The one definition of a list's count (issue 24): a position ('Position') is an article row,
 * a row with a PZN and a quantity; note rows are shown but not counted. Every screen that counts
 * basket, wish-list or supplier-basket rows, the server's artikel_count and an order's rowCount
 * use it, worded by de.baskets.positions.
 */
export const isPosition = <R extends { readonly pzn: string | null }>(
  row: R,
): row is R & { readonly pzn: string } => row.pzn !== null;
export const positionCount = (rows: readonly { readonly pzn: string | null }[]) =>
  rows.filter(isPosition).length;

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
  const articles = lines.filter(isPosition);
  return {
    rowCount: articles.length,
    totalCents: articles.reduce((sum, l) => sum + l.quantity * (l.unitPriceCents ?? 0), 0),
  };
}

/** What a confirmation holds back (issue 29): how many article lines have each shortfall. */
export interface Shortfalls {
  readonly nachlieferung: number;
  readonly dispo: number;
  readonly nichtLieferbar: number;
}

/**
 * The article lines with a part that does not come with the tour (not 'normal' or 'verbund'),
 * counted once per kind: the list's summary and the notification of a confirmation say the same.
 */
export function shortfallsOf(
  confirmation: readonly { readonly parts: readonly { readonly kind: string }[] }[] | null,
): Shortfalls {
  const count = (kind: string) =>
    (confirmation ?? []).filter((line) => line.parts.some((p) => p.kind === kind)).length;
  return {
    nachlieferung: count('nachlieferung'),
    dispo: count('dispo'),
    nichtLieferbar: count('nicht_lieferbar'),
  };
}

export const hasShortfalls = (s: Shortfalls): boolean =>
  s.nachlieferung + s.dispo + s.nichtLieferbar > 0;
