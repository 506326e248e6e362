// The returns' demo data (Retouren, issue 15): for each delivery customer that a login with role
// 'Apotheken' acts for, eight returns of delivered lines from the window the screen offers, in
// every state: the older ones credited (with a credit note at AEP) or rejected (with the
// wholesaler's reason), a few approved, the newest announced. The declarations of destruction
// seed themselves (modules/destruction/server/seed.ts) with `ownersOf`.
//
// Deterministic: one PRNG stream per customer (seeded by its number), times counted back from
// SEED_TIME. Runs at start when there is no return yet.
import { and, asc, eq, gte, max, sql } from 'drizzle-orm';
import { AREAS } from '../../../src/api/access.ts';
import {
  creditAtAep,
  LINE_WINDOW_DAYS,
  returnNumber,
  ruleProblem,
  type ReturnReason,
  type ReturnState,
} from '../rules.ts';
import { addDays } from '../../../src/api/days.ts';
import type { Db } from '../../../server/db/client.ts';
import { articles, userLieferkunden, users } from '../../../server/db/schema.ts';
import { deliveryLines } from '../../analytics/server/tables.ts';
import { returns } from './tables.ts';
import { createRandom, SEED_TIME, uuidFromWords } from '../../../server/seed/random.ts';
import { seedOnce } from '../../../server/seed/seedOnce.ts';
import { DAY_MS } from '../../../src/api/days.ts';

export const RETURNS_SEED = 20261518;
const RETURNS_PER_CUSTOMER = 8;
/** The oldest are credited or rejected, the newest still announced. */
const STATES_BY_ORDER: readonly ReturnState[] = [
  'credited',
  'rejected',
  'credited',
  'approved',
  'credited',
  'approved',
  'announced',
  'announced',
];

const REJECTIONS = [
  'Ware bei Wareneingangsprüfung beschädigt (Faltschachtel eingedrückt), keine Gutschrift möglich.',
  'Charge stimmt nicht mit der Lieferung überein.',
];
const NOTES: Partial<Record<ReturnReason, string>> = {
  damaged: 'Faltschachtel beim Transport eingedrückt, Blister unversehrt.',
  wrongDelivery: 'Geliefert wurde eine andere Packungsgröße als bestellt.',
  recall: 'Laut Rückrufschreiben des Herstellers.',
};

/** Per delivery customer, the first login (by e-mail) with one of `roles` that acts for it. */
export async function ownersOf(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  roles: readonly string[],
) {
  const rows = await tx
    .select({
      lieferkundeNr: userLieferkunden.lieferkundeNr,
      userId: users.id,
      name: users.displayName,
    })
    .from(userLieferkunden)
    .innerJoin(users, eq(users.id, userLieferkunden.userId))
    .where(sql`${users.roles} ?| ${sql.param([...roles])}::text[]`)
    .orderBy(asc(userLieferkunden.lieferkundeNr), asc(users.email));
  const owners = new Map<number, { userId: string; name: string }>();
  for (const row of rows) if (!owners.has(row.lieferkundeNr)) owners.set(row.lieferkundeNr, row);
  return owners;
}

/** Seeds the returns once; returns how many rows it inserted. */
export async function seedReturns(db: Db): Promise<number> {
  return seedOnce(db, { lock: 'returns', marker: returns }, async (tx) => {
    let count = 0;
    const seedDay = SEED_TIME.toISOString().slice(0, 10);

    for (const [nr, owner] of await ownersOf(tx, AREAS.returnRegistration.anyRole)) {
      const random = createRandom(RETURNS_SEED + nr);
      const [latest] = await tx
        .select({ last: max(deliveryLines.day) })
        .from(deliveryLines)
        .where(eq(deliveryLines.lieferkundeNr, nr));
      if (!latest?.last) continue;
      const lines = await tx
        .select({ line: deliveryLines, cold: articles.coldChain, narcotic: articles.narcotic })
        .from(deliveryLines)
        .innerJoin(articles, eq(articles.pzn, deliveryLines.pzn))
        .where(
          and(
            eq(deliveryLines.lieferkundeNr, nr),
            gte(deliveryLines.day, addDays(latest.last, -LINE_WINDOW_DAYS + 5)),
            eq(articles.narcotic, false),
          ),
        )
        .orderBy(asc(deliveryLines.day), asc(deliveryLines.position));
      const usable = lines.filter(
        (l) => l.line.quantityDelivered > 0 && l.line.batch && l.line.expiry,
      );
      if (usable.length < RETURNS_PER_CUSTOMER) continue;
      let seq = 0;
      let credit = 0;
      for (let k = 0; k < RETURNS_PER_CUSTOMER; k += 1) {
        // Spread over the window, oldest first, so the numbers follow the announcement order.
        const at = Math.floor(((k + random.next() * 0.8) / RETURNS_PER_CUSTOMER) * usable.length);
        const found = usable[Math.min(at, usable.length - 1)];
        if (!found) continue;
        const { line, cold } = found;
        const createdAt = new Date(
          Math.min(
            Date.parse(`${line.day}T09:00:00Z`) + random.int(1, 9) * DAY_MS,
            SEED_TIME.getTime() - (RETURNS_PER_CUSTOMER - k) * 3_600_000,
          ),
        );
        const day = createdAt.toISOString().slice(0, 10);
        const wanted: ReturnReason = random.pick([
          'wrongOrder',
          'wrongDelivery',
          'damaged',
          'expiry',
          'recall',
        ] as const);
        const reason: ReturnReason =
          ruleProblem(wanted, { day: line.day, cold, narcotic: false }, day) === null
            ? wanted
            : 'expiry';
        const status = STATES_BY_ORDER[k] ?? 'announced';
        const quantity = Math.max(1, Math.min(line.quantityDelivered, random.int(1, 2)));
        seq += 1;
        const credited = status === 'credited';
        if (credited) credit += 1;
        await tx.insert(returns).values({
          id: uuidFromWords(random),
          lieferkundeNr: nr,
          year: createdAt.getUTCFullYear(),
          seq,
          returnNo: returnNumber(createdAt.getUTCFullYear(), seq),
          deliveryLineId: line.id,
          quantity,
          reason,
          note: NOTES[reason] ?? '',
          batch: line.batch ?? '',
          expiry: line.expiry ?? seedDay,
          storageConfirmed: true,
          coldChainConfirmed: cold,
          status,
          statusNote: status === 'rejected' ? random.pick(REJECTIONS) : '',
          creditNoteNo: credited
            ? `GS${String(nr).slice(-4)}${String(credit).padStart(4, '0')}`
            : null,
          creditCents: credited ? creditAtAep(quantity, line.unitPriceCents) : null,
          createdAt,
          createdBy: owner.userId,
        });
        count += 1;
      }
    }

    return count;
  });
}
