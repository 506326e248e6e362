// The shell's help contact and domain suggestions (issue 13): who looks after a delivery customer,
// and the wholesaler's other portals (server/services/shellContacts.ts).
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { domainConfig, lieferkunden, users } from './auth.ts';

/** The wholesaler's sales offices (Verkaufsbüro, Innendienst): the help button's first contact. */
export const salesOffices = pgTable('sales_offices', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  /** Free text, e.g. 'Mo–Fr 7:30–17:00 Uhr'. */
  openingHours: text('opening_hours').notNull(),
});

/**
 * Who looks after a delivery customer: its sales office and its representative (a user with
 * vertreter set). No row, or a null column, means none is assigned.
 */
export const customerContacts = pgTable('customer_contacts', {
  lieferkundeNr: integer('lieferkunde_nr')
    .primaryKey()
    .references(() => lieferkunden.lieferkundeNr, { onDelete: 'cascade' }),
  salesOfficeId: text('sales_office_id').references(() => salesOffices.id, {
    onDelete: 'set null',
  }),
  vertreterId: uuid('vertreter_id').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * SPEC 2/7 "Domain suggestions": the wholesaler's other portals and sites offered to the users
 * of a domain (label and url), in `position` order.
 */
export const domainSuggestions = pgTable(
  'domain_suggestions',
  {
    id: text('id').primaryKey(),
    domain: text('domain')
      .notNull()
      .references(() => domainConfig.domain, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('domain_suggestions_domain_idx').on(t.domain, t.position)],
);
