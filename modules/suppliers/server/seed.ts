// The supplier orders' demo data (issue 15): seven direct suppliers (Direktbezug) with their
// terms and assortments, and a few past orders of the pharmacies with the role. Three are
// manufacturers selling their own articles directly (the three makers with the most articles
// in the catalogue's first 3,000), four are distributors (cosmetics, dressings, herbal goods,
// parallel imports) with a mixed assortment of affordable articles. Prices are the supplier's
// per order unit: the catalogue's AEP × packs per unit, 3–18 % below it (the reason a pharmacy
// orders directly); some articles come only by the carton.
//
// Deterministic: one PRNG stream (SUPPLIER_SEED), articles in catalogue version order after the
// shop's demo articles, dates counted from SEED_TIME.
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { supplierOrderLine, supplierOrderNumber, supplierOrderTotals } from '../rules.ts';
import type { SupplierKind } from '../contract.ts';
import type { Db } from '../../../server/db/client.ts';
import { articles, userLieferkunden, users } from '../../../server/db/schema.ts';
import { supplierArticles, supplierOrders, suppliers } from './tables.ts';
import {
  createRandom,
  SEED_TIME,
  type Random,
  uuidFromDigits,
} from '../../../server/seed/random.ts';
import { seedOnce } from '../../../server/seed/seedOnce.ts';
import { DAY_MS } from '../../../src/api/days.ts';

const SUPPLIER_SEED = 20261522;
/** The shop's demo articles come first in the catalogue; assortments start after them. */
const SKIP_ARTICLES = 20;
const MAKER_POOL = 3000;
const DISTRIBUTOR_POOL = 3000;
const MAKER_ASSORTMENT_MAX = 30;
export const SUPPLIER_COUNT = 7;
const ROLE = 'Lieferantenbestellung';

interface PoolArticle {
  pzn: string;
  name: string;
  manufacturer: string;
  aepCents: number;
}

interface SupplierPlan {
  name: string;
  kind: SupplierKind;
  minOrderCents: number;
  deliveryDays: string;
  leadTimeDays: number;
  orderChannel: string;
  contact: string;
  prefix: string;
  /** What the distributor sells, matched against the article's name (null: anything). */
  goods: RegExp | null;
}

const DISTRIBUTORS: readonly SupplierPlan[] = [
  {
    name: 'Dermakos Vertriebs GmbH',
    kind: 'vertrieb',
    minOrderCents: 15_000,
    deliveryDays: 'Di und Do',
    leadTimeDays: 2,
    orderChannel: 'über das Portal; Bestätigung per E-Mail am nächsten Werktag',
    contact: 'Innendienst, +43 1 4060 2210, bestellung@dermakos.at',
    prefix: 'DK',
    goods: /creme|salbe|lotion|gel\b|shampoo|balsam|pflege|spray|emulsion|öl\b/i,
  },
  {
    name: 'Sanitas Medizinprodukte Handels GmbH',
    kind: 'vertrieb',
    minOrderCents: 10_000,
    deliveryDays: 'Mo–Fr',
    leadTimeDays: 1,
    orderChannel: 'über das Portal bis 14 Uhr, Lieferung am nächsten Werktag',
    contact: 'Kundenservice, +43 316 872 440',
    prefix: 'SAN',
    goods: /binde|pflaster|verband|kompress|tupfer|spritze|kanüle|handschuh|mull|test|lanzette/i,
  },
  {
    name: 'Kräuterhof Naturwaren KG',
    kind: 'vertrieb',
    minOrderCents: 7_500,
    deliveryDays: 'Mittwoch',
    leadTimeDays: 5,
    orderChannel: 'über das Portal; der Außendienst bestätigt telefonisch',
    contact: 'Frau Leitgeb, +43 3842 22 519',
    prefix: 'KH',
    goods: /tee|kräuter|blüten|blätter|tropfen|kapseln|pastillen|honig/i,
  },
  {
    name: 'Pharma Import Austria GmbH',
    kind: 'vertrieb',
    minOrderCents: 25_000,
    deliveryDays: 'Mo, Mi, Fr',
    leadTimeDays: 3,
    orderChannel: 'über das Portal; Parallelimporte nach Verfügbarkeit, Teillieferungen möglich',
    contact: 'Auftragsannahme, auftrag@pharmaimport.at',
    prefix: 'PIA',
    goods: null,
  },
];

const MAKER_TERMS = [
  { minOrderCents: 20_000, deliveryDays: 'Mo–Fr', leadTimeDays: 3 },
  { minOrderCents: 30_000, deliveryDays: 'Di und Fr', leadTimeDays: 4 },
  { minOrderCents: 12_500, deliveryDays: 'Mo–Do', leadTimeDays: 2 },
] as const;

type SupplierInsert = typeof suppliers.$inferInsert & { id: string };
type ArticleInsert = typeof supplierArticles.$inferInsert;

function terms(random: Random, prefix: string, article: PoolArticle, supplierId: string) {
  // Cheap articles often come by the carton only.
  const packsPerUnit = article.aepCents < 500 && random.next() < 0.4 ? random.pick([6, 10, 12]) : 1;
  const discount = random.int(3, 18);
  return {
    id: uuidFromDigits(random),
    supplierId,
    pzn: article.pzn,
    name: article.name,
    manufacturer: article.manufacturer,
    supplierArticleNo: `${prefix}-${random.int(10_000, 99_999)}`,
    orderUnit: packsPerUnit === 1 ? 'Packung' : `Karton à ${packsPerUnit} Packungen`,
    packsPerUnit,
    priceCents: Math.max(1, Math.round((article.aepCents * packsPerUnit * (100 - discount)) / 100)),
  } satisfies ArticleInsert;
}

/** The suppliers and their assortments, computed without the database. */
export function generateSuppliers(
  makers: readonly { name: string; articles: readonly PoolArticle[] }[],
  pool: readonly PoolArticle[],
): { suppliers: SupplierInsert[]; articles: ArticleInsert[] } {
  const random = createRandom(SUPPLIER_SEED);
  const out: SupplierInsert[] = [];
  const assortments: ArticleInsert[] = [];
  makers.slice(0, MAKER_TERMS.length).forEach((maker, i) => {
    const t = MAKER_TERMS[i] ?? MAKER_TERMS[0];
    const id = uuidFromDigits(random);
    const prefix = maker.name.slice(0, 3).toUpperCase();
    out.push({
      id,
      name: maker.name,
      supplierNumber: `H-${random.int(10_000, 99_999)}`,
      kind: 'hersteller',
      ...t,
      orderChannel: 'über das Portal; Direktbezug beim Hersteller, Rechnung direkt vom Hersteller',
      contact: `Apothekenbetreuung ${maker.name}`,
    });
    for (const article of maker.articles.slice(0, MAKER_ASSORTMENT_MAX)) {
      assortments.push(terms(random, prefix, article, id));
    }
  });
  for (const plan of DISTRIBUTORS) {
    const id = uuidFromDigits(random);
    const { prefix, goods, ...fields } = plan;
    out.push({ id, ...fields, supplierNumber: `V-${random.int(10_000, 99_999)}` });
    // Affordable articles only: one order unit stays well below the minimum order value.
    const affordable = pool.filter((a) => a.aepCents * 12 < plan.minOrderCents / 2);
    const matching = goods ? affordable.filter((a) => goods.test(a.name)) : affordable;
    // A small catalogue (the tests') may hold few of the distributor's goods: then anything.
    const fitting = matching.length >= 8 ? matching : affordable;
    const size = Math.min(fitting.length, random.int(12, 24));
    const used = new Set<string>();
    while (used.size < size) {
      const article = random.pick(fitting);
      if (used.has(article.pzn)) continue;
      used.add(article.pzn);
      assortments.push(terms(random, prefix, article, id));
    }
  }
  return { suppliers: out, articles: assortments };
}

/**
 * Seeds the suppliers when there are none yet (at every start, like the other issue 15 data),
 * and three past orders for each delivery customer of a user with the role; returns how many
 * suppliers it inserted. Runs after the catalogue and the demo users.
 */
export async function seedSuppliers(db: Db): Promise<number> {
  return seedOnce(db, { lock: 'suppliers', marker: suppliers }, async (tx) => {
    const head = tx
      .select({ pzn: articles.pzn, manufacturer: articles.manufacturer })
      .from(articles)
      .where(and(isNull(articles.deletedAt), gt(articles.aepCents, 0)))
      .orderBy(asc(articles.version))
      .offset(SKIP_ARTICLES)
      .limit(MAKER_POOL)
      .as('head');
    const topMakers = await tx
      .select({ manufacturer: head.manufacturer, n: count() })
      .from(head)
      .groupBy(head.manufacturer)
      .orderBy(desc(count()), asc(head.manufacturer))
      .limit(MAKER_TERMS.length);
    const poolColumns = {
      pzn: articles.pzn,
      name: articles.name,
      manufacturer: articles.manufacturer,
      aepCents: articles.aepCents,
    };
    const makers = [];
    for (const { manufacturer } of topMakers) {
      const found = await tx
        .select(poolColumns)
        .from(articles)
        .where(
          and(
            isNull(articles.deletedAt),
            gt(articles.aepCents, 0),
            eq(articles.manufacturer, manufacturer),
          ),
        )
        .orderBy(asc(articles.version))
        .limit(MAKER_ASSORTMENT_MAX);
      makers.push({ name: manufacturer, articles: found });
    }
    const pool = await tx
      .select(poolColumns)
      .from(articles)
      .where(and(isNull(articles.deletedAt), gt(articles.aepCents, 0)))
      .orderBy(asc(articles.version))
      .offset(SKIP_ARTICLES)
      .limit(DISTRIBUTOR_POOL);
    const generated = generateSuppliers(makers, pool);
    if (generated.suppliers.length === 0) return 0;
    await tx.insert(suppliers).values(generated.suppliers);
    if (generated.articles.length > 0) await tx.insert(supplierArticles).values(generated.articles);

    // Past orders: every delivery customer of a pharmacy user with the role (not representatives).
    const links = await tx
      .select({ userId: users.id, lieferkundeNr: userLieferkunden.lieferkundeNr })
      .from(userLieferkunden)
      .innerJoin(users, eq(users.id, userLieferkunden.userId))
      .where(and(eq(users.vertreter, false), sql`${users.roles} ? ${ROLE}`))
      .orderBy(asc(userLieferkunden.lieferkundeNr), asc(users.email));
    const customers = new Map<number, string>();
    for (const link of links) {
      if (!customers.has(link.lieferkundeNr)) customers.set(link.lieferkundeNr, link.userId);
    }
    const random = createRandom(SUPPLIER_SEED + 1);
    const bySupplier = new Map<string, ArticleInsert[]>();
    for (const a of generated.articles) {
      bySupplier.set(a.supplierId, [...(bySupplier.get(a.supplierId) ?? []), a]);
    }
    const orders: (typeof supplierOrders.$inferInsert)[] = [];
    for (const [lieferkundeNr, userId] of customers) {
      for (let n = 1; n <= 3; n += 1) {
        const supplier = random.pick(generated.suppliers);
        const offered = bySupplier.get(supplier.id) ?? [];
        if (offered.length === 0) continue;
        const rows = Array.from({ length: random.int(3, Math.min(8, offered.length)) }, () => {
          const a = random.pick(offered);
          return { pzn: a.pzn, note: null, quantity: random.int(2, 12), article: a };
        }).filter((row, i, all) => all.findIndex((o) => o.pzn === row.pzn) === i);
        const lines = rows.map((row) => supplierOrderLine(row, row.article));
        let totals = supplierOrderTotals(lines);
        // Past orders met the minimum: the last line's quantity makes up what is missing.
        const last = lines.at(-1);
        const minimum = supplier.minOrderCents ?? 0;
        if (last && last.unitPriceCents && totals.totalCents < minimum) {
          last.quantity += Math.ceil((minimum - totals.totalCents) / last.unitPriceCents);
          totals = supplierOrderTotals(lines);
        }
        orders.push({
          id: uuidFromDigits(random),
          lieferkundeNr,
          supplierId: supplier.id,
          supplierName: supplier.name,
          number: supplierOrderNumber(lieferkundeNr, n),
          userId,
          note: n === 2 ? 'Bitte Lieferung vormittags, Warenannahme bis 12 Uhr.' : '',
          createdAt: new Date(SEED_TIME.getTime() - (4 - n) * random.int(9, 20) * DAY_MS),
          ...totals,
          lines,
        });
      }
    }
    if (orders.length > 0) await tx.insert(supplierOrders).values(orders);
    return generated.suppliers.length;
  });
}
