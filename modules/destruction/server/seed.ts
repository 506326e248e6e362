// The declarations' demo data (Vernichtungserklärung, issue 15): for each customer of a login with
// role 'Vernichtungserklärung', two declarations of expired or damaged goods from its delivered
// lines (no narcotics), one of them replaced by a correction (a mistyped quantity), as the screen
// would do it.
//
// Deterministic: one PRNG stream per customer (seeded by its number), times counted back from
// SEED_TIME. Runs at start when there is no declaration yet; lock 'returns', key 1.
import { and, asc, eq } from 'drizzle-orm';
import { AREAS } from '../../../src/api/access.ts';
import type { DestructionLine, DestructionReason } from '../contract.ts';
import type { Db } from '../../../server/db/client.ts';
import { articles } from '../../../server/db/schema.ts';
import { deliveryLines } from '../../analytics/server/tables.ts';
import { ownersOf, RETURNS_SEED } from '../../returns/server/seed.ts';
import { destructions } from './tables.ts';
import { createRandom, SEED_TIME, uuidFromWords } from '../../../server/seed/random.ts';
import { seedOnce } from '../../../server/seed/seedOnce.ts';
import { DAY_MS } from '../../../src/api/days.ts';

/** Seeds the declarations once; returns how many it inserted. */
export async function seedDestructions(db: Db): Promise<number> {
  return seedOnce(db, { lock: 'returns', lockKey: 1, marker: destructions }, async (tx) => {
    let count = 0;
    const seedDay = SEED_TIME.toISOString().slice(0, 10);
    for (const [nr, owner] of await ownersOf(tx, AREAS.destruction.anyRole)) {
      const random = createRandom(RETURNS_SEED + 7 + nr);
      const lines = await tx
        .select({ line: deliveryLines })
        .from(deliveryLines)
        .innerJoin(articles, eq(articles.pzn, deliveryLines.pzn))
        .where(and(eq(deliveryLines.lieferkundeNr, nr), eq(articles.narcotic, false)))
        .orderBy(asc(deliveryLines.day), asc(deliveryLines.position))
        .limit(400);
      const usable = lines.filter((l) => l.line.batch && l.line.expiry).map((l) => l.line);
      if (usable.length < 4) continue;
      const toLine = (l: (typeof usable)[number], quantity: number): DestructionLine => ({
        pzn: l.pzn,
        name: l.name,
        quantity,
        batch: l.batch ?? '',
        expiry: l.expiry ?? seedDay,
        deliveryLineId: l.id,
      });
      const pickLines = (n: number) =>
        Array.from({ length: n }, () => toLine(random.pick(usable), random.int(1, 3)));
      const declare = async (
        daysAgo: number,
        reason: DestructionReason,
        picked: DestructionLine[],
        replacesId: string | null = null,
        correctionNote = '',
      ) => {
        const createdAt = new Date(SEED_TIME.getTime() - daysAgo * DAY_MS);
        const id = uuidFromWords(random);
        await tx.insert(destructions).values({
          id,
          lieferkundeNr: nr,
          day: createdAt.toISOString().slice(0, 10),
          reason,
          note: '',
          lines: picked,
          witnessName: 'Mag. pharm. Lena Hofer',
          witnessFunction: 'Aspirantin',
          declaredBy: owner.name,
          replacesId,
          correctionNote,
          createdAt,
          createdBy: owner.userId,
        });
        count += 1;
        return id;
      };
      const first = pickLines(3);
      const firstId = await declare(40, 'expired', first);
      await declare(
        39,
        'expired',
        first.map((l, i) => (i === 0 ? { ...l, quantity: l.quantity + 1 } : l)),
        firstId,
        'Menge der ersten Position falsch übertragen.',
      );
      await declare(9, 'damaged', pickLines(1));
    }
    return count;
  });
}
