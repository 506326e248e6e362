// The column builders the modules' tables share (modules/*/server/tables.ts), imported as
// `import * as column from '.../server/db/columns.ts'`: the columns every synced table repeats.
// Each builds exactly the column it replaces, so the schema (and `npm run db:generate`) stays the
// same. The version, customer and author columns live in the core (schema/sync.ts and
// schema/auth.ts), whose own tables use them.
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

export {
  authorColumns as author,
  lieferkundeColumn as lieferkunde,
  versionColumn as version,
} from './schema.ts';

/** A row's primary key, a UUID. */
export const id = () => uuid('id').primaryKey();

/** A point in time, stored with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When a synced row was deleted: it stays as a tombstone, so every replica learns of it. */
export const deletedAt = () => timestamptz('deleted_at');

/** The user a row belongs to (`user_id`): the row goes with them (on delete cascade). */
export const user = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The administrator who wrote a row while impersonating its user, if any. */
export const actingAdmin = () => uuid('acting_admin_id').references(() => users.id);
