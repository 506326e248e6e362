// The delivery pharmacy demo data (Lieferapotheke, issue 14): for each delivery customer that a
// login with role Lieferapotheke acts for, 2 to 5 institutions in the pharmacy's town that it
// supplies under a contract, and 24 months of the deliveries the wholesaler made for them: care
// homes twice a week (patient-specific blisters, and ward stock every other week), hospitals
// without a pharmacy twice a week, practices and rescue services weekly (ward stock).
//
// Deterministic: one PRNG stream per customer (seeded by its number, apart from the other demo
// streams), articles from the seeded catalogue in version order, days counted back from
// SEED_TIME. Lines per delivery follow ANALYTICS_LINES_PER_DAY, so the e2e and test servers stay
// small: about 40 lines a blister delivery at the default of 100, one or two at 4.
import { asc, eq, sql } from 'drizzle-orm';
import type { RecipientKind, SupplyType } from '../contract.ts';
import { ANALYTICS_LINES_PER_DAY_DEFAULT } from '../../../server/config.ts';
import type { Db } from '../../../server/db/client.ts';
import { lieferkunden, userLieferkunden, users } from '../../../server/db/schema.ts';
import { supplyDeliveries, supplyDeliveryLines, supplyRecipients } from './tables.ts';
import { bulkInsert } from '../../../server/seed/bulkInsert.ts';
import type { Tx } from '../../../server/sync/types.ts';
import { ANALYTICS_MONTHS } from '../../analytics/server/seed.ts';
import { createRandom, SEED_DAY, type Random, uuidFromWords } from '../../../server/seed/random.ts';
import { analyzeTables, seedOnce } from '../../../server/seed/seedOnce.ts';
import { liveArticles, takeDistinct } from '../../../server/seed/articlePool.ts';
import { DAY_MS } from '../../../src/api/days.ts';

const DELIVERY_PHARMACY_SEED = 20261413;
export const DELIVERY_PHARMACY_ROLE = 'Lieferapotheke';
/** How many of the catalogue's first articles the institutions' orders draw from. */
const ASSORTMENT_MAX = 2000;
/** An institution's usual range (a care home's residents take much the same medicines). */
const RANGE_SIZE = 250;
const DAYS = Math.round((ANALYTICS_MONTHS * 365.25) / 12);

interface Article {
  pzn: string;
  name: string;
  aepCents: number;
  rx: boolean;
}

export interface RecipientInsert {
  id: string;
  lieferkundeNr: number;
  name: string;
  kind: RecipientKind;
  street: string;
  postalCode: string;
  city: string;
  contractNo: string;
  since: string;
}
export interface DeliveryInsert {
  id: string;
  lieferkundeNr: number;
  recipientId: string;
  noteNo: string;
  day: string;
  supply: SupplyType;
  lineCount: number;
  packs: number;
  netCents: number;
  vatCents: number;
}
export interface LineInsert {
  id: string;
  lieferkundeNr: number;
  deliveryId: string;
  recipientId: string;
  day: string;
  position: number;
  pzn: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
}
export interface DeliveryPharmacySeedData {
  recipients: RecipientInsert[];
  deliveries: DeliveryInsert[];
  lines: LineInsert[];
}

const NAMES: Record<RecipientKind, readonly string[]> = {
  careHome: [
    'Seniorenwohnhaus St. Anna',
    'Pflegeheim Haus Rosenhügel',
    'Senecura Sozialzentrum am Park',
    'Caritas Haus der Barmherzigkeit',
    'Pflegewohnhaus Lindenhof',
    'Seniorenresidenz Sonnenhang',
  ],
  hospital: ['Privatklinik Maria Hilf', 'Sanatorium Dr. Wiesinger', 'Tagesklinik am Stadtpark'],
  practice: [
    'Ordination Dr. Eder, Allgemeinmedizin',
    'Gruppenpraxis Dr. Mayr & Dr. Leitner',
    'Primärversorgungszentrum Mitte',
  ],
  rescue: ['Rotes Kreuz, Bezirksstelle', 'Samariterbund, Rettungsstelle'],
};
const STREETS = [
  'Hauptstraße',
  'Kirchengasse',
  'Lindenallee',
  'Parkstraße',
  'Schulgasse',
  'Bahnhofstraße',
  'Mühlweg',
  'Rosengasse',
];
/** Care homes and hospitals get two deliveries a week, practices and rescue services one. */
const WEEKDAYS: Record<RecipientKind, readonly number[]> = {
  careHome: [1, 4],
  hospital: [2, 5],
  practice: [3],
  rescue: [3],
};
/** Lines of a delivery relative to ANALYTICS_LINES_PER_DAY. */
const LINE_SHARE: Record<SupplyType, number> = { blister: 0.4, ward: 0.15 };
const WARD_QUANTITIES = [1, 1, 2, 2, 3, 5, 10];
const BLISTER_QUANTITIES = [1, 1, 1, 2, 2, 3, 4];

const dayString = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The kinds of a pharmacy's institutions: always a care home (the usual case in Austria), then
 * the others in a shuffled order, so a pharmacy with several supplies several kinds.
 */
function kindsOf(random: Random): RecipientKind[] {
  const count = random.int(2, 5);
  const others: RecipientKind[] = ['hospital', 'practice', 'rescue', 'careHome'];
  for (let i = others.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [others[i], others[j]] = [others[j] as RecipientKind, others[i] as RecipientKind];
  }
  const kinds: RecipientKind[] = ['careHome', ...others];
  return kinds.slice(0, count);
}

/** Medicines at 10 % VAT; some non-prescription care products at 20 %. */
const vatOf = (a: Article, random: Random) => (a.rx || random.next() < 0.7 ? 10 : 20);

/** Numbers given across customers in seed order, so they are unique in the whole seed. */
export interface Counters {
  note: number;
  contract: number;
}

/** The institutions and 24 months of deliveries of one delivery customer, without the database. */
export function generateDeliveryPharmacy(
  customer: { lieferkundeNr: number; plz: string; ort: string },
  assortment: readonly Article[],
  linesPerDay: number,
  counters: Counters,
): DeliveryPharmacySeedData {
  const out: DeliveryPharmacySeedData = { recipients: [], deliveries: [], lines: [] };
  if (assortment.length === 0 || linesPerDay <= 0) return out;
  const { lieferkundeNr } = customer;
  const random = createRandom(DELIVERY_PHARMACY_SEED + lieferkundeNr);
  const id = () => uuidFromWords(random);
  const today = SEED_DAY;
  const firstDay = today - DAYS * DAY_MS;
  const usedNames = new Set<string>();

  for (const kind of kindsOf(random)) {
    const free = NAMES[kind].filter((n) => !usedNames.has(n));
    const drawn = random.pick(free.length > 0 ? free : NAMES[kind]);
    usedNames.add(drawn);
    const name = kind === 'rescue' ? `${drawn} ${customer.ort}` : drawn;
    // Most contracts are older than the history; some began within it (a new care home).
    const sinceTime =
      random.next() < 0.25
        ? firstDay + random.int(30, 400) * DAY_MS
        : firstDay - random.int(60, 3000) * DAY_MS;
    counters.contract += 1;
    const recipient: RecipientInsert = {
      id: id(),
      lieferkundeNr,
      name,
      kind,
      street: `${random.pick(STREETS)} ${random.int(1, 120)}`,
      postalCode: customer.plz,
      city: customer.ort,
      contractNo: `VV-${new Date(sinceTime).getUTCFullYear()}-${String(counters.contract).padStart(4, '0')}`,
      since: dayString(sinceTime),
    };
    out.recipients.push(recipient);

    // The institution's usual range: rx-heavy for care homes and hospitals.
    const wantsRx = kind === 'careHome' || kind === 'hospital';
    const pool = assortment.filter((a) => a.rx === wantsRx || random.next() < 0.3);
    const range = Array.from({ length: Math.min(RANGE_SIZE, pool.length) }, () =>
      random.pick(pool),
    );
    const drawArticle = () => range[Math.floor(random.next() ** 2 * range.length)] as Article;
    const size = kind === 'careHome' || kind === 'hospital' ? 1 : 0.5;

    let weekIndex = 0;
    for (let d = 0; d < DAYS; d += 1) {
      const time = firstDay + d * DAY_MS;
      if (time < sinceTime) continue;
      const weekday = new Date(time).getUTCDay();
      if (weekday === 1) weekIndex += 1;
      if (!WEEKDAYS[kind].includes(weekday)) continue;
      // Care homes: the blister supply twice a week, the ward stock on Thursdays of even weeks.
      const supplies: SupplyType[] =
        kind === 'careHome'
          ? weekday === 4 && weekIndex % 2 === 0
            ? ['blister', 'ward']
            : ['blister']
          : ['ward'];
      for (const supply of supplies) {
        const share = LINE_SHARE[supply] * size;
        const count = Math.max(1, Math.round(linesPerDay * share * (0.7 + random.next() * 0.6)));
        counters.note += 1;
        const delivery: DeliveryInsert = {
          id: id(),
          lieferkundeNr,
          recipientId: recipient.id,
          noteNo: `LS${String(counters.note).padStart(8, '0')}`,
          day: dayString(time),
          supply,
          lineCount: 0,
          packs: 0,
          netCents: 0,
          vatCents: 0,
        };
        delivery.lineCount = takeDistinct(count, drawArticle, (article, position) => {
          const quantity = random.pick(supply === 'blister' ? BLISTER_QUANTITIES : WARD_QUANTITIES);
          const vatRate = vatOf(article, random);
          out.lines.push({
            id: id(),
            lieferkundeNr,
            deliveryId: delivery.id,
            recipientId: recipient.id,
            day: delivery.day,
            position,
            pzn: article.pzn,
            name: article.name,
            quantity,
            unitPriceCents: article.aepCents,
            vatRate,
          });
          const net = quantity * article.aepCents;
          delivery.packs += quantity;
          delivery.netCents += net;
          delivery.vatCents += Math.round((net * vatRate) / 100);
        });
        out.deliveries.push(delivery);
      }
    }
  }
  return out;
}

async function insertData(tx: Tx, data: DeliveryPharmacySeedData) {
  await bulkInsert(tx, supplyRecipients, data.recipients);
  await bulkInsert(tx, supplyDeliveries, data.deliveries);
  await bulkInsert(tx, supplyDeliveryLines, data.lines);
}

/**
 * Seeds the delivery pharmacy data when there is none yet (at every start, like the analytics
 * seed, so an older database gets it too); returns how many delivery lines it inserted. Runs
 * after the demo users and the catalogue.
 */
export async function seedDeliveryPharmacy(
  db: Db,
  linesPerDay = ANALYTICS_LINES_PER_DAY_DEFAULT,
): Promise<number> {
  if (linesPerDay <= 0) return 0;
  const inserted = await seedOnce(
    db,
    { lock: 'deliveryPharmacy', marker: supplyRecipients },
    async (tx) => {
      const articleRows = await liveArticles(tx, ASSORTMENT_MAX);
      // The customers a login with role Lieferapotheke acts for.
      const customerRows = await tx
        .selectDistinct({
          lieferkundeNr: lieferkunden.lieferkundeNr,
          plz: lieferkunden.plz,
          ort: lieferkunden.ort,
        })
        .from(userLieferkunden)
        .innerJoin(users, eq(users.id, userLieferkunden.userId))
        .innerJoin(lieferkunden, eq(lieferkunden.lieferkundeNr, userLieferkunden.lieferkundeNr))
        .where(sql`${users.roles} ? ${DELIVERY_PHARMACY_ROLE}`)
        .orderBy(asc(lieferkunden.lieferkundeNr));
      const counters: Counters = { note: 60_000_000, contract: 0 };
      let lines = 0;
      for (const customer of customerRows) {
        const data = generateDeliveryPharmacy(customer, articleRows, linesPerDay, counters);
        await insertData(tx, data);
        lines += data.lines.length;
      }
      return lines;
    },
  );
  if (inserted > 0) {
    await analyzeTables(db, [supplyRecipients, supplyDeliveries, supplyDeliveryLines]);
  }
  return inserted;
}
