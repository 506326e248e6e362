// The analytics screens' table cells and quantity format (archive, backorders, batches,
// documents, statistics): one definition instead of one per screen.

/** A text cell and a number cell of the screens' tables. */
export const CELL = 'px-2 py-1.5 text-left';
export const NUM = 'px-2 py-1.5 text-right tabular-nums';

/** Pack counts, with German digit grouping. */
export const QUANTITY = new Intl.NumberFormat('de-DE');
