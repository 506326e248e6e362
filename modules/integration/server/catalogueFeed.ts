// The catalogue feed (issue 29): article, price and stock changes as NDJSON, one article a line,
// partial by PZN or a new article; and the availability lookup the ERP simulator asks. Written
// in chunks of one statement each (unnest, like the catalogue seed), under the catalogue lock;
// every article that changes takes a new version from the shared sequence in that statement, so
// every client's catalogue stream (server/sync/catalogue.ts) picks it up. A line that changes
// nothing keeps its version (a daily full stock file sends the clients only what moved).
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { articles } from '../../../server/db/schema.ts';
import type { ModuleRouteDeps } from '../../../server/serverModules.ts';
import { lockCatalogue } from '../../../server/sync/scope.ts';
import type { Tx } from '../../../server/sync/types.ts';
import {
  ARTICLE_REQUIRED_FIELDS,
  ArticleFeedLine,
  ArticleLookupAnswer,
  ArticleLookupBody,
  FeedResult,
  INTEGRATION_API,
  IncomingBadRequest,
  NDJSON_CONTENT_TYPE,
  NdjsonQuery,
} from '../contract.ts';
import { integrationTexts } from '../texts.de.ts';
import { MessageRefused, type Fault } from './incoming.ts';
import { acceptNdjson, receiveFeed, refuseRepeats, type NdjsonLine } from './ndjson.ts';
import { routePath } from './paths.ts';

/** Lines per statement: 18 array parameters, whatever the count. */
const CHUNK = 5000;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The PZNs among these that the catalogue has (live or withdrawn). */
async function knownPzns(tx: Tx, pzns: readonly string[]): Promise<Set<string>> {
  const result = await tx.execute(
    sql`select pzn from ${articles} where pzn = any(${sql.param([...pzns])}::text[])`,
  );
  return new Set(rowsOf(result).map((r) => String(r.pzn)));
}

/** A new article must name every field the catalogue cannot make up. */
function refuseIncompleteNew(lines: readonly NdjsonLine<ArticleFeedLine>[], known: Set<string>) {
  const faults: Fault[] = [];
  for (const { line, value } of lines) {
    if (known.has(value.pzn)) continue;
    const missing = ARTICLE_REQUIRED_FIELDS.filter((field) => value[field] === undefined);
    if (missing.length > 0) {
      faults.push({ line, reason: integrationTexts.articles.missingForNew(missing.join(', ')) });
    }
  }
  return faults;
}

/** One statement: insert the new articles, update the known ones that differ. */
function upsertChunk(chunk: readonly ArticleFeedLine[], now: Date) {
  const col = <T>(pick: (a: ArticleFeedLine) => T | undefined) =>
    sql.param(chunk.map((a) => pick(a) ?? null));
  return sql`
    insert into ${articles} as a (pzn, name, ingredient, dosage_form, pack_size, pack_unit,
      manufacturer, aep_cents, avp_cents, rx, cold_chain, narcotic, availability, expected_date,
      stock, deleted_at)
    select u.pzn, coalesce(u.name, o.name), coalesce(u.ingredient, o.ingredient),
      coalesce(u.dosage_form, o.dosage_form), coalesce(u.pack_size, o.pack_size),
      coalesce(u.pack_unit, o.pack_unit), coalesce(u.manufacturer, o.manufacturer),
      coalesce(u.aep_cents, o.aep_cents), coalesce(u.avp_cents, o.avp_cents),
      coalesce(u.rx, o.rx), coalesce(u.cold_chain, o.cold_chain), coalesce(u.narcotic, o.narcotic),
      coalesce(u.availability, o.availability),
      case when u.expected_given then u.expected_date else o.expected_date end,
      coalesce(u.stock, o.stock, 0),
      case when u.withdrawn is null then o.deleted_at
        when u.withdrawn then coalesce(o.deleted_at, ${now.toISOString()}::timestamptz)
        else null end
    from unnest(
      ${col((a) => a.pzn)}::text[], ${col((a) => a.name)}::text[],
      ${col((a) => a.ingredient)}::text[], ${col((a) => a.dosageForm)}::text[],
      ${col((a) => a.packSize)}::int[], ${col((a) => a.packUnit)}::text[],
      ${col((a) => a.manufacturer)}::text[], ${col((a) => a.aepCents)}::int[],
      ${col((a) => a.avpCents)}::int[], ${col((a) => a.rx)}::bool[],
      ${col((a) => a.coldChain)}::bool[], ${col((a) => a.narcotic)}::bool[],
      ${col((a) => a.availability)}::text[], ${col((a) => a.expectedDate !== undefined)}::bool[],
      ${col((a) => a.expectedDate)}::text[], ${col((a) => a.stock)}::int[],
      ${col((a) => a.withdrawn)}::bool[]
    ) as u(pzn, name, ingredient, dosage_form, pack_size, pack_unit, manufacturer, aep_cents,
      avp_cents, rx, cold_chain, narcotic, availability, expected_given, expected_date, stock,
      withdrawn)
    left join ${articles} o on o.pzn = u.pzn
    on conflict (pzn) do update set name = excluded.name, ingredient = excluded.ingredient,
      dosage_form = excluded.dosage_form, pack_size = excluded.pack_size,
      pack_unit = excluded.pack_unit, manufacturer = excluded.manufacturer,
      aep_cents = excluded.aep_cents, avp_cents = excluded.avp_cents, rx = excluded.rx,
      cold_chain = excluded.cold_chain, narcotic = excluded.narcotic,
      availability = excluded.availability, expected_date = excluded.expected_date,
      stock = excluded.stock, deleted_at = excluded.deleted_at,
      version = nextval('sync_version')
    where (a.name, a.ingredient, a.dosage_form, a.pack_size, a.pack_unit, a.manufacturer,
      a.aep_cents, a.avp_cents, a.rx, a.cold_chain, a.narcotic, a.availability, a.expected_date,
      a.stock, a.deleted_at) is distinct from (excluded.name, excluded.ingredient,
      excluded.dosage_form, excluded.pack_size, excluded.pack_unit, excluded.manufacturer,
      excluded.aep_cents, excluded.avp_cents, excluded.rx, excluded.cold_chain, excluded.narcotic,
      excluded.availability, excluded.expected_date, excluded.stock, excluded.deleted_at)`;
}

/** Applies the feed's lines: validated against the catalogue first, then written in chunks. */
export async function applyArticles(
  tx: Tx,
  lines: readonly NdjsonLine<ArticleFeedLine>[],
  now: Date,
): Promise<void> {
  await lockCatalogue(tx);
  const known = await knownPzns(
    tx,
    lines.map((l) => l.value.pzn),
  );
  const faults = refuseIncompleteNew(lines, known);
  if (faults.length > 0) throw new MessageRefused(faults);
  const values = lines.map((l) => l.value);
  for (let at = 0; at < values.length; at += CHUNK) {
    await tx.execute(upsertChunk(values.slice(at, at + CHUNK), now));
  }
}

/** The availability of some articles, in the order asked. */
export async function lookupArticles(
  tx: Pick<Tx, 'execute'>,
  pzns: readonly string[],
): Promise<ArticleLookupAnswer> {
  const result = await tx.execute(
    sql`select pzn, availability, stock, expected_date, deleted_at is not null as withdrawn
        from ${articles} where pzn = any(${sql.param([...pzns])}::text[])`,
  );
  const found = new Map(rowsOf(result).map((r) => [String(r.pzn), r]));
  const answer: ArticleLookupAnswer = { articles: [], unknown: [] };
  for (const pzn of new Set(pzns)) {
    const row = found.get(pzn);
    if (!row) {
      answer.unknown.push(pzn);
      continue;
    }
    answer.articles.push({
      pzn,
      availability: row.availability as ArticleLookupAnswer['articles'][number]['availability'],
      stock: Number(row.stock),
      expectedDate: row.expected_date === null ? null : String(row.expected_date),
      withdrawn: row.withdrawn === true,
    });
  }
  return answer;
}

export const catalogueFeedRoutes =
  ({ db, clock }: ModuleRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    acceptNdjson(app);
    app.post(
      routePath(INTEGRATION_API.articles),
      {
        config: { access: { integration: 'catalogue:write' } },
        schema: {
          tags: ['integration'],
          summary: 'Artikel, Preise, Bestand als NDJSON (ArticleFeedLine je Zeile)',
          consumes: [NDJSON_CONTENT_TYPE],
          querystring: NdjsonQuery,
          body: z.string(),
          response: { 200: FeedResult, 400: IncomingBadRequest },
        },
      },
      (request, reply) =>
        receiveFeed({
          db,
          clock,
          request,
          reply,
          type: 'articles',
          lineSchema: ArticleFeedLine,
          crossCheck: (lines) => refuseRepeats(lines, (a) => `PZN ${a.pzn}`),
          apply: (tx, lines) => applyArticles(tx, lines, clock()),
        }),
    );
    app.post(
      routePath(INTEGRATION_API.articleLookup),
      {
        config: { access: { integration: 'catalogue:read' } },
        schema: {
          tags: ['integration'],
          summary: 'Verfügbarkeit, Bestand und Liefertermin je PZN',
          body: ArticleLookupBody,
          response: { 200: ArticleLookupAnswer },
        },
      },
      (request) => lookupArticles(db, request.body.pzns),
    );
  };
