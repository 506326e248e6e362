// A row of an order list: a basket or wish list of the shop, a supplier's basket. The rows and
// their merge rule are the shop's (modules/shop/rules.ts); the fields are shared here.
import { z } from 'zod';
import { id } from './fields';

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
