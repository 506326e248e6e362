// The demo article catalogue: a fixed list of DEMO_ARTICLES first (tests and the demo data rely
// on them), then generated, plausible Austrian pharmacy articles up to the requested size, all
// deterministic (seeded PRNG) and with valid, unique PZNs. Seeded into an empty articles table
// in large chunks, one statement per chunk, so 100,000 articles take seconds, not minutes.
import { sql } from 'drizzle-orm';
import type { Availability } from '../../src/api/catalogue.ts';
import { austrianPzn, pznCheckDigit } from '../../src/api/pzn.ts';
import { CATALOGUE_SIZE_DEFAULT, CATALOGUE_SIZE_MAX } from '../config.ts';
import type { Db } from '../db/client.ts';
import { articles } from '../db/schema.ts';
import { lockCatalogue } from '../sync/scope.ts';
import {
  COLD_CHAIN,
  FORMS,
  GOODS,
  MANUFACTURERS,
  NARCOTICS,
  OTC,
  RX,
  type Ingredient,
  type Manufacturer,
} from './catalogueData.ts';
import { createRandom, SEED_DAY, type Random } from './random.ts';
import { yieldToRequests } from './yieldToRequests.ts';

/** An article as the seed writes it (the table's columns without version and tombstone). */
export interface SeedArticle {
  pzn: string;
  name: string;
  ingredient: string;
  dosageForm: string;
  packSize: number;
  packUnit: string;
  manufacturer: string;
  aepCents: number;
  avpCents: number;
  rx: boolean;
  coldChain: boolean;
  narcotic: boolean;
  availability: Availability;
  expectedDate: string | null;
  stock: number;
}

const CATALOGUE_SEED = 20261122;
const INSERT_CHUNK = 10_000;

function maker(brand: string): string {
  const found = MANUFACTURERS.find((m) => m.brand === brand);
  if (!found) throw new Error(`unknown demo manufacturer ${brand}`);
  return found.name;
}

const drug = (
  fields: Omit<SeedArticle, 'manufacturer' | 'coldChain' | 'narcotic' | 'expectedDate'> &
    Partial<Pick<SeedArticle, 'coldChain' | 'narcotic' | 'expectedDate'>> & { brand: string },
): SeedArticle => {
  const { brand, ...rest } = fields;
  return {
    coldChain: false,
    narcotic: false,
    expectedDate: null,
    ...rest,
    manufacturer: maker(brand),
  };
};

/**
 * The first articles of every demo catalogue, in this order (lowest versions), whatever its size:
 *
 * | PZN      | Article                                            | for tests of            |
 * |----------|----------------------------------------------------|-------------------------|
 * | 4512346  | Ibuprofen Alpenpharm 400 mg Filmtabletten, 30 Stk   | OTC painkiller, lieferbar |
 * | 2468026  | Paracetamol Alpenpharm 500 mg Tabletten, 20 Stk     | same maker as above     |
 * | 3357926  | Pantoprazol Donau 40 mg …, 30 Stk                   | Rx, lieferbar           |
 * | 5128733  | Metformin Tauern 1000 mg Filmtabletten, 60 Stk      | knapp, stock 5, date    |
 * | 1382647  | Amoxicillin Genovis 250 mg/5 ml …, 100 ml           | nicht lieferbar, date   |
 * | 2974166  | Salbutamol Inntal 100 µg/Hub …, 1 Stk               | nicht lieferbar, no date|
 * | 3845264  | Insulin glargin Medalp 100 E/ml …, 5 Stk            | cold chain              |
 * | 1637484  | Morphin Mur 30 mg Retardtabletten, 30 Stk           | narcotic (Suchtgift)    |
 * | 16260536 | Dexpanthenol Rhenomed 5 % Salbe, 100 g              | German 8-digit PZN      |
 * | 5293610  | Kamillenblüten Tee Kräuterhaus, 20 Stk              | umlauts, no ingredient  |
 * | 4729057  | Cetirizin Alpenpharm 10 mg Filmtabletten, 20 Stk    | third Alpenpharm, OTC   |
 * | 3185626  | Mullbinde 8 cm x 4 m Salvamed, 10 Stk               | bandage                 |
 * | 2057197  | Säuglingsmilchnahrung Pre Vitalis, 600 g            | baby food               |
 * | 4260838  | Fußcreme Dermavit, 100 ml                           | cosmetics, 'ß'          |
 * | 3916478  | Adalimumab Synthera 40 mg …, 2 Stk                  | cold chain, high price  |
 * | 2741516  | Ibuprofen Alpenpharm 400 mg Filmtabletten, 50 Stk   | same name, other pack   |
 * | 5839204  | Xylometazolin Wienerwald 0,1 % Nasenspray, 10 ml    | knapp, stock 12         |
 */
export const DEMO_ARTICLES: readonly SeedArticle[] = [
  drug({
    pzn: '4512346',
    name: 'Ibuprofen Alpenpharm 400 mg Filmtabletten',
    ingredient: 'Ibuprofen',
    dosageForm: 'Filmtabletten',
    packSize: 30,
    packUnit: 'Stk',
    brand: 'Alpenpharm',
    aepCents: 389,
    avpCents: 690,
    rx: false,
    availability: 'lieferbar',
    stock: 850,
  }),
  drug({
    pzn: '2468026',
    name: 'Paracetamol Alpenpharm 500 mg Tabletten',
    ingredient: 'Paracetamol',
    dosageForm: 'Tabletten',
    packSize: 20,
    packUnit: 'Stk',
    brand: 'Alpenpharm',
    aepCents: 179,
    avpCents: 320,
    rx: false,
    availability: 'lieferbar',
    stock: 1200,
  }),
  drug({
    pzn: '3357926',
    name: 'Pantoprazol Donau 40 mg magensaftresistente Tabletten',
    ingredient: 'Pantoprazol',
    dosageForm: 'magensaftresistente Tabletten',
    packSize: 30,
    packUnit: 'Stk',
    brand: 'Donau',
    aepCents: 612,
    avpCents: 945,
    rx: true,
    availability: 'lieferbar',
    stock: 300,
  }),
  drug({
    pzn: '5128733',
    name: 'Metformin Tauern 1000 mg Filmtabletten',
    ingredient: 'Metformin',
    dosageForm: 'Filmtabletten',
    packSize: 60,
    packUnit: 'Stk',
    brand: 'Tauern',
    aepCents: 455,
    avpCents: 720,
    rx: true,
    availability: 'knapp',
    expectedDate: '2026-12-01',
    stock: 5,
  }),
  drug({
    pzn: '1382647',
    name: 'Amoxicillin Genovis 250 mg/5 ml Pulver zur Herstellung einer Suspension zum Einnehmen',
    ingredient: 'Amoxicillin',
    dosageForm: 'Pulver zur Herstellung einer Suspension zum Einnehmen',
    packSize: 100,
    packUnit: 'ml',
    brand: 'Genovis',
    aepCents: 398,
    avpCents: 615,
    rx: true,
    availability: 'nicht_lieferbar',
    expectedDate: '2026-12-07',
    stock: 0,
  }),
  drug({
    pzn: '2974166',
    name: 'Salbutamol Inntal 100 µg/Hub Druckgasinhalation, Suspension',
    ingredient: 'Salbutamol',
    dosageForm: 'Druckgasinhalation, Suspension',
    packSize: 1,
    packUnit: 'Stk',
    brand: 'Inntal',
    aepCents: 545,
    avpCents: 840,
    rx: true,
    availability: 'nicht_lieferbar',
    stock: 0,
  }),
  drug({
    pzn: '3845264',
    name: 'Insulin glargin Medalp 100 E/ml Injektionslösung im Fertigpen',
    ingredient: 'Insulin glargin',
    dosageForm: 'Injektionslösung im Fertigpen',
    packSize: 5,
    packUnit: 'Stk',
    brand: 'Medalp',
    aepCents: 6890,
    avpCents: 9850,
    rx: true,
    coldChain: true,
    availability: 'lieferbar',
    stock: 120,
  }),
  drug({
    pzn: '1637484',
    name: 'Morphin Mur 30 mg Retardtabletten',
    ingredient: 'Morphin',
    dosageForm: 'Retardtabletten',
    packSize: 30,
    packUnit: 'Stk',
    brand: 'Mur',
    aepCents: 1245,
    avpCents: 1890,
    rx: true,
    narcotic: true,
    availability: 'lieferbar',
    stock: 40,
  }),
  drug({
    pzn: '16260536',
    name: 'Dexpanthenol Rhenomed 5 % Salbe',
    ingredient: 'Dexpanthenol',
    dosageForm: 'Salbe',
    packSize: 100,
    packUnit: 'g',
    brand: 'Rhenomed',
    aepCents: 598,
    avpCents: 1095,
    rx: false,
    availability: 'lieferbar',
    stock: 240,
  }),
  drug({
    pzn: '5293610',
    name: 'Kamillenblüten Tee Kräuterhaus',
    ingredient: '',
    dosageForm: 'Tee im Filterbeutel',
    packSize: 20,
    packUnit: 'Stk',
    brand: 'Kräuterhaus',
    aepCents: 245,
    avpCents: 450,
    rx: false,
    availability: 'lieferbar',
    stock: 600,
  }),
  drug({
    pzn: '4729057',
    name: 'Cetirizin Alpenpharm 10 mg Filmtabletten',
    ingredient: 'Cetirizin',
    dosageForm: 'Filmtabletten',
    packSize: 20,
    packUnit: 'Stk',
    brand: 'Alpenpharm',
    aepCents: 312,
    avpCents: 560,
    rx: false,
    availability: 'lieferbar',
    stock: 700,
  }),
  drug({
    pzn: '3185626',
    name: 'Mullbinde 8 cm x 4 m Salvamed',
    ingredient: '',
    dosageForm: 'Verbandstoff',
    packSize: 10,
    packUnit: 'Stk',
    brand: 'Salvamed',
    aepCents: 420,
    avpCents: 790,
    rx: false,
    availability: 'lieferbar',
    stock: 900,
  }),
  drug({
    pzn: '2057197',
    name: 'Säuglingsmilchnahrung Pre Vitalis',
    ingredient: '',
    dosageForm: 'Pulver',
    packSize: 600,
    packUnit: 'g',
    brand: 'Vitalis',
    aepCents: 1380,
    avpCents: 2395,
    rx: false,
    availability: 'lieferbar',
    stock: 150,
  }),
  drug({
    pzn: '4260838',
    name: 'Fußcreme Dermavit',
    ingredient: '',
    dosageForm: 'Kosmetik',
    packSize: 100,
    packUnit: 'ml',
    brand: 'Dermavit',
    aepCents: 495,
    avpCents: 950,
    rx: false,
    availability: 'lieferbar',
    stock: 320,
  }),
  drug({
    pzn: '3916478',
    name: 'Adalimumab Synthera 40 mg Injektionslösung im Fertigpen',
    ingredient: 'Adalimumab',
    dosageForm: 'Injektionslösung im Fertigpen',
    packSize: 2,
    packUnit: 'Stk',
    brand: 'Synthera',
    aepCents: 98_450,
    avpCents: 134_900,
    rx: true,
    coldChain: true,
    availability: 'lieferbar',
    stock: 18,
  }),
  drug({
    pzn: '2741516',
    name: 'Ibuprofen Alpenpharm 400 mg Filmtabletten',
    ingredient: 'Ibuprofen',
    dosageForm: 'Filmtabletten',
    packSize: 50,
    packUnit: 'Stk',
    brand: 'Alpenpharm',
    aepCents: 549,
    avpCents: 980,
    rx: false,
    availability: 'lieferbar',
    stock: 410,
  }),
  drug({
    pzn: '5839204',
    name: 'Xylometazolin Wienerwald 0,1 % Nasenspray',
    ingredient: 'Xylometazolin',
    dosageForm: 'Nasenspray',
    packSize: 10,
    packUnit: 'ml',
    brand: 'Wienerwald',
    aepCents: 268,
    avpCents: 495,
    rx: false,
    availability: 'knapp',
    expectedDate: '2026-11-28',
    stock: 12,
  }),
];

/** A DEMO_ARTICLES entry by PZN (for the demo data and tests). */
export function demoArticle(pzn: string): SeedArticle {
  const found = DEMO_ARTICLES.find((a) => a.pzn === pzn);
  if (!found) throw new Error(`${pzn} is not a demo article`);
  return found;
}

// ---- Generated articles --------------------------------------------------------------------

/** A day after the seed day, so expected dates are the same on every machine. */
const dayAfterSeed = (days: number) =>
  new Date(SEED_DAY + days * 86_400_000).toISOString().slice(0, 10);

const logUniform = (random: Random, [min, max]: readonly [number, number]) =>
  Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
const between = (random: Random, min: number, max: number) => min + random.next() * (max - min);
/** Retail prices end on 5 or 0 cents. */
const retail = (cents: number) => Math.ceil(cents / 5) * 5;

/**
 * Unique valid PZNs: the Austrian bodies (and the German ones for ~3 %) walked with a stride
 * coprime to their range, so every body comes at most once; bodies whose check digit would be
 * 10 and the demo PZNs are skipped.
 */
function pznSource(taken: ReadonlySet<string>) {
  let austrian = 0;
  let german = 0;
  const next = (makePzn: () => string | null): string => {
    for (;;) {
      const pzn = makePzn();
      if (pzn !== null && !taken.has(pzn)) return pzn;
    }
  };
  return {
    austrian: () => next(() => austrianPzn((104_729 + austrian++ * 617_293) % 1_000_000)),
    german: () =>
      next(() => {
        const body = String((1_300_021 + german++ * 3_331_337) % 10_000_000).padStart(7, '0');
        const check = pznCheckDigit(body);
        return check === null ? null : `${body}${check}`;
      }),
  };
}

type Category = 'rx' | 'narcotic' | 'cold' | 'otc' | 'good';

function category(random: Random): Category {
  const r = random.next();
  // Rx ~40 % (of which narcotics 1 % and cold chain 3 % of all articles), OTC medicines and
  // goods without an ingredient 30 % each.
  if (r < 0.01) return 'narcotic';
  if (r < 0.04) return 'cold';
  if (r < 0.4) return 'rx';
  return r < 0.7 ? 'otc' : 'good';
}

const DEFAULT_PRICE: Record<Exclude<Category, 'good'>, readonly [number, number]> = {
  rx: [250, 2500],
  narcotic: [600, 4000],
  cold: [1500, 9000],
  otc: [150, 900],
};
const MARGIN: Record<Category, readonly [number, number]> = {
  rx: [1.38, 1.55],
  narcotic: [1.38, 1.5],
  cold: [1.3, 1.45],
  otc: [1.6, 1.85],
  good: [1.7, 2.05],
};

function availability(
  random: Random,
): Pick<SeedArticle, 'availability' | 'expectedDate' | 'stock'> {
  const r = random.next();
  if (r < 0.85) {
    return {
      availability: 'lieferbar',
      expectedDate: null,
      stock: Math.round(logUniform(random, [20, 2500])),
    };
  }
  if (r < 0.95) {
    return {
      availability: 'knapp',
      expectedDate: dayAfterSeed(random.int(2, 21)),
      stock: random.int(1, 20),
    };
  }
  const dated = random.next() < 0.6;
  return {
    availability: 'nicht_lieferbar',
    expectedDate: dated ? dayAfterSeed(random.int(7, 90)) : null,
    stock: 0,
  };
}

function generated(random: Random, pzn: string): SeedArticle {
  const kind = category(random);
  const manufacturer: Manufacturer = random.pick(MANUFACTURERS);
  let name: string;
  let ingredient = '';
  let dosageForm: string;
  let packUnit: string;
  let packs: readonly number[];
  let price: readonly [number, number];
  if (kind === 'good') {
    const item = random.pick(GOODS);
    name = `${item.product} ${manufacturer.brand}`;
    dosageForm = item.form;
    packUnit = item.unit;
    packs = item.packs;
    price = item.price;
  } else {
    const list: readonly Ingredient[] =
      kind === 'narcotic' ? NARCOTICS : kind === 'cold' ? COLD_CHAIN : kind === 'rx' ? RX : OTC;
    const active = random.pick(list);
    const form = FORMS[random.pick(active.forms)];
    const strength = random.pick(active.strengths);
    ingredient = active.name;
    name = `${active.name} ${manufacturer.brand} ${strength} ${form.name}`;
    dosageForm = form.name;
    packUnit = form.unit;
    packs = form.packs;
    price = active.price ?? DEFAULT_PRICE[kind];
  }
  const packSize = random.pick(packs);
  // Bigger packs cost more, though less than in proportion.
  const first = packs[0] ?? packSize;
  const aepCents = Math.max(50, Math.round(logUniform(random, price) * (packSize / first) ** 0.55));
  const [low, high] = MARGIN[kind];
  const avpCents = retail(aepCents * between(random, low, high));
  return {
    pzn,
    name,
    ingredient,
    dosageForm,
    packSize,
    packUnit,
    manufacturer: manufacturer.name,
    aepCents,
    avpCents,
    rx: kind === 'rx' || kind === 'narcotic' || kind === 'cold',
    coldChain: kind === 'cold',
    narcotic: kind === 'narcotic',
    ...availability(random),
  };
}

/**
 * The demo catalogue of `size` articles (at least the DEMO_ARTICLES): the same list for the same
 * size on every machine; a larger size extends a smaller one.
 */
export function generateCatalogue(size: number, seed = CATALOGUE_SEED): SeedArticle[] {
  if (!Number.isInteger(size) || size < 0 || size > CATALOGUE_SIZE_MAX) {
    throw new Error(`catalogue size must be an integer from 0 to ${CATALOGUE_SIZE_MAX}`);
  }
  const random = createRandom(seed);
  const list = [...DEMO_ARTICLES];
  const pzns = pznSource(new Set(list.map((a) => a.pzn)));
  while (list.length < size) {
    const pzn = random.next() < 0.03 ? pzns.german() : pzns.austrian();
    list.push(generated(random, pzn));
  }
  return list;
}

/** One INSERT of many articles: one array parameter per column, unnested into rows. */
function insertChunk(chunk: readonly SeedArticle[]) {
  const column = <T>(pick: (a: SeedArticle) => T) => sql.param(chunk.map(pick));
  return sql`insert into ${articles} (pzn, name, ingredient, dosage_form, pack_size, pack_unit,
    manufacturer, aep_cents, avp_cents, rx, cold_chain, narcotic, availability, expected_date,
    stock)
    select * from unnest(
      ${column((a) => a.pzn)}::text[], ${column((a) => a.name)}::text[],
      ${column((a) => a.ingredient)}::text[], ${column((a) => a.dosageForm)}::text[],
      ${column((a) => a.packSize)}::int[], ${column((a) => a.packUnit)}::text[],
      ${column((a) => a.manufacturer)}::text[], ${column((a) => a.aepCents)}::int[],
      ${column((a) => a.avpCents)}::int[], ${column((a) => a.rx)}::bool[],
      ${column((a) => a.coldChain)}::bool[], ${column((a) => a.narcotic)}::bool[],
      ${column((a) => a.availability)}::text[], ${column((a) => a.expectedDate)}::text[],
      ${column((a) => a.stock)}::int[])`;
}

/**
 * Seeds the demo catalogue when the articles table is empty (at every start, so an older
 * database gets it too); returns how many articles it inserted. Rows get their versions in list
 * order, so the DEMO_ARTICLES come first in a catalogue pull.
 */
export async function seedCatalogue(db: Db, size: number = CATALOGUE_SIZE_DEFAULT) {
  const inserted = await db.transaction(async (tx) => {
    // Under the catalogue lock, so two servers starting on one PostgreSQL seed it once.
    await lockCatalogue(tx);
    const existing = await tx.select({ pzn: articles.pzn }).from(articles).limit(1);
    if (existing.length > 0) return 0;
    const list = generateCatalogue(size);
    // Bulk load as PostgreSQL advises: the indexes (as migration 0002 made them) are built once
    // afterwards, a third faster than keeping the PZN key's b-tree up to date row by row.
    await tx.execute(sql`alter table ${articles} drop constraint articles_pkey`);
    await tx.execute(sql`drop index articles_version_idx`);
    for (let at = 0; at < list.length; at += INSERT_CHUNK) {
      await yieldToRequests();
      await tx.execute(insertChunk(list.slice(at, at + INSERT_CHUNK)));
    }
    await yieldToRequests();
    await tx.execute(sql`alter table ${articles} add constraint articles_pkey primary key (pzn)`);
    await tx.execute(sql`create index articles_version_idx on ${articles} using btree (version)`);
    return list.length;
  });
  // Statistics and the visibility map at once (PGlite has no autovacuum): without them the
  // planner scans the whole table to count what a catalogue pull has left, instead of the index.
  if (inserted > 0) await db.execute(sql`vacuum analyze ${articles}`);
  return inserted;
}
