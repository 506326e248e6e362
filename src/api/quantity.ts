// The bounds of an ordered quantity: a basket row's (modules/shop) and an availability check's
// (./catalogue). Here, below both, and without zod, so that any side may import them.
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;

/** The most rows a list, a bulk change or an order may have. */
export const LIST_ROWS_MAX = 1000;
