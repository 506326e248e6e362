// The catalogue stream's call (src/api/catalogue.ts) through the same SPEC 8 pipeline as sync:
// quiet, so a retried background call never toasts. The envelope is parsed with zod; the up to
// 10,000 articles of a page get a cheap hand-written shape check instead (a per-row zod parse
// costs more than writing the row), and one bad row rejects the whole page, never half of it.
import { z } from 'zod';
import {
  AVAILABILITY,
  CATALOGUE_API,
  CataloguePullAnswer,
  type Article,
  type CataloguePullBody,
} from '../api/catalogue';
import type { HttpClient } from './http';

const Envelope = CataloguePullAnswer.extend({ upserts: z.array(z.unknown()) });

const PZN = /^\d{7,8}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const VERSION = /^\d+$/;
const AVAILABILITIES: ReadonlySet<unknown> = new Set(AVAILABILITY);

const isCents = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The Article contract, checked field by field without allocating. */
export function isArticleShape(value: unknown): value is Article {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return (
    typeof a.pzn === 'string' &&
    PZN.test(a.pzn) &&
    typeof a.name === 'string' &&
    typeof a.ingredient === 'string' &&
    typeof a.dosageForm === 'string' &&
    typeof a.packSize === 'number' &&
    a.packSize > 0 &&
    typeof a.packUnit === 'string' &&
    typeof a.manufacturer === 'string' &&
    isCents(a.aepCents) &&
    isCents(a.avpCents) &&
    typeof a.rx === 'boolean' &&
    typeof a.coldChain === 'boolean' &&
    typeof a.narcotic === 'boolean' &&
    AVAILABILITIES.has(a.availability) &&
    (a.expectedDate === null || (typeof a.expectedDate === 'string' && DAY.test(a.expectedDate))) &&
    typeof a.version === 'string' &&
    VERSION.test(a.version)
  );
}

/** A pulled page; throws (so nothing is applied) when the envelope or any article is malformed. */
export function parseCataloguePage(data: unknown): CataloguePullAnswer {
  const page = Envelope.parse(data);
  const index = page.upserts.findIndex((row) => !isArticleShape(row));
  if (index >= 0) throw new Error(`catalogue page: article ${index} does not match the contract`);
  return page as CataloguePullAnswer;
}

export function createCatalogueApi(http: HttpClient) {
  return {
    pull: (body: CataloguePullBody) =>
      http.request({
        method: 'POST',
        path: CATALOGUE_API.pull,
        body,
        parse: parseCataloguePage,
        quiet: true,
      }),
  };
}

export type CatalogueApi = ReturnType<typeof createCatalogueApi>;
