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
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { ANALYTICS_LINES_PER_DAY_DEFAULT } from '../../../server/config.ts';
import type { Db } from '../../../server/db/client.ts';
import { articles, userLieferkunden, users } from '../../../server/db/schema.ts';
import { deliveryNotes } from './tables.ts';
import type { Tx } from '../../../server/sync/types.ts';
import { COMPOUNDING_ARTICLES, compoundingPzns } from './compounding.ts';
import { lockScope } from '../../../server/db/locks.ts';
import { ANALYTICS_ROLES, AREAS } from '../../../src/api/access.ts';
import { generateCustomerHistory } from './history.ts';
import type {
  AnalyticsSeedData,
  Article,
  BackorderInsert,
  Counters,
  DocumentInsert,
  LineInsert,
  NoteInsert,
} from './seedParts.ts';

/** How many of the catalogue's first articles a pharmacy's orders draw from. */
const ASSORTMENT_MAX = 3000;

const INSERT_CHUNK = 5000;

/** One INSERT of many rows: one array parameter per column, unnested into rows. */
function insertChunk<T>(
  table: string,
  columns: readonly (readonly [string, string, (row: T) => unknown])[],
  rows: readonly T[],
) {
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  const arrays = sql.join(
    columns.map(([, type, pick]) => sql`${sql.param(rows.map(pick))}::${sql.raw(type)}[]`),
    sql`, `,
  );
  return sql`insert into ${sql.raw(table)} (${names}) select * from unnest(${arrays})`;
}

async function insertAll<T>(
  tx: Tx,
  table: string,
  columns: readonly (readonly [string, string, (row: T) => unknown])[],
  rows: readonly T[],
) {
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    await tx.execute(insertChunk(table, columns, rows.slice(at, at + INSERT_CHUNK)));
  }
}

async function insertHistory(tx: Tx, data: AnalyticsSeedData) {
  await insertAll<NoteInsert>(
    tx,
    'delivery_notes',
    [
      ['id', 'uuid', (n) => n.id],
      ['lieferkunde_nr', 'int', (n) => n.lieferkundeNr],
      ['note_no', 'text', (n) => n.noteNo],
      ['order_no', 'text', (n) => n.orderNo],
      ['channel', 'text', (n) => n.channel],
      ['dtp', 'bool', (n) => n.dtp],
      ['day', 'text', (n) => n.day],
      ['line_count', 'int', (n) => n.lineCount],
      ['net_cents', 'int', (n) => n.netCents],
      ['vat_cents', 'int', (n) => n.vatCents],
    ],
    data.notes,
  );
  await insertAll<LineInsert>(
    tx,
    'delivery_lines',
    [
      ['id', 'uuid', (l) => l.id],
      ['lieferkunde_nr', 'int', (l) => l.lieferkundeNr],
      ['note_id', 'uuid', (l) => l.noteId],
      ['note_no', 'text', (l) => l.noteNo],
      ['day', 'text', (l) => l.day],
      ['position', 'int', (l) => l.position],
      ['pzn', 'text', (l) => l.pzn],
      ['name', 'text', (l) => l.name],
      ['quantity_ordered', 'int', (l) => l.quantityOrdered],
      ['quantity_delivered', 'int', (l) => l.quantityDelivered],
      ['unit_price_cents', 'int', (l) => l.unitPriceCents],
      ['vat_rate', 'int', (l) => l.vatRate],
      ['batch', 'text', (l) => l.batch],
      ['expiry', 'text', (l) => l.expiry],
      ['state', 'text', (l) => l.state],
      ['manufacturer', 'text', (l) => l.manufacturer],
      ['stat_category', 'text', (l) => l.statCategory],
    ],
    data.lines,
  );
  await insertAll<DocumentInsert>(
    tx,
    'customer_documents',
    [
      ['id', 'uuid', (d) => d.id],
      ['lieferkunde_nr', 'int', (d) => d.lieferkundeNr],
      ['kind', 'text', (d) => d.kind],
      ['doc_no', 'text', (d) => d.docNo],
      ['day', 'text', (d) => d.day],
      // jsonb has no array literal from a text[] element: send each list as JSON text.
      ['note_nos', 'jsonb', (d) => JSON.stringify(d.noteNos)],
      ['text', 'text', (d) => d.text],
      ['net_cents', 'bigint', (d) => d.netCents],
      ['vat_cents', 'bigint', (d) => d.vatCents],
      ['gross_cents', 'bigint', (d) => d.grossCents],
    ],
    data.documents,
  );
  await insertAll<BackorderInsert>(
    tx,
    'backorders',
    [
      ['id', 'uuid', (b) => b.id],
      ['lieferkunde_nr', 'int', (b) => b.lieferkundeNr],
      ['line_id', 'uuid', (b) => b.lineId],
      ['note_no', 'text', (b) => b.noteNo],
      ['order_no', 'text', (b) => b.orderNo],
      ['pzn', 'text', (b) => b.pzn],
      ['name', 'text', (b) => b.name],
      ['quantity', 'int', (b) => b.quantity],
      ['ordered_day', 'text', (b) => b.orderedDay],
      ['expected_day', 'text', (b) => b.expectedDay],
    ],
    data.backorders,
  );
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

/**
 * Seeds the analytics history when there is none yet (at every start, like the catalogue, so an
 * older database gets it too); returns how many delivery lines it inserted. Runs after the demo
 * users and the catalogue.
 */
export async function seedAnalytics(db: Db, linesPerDay = ANALYTICS_LINES_PER_DAY_DEFAULT) {
  if (linesPerDay <= 0) return 0;
  const inserted = await db.transaction(async (tx) => {
    // Under the analytics lock (namespace 8, server/db/locks.ts): two servers starting on
    // one PostgreSQL seed once.
    await lockScope(tx, 'analytics', 0);
    const existing = await tx.select({ id: deliveryNotes.id }).from(deliveryNotes).limit(1);
    if (existing.length > 0) return 0;
    const articleRows = await tx
      .select({
        pzn: articles.pzn,
        name: articles.name,
        aepCents: articles.aepCents,
        rx: articles.rx,
        manufacturer: articles.manufacturer,
        coldChain: articles.coldChain,
        narcotic: articles.narcotic,
      })
      .from(articles)
      .where(isNull(articles.deletedAt))
      .orderBy(asc(articles.version))
      .limit(ASSORTMENT_MAX);
    const compounding = await compoundingAssortment(tx);
    // The customers a login with an analytics role, the drug book's, the medicine test's, the
    // returns' or the declarations' acts for (not the representative's): those take over these
    // delivery lines (receipts, batches to check, lines to return or destroy).
    const customerRows = await tx
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
    const counters: Counters = { note: 40_000_000, doc: 70_000_000 };
    let lines = 0;
    for (const { nr } of customerRows) {
      const data = generateCustomerHistory(nr, articleRows, linesPerDay, counters, compounding);
      await insertHistory(tx, data);
      lines += data.lines.length;
    }
    return lines;
  });
  // Statistics at once (PGlite has no autovacuum), so the pull's loaders use their indexes.
  if (inserted > 0) {
    await db.execute(sql`analyze delivery_notes`);
    await db.execute(sql`analyze delivery_lines`);
    await db.execute(sql`analyze customer_documents`);
    await db.execute(sql`analyze backorders`);
  }
  return inserted;
}

export { ANALYTICS_MONTHS } from './history.ts';
