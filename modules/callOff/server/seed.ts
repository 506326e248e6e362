// The call-off agreements demo data (issue 14): for each delivery customer that a login with
// role 'Abrufvereinbarungen und Vorauszahlungen' acts for, six agreements that show every case
// of the screen (running, ending within 30 days, just begun, fully called off, expired with a
// rest, expired and used up), the call-offs delivered on them, and prepayments on three.
//
// Deterministic: one PRNG stream per customer (CALL_OFF_SEED + its number, apart from the other
// demo streams), the articles from the seeded catalogue in version order, days counted from
// SEED_TIME. A pharmacy has a handful of such agreements at a time, so the size does not scale.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { articles, userLieferkunden, users } from '../../../server/db/schema.ts';
import { callOffAgreements, callOffs, prepayments } from './tables.ts';
import {
  createRandom,
  SEED_DAY,
  type Random,
  uuidFromDigits,
} from '../../../server/seed/random.ts';
import { seedOnce } from '../../../server/seed/seedOnce.ts';
import { DAY_MS } from '../../../src/api/days.ts';

const CALL_OFF_SEED = 20261412;
export const CALL_OFF_ROLE = 'Abrufvereinbarungen und Vorauszahlungen';
/** The articles an agreement may be on: the catalogue's first ones, priced. */
const ARTICLE_POOL = 400;

interface Article {
  pzn: string;
  name: string;
  aepCents: number;
}

/**
 * One agreement's shape, in days from the seed day: validity, the agreed quantity, the share
 * already called off, and the prepaid share of its value (0: none; two numbers: two payments).
 */
interface Template {
  from: number;
  to: readonly [number, number];
  quantity: readonly number[];
  calledShare: readonly [number, number];
  prepaid: readonly number[];
}

const TEMPLATES: readonly Template[] = [
  // Running for months, prepaid in two parts, about half called off.
  {
    from: -120,
    to: [150, 200],
    quantity: [120, 144, 240],
    calledShare: [0.4, 0.6],
    prepaid: [0.5, 0.5],
  },
  // Ends within 30 days with a rest still open: the hint's case.
  { from: -300, to: [8, 25], quantity: [48, 60, 72], calledShare: [0.6, 0.8], prepaid: [] },
  // Just begun, half prepaid, a first call-off.
  { from: -12, to: [340, 360], quantity: [200, 300], calledShare: [0.05, 0.1], prepaid: [0.5] },
  // Fully called off while still valid; its prepayment used up.
  { from: -200, to: [40, 90], quantity: [36, 48], calledShare: [1, 1], prepaid: [1] },
  // Expired with a rest left (the rest is forfeited).
  { from: -400, to: [-60, -30], quantity: [96, 120], calledShare: [0.7, 0.85], prepaid: [] },
  // Expired, called off in full.
  { from: -540, to: [-200, -170], quantity: [24, 36], calledShare: [1, 1], prepaid: [] },
];

const PROMOTIONS = [
  'Jahresvereinbarung',
  'Herbstaktion Erkältung',
  'Frühjahrsaktion Allergie',
  'Sommeraktion Sonnenschutz',
  'Aktion Vitamine & Mineralstoffe',
  '',
];

type AgreementInsert = typeof callOffAgreements.$inferInsert;
type CallOffInsert = typeof callOffs.$inferInsert;
type PrepaymentInsert = typeof prepayments.$inferInsert;

export interface CallOffSeedData {
  agreements: AgreementInsert[];
  callOffs: CallOffInsert[];
  prepayments: PrepaymentInsert[];
}

/** Numbers given across customers in seed order, so they are unique in the whole seed. */
export interface CallOffCounters {
  agreement: number;
  note: number;
  payment: number;
}

const dayString = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `total` split into `parts` positive whole numbers (the first parts a little larger). */
function split(random: Random, total: number, parts: number): number[] {
  const out: number[] = [];
  let left = total;
  for (let i = parts; i > 0; i -= 1) {
    const share =
      i === 1 ? left : Math.max(1, Math.round((left / i) * (0.7 + random.next() * 0.6)));
    const take = Math.min(left - (i - 1), share);
    out.push(take);
    left -= take;
  }
  return out;
}

/** One customer's agreements, call-offs and prepayments, computed without the database. */
export function generateCallOffs(
  lieferkundeNr: number,
  pool: readonly Article[],
  counters: CallOffCounters,
): CallOffSeedData {
  const out: CallOffSeedData = { agreements: [], callOffs: [], prepayments: [] };
  const priced = pool.filter((a) => a.aepCents >= 200);
  if (priced.length < TEMPLATES.length) return out;
  const random = createRandom(CALL_OFF_SEED + lieferkundeNr);
  const today = SEED_DAY;
  const used = new Set<string>();
  for (const template of TEMPLATES) {
    let article = random.pick(priced);
    while (used.has(article.pzn)) article = random.pick(priced);
    used.add(article.pzn);
    const agreementId = uuidFromDigits(random);
    const quantity = random.pick(template.quantity);
    const discount = random.int(8, 18);
    const priceCents = Math.round((article.aepCents * (100 - discount)) / 100);
    const validFrom = today + template.from * DAY_MS;
    const validTo = today + random.int(...template.to) * DAY_MS;
    counters.agreement += 1;
    out.agreements.push({
      id: agreementId,
      lieferkundeNr,
      agreementNo: `AV${String(counters.agreement).padStart(6, '0')}`,
      pzn: article.pzn,
      name: article.name,
      promotion: random.pick(PROMOTIONS),
      agreedQuantity: quantity,
      priceCents,
      listPriceCents: article.aepCents,
      validFrom: dayString(validFrom),
      validTo: dayString(validTo),
    });

    // Prepayments: the first on the first valid day, a second one later.
    const value = quantity * priceCents;
    let balance = 0;
    template.prepaid.forEach((share, i) => {
      const amount = Math.round((value * share) / 100) * 100; // whole euros, as transferred
      const paidAt = i === 0 ? validFrom : validFrom + Math.round((today - validFrom) / 2);
      counters.payment += 1;
      out.prepayments.push({
        id: uuidFromDigits(random),
        lieferkundeNr,
        agreementId,
        reference: `VZ${String(counters.payment).padStart(6, '0')}`,
        paidDay: dayString(paidAt),
        amountCents: amount,
      });
      balance += amount;
    });

    // Call-offs on days spread over the validity up to yesterday (or its end).
    const share =
      template.calledShare[0] + random.next() * (template.calledShare[1] - template.calledShare[0]);
    const calledOff = Math.min(quantity, Math.max(1, Math.round(quantity * share)));
    const lastDay = Math.min(validTo, today - DAY_MS);
    const span = Math.max(1, Math.round((lastDay - validFrom) / DAY_MS));
    const count = Math.min(calledOff, span, Math.max(1, Math.round(calledOff / 12)), 8);
    const days = Array.from({ length: count }, (_, i) =>
      Math.round(((i + 0.2 + random.next() * 0.6) * span) / count),
    );
    split(random, calledOff, count).forEach((q, i) => {
      let day = validFrom + (days[i] ?? 0) * DAY_MS;
      // No deliveries on Sundays: the Saturday before.
      if (new Date(day).getUTCDay() === 0) day -= DAY_MS;
      const valueCents = q * priceCents;
      const prepaidCents = Math.min(valueCents, balance);
      balance -= prepaidCents;
      counters.note += 1;
      out.callOffs.push({
        id: uuidFromDigits(random),
        lieferkundeNr,
        agreementId,
        day: dayString(Math.max(day, validFrom)),
        quantity: q,
        noteNo: `LS${String(counters.note).padStart(8, '0')}`,
        valueCents,
        prepaidCents,
      });
    });
  }
  return out;
}

/**
 * Seeds the call-off agreements when there are none yet (at every start, like the analytics
 * data, so an older database gets them too); returns how many agreements it inserted. Runs after
 * the demo users and the catalogue.
 */
export async function seedCallOffs(db: Db): Promise<number> {
  return seedOnce(db, { lock: 'callOff', marker: callOffAgreements }, async (tx) => {
    const pool = await tx
      .select({ pzn: articles.pzn, name: articles.name, aepCents: articles.aepCents })
      .from(articles)
      .where(and(isNull(articles.deletedAt), gt(articles.aepCents, 0)))
      .orderBy(asc(articles.version))
      .limit(ARTICLE_POOL);
    const customerRows = await tx
      .selectDistinct({ nr: userLieferkunden.lieferkundeNr })
      .from(userLieferkunden)
      .innerJoin(users, eq(users.id, userLieferkunden.userId))
      .where(sql`${users.roles} ? ${CALL_OFF_ROLE}`)
      .orderBy(asc(userLieferkunden.lieferkundeNr));
    // Note numbers apart from the analytics seed's (from 40,000,000): the delivery history was
    // drawn without these articles, so a call-off's note is not one of its notes.
    const counters: CallOffCounters = { agreement: 100_000, note: 60_000_000, payment: 500_000 };
    let inserted = 0;
    for (const { nr } of customerRows) {
      const data = generateCallOffs(nr, pool, counters);
      if (data.agreements.length === 0) continue;
      await tx.insert(callOffAgreements).values(data.agreements);
      if (data.prepayments.length > 0) await tx.insert(prepayments).values(data.prepayments);
      if (data.callOffs.length > 0) await tx.insert(callOffs).values(data.callOffs);
      inserted += data.agreements.length;
    }
    return inserted;
  });
}
