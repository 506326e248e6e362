// The help button's contact (issue 13): the sales office and the representative of the session's
// delivery customer, the differential one in differential mode (the customer the user acts for).
// The customer comes from the session, never from the request, and is re-checked on every call
// (server/services/lieferkunden.ts sessionCustomer): one the user may no longer act for is none.
import { asc, eq } from 'drizzle-orm';
import type { DomainSuggestions, HelpContact } from '../../src/api/shell.ts';
import { isWebUrl } from '../../src/api/shell.ts';
import type { Db } from '../db/client.ts';
import { customerContacts, domainSuggestions, salesOffices, users } from '../db/schema.ts';
import { DEFAULT_DOMAIN } from './domainConfig.ts';
import { sessionCustomer } from './lieferkunden.ts';
import type { SessionRow, UserRow } from './sessions.ts';

export async function helpContactOf(
  db: Db,
  user: UserRow,
  session: SessionRow,
  /** The customer chosen on the device, named by the call (issue 26). */
  named?: number,
): Promise<HelpContact> {
  const { lieferkundeNr } = await sessionCustomer(db, user, session, named);
  if (lieferkundeNr === null) {
    return { lieferkundeNr: null, salesOffice: null, representative: null };
  }
  const [row] = await db
    .select({
      office: {
        name: salesOffices.name,
        phone: salesOffices.phone,
        email: salesOffices.email,
        openingHours: salesOffices.openingHours,
      },
      rep: { name: users.displayName, phone: users.phone, email: users.email },
    })
    .from(customerContacts)
    .leftJoin(salesOffices, eq(salesOffices.id, customerContacts.salesOfficeId))
    .leftJoin(users, eq(users.id, customerContacts.vertreterId))
    .where(eq(customerContacts.lieferkundeNr, lieferkundeNr))
    .limit(1);
  return {
    lieferkundeNr,
    salesOffice: row?.office ?? null,
    representative: row?.rep ?? null,
  };
}

/** The domain's suggestions in their order; a stored url that is not http(s) is left out. */
export async function domainSuggestionsOf(db: Db): Promise<DomainSuggestions> {
  const rows = await db
    .select({
      id: domainSuggestions.id,
      label: domainSuggestions.label,
      url: domainSuggestions.url,
    })
    .from(domainSuggestions)
    .where(eq(domainSuggestions.domain, DEFAULT_DOMAIN))
    .orderBy(asc(domainSuggestions.position), asc(domainSuggestions.id));
  return { items: rows.filter((row) => isWebUrl(row.url)) };
}
