// The tours' and the call plan's demo data (issue 15). For every delivery customer:
// - tours: Monday to Friday a morning and an afternoon tour (Vormittagstour, Nachmittagstour),
//   Saturday a morning tour, each with its cut-off and delivery window; the tour numbers are the
//   customer's route's, the times vary a little between routes;
// - tour changes around the Austrian public holidays of SEED_TIME's year and the next: the
//   morning tour of a holiday on a working day runs the next working day as an extra tour
//   (Ersatztour, cut-off 12:00), and on 24 and 31 December the morning tour runs early
//   (cut-off 08:00) while the afternoon tour is cancelled;
// - call slots: the order desk (Telefonverkauf of the customer's sales office) calls on two
//   weekdays some time before the morning cut-off, and the representative who looks after the
//   customer (customer_contacts) once a week, up to 24 customers a day in 20-minute steps.
//
// Deterministic: one PRNG stream, customers in number order, days from the holiday rules. The call
// slots are drawn in the same stream (they sit before the morning cut-off), so the call plan's
// seed (modules/callPlan/server/seed.ts) generates the same data and inserts its part.
// A few thousand rows; tests and e2e servers seed them too. Advisory lock 'tours', key 0.
import { asc, eq } from 'drizzle-orm';
import { austrianHolidays, holidayOn, weekdayOf } from '../rules.ts';
import { addDays } from '../../../src/api/days.ts';
import type { Db } from '../../../server/db/client.ts';
import type { Tx } from '../../../server/sync/types.ts';
import { customerContacts, lieferkunden, salesOffices, users } from '../../../server/db/schema.ts';
import { tourExceptions, tours } from './tables.ts';
import { createRandom, SEED_TIME, type Random } from '../../../server/seed/random.ts';
import { seedOnce } from '../../../server/seed/seedOnce.ts';
import { insertInParts } from '../../../server/seed/bulkInsert.ts';

const TOURS_SEED = 20261521;

type TourInsert = typeof tours.$inferInsert;
type ExceptionInsert = typeof tourExceptions.$inferInsert;

/** A call slot of the call plan (its table: modules/callPlan/server/tables.ts). */
export interface SlotSeed {
  readonly id: string;
  readonly lieferkundeNr: number;
  readonly customerName: string;
  readonly customerPlace: string;
  readonly customerPhone: string;
  readonly weekday: number;
  readonly time: string;
  readonly callerKind: 'vertreter' | 'innendienst';
  readonly callerId: string | null;
  readonly callerName: string;
  readonly callerPhone: string;
}

export interface SeedCustomer {
  readonly lieferkundeNr: number;
  readonly name: string;
  readonly place: string;
  readonly office: { readonly name: string; readonly phone: string } | null;
  readonly vertreter: { readonly id: string; readonly name: string; readonly phone: string } | null;
}

function uuid(random: Random) {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((random.int(0, 15) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const DESK_PEOPLE = ['Petra Koller', 'Stefan Aigner', 'Claudia Wallner', 'Markus Riegler'];

/** The next working day (Monday to Saturday, no holiday) after `day`. */
function nextWorkingDay(day: string): string {
  let d = addDays(day, 1);
  while (weekdayOf(d) === 7 || holidayOn(d) !== null) d = addDays(d, 1);
  return d;
}

/** Tours, changes and call slots, computed without the database. */
export function generateTourData(customers: readonly SeedCustomer[]): {
  tours: TourInsert[];
  exceptions: ExceptionInsert[];
  slots: SlotSeed[];
} {
  const random = createRandom(TOURS_SEED);
  const year = SEED_TIME.getUTCFullYear();
  const holidays = [...austrianHolidays(year), ...austrianHolidays(year + 1)];
  const outTours: TourInsert[] = [];
  const exceptions: ExceptionInsert[] = [];
  const slots: SlotSeed[] = [];
  const repLoad = new Map<string, number[]>();
  customers.forEach((customer, index) => {
    const route = random.int(10, 89);
    const morningCutoff = random.pick([510, 540, 555, 570, 600]); // 08:30 … 10:00
    const afternoonCutoff = random.pick([780, 810, 840, 870, 900]); // 13:00 … 15:00
    const morning = new Map<number, TourInsert>();
    const afternoon = new Map<number, TourInsert>();
    for (let weekday = 1; weekday <= 6; weekday += 1) {
      const saturday = weekday === 6;
      const cut = saturday ? Math.min(morningCutoff, 540) : morningCutoff;
      const m: TourInsert = {
        id: uuid(random),
        lieferkundeNr: customer.lieferkundeNr,
        weekday,
        tourNr: `T ${100 + route}`,
        name: 'Vormittagstour',
        cutoff: hhmm(cut),
        deliveryFrom: hhmm(cut + 120),
        deliveryTo: hhmm(cut + 210),
      };
      morning.set(weekday, m);
      outTours.push(m);
      if (saturday) continue;
      const a: TourInsert = {
        id: uuid(random),
        lieferkundeNr: customer.lieferkundeNr,
        weekday,
        tourNr: `T ${500 + route}`,
        name: 'Nachmittagstour',
        cutoff: hhmm(afternoonCutoff),
        deliveryFrom: hhmm(afternoonCutoff + 150),
        deliveryTo: hhmm(afternoonCutoff + 240),
      };
      afternoon.set(weekday, a);
      outTours.push(a);
    }
    // Holidays on a working day: the morning tour comes the next working day as an extra tour.
    for (const holiday of holidays) {
      const weekday = weekdayOf(holiday.day);
      const tour = morning.get(weekday);
      if (!tour || weekday > 5) continue;
      exceptions.push({
        id: uuid(random),
        lieferkundeNr: customer.lieferkundeNr,
        tourId: tour.id ?? '',
        day: holiday.day,
        kind: 'moved',
        newDay: nextWorkingDay(holiday.day),
        cutoff: '12:00',
        deliveryFrom: '14:00',
        deliveryTo: '16:30',
        note: 'Ersatztour für den Feiertag',
      });
    }
    // Christmas Eve and New Year's Eve: an early morning tour, no afternoon tour.
    for (const y of [year, year + 1]) {
      for (const [day, label] of [
        [`${y}-12-24`, 'Heiliger Abend'],
        [`${y}-12-31`, 'Silvester'],
      ] as const) {
        const weekday = weekdayOf(day);
        const m = morning.get(weekday);
        if (m) {
          exceptions.push({
            id: uuid(random),
            lieferkundeNr: customer.lieferkundeNr,
            tourId: m.id ?? '',
            day,
            kind: 'moved',
            newDay: day,
            cutoff: '08:00',
            deliveryFrom: '10:00',
            deliveryTo: '12:00',
            note: `${label}: frühere Tour`,
          });
        }
        const a = afternoon.get(weekday);
        if (a) {
          exceptions.push({
            id: uuid(random),
            lieferkundeNr: customer.lieferkundeNr,
            tourId: a.id ?? '',
            day,
            kind: 'cancelled',
            newDay: null,
            cutoff: null,
            deliveryFrom: null,
            deliveryTo: null,
            note: `${label}: keine Nachmittagstour`,
          });
        }
      }
    }
    // The order desk calls twice a week, 30 to 75 minutes before the morning cut-off.
    const deskDays = index % 2 === 0 ? [1, 4] : [2, 5];
    const deskPerson = random.pick(DESK_PEOPLE);
    for (const weekday of deskDays) {
      const time = hhmm(minutesOf(hhmm(morningCutoff)) - random.pick([30, 45, 60, 75]));
      slots.push({
        id: uuid(random),
        lieferkundeNr: customer.lieferkundeNr,
        customerName: customer.name,
        customerPlace: customer.place,
        customerPhone: `+43 ${random.int(2000, 7999)} ${random.int(10000, 99999)}`,
        weekday,
        time,
        callerKind: 'innendienst',
        callerId: null,
        callerName: customer.office ? `${deskPerson}, ${customer.office.name}` : deskPerson,
        callerPhone: customer.office?.phone ?? '+43 1 6042000',
      });
    }
    // The representative calls once a week; up to 24 customers a day in 20-minute steps.
    const rep = customer.vertreter;
    if (rep) {
      const load = repLoad.get(rep.id) ?? [0, 0, 0, 0, 0, 0];
      repLoad.set(rep.id, load);
      const weekday = 1 + (index % 5);
      const n = load[weekday] ?? 0;
      load[weekday] = n + 1;
      slots.push({
        id: uuid(random),
        lieferkundeNr: customer.lieferkundeNr,
        customerName: customer.name,
        customerPlace: customer.place,
        customerPhone: `+43 ${random.int(2000, 7999)} ${random.int(10000, 99999)}`,
        weekday,
        time: hhmm(480 + (n % 27) * 20),
        callerKind: 'vertreter',
        callerId: rep.id,
        callerName: rep.name,
        callerPhone: rep.phone,
      });
    }
  });
  return { tours: outTours, exceptions, slots };
}

/** Every delivery customer with its sales office and representative, in number order. */
export async function loadSeedCustomers(tx: Tx): Promise<SeedCustomer[]> {
  const rows = await tx
    .select({
      lieferkundeNr: lieferkunden.lieferkundeNr,
      vorname: lieferkunden.vorname,
      ort: lieferkunden.ort,
      officeName: salesOffices.name,
      officePhone: salesOffices.phone,
      repId: users.id,
      repName: users.displayName,
      repPhone: users.phone,
    })
    .from(lieferkunden)
    .leftJoin(customerContacts, eq(customerContacts.lieferkundeNr, lieferkunden.lieferkundeNr))
    .leftJoin(salesOffices, eq(salesOffices.id, customerContacts.salesOfficeId))
    .leftJoin(users, eq(users.id, customerContacts.vertreterId))
    .orderBy(asc(lieferkunden.lieferkundeNr));
  return rows.map((r) => ({
    lieferkundeNr: r.lieferkundeNr,
    name: r.vorname,
    place: r.ort,
    office:
      r.officeName !== null && r.officePhone !== null
        ? { name: r.officeName, phone: r.officePhone }
        : null,
    vertreter:
      r.repId !== null ? { id: r.repId, name: r.repName ?? '', phone: r.repPhone ?? '' } : null,
  }));
}

/**
 * Seeds the tours and their changes when there are none yet (at every start, so an older
 * database gets them too); returns how many tours it inserted.
 */
export async function seedTours(db: Db): Promise<number> {
  return seedOnce(db, { lock: 'tours', marker: tours }, async (tx) => {
    const data = generateTourData(await loadSeedCustomers(tx));
    await insertInParts(tx, tours, data.tours, 500);
    await insertInParts(tx, tourExceptions, data.exceptions, 500);
    return data.tours.length;
  });
}
