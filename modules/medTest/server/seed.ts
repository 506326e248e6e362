// The medicine test's demo data (Arzneimittelprüfung, issue 15): for each delivery customer that
// a login with the role acts for, the receiving checks of the 60 days before SEED_TIME.
//
// - Typed in (no delivery line): two to four batches on a working day from outside the
//   wholesaler's notes (direct deliveries of insulin or vaccines, starting materials with their
//   identity test), cold goods with their arrival temperature. A few are blocked or rejected with
//   the reason, and one mistyped batch number is corrected by a new entry, as the screen does it.
// - From the wholesaler's delivery notes (the analytics delivery lines, seeded before): every
//   delivered line of the 'Zu prüfen' window (TO_CHECK_DAYS before the newest delivery) is
//   checked, except those of the last two delivery days, which the screen lists as still to check.
//
// Deterministic: PRNG streams per customer (seeded by its number), days counted back from
// SEED_TIME. Small (the typed-in part some 150 entries per customer; the other as many as the
// window has lines), so tests and e2e servers seed it too.
import { and, asc, desc, eq, gt, gte, sql } from 'drizzle-orm';
import { ITEMS_OF, toCheckFrom, type CheckItem } from '../rules.ts';
import type { Db } from '../../../server/db/client.ts';
import { articles } from '../../../server/db/schema.ts';
import { deliveryLines } from '../../analytics/server/tables.ts';
import { medChecks } from './tables.ts';
import type { Tx } from '../../../server/sync/types.ts';
import { createRandom, SEED_DAY, uuidFromWords } from '../../../server/seed/random.ts';
import { seedOnce } from '../../../server/seed/seedOnce.ts';
import { firstLoginPerCustomer } from '../../../server/seed/owners.ts';
import { insertInParts } from '../../../server/seed/bulkInsert.ts';
import { DAY_MS } from '../../../src/api/days.ts';

const MED_TEST_SEED = 20261517;
export const MED_TEST_ROLE = 'Arzneitmittelprüfung';
const DAYS = 60;

const GOODS = [
  { pzn: '2418631', name: 'Insulin Lispro 100 E/ml Fertigpen', coldChain: true },
  { pzn: '3915228', name: 'Influenza-Impfstoff tetravalent Fertigspritze', coldChain: true },
  { pzn: '1274512', name: 'Ibuprofen 400 mg Filmtabletten 30 St.', coldChain: false },
  {
    pzn: '4451877',
    name: 'Pantoprazol 40 mg magensaftresistente Tabletten 28 St.',
    coldChain: false,
  },
  { pzn: '2987310', name: 'Amoxicillin 1000 mg Filmtabletten 12 St.', coldChain: false },
  { pzn: '5530942', name: 'Etanercept 50 mg Injektionslösung Fertigpen', coldChain: true },
  { pzn: '1865093', name: 'Bisoprolol 5 mg Tabletten 50 St.', coldChain: false },
] as const;
const MATERIALS = [
  { pzn: '0730541', name: 'Salicylsäure Ph. Eur.', method: 'IR' },
  { pzn: '0652278', name: 'Wollwachsalkoholsalbe DAB', method: 'DC' },
  { pzn: '0718843', name: 'Harnstoff Ph. Eur.', method: 'Schmelzpunkt' },
] as const;
const FAILURES: readonly { item: CheckItem; note: string; result: 'blocked' | 'rejected' }[] = [
  {
    item: 'packaging',
    note: 'Umkarton nass, Faltschachteln gewellt; Rücksendung beantragt.',
    result: 'rejected',
  },
  {
    item: 'expiry',
    note: 'Verfall kürzer als 6 Monate; Rückfrage beim Großhandel.',
    result: 'blocked',
  },
  {
    item: 'falsification',
    note: 'Sicherheitsmerkmal nicht verifizierbar; gesperrt bis Klärung AMVS.',
    result: 'blocked',
  },
];

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The checks of one customer, without the database. */
export function generateMedChecks(lieferkundeNr: number, ownerId: string) {
  const random = createRandom(MED_TEST_SEED + lieferkundeNr);
  const rows: (typeof medChecks.$inferInsert)[] = [];
  const today = SEED_DAY;
  let corrected = false;
  for (let d = DAYS; d >= 1; d -= 1) {
    const day = today - d * DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const count = random.int(2, 4);
    for (let n = 0; n < count; n += 1) {
      const material = random.next() < 0.1 ? random.pick(MATERIALS) : null;
      const goods = random.pick(GOODS);
      const kind = material ? 'material' : 'goods';
      const coldChain = material ? false : goods.coldChain;
      const items = Object.fromEntries(ITEMS_OF[kind].map((item) => [item, true])) as Partial<
        Record<CheckItem, boolean>
      >;
      const failure = random.next() < 0.05 ? random.pick(FAILURES) : null;
      if (failure && ITEMS_OF[kind].includes(failure.item)) items[failure.item] = false;
      const failed = failure !== null && items[failure.item] === false;
      const expiry = dayOf(
        day + random.int(failed && failure.item === 'expiry' ? 60 : 300, 900) * DAY_MS,
      );
      const createdAt = new Date(day + (7 * 60 + random.int(0, 180)) * 60_000);
      const row = {
        id: uuidFromWords(random),
        lieferkundeNr,
        kind,
        pzn: material ? material.pzn : goods.pzn,
        name: material ? material.name : goods.name,
        batch: `${String.fromCharCode(65 + random.int(0, 25))}${random.int(10000, 99999)}`,
        expiry,
        noteNumber: material ? '' : `LS-${dayOf(day).replaceAll('-', '')}-${random.int(100, 999)}`,
        receivedDay: dayOf(day),
        coldChain,
        items,
        arrivalTenths: coldChain ? random.int(32, 71) : null,
        identityMethod: material ? material.method : null,
        result: failed ? failure.result : 'released',
        note: failed ? failure.note : '',
        deliveryLineId: null,
        correctionOf: null,
        createdAt,
        createdBy: ownerId,
      } satisfies typeof medChecks.$inferInsert;
      rows.push(row);
      // Once, a batch number typed wrong: corrected the same morning by a new entry.
      if (!corrected && d <= 20 && !failed) {
        corrected = true;
        rows.push({
          ...row,
          id: uuidFromWords(random),
          batch: `${row.batch}A`,
          note: 'Chargennummer falsch abgeschrieben; laut Packung korrigiert.',
          correctionOf: row.id,
          createdAt: new Date(createdAt.getTime() + 3_600_000),
        });
      }
    }
  }
  return rows;
}

export interface SeedLine {
  id: string;
  noteNo: string;
  day: string;
  pzn: string;
  name: string;
  batch: string | null;
  expiry: string | null;
  coldChain: boolean;
}

/**
 * The checks of a customer's delivered lines (those of one 'Zu prüfen' window), without the
 * database: each line checked on its day, except the lines of the last two delivery days.
 */
export function generateLineChecks(
  lieferkundeNr: number,
  ownerId: string,
  lines: readonly SeedLine[],
) {
  const random = createRandom(MED_TEST_SEED + 500_000 + lieferkundeNr);
  const days = [...new Set(lines.map((l) => l.day))].sort().reverse();
  const open = new Set(days.slice(0, 2));
  const rows: (typeof medChecks.$inferInsert)[] = [];
  for (const line of lines) {
    if (open.has(line.day) || !line.batch || !line.expiry) continue;
    const items = Object.fromEntries(ITEMS_OF.goods.map((item) => [item, true])) as Partial<
      Record<CheckItem, boolean>
    >;
    const blocked = random.next() < 0.02;
    if (blocked) items.falsification = false;
    rows.push({
      id: uuidFromWords(random),
      lieferkundeNr,
      kind: 'goods',
      pzn: line.pzn,
      name: line.name,
      batch: line.batch,
      expiry: line.expiry,
      noteNumber: line.noteNo,
      receivedDay: line.day,
      coldChain: line.coldChain,
      items,
      arrivalTenths: line.coldChain ? random.int(32, 71) : null,
      identityMethod: null,
      result: blocked ? 'blocked' : 'released',
      note: blocked ? 'Sicherheitsmerkmal nicht verifizierbar; gesperrt bis Klärung AMVS.' : '',
      deliveryLineId: line.id,
      correctionOf: null,
      createdAt: new Date(Date.parse(`${line.day}T09:00:00Z`) + random.int(0, 300) * 60_000),
      createdBy: ownerId,
    });
  }
  return rows;
}

/** A customer's delivered lines of the 'Zu prüfen' window, oldest first. */
async function windowLines(tx: Tx, lieferkundeNr: number): Promise<SeedLine[]> {
  const [newest] = await tx
    .select({ day: deliveryLines.day })
    .from(deliveryLines)
    .where(eq(deliveryLines.lieferkundeNr, lieferkundeNr))
    .orderBy(desc(deliveryLines.day))
    .limit(1);
  if (!newest) return [];
  return tx
    .select({
      id: deliveryLines.id,
      noteNo: deliveryLines.noteNo,
      day: deliveryLines.day,
      pzn: deliveryLines.pzn,
      name: deliveryLines.name,
      batch: deliveryLines.batch,
      expiry: deliveryLines.expiry,
      coldChain: sql<boolean>`coalesce(${articles.coldChain}, false)`,
    })
    .from(deliveryLines)
    .leftJoin(articles, eq(articles.pzn, deliveryLines.pzn))
    .where(
      and(
        eq(deliveryLines.lieferkundeNr, lieferkundeNr),
        gte(deliveryLines.day, toCheckFrom(newest.day)),
        gt(deliveryLines.quantityDelivered, 0),
      ),
    )
    .orderBy(asc(deliveryLines.day), asc(deliveryLines.noteNo), asc(deliveryLines.position));
}

/** Seeds the medicine test when it has no entry yet (at every start, like the analytics seed). */
export async function seedMedTest(db: Db): Promise<number> {
  return seedOnce(db, { lock: 'medTest', marker: medChecks }, async (tx) => {
    const owners = await firstLoginPerCustomer(tx, MED_TEST_ROLE);
    let count = 0;
    for (const [lieferkundeNr, ownerId] of owners) {
      const data = [
        ...generateMedChecks(lieferkundeNr, ownerId),
        ...generateLineChecks(lieferkundeNr, ownerId, await windowLines(tx, lieferkundeNr)),
      ];
      await insertInParts(tx, medChecks, data, 2000);
      count += data.length;
    }
    return count;
  });
}
