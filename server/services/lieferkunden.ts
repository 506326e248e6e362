// Which delivery customers a user may see and choose, and in which mode (SPEC 4, 5, 6).
// Customers see their own delivery addresses; representatives must search among the customers
// assigned to them (at most 20 answers); admins search among all. Differential mode keeps only
// customers whose first and last name match the domain config's regexes; normal mode excludes them.
import { HEADER } from '../../src/api/paths.ts';
import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  actsForEveryone,
  isDifferentialName,
  mustSearch,
  SELECTOR_LIMIT,
} from '../../src/api/customerSearch.ts';
import type { DomainConfig, Lieferkunde } from '../../src/api/schemas.ts';
import type { Db } from '../db/client.ts';
import { lieferkunden, userLieferkunden } from '../db/schema.ts';
import { loadDomainConfig } from './domainConfig.ts';
import type { SessionRow, UserRow } from './sessions.ts';

/** Customers list all their addresses; this only bounds a pathological account. */
const CUSTOMER_LIST_CAP = 200;

type LieferkundeRow = typeof lieferkunden.$inferSelect;

export function toLieferkunde(row: LieferkundeRow, isDefault: boolean): Lieferkunde {
  return {
    LieferkundeNr: row.lieferkundeNr,
    A2KndNr: row.a2KndNr,
    A2KndNrDefault: row.a2KndNrDefault,
    Vorname: row.vorname,
    Nachname: row.nachname,
    Strasse: row.strasse,
    Plz: row.plz,
    Ort: row.ort,
    a3KundeNr: row.a3KundeNr,
    a3KundeLabel: row.a3KundeLabel,
    isDefault,
  };
}

export function isDifferentialCustomer(config: DomainConfig, row: LieferkundeRow): boolean {
  return isDifferentialName(config, row.vorname, row.nachname);
}

function searchCondition(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  const conditions = words.map((word) => {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const text = or(
      ilike(lieferkunden.vorname, pattern),
      ilike(lieferkunden.nachname, pattern),
      ilike(lieferkunden.ort, pattern),
      ilike(lieferkunden.strasse, pattern),
      ilike(lieferkunden.plz, pattern),
      ilike(lieferkunden.a2KndNr, pattern),
      ilike(lieferkunden.a2KndNrDefault, pattern),
      ilike(lieferkunden.a3KundeLabel, pattern),
    );
    return /^\d+$/.test(word)
      ? or(text, sql`cast(${lieferkunden.lieferkundeNr} as text) like ${word + '%'}`)
      : text;
  });
  return conditions.length > 0 ? and(...conditions) : undefined;
}

interface Candidate {
  row: LieferkundeRow;
  isDefault: boolean;
}

/** The delivery customers this user may act for, optionally narrowed by a search or a number. */
async function candidates(
  db: Db,
  user: UserRow,
  filter: { search?: string; lieferkundeNr?: number },
): Promise<Candidate[]> {
  const where = and(
    filter.search ? searchCondition(filter.search) : undefined,
    filter.lieferkundeNr !== undefined
      ? eq(lieferkunden.lieferkundeNr, filter.lieferkundeNr)
      : undefined,
  );
  if (actsForEveryone(user)) {
    const rows = await db
      .select()
      .from(lieferkunden)
      .where(where)
      .orderBy(asc(lieferkunden.a3KundeNr), asc(lieferkunden.lieferkundeNr))
      .limit(CUSTOMER_LIST_CAP);
    return rows.map((row) => ({ row, isDefault: false }));
  }
  const rows = await db
    .select({ row: lieferkunden, isDefault: userLieferkunden.isDefault })
    .from(userLieferkunden)
    .innerJoin(lieferkunden, eq(lieferkunden.lieferkundeNr, userLieferkunden.lieferkundeNr))
    .where(and(eq(userLieferkunden.userId, user.id), isNull(userLieferkunden.deletedAt), where))
    .orderBy(asc(lieferkunden.a3KundeNr), asc(lieferkunden.lieferkundeNr))
    .limit(CUSTOMER_LIST_CAP);
  return rows;
}

function fitsMode(config: DomainConfig, row: LieferkundeRow, differential: boolean) {
  return isDifferentialCustomer(config, row) === differential;
}

export async function searchLieferkunden(
  db: Db,
  user: UserRow,
  config: DomainConfig,
  query: { search?: string; differential: boolean; limit?: number },
): Promise<Lieferkunde[]> {
  const search = query.search?.trim() ?? '';
  if (query.differential && !user.vertreter) return [];
  if (mustSearch(user) && search === '') return [];
  const limit = Math.min(query.limit ?? SELECTOR_LIMIT, SELECTOR_LIMIT);
  const found = await candidates(db, user, search ? { search } : {});
  const visible = found.filter((c) => fitsMode(config, c.row, query.differential));
  const bounded = mustSearch(user) ? visible.slice(0, limit) : visible;
  return bounded.map((c) => toLieferkunde(c.row, c.isDefault));
}

/** The customer if this user may choose it in this mode, else null. */
export async function findSelectable(
  db: Db,
  user: UserRow,
  config: DomainConfig,
  lieferkundeNr: number,
  differential: boolean,
): Promise<Lieferkunde | null> {
  if (differential && !user.vertreter) return null;
  const [found] = await candidates(db, user, { lieferkundeNr });
  if (!found || !fitsMode(config, found.row, differential)) return null;
  return toLieferkunde(found.row, found.isDefault);
}

/**
 * The delivery customer chosen on the device that a call names (`X-Lieferkunde`, issue 26), or
 * undefined: then the session's. Digits only, bounded to the column; anything else is ignored.
 */
export function deviceCustomer(request: { headers: Record<string, unknown> }): number | undefined {
  const value = request.headers[HEADER.customer.toLowerCase()];
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return undefined;
  const nr = Number(value);
  return nr > 0 ? nr : undefined;
}

/** Whether the user may act for the customer in either mode: the check of every change and pull. */
export async function mayActForCustomer(
  db: Db,
  user: UserRow,
  lieferkundeNr: number,
): Promise<boolean> {
  const config = await loadDomainConfig(db);
  return (
    (await findSelectable(db, user, config, lieferkundeNr, false)) !== null ||
    (await findSelectable(db, user, config, lieferkundeNr, true)) !== null
  );
}

/**
 * The delivery customer a session acts for (the differential one in differential mode), checked
 * again by the selector's rules on every use: a representative's assignment or a pharmacy's
 * address can be taken away while the session lives on, and a session row is no proof. Every
 * route that acts for "the session's customer" reads it here, never from the session row
 * (issue 10; issue 23, finding 8). `chosen` is what the session names, `lieferkundeNr` what it
 * may act for: null when nothing is chosen or the choice no longer holds. `named`: the customer
 * the call names (`deviceCustomer`, issue 26), which wins over the session's and is checked like
 * a change's customer (either mode).
 */
export async function sessionCustomer(
  db: Db,
  user: UserRow,
  session: Pick<SessionRow, 'lieferkundeNr' | 'differentialLieferkundeNr'>,
  named?: number,
): Promise<{ chosen: number | null; lieferkundeNr: number | null }> {
  if (named !== undefined) {
    const may = await mayActForCustomer(db, user, named);
    return { chosen: named, lieferkundeNr: may ? named : null };
  }
  const chosen = session.differentialLieferkundeNr ?? session.lieferkundeNr;
  if (chosen === null) return { chosen, lieferkundeNr: null };
  const differential = session.differentialLieferkundeNr !== null;
  const config = await loadDomainConfig(db);
  const found = await findSelectable(db, user, config, chosen, differential);
  return { chosen, lieferkundeNr: found ? chosen : null };
}

/** The session's current customer as the API shows it (with this user's default flag). */
export async function loadLieferkunde(
  db: Db,
  user: UserRow,
  lieferkundeNr: number,
): Promise<Lieferkunde | null> {
  const [row] = await db
    .select({ row: lieferkunden, isDefault: userLieferkunden.isDefault })
    .from(lieferkunden)
    .leftJoin(
      userLieferkunden,
      and(
        eq(userLieferkunden.lieferkundeNr, lieferkunden.lieferkundeNr),
        eq(userLieferkunden.userId, user.id),
        isNull(userLieferkunden.deletedAt),
      ),
    )
    .where(eq(lieferkunden.lieferkundeNr, lieferkundeNr))
    .limit(1);
  return row ? toLieferkunde(row.row, row.isDefault ?? false) : null;
}
