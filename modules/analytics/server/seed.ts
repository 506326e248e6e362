// The analytics demo data (issue 14): 24 months of business between the wholesaler and each
// delivery customer that a login with an analytics role acts for (the Gruber pharmacy's three
// addresses and apotheke-24's): deliveries of orders placed on the web, by phone and by the
// pharmacy software, every line as confirmed with batch and expiry, collective invoices per half
// month, credit notes, and the backorders still open at the seed clock.
//
// Deterministic: a PRNG stream per customer (seeded by its number, apart from the other demo
// streams), the articles read from the seeded catalogue in version order, days counted back from
// SEED_TIME. The size follows ANALYTICS_LINES_PER_DAY (server/config.ts): about 100 lines a
// working day is a real pharmacy (some 30,000 a year); the e2e and test servers use a few.
import { asc, eq, sql } from 'drizzle-orm';
import { ANALYTICS_LINES_PER_DAY_DEFAULT } from '../../../server/config.ts';
import type { Db } from '../../../server/db/client.ts';
import { articles, userLieferkunden, users } from '../../../server/db/schema.ts';
import { backorders, customerDocuments, deliveryLines, deliveryNotes } from './tables.ts';
import { bulkInsert } from '../../../server/seed/bulkInsert.ts';
import type { Tx } from '../../../server/sync/types.ts';
import { COMPOUNDING_ARTICLES, compoundingPzns } from './compounding.ts';
import { analyzeTables } from '../../../server/seed/seedOnce.ts';
import { lockScope } from '../../../server/db/locks.ts';
import { yieldToRequests } from '../../../server/seed/yieldToRequests.ts';
import { liveArticles } from '../../../server/seed/articlePool.ts';
import { ANALYTICS_ROLES, AREAS } from '../../../src/api/access.ts';
import { generateCustomerHistory } from './history.ts';
import { byMonth, type AnalyticsSeedData, type Article, type Counters } from './seedParts.ts';

/** How many of the catalogue's first articles a pharmacy's orders draw from. */
const ASSORTMENT_MAX = 3000;

async function insertHistory(tx: Tx, data: AnalyticsSeedData) {
  await bulkInsert(tx, deliveryNotes, data.notes);
  await yieldToRequests();
  await bulkInsert(tx, deliveryLines, data.lines);
  await yieldToRequests();
  await bulkInsert(tx, customerDocuments, data.documents);
  await bulkInsert(tx, backorders, data.backorders);
}

/** The compounding articles with PZNs the catalogue does not use (any catalogue, even deleted). */
async function compoundingAssortment(tx: Tx): Promise<Article[]> {
  const near = await tx
    .select({ pzn: articles.pzn })
    .from(articles)
    .where(sql`${articles.pzn} >= '91000000' and ${articles.pzn} < '92000000'`);
  const pzns = compoundingPzns(new Set(near.map((a) => a.pzn)), COMPOUNDING_ARTICLES.length);
  return COMPOUNDING_ARTICLES.map((a, i) => ({
    pzn: pzns[i] ?? '',
    name: a.name,
    aepCents: a.aepCents,
    rx: false,
    manufacturer: a.manufacturer,
    coldChain: false,
    narcotic: false,
    compounding: a.kind,
  }));
}

/** The customers a login with an analytics role, the drug book's, the medicine test's, the
 * returns' or the declarations' acts for (not the representative's): those take over these
 * delivery lines (receipts, batches to check, lines to return or destroy). */
async function historyCustomers(tx: Tx): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ nr: userLieferkunden.lieferkundeNr })
    .from(userLieferkunden)
    .innerJoin(users, eq(users.id, userLieferkunden.userId))
    .where(
      sql`${users.roles} ?| ${sql.param([
        ...ANALYTICS_ROLES,
        ...AREAS.drugBook.anyRole,
        ...AREAS.medTest.anyRole,
        ...AREAS.returnRegistration.anyRole,
        ...AREAS.destruction.anyRole,
      ])}::text[]`,
    )
    .orderBy(asc(userLieferkunden.lieferkundeNr));
  return rows.map((r) => r.nr);
}

/**
 * Writes one month of a customer's history in its own short transaction, unless it is there
 * already; returns the lines written. Short, because the embedded database runs one transaction
 * at a time: the server answers its users between two months (the seed runs after it listens).
 */
async function insertMonth(db: Db, lieferkundeNr: number, month: AnalyticsSeedData) {
  if (!month.notes[0] && !month.documents[0]) return 0;
  return db.transaction(async (tx) => {
    // Two servers on one PostgreSQL write each month once; a pharmacy cancelling a backorder
    // meanwhile commits its version before or after this month's, never in between.
    await lockScope(tx, 'analytics', 0);
    await lockScope(tx, 'backorders', lieferkundeNr);
    if (await monthPresent(tx, month)) return 0;
    await insertHistory(tx, month);
    return month.lines.length;
  });
}

/** A month is there when its first note (or, without notes, its first document) is. */
async function monthPresent(tx: Tx | Db, month: AnalyticsSeedData): Promise<boolean> {
  const note = month.notes[0];
  const document = month.documents[0];
  if (!note && !document) return true;
  const found = note
    ? await tx
        .select({ one: sql`1` })
        .from(deliveryNotes)
        .where(eq(deliveryNotes.id, note.id))
    : await tx
        .select({ one: sql`1` })
        .from(customerDocuments)
        .where(eq(customerDocuments.id, document?.id ?? ''));
  return found.length > 0;
}

/**
 * Seeds the analytics history where it is missing (at every start, like the catalogue, so an
 * older database gets it too, and a start that ended mid-way completes it); returns how many
 * delivery lines it inserted. Runs after the demo users and the catalogue. The history is
 * generated whole per customer (deterministic: the same rows at every start) and written month by
 * month, each month once.
 */
export async function seedAnalytics(db: Db, linesPerDay = ANALYTICS_LINES_PER_DAY_DEFAULT) {
  if (linesPerDay <= 0) return 0;
  const { articleRows, compounding, customers } = await db.transaction(async (tx) => ({
    articleRows: await liveArticles(tx, ASSORTMENT_MAX),
    compounding: await compoundingAssortment(tx),
    customers: await historyCustomers(tx),
  }));
  // Customers and months are written in order, each month at once: when the last customer's
  // last month is there, all are, and a restart skips generating the rest (its row ids come
  // from the customer's own random stream, whatever the numbers before).
  const last = customers.at(-1);
  if (last === undefined) return 0;
  const newest = byMonth(
    generateCustomerHistory(last, articleRows, linesPerDay, { note: 0, doc: 0 }, compounding),
  ).at(-1);
  if (!newest || (await monthPresent(db, newest))) return 0;
  const counters: Counters = { note: 40_000_000, doc: 70_000_000 };
  let inserted = 0;
  for (const nr of customers) {
    const data = generateCustomerHistory(nr, articleRows, linesPerDay, counters, compounding);
    await yieldToRequests();
    for (const month of byMonth(data)) {
      inserted += await insertMonth(db, nr, month);
      await yieldToRequests();
    }
  }
  if (inserted > 0) {
    await analyzeTables(db, [deliveryNotes, deliveryLines, customerDocuments, backorders]);
  }
  return inserted;
}

export { ANALYTICS_MONTHS } from './history.ts';
