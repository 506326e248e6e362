// Enclosed shipping's demo data (Beipackanmeldung, issue 15): the wholesaler's sites
// (Betriebsstätten) a Beipack may go to, and for each delivery customer that a login with one of
// the two roles acts for, a few announcements of the weeks before SEED_TIME: most delivered, one
// collected, one cancelled by the pharmacy.
//
// Deterministic: one PRNG stream per customer (seeded by its number), days counted back from
// SEED_TIME. The sites are seeded without demo data too (the screen cannot work without them);
// the history only with it.
import { asc, eq, sql } from 'drizzle-orm';
import {
  KINDS_OF,
  ROLE_ENCLOSED,
  ROLE_SITE_DOCUMENTS,
  TOURS,
  type ShipmentState,
} from '../rules.ts';
import type { Db } from '../../../server/db/client.ts';
import { userLieferkunden, users } from '../../../server/db/schema.ts';
import { enclosedShipments, shippingSites } from './tables.ts';
import { createRandom, SEED_DAY, uuidFromWords } from '../../../server/seed/random.ts';
import { seedOnce } from '../../../server/seed/seedOnce.ts';
import { DAY_MS } from '../../../src/api/days.ts';

const ENCLOSED_SEED = 20261520;

export const SHIPPING_SITES = [
  { id: 'WIEN', name: 'Betriebsstätte Wien-Liesing', address: 'Perfektastraße 12, 1230 Wien' },
  { id: 'GRAZ', name: 'Betriebsstätte Graz', address: 'Puchstraße 40, 8020 Graz' },
  { id: 'LINZ', name: 'Betriebsstätte Linz', address: 'Industriezeile 56, 4020 Linz' },
  {
    id: 'SBG',
    name: 'Betriebsstätte Salzburg',
    address: 'Münchner Bundesstraße 120, 5020 Salzburg',
  },
  { id: 'IBK', name: 'Betriebsstätte Innsbruck', address: 'Grabenweg 68, 6020 Innsbruck' },
  { id: 'KLU', name: 'Betriebsstätte Klagenfurt', address: 'Südring 240, 9020 Klagenfurt' },
] as const;

const DESCRIPTIONS = {
  documents: ['Lieferscheine unterschrieben zurück', 'Unterlagen Reklamation'],
  returnDocuments: ['Retourbelege Vormonat', 'Gutschriftsbelege'],
  samples: ['Muster Dermokosmetik zurück', 'Ärztemuster zur Vernichtung'],
  prescriptions: ['Rezepte an Filiale', 'Kassenrezepte zur Abrechnung'],
  other: ['Leere Kühlboxen zurück', 'Transportkisten'],
} as const;

/** The announcements of one customer, without the database. */
export function generateShipments(lieferkundeNr: number, ownerId: string, full: boolean) {
  const random = createRandom(ENCLOSED_SEED + lieferkundeNr);
  const today = SEED_DAY;
  const rows: (typeof enclosedShipments.$inferInsert)[] = [];
  const count = 5;
  for (let n = 0; n < count; n += 1) {
    const daysBack = 3 + (count - n) * random.int(3, 6);
    const created = today - daysBack * DAY_MS;
    const variant = full && random.next() < 0.7 ? 'enclosed' : 'siteDocuments';
    const kind = random.pick(KINDS_OF[variant]);
    const state: ShipmentState =
      n === count - 1 ? 'collected' : n === 1 ? 'cancelled' : 'delivered';
    const createdAt = new Date(created + (8 * 60 + random.int(0, 240)) * 60_000);
    rows.push({
      id: uuidFromWords(random),
      lieferkundeNr,
      variant,
      kind,
      packages: random.int(1, 4),
      description: random.pick(DESCRIPTIONS[kind]),
      siteId: random.pick(SHIPPING_SITES).id,
      tourDay: new Date(created + DAY_MS).toISOString().slice(0, 10),
      tour: random.pick(TOURS),
      note: '',
      state,
      stateAt: new Date(createdAt.getTime() + (state === 'cancelled' ? 1 : 30) * 3_600_000),
      createdAt,
      createdBy: ownerId,
    });
  }
  return rows;
}

/**
 * Seeds the sites when there is none yet (at every start), and with `history` (demo data only)
 * the past announcements of the customers of logins with a role.
 */
export async function seedEnclosedShipping(db: Db, history = true): Promise<number> {
  return seedOnce(db, { lock: 'enclosedShipping', marker: shippingSites }, async (tx) => {
    await tx.insert(shippingSites).values([...SHIPPING_SITES]);
    if (!history) return 0;
    const rows = await tx
      .select({
        lieferkundeNr: userLieferkunden.lieferkundeNr,
        userId: users.id,
        full: sql<boolean>`${users.roles} ? ${ROLE_ENCLOSED}`,
      })
      .from(userLieferkunden)
      .innerJoin(users, eq(users.id, userLieferkunden.userId))
      .where(sql`${users.roles} ?| array[${ROLE_ENCLOSED}, ${ROLE_SITE_DOCUMENTS}]`)
      .orderBy(asc(userLieferkunden.lieferkundeNr), asc(users.email));
    const owners = new Map<number, { userId: string; full: boolean }>();
    for (const row of rows) if (!owners.has(row.lieferkundeNr)) owners.set(row.lieferkundeNr, row);
    let count = 0;
    for (const [lieferkundeNr, owner] of owners) {
      const data = generateShipments(lieferkundeNr, owner.userId, owner.full);
      await tx.insert(enclosedShipments).values(data);
      count += data.length;
    }
    return count;
  });
}
