// The demo data of the stock levels (issue 15): six announced price cuts of manufacturers of the
// catalogue (three to five articles each, 5–30 % off the AEP): one before its cut-off day, two
// open for reports, three past the deadline; for each delivery customer of a login with the role,
// reports on the past ones (in review; credited with the amount) and a first report on one open
// cut. Deterministic: the PRNG stream after the pre-order's (ENROLLMENT_SEED + 1), with its
// helpers (modules/preOrder/server/seed.ts).
import type { PriceCutArticle } from '../contract.ts';
import { refundCents, type ReportStatus } from '../rules.ts';
import type { Db } from '../../../server/db/client.ts';
import { priceCuts, stockReports } from './tables.ts';
import { createRandom, SEED_TIME, uuidFromDigits } from '../../../server/seed/random.ts';
import { seedOnce } from '../../../server/seed/seedOnce.ts';
import { pricedArticles } from '../../../server/seed/articlePool.ts';
import { firstLoginPerCustomer } from '../../../server/seed/owners.ts';
import { type ArticleRow, day, ENROLLMENT_SEED } from '../../preOrder/server/seed.ts';
import { DAY_MS } from '../../../src/api/days.ts';

export const STOCK_LEVELS_ROLE = 'Bestandsmeldungen';

interface CutPlan {
  announced: number;
  cutoff: number;
  until: number;
  /** The seeded report's status per customer, or null for none. */
  report: ReportStatus | null;
}

const CUTS: readonly CutPlan[] = [
  { announced: -130, cutoff: -90, until: -70, report: 'credited' },
  { announced: -60, cutoff: -40, until: -20, report: 'inReview' },
  { announced: -45, cutoff: -30, until: -3, report: null },
  { announced: -25, cutoff: -10, until: 5, report: 'submitted' },
  { announced: -20, cutoff: -5, until: 40, report: null },
  { announced: -3, cutoff: 9, until: 30, report: null },
];

/** Seeds the price cuts and reports when there is no cut yet; returns the cuts added. */
export async function seedStockLevels(db: Db): Promise<number> {
  return seedOnce(db, { lock: 'enrollment', marker: priceCuts }, async (tx) => {
    const random = createRandom(ENROLLMENT_SEED + 1);
    const pool = await pricedArticles(tx, { minCents: 300, offset: 20, limit: 600 });
    const byMaker = new Map<string, ArticleRow[]>();
    for (const a of pool) byMaker.set(a.manufacturer, [...(byMaker.get(a.manufacturer) ?? []), a]);
    const makers = [...byMaker.entries()].filter(([, list]) => list.length >= 3);
    if (makers.length === 0) return 0;
    const owners = await firstLoginPerCustomer(tx, STOCK_LEVELS_ROLE);
    for (const [i, plan] of CUTS.entries()) {
      const maker = makers[i % makers.length];
      if (!maker) continue;
      const [manufacturer, list] = maker;
      const count = Math.min(list.length, random.int(3, 5));
      const cutArticles: PriceCutArticle[] = list.slice(0, count).map((a) => {
        const percent = random.int(5, 30);
        return {
          pzn: a.pzn,
          name: a.name,
          oldAepCents: a.aepCents,
          newAepCents: Math.round((a.aepCents * (100 - percent)) / 100),
        };
      });
      const id = uuidFromDigits(random);
      const cut = {
        id,
        manufacturer,
        title: `Preissenkung ${manufacturer} zum ${day(plan.cutoff + 1)
          .split('-')
          .reverse()
          .join('.')}`,
        announcedOn: day(plan.announced),
        cutoffDay: day(plan.cutoff),
        reportUntil: day(plan.until),
        articles: cutArticles,
      };
      await tx.insert(priceCuts).values(cut);
      if (plan.report === null) continue;
      for (const [lieferkundeNr, userId] of owners) {
        const quantities = cutArticles.map((a) => ({ pzn: a.pzn, quantity: random.int(0, 24) }));
        await tx.insert(stockReports).values({
          id: uuidFromDigits(random),
          lieferkundeNr,
          priceCutId: id,
          revision: 1,
          quantities,
          submittedAt: new Date(SEED_TIME.getTime() + (plan.cutoff + 2) * DAY_MS),
          submittedBy: userId,
          status: plan.report,
          creditedCents: plan.report === 'credited' ? refundCents(cut, quantities) : null,
        });
      }
    }
    return CUTS.length;
  });
}
