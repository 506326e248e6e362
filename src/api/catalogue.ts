// The catalogue contract: the article row, its paged sync stream (one cursor for the whole
// catalogue, shared by every user of a device) and the availability check. Imported by the
// sync worker, the client's catalogue database and the server.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { isoDay, pznDigits } from './fields';
import { QUANTITY_MAX, QUANTITY_MIN } from './quantity';

export const CATALOGUE_API = {
  pull: '/shop/catalogue/pull',
  /** SPEC 8: requests whose URL contains 'verfuegbarkeit' fail silently. */
  availability: '/shop/verfuegbarkeit',
} as const;

export const AVAILABILITY = ['lieferbar', 'knapp', 'nicht_lieferbar'] as const;
export type Availability = (typeof AVAILABILITY)[number];

const cents = z.number().int().nonnegative();

export const Article = z.object({
  pzn: pznDigits,
  name: z.string(),
  /** Active ingredient (Wirkstoff); '' for goods without one. */
  ingredient: z.string(),
  /** Dosage form (Darreichungsform), e.g. 'Filmtabletten'. */
  dosageForm: z.string(),
  packSize: z.number().positive(),
  /** Unit of packSize, e.g. 'Stk', 'ml', 'g'. */
  packUnit: z.string(),
  manufacturer: z.string(),
  /** Pharmacy purchase price (Apothekeneinkaufspreis), euro cents. */
  aepCents: cents,
  /** Retail price (Apothekenverkaufspreis), euro cents. */
  avpCents: cents,
  /** Prescription only (Rx) when true, else OTC. */
  rx: z.boolean(),
  coldChain: z.boolean(),
  /** Narcotic (Suchtgift). */
  narcotic: z.boolean(),
  availability: z.enum(AVAILABILITY),
  /** Expected delivery date when knapp or nicht lieferbar; null when unknown. */
  expectedDate: isoDay.nullable(),
  version: z.string().regex(/^\d+$/),
});
export type Article = z.infer<typeof Article>;

/** The largest page a catalogue pull may ask for. */
export const CATALOGUE_PAGE_MAX = 10_000;

export const CataloguePullBody = z.strictObject({
  /** The cursor of the last page applied; absent = from the start (first sync). */
  cursor: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(CATALOGUE_PAGE_MAX).optional(),
});
export type CataloguePullBody = z.infer<typeof CataloguePullBody>;

export const CataloguePullAnswer = z.object({
  upserts: z.array(Article),
  /** PZNs of articles withdrawn from the catalogue. */
  deletes: z.array(pznDigits),
  cursor: z.string(),
  hasMore: z.boolean(),
  /** Changes still to come after this page (for the progress bar of the first sync). */
  remaining: z.number().int().nonnegative(),
  /** True when the cursor is unknown to the server: drop the local catalogue first. */
  reset: z.boolean(),
});
export type CataloguePullAnswer = z.infer<typeof CataloguePullAnswer>;

// ---- Availability check (online only) ---------------------------------------------------------

export const AVAILABILITY_CHECK_MAX = 1000;

export const AvailabilityBody = z.strictObject({
  items: z
    .array(
      z.strictObject({
        /** The caller's key for the answer (a basket row id). */
        rowId: z.string().uuid(),
        pzn: pznDigits,
        quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
      }),
    )
    .min(1)
    .max(AVAILABILITY_CHECK_MAX),
});
export type AvailabilityBody = z.infer<typeof AvailabilityBody>;

/** Each row's answer: all of it now, part now, later (with a date if known), or not at all. */
export const AVAILABILITY_RESULT = [
  'lieferbar',
  'teilweise',
  'spaeter',
  'nicht_lieferbar',
] as const;
export type AvailabilityResult = (typeof AVAILABILITY_RESULT)[number];

export const AvailabilityAnswer = z.object({
  results: z.array(
    z.object({
      rowId: z.string().uuid(),
      status: z.enum(AVAILABILITY_RESULT),
      /** How many can be delivered now (equals the quantity when 'lieferbar'). */
      deliverableNow: z.number().int().nonnegative(),
      expectedDate: isoDay.nullable(),
    }),
  ),
  checkedAt: z.string().datetime({ offset: true }),
});
export type AvailabilityAnswer = z.infer<typeof AvailabilityAnswer>;

// ---- Search tokens ----------------------------------------------------------------------------

/** Lower case, without diacritics (ä → a, ß → ss), so 'Müller' is found by 'mull'. */
export function foldText(text: string): string {
  return text
    .toLocaleLowerCase('de-DE')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** The words of a text for the search index: folded, split on anything but letters and digits. */
export function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The multiEntry index keys of an article: its PZN and the words of name, ingredient, maker. */
export function articleTokens(
  article: Pick<Article, 'pzn' | 'name' | 'ingredient' | 'manufacturer'>,
): string[] {
  const tokens = new Set<string>([article.pzn]);
  for (const text of [article.name, article.ingredient, article.manufacturer]) {
    for (const w of words(text)) tokens.add(w);
  }
  return [...tokens];
}

/**
 * The availability of basket rows, declared once (src/api/endpoint.ts): online only. SPEC 8: the
 * pipeline passes every failure of a 'verfuegbarkeit' URL on without a message.
 */
export const AVAILABILITY_ENDPOINT = endpoint({
  method: 'POST',
  path: CATALOGUE_API.availability,
  access: { area: 'shop' },
  body: AvailabilityBody,
  answer: AvailabilityAnswer,
});
