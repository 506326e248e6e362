// The catalogue stream: articles changed since the cursor, in version order, paged; withdrawn
// articles as deletes (PZNs). One catalogue for everybody, so the cursor is `catalogue:<version>`.
// Built for 100,000 articles: one index-driven statement per page that lets the database render
// the page as JSON text, which is sent as it is (no row objects, no per-row validation in Node).
import { sql } from 'drizzle-orm';
import { CATALOGUE_PAGE_MAX, type CataloguePullBody } from '../../src/api/catalogue.ts';
import type { Db } from '../db/client.ts';
import { articles } from '../db/schema.ts';
import { decodeCursor, encodeCursor } from './scope.ts';

export const CATALOGUE_PAGE_DEFAULT = 5000;
const SCOPE = 'catalogue';

interface PageRow extends Record<string, unknown> {
  upserts: string;
  deletes: string;
  last: string | null;
  remaining: string | number | bigint;
  sequence: string | number | bigint;
}

/**
 * One page after `from`: upserts and deletes as JSON text, the last version, and how many
 * changes (upserts and deletes) remain after it. Withdrawn articles stay as tombstones, so a
 * first sync receives their deletes too (few, and harmless); purging old tombstones would need
 * a reset for older cursors.
 */
async function loadPage(db: Db, from: bigint, limit: number) {
  // Each page row is shaped like Article (camelCase names, version as text), so json_agg of the
  // row renders it exactly, and compactly.
  const result = await db.execute<PageRow>(sql`
    with page as (
      select pzn, name, ingredient, dosage_form as "dosageForm", pack_size as "packSize",
        pack_unit as "packUnit", manufacturer, aep_cents as "aepCents", avp_cents as "avpCents",
        rx, cold_chain as "coldChain", narcotic, availability, expected_date as "expectedDate",
        version::text as version, version as v, deleted_at is not null as withdrawn
      from ${articles} where version > ${from} order by ${articles.version} limit ${limit}
    )
    select
      (select coalesce(json_agg(a order by a.version::bigint), '[]'::json)::text
        from (select pzn, name, ingredient, "dosageForm", "packSize", "packUnit", manufacturer,
          "aepCents", "avpCents", rx, "coldChain", narcotic, availability, "expectedDate", version
          from page where not withdrawn) a) as upserts,
      (select coalesce(json_agg(pzn order by v), '[]'::json)::text
        from page where withdrawn) as deletes,
      (select max(v)::text from page) as last,
      (select count(*) from ${articles}
        where version > coalesce((select max(v) from page), ${from})) as remaining,
      (select last_value from sync_version) as sequence`);
  // node-postgres answers { rows }, PGlite the same shape through drizzle's execute.
  const row = (result as unknown as { rows: PageRow[] }).rows[0];
  if (!row) throw new Error('catalogue page query returned no row');
  return row;
}

/** A page as JSON text, and the key that names its content for the shared compressed cache. */
export interface CataloguePage {
  readonly json: string;
  readonly key: string;
}

/**
 * The answer as JSON text (CataloguePullAnswer). A cursor that does not parse, belongs to
 * another stream, or lies beyond every version this database has issued (another database)
 * starts over with `reset: true`.
 *
 * The key: a page holds the articles with versions in (from, last]; a change gives an article a
 * version above every one issued, so it leaves that range and the page's `last` moves. Hence
 * from, last, remaining and reset name the page's text exactly, for every user.
 */
export async function cataloguePage(db: Db, body: CataloguePullBody): Promise<CataloguePage> {
  const limit = Math.min(body.limit ?? CATALOGUE_PAGE_DEFAULT, CATALOGUE_PAGE_MAX);
  const decoded = decodeCursor(body.cursor, SCOPE);
  let { reset } = decoded;
  let row = await loadPage(db, decoded.version, limit);
  if (decoded.version > BigInt(row.sequence)) {
    reset = true;
    row = await loadPage(db, 0n, limit);
  }
  const from = reset ? 0n : decoded.version;
  const remaining = Number(row.remaining);
  const last = row.last === null ? from : BigInt(row.last);
  const cursor = encodeCursor(SCOPE, last);
  const json =
    `{"upserts":${row.upserts},"deletes":${row.deletes},"cursor":${JSON.stringify(cursor)},` +
    `"hasMore":${remaining > 0},"remaining":${remaining},"reset":${reset}}`;
  return { json, key: `catalogue:${from}-${last}:${remaining}:${reset}` };
}

export async function cataloguePull(db: Db, body: CataloguePullBody): Promise<string> {
  return (await cataloguePage(db, body)).json;
}
