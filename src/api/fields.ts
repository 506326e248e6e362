// Field schemas every synced row and mutation shares.
import { z } from 'zod';
import { INT4_MAX } from './numbers';

export const id = z.string().uuid();
export const isoDate = z.string().datetime({ offset: true });
/** A calendar day 'YYYY-MM-DD' (no time zone: the pharmacy's day). */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Monotonic version from one server sequence; a string because it is a bigint. */
export const version = z.string().regex(/^\d+$/);

/** Versions of rows made locally; the next pull replaces them with the server's. */
export const LOCAL_VERSION = '0';

/**
 * A row of one delivery customer: its id and the customer's number, then its own fields, then
 * the version; the columns every server table of customer rows has (server/sync/customerRows.ts).
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
