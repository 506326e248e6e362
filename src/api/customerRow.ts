// The fields a delivery customer's synced rows and mutations share, declared once for every
// module; their server counterparts are CustomerTable (server/sync/customerRows.ts) and
// authorColumns() (server/db/schema/sync.ts).
import { z } from 'zod';
import { id, isoDate, version } from './fields';
import { INT4_MAX } from './numbers';

/**
 * A row of one delivery customer: its id and the customer's number, then its own fields, then
 * the version; the columns every server table of customer rows has.
 */
export const customerRow = <S extends z.ZodRawShape>(fields: S) =>
  z.object({ id, lieferkundeNr: z.number().int(), ...fields, version });

/**
 * Who made a register's row and when: the server's authorColumns() as the wire carries them
 * (the author's display name for the user's id). On this device createdHere fills them.
 */
export const authorFields = { createdAt: isoDate, createdBy: z.string() };

/** The delivery customer a mutation writes for: it must fit the int4 column. */
export const lieferkundeNrArg = z.number().int().positive().max(INT4_MAX);
