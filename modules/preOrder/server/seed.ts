// The demo data of the pre-order (issue 15): five order windows of the wholesaler on articles of
// the catalogue (found by name: flu and tick-borne encephalitis vaccines, antihistamines, sun
// protection), one closed, one closing within a week, two open, one not yet open, with caps per
// line and per pharmacy and one Rezeptpflicht-Vorbestellung; for each delivery customer of a login
// with the role a few lines in the closed window and the one closing soon (the open allergy window
// stays empty). The helpers below (days, ids, articles, owners) serve the stock levels' seed too
// (modules/stockLevels/server/seed.ts).
//
// Deterministic: one PRNG stream (ENROLLMENT_SEED; the stock levels take the next), days from
// SEED_TIME, articles from the seeded catalogue in version order. Small, so test and e2e servers
// seed it unscaled.
import { and, asc, gt, ilike, isNull, or } from 'drizzle-orm';
import type { PreOrderArticle } from '../contract.ts';
import type { Db } from '../../../server/db/client.ts';
import type { Tx } from '../../../server/sync/types.ts';
import { articles } from '../../../server/db/schema.ts';
import { preOrderLines, preOrderWindows } from './tables.ts';
import { createRandom, SEED_TIME, uuidFromDigits } from '../../../server/seed/random.ts';
import { seedOnce } from '../../../server/seed/seedOnce.ts';
import { pricedArticles } from '../../../server/seed/articlePool.ts';
import { firstLoginPerCustomer } from '../../../server/seed/owners.ts';
import { DAY_MS } from '../../../src/api/days.ts';

export const ENROLLMENT_SEED = 20261519;
export const PRE_ORDER_ROLE = 'Vorbestellung';

export const day = (offset: number) =>
  new Date(SEED_TIME.getTime() + offset * DAY_MS).toISOString().slice(0, 10);

interface WindowPlan {
  title: string;
  description: string;
  names: readonly string[];
  opens: number;
  closes: number;
  deliveryFrom: number;
  deliveryTo: number;
  maxPerLine: number | null;
  maxPerPharmacy: number | null;
  prescriptionRequired: boolean;
  /** Packs of the seeded lines per delivery customer (none: no line). */
  seedLines: readonly number[];
}

const WINDOWS: readonly WindowPlan[] = [
  {
    title: 'Grippeimpfstoff 2026/27 – Erstbestellung',
    description: 'Influenza-Impfstoff für die Saison 2026/27, Auslieferung ab Oktober.',
    names: ['Influenza-Impfstoff'],
    opens: -200,
    closes: -140,
    deliveryFrom: -50,
    deliveryTo: -30,
    maxPerLine: 100,
    maxPerPharmacy: 300,
    prescriptionRequired: false,
    seedLines: [60, 40],
  },
  {
    title: 'Grippeimpfstoff 2026/27 – Nachbestellung auf Rezept',
    description:
      'Nachbestellung für Patientinnen und Patienten mit Rezept: je Rezept eine Position mit Menge 1 (Initialen und Rezeptdatum).',
    names: ['Influenza-Impfstoff'],
    opens: -14,
    closes: 45,
    deliveryFrom: 50,
    deliveryTo: 64,
    maxPerLine: 1,
    maxPerPharmacy: 20,
    prescriptionRequired: true,
    seedLines: [],
  },
  {
    title: 'FSME-Impfstoff Frühjahr 2027',
    description: 'Zeckenimpfung für die Impfaktion im Frühjahr.',
    names: ['FSME-Impfstoff'],
    opens: -30,
    closes: 6,
    deliveryFrom: 60,
    deliveryTo: 90,
    maxPerLine: 50,
    maxPerPharmacy: 120,
    prescriptionRequired: false,
    seedLines: [20],
  },
  {
    title: 'Allergiesaison 2027',
    description: 'Antihistaminika für die Pollensaison, Lieferung vor Beginn der Blüte.',
    names: ['Cetirizin', 'Loratadin', 'Desloratadin', 'Fexofenadin'],
    opens: -10,
    closes: 70,
    deliveryFrom: 90,
    deliveryTo: 120,
    maxPerLine: 24,
    maxPerPharmacy: null,
    prescriptionRequired: false,
    seedLines: [],
  },
  {
    title: 'Sonnenschutz-Saison 2027',
    description: 'Sonnenschutz und After-Sun für den Sommer.',
    names: ['Sonnenschutz', 'After Sun', 'After-Sun'],
    opens: 40,
    closes: 120,
    deliveryFrom: 150,
    deliveryTo: 180,
    maxPerLine: 48,
    maxPerPharmacy: 240,
    prescriptionRequired: false,
    seedLines: [],
  },
];
export type ArticleRow = { pzn: string; name: string; manufacturer: string; aepCents: number };

async function articlesNamed(tx: Tx, names: readonly string[]): Promise<ArticleRow[]> {
  const found = await tx
    .select({
      pzn: articles.pzn,
      name: articles.name,
      manufacturer: articles.manufacturer,
      aepCents: articles.aepCents,
    })
    .from(articles)
    .where(
      and(
        isNull(articles.deletedAt),
        gt(articles.aepCents, 0),
        or(...names.map((n) => ilike(articles.name, `${n}%`))),
      ),
    )
    .orderBy(asc(articles.version))
    .limit(5);
  if (found.length > 0) return found;
  // A small catalogue without such an article: any priced ones after the shop's demo articles.
  return pricedArticles(tx, { offset: 20 + names.length * 7, limit: 3 });
}

/** Seeds the order windows and lines when there is no window yet; returns the windows added. */
export async function seedPreOrder(db: Db): Promise<number> {
  return seedOnce(db, { lock: 'enrollment', marker: preOrderWindows }, async (tx) => {
    const random = createRandom(ENROLLMENT_SEED);
    const owners = await firstLoginPerCustomer(tx, PRE_ORDER_ROLE);
    for (const plan of WINDOWS) {
      const found = await articlesNamed(tx, plan.names);
      const list: PreOrderArticle[] = found.map((a) => ({ ...a }));
      const id = uuidFromDigits(random);
      await tx.insert(preOrderWindows).values({
        id,
        title: plan.title,
        description: plan.description,
        opensOn: day(plan.opens),
        closesOn: day(plan.closes),
        deliveryFrom: day(plan.deliveryFrom),
        deliveryTo: day(plan.deliveryTo),
        maxPerLine: plan.maxPerLine,
        maxPerPharmacy: plan.maxPerPharmacy,
        prescriptionRequired: plan.prescriptionRequired,
        articles: list,
      });
      for (const [lieferkundeNr, userId] of owners) {
        for (const [k, quantity] of plan.seedLines.entries()) {
          const article = list[k % list.length];
          if (!article) continue;
          const createdAt = new Date(SEED_TIME.getTime() + (plan.opens + 2 + k) * DAY_MS);
          await tx.insert(preOrderLines).values({
            id: uuidFromDigits(random),
            lieferkundeNr,
            windowId: id,
            pzn: article.pzn,
            quantity,
            prescriptionInitials: '',
            prescriptionDay: null,
            createdAt,
            createdBy: userId,
            changedAt: null,
            cancelledAt: null,
          });
        }
      }
    }
    return WINDOWS.length;
  });
}
