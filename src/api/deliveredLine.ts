// A delivered line of the customer's delivery notes as the registers that take entries over from
// them show it (drug book receipts, medicine test checks, returns). Read-only on the client: the
// server derives the rows from the analytics delivery lines.
import { z } from 'zod';
import { isoDay } from './fields';

/** The fields every register's delivered line has; each is a customerRow and adds its own. */
export const deliveredLineFields = {
  noteNo: z.string(),
  day: isoDay,
  pzn: z.string(),
  name: z.string(),
  /** Packs delivered. */
  quantity: z.number().int(),
  batch: z.string().nullable(),
};
