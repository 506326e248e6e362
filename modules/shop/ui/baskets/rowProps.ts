// What a basket row receives (./ListRow.tsx) and when it must draw again: the props are compared
// field by field, because live queries hand out new objects for unchanged rows.
import type { Article } from '../../../../src/api/catalogue';
import type { BasketItemRow, ListKind } from '../../contract';
import type { RowAvailability } from './useAvailabilityCheck';

/** What the row's controls do; one stable object per page, so rows need not re-render. */
export interface RowActions {
  /** Queues a new quantity (shown at once while it is written). */
  readonly setQuantity: (rowId: string, quantity: number) => Promise<void>;
  readonly duplicate: (row: BasketItemRow) => void;
  readonly remove: (row: BasketItemRow) => void;
  readonly checkRow: (row: BasketItemRow) => void;
  readonly transfer: (row: BasketItemRow, move: boolean) => void;
  readonly toggleSelected: (rowId: string) => void;
}

/** Where a row sits in a virtualised list (absent: in the normal flow). */
export interface RowPlacement {
  readonly index: number;
  /** aria-rowindex: the header row is 1. */
  readonly rowIndex: number;
  readonly top: number;
  readonly measure: (element: HTMLElement | null) => void;
}

export interface ListRowProps {
  readonly row: BasketItemRow;
  readonly article: Article | undefined;
  readonly kind: ListKind;
  /** The last availability answer for this row at its current quantity. */
  readonly availability: RowAvailability | undefined;
  readonly selected: boolean;
  /** The availability check is possible (online, no check running). */
  readonly canCheck: boolean;
  /** Transfers into a basket are possible (a target exists or can be made). */
  readonly canTransfer: boolean;
  readonly actions: RowActions;
  /** Just added, raised or duplicated: scrolled into view and highlighted (issue 24). */
  readonly highlighted?: boolean;
  readonly placement?: RowPlacement | undefined;
}

const sameArticle = (a: Article | undefined, b: Article | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.pzn === b.pzn && a.version === b.version);

/** Re-render only when what this row shows changed (live queries hand out new objects). */
export function sameRowProps(a: ListRowProps, b: ListRowProps): boolean {
  return (
    a.row.id === b.row.id &&
    a.row.quantity === b.row.quantity &&
    a.row.position === b.row.position &&
    a.row.pzn === b.row.pzn &&
    a.row.note === b.row.note &&
    sameArticle(a.article, b.article) &&
    a.kind === b.kind &&
    a.availability === b.availability &&
    a.selected === b.selected &&
    a.highlighted === b.highlighted &&
    a.canCheck === b.canCheck &&
    a.canTransfer === b.canTransfer &&
    a.actions === b.actions &&
    a.placement?.index === b.placement?.index &&
    a.placement?.top === b.placement?.top &&
    a.placement?.measure === b.placement?.measure
  );
}
