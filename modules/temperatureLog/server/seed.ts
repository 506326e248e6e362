// The temperature log's demo data (Temperatur Logger, issue 15): for each delivery customer that
// a login with the role acts for, its medicine fridge (read out from a data logger), the
// dispensary (Offizin) and the store room, with readings twice a day (morning and evening) for
// the three months before SEED_TIME. A few excursions: the fridge warm after a delivery or a
// door left open, once too cold; the store room warm on late-summer afternoons. Excursions older
// than two weeks are acknowledged with a note; the recent ones are open. One mistyped room
// reading is corrected by a new entry, as the screen would do it.
//
// Deterministic: one PRNG stream per customer (seeded by its number), days counted back from
// SEED_TIME. Small: about 550 readings per customer, so tests and e2e servers seed it too.
import { DEFAULT_LIMITS, excursionOf, type DeviceKind } from '../rules.ts';
import type { Db } from '../../../server/db/client.ts';
import { tempAcknowledgements, tempDevices, tempReadings } from './tables.ts';
import { createRandom, SEED_DAY, type Random, uuidFromWords } from '../../../server/seed/random.ts';
import { seedOnce } from '../../../server/seed/seedOnce.ts';
import { firstLoginPerCustomer } from '../../../server/seed/owners.ts';
import { insertInParts } from '../../../server/seed/bulkInsert.ts';
import { DAY_MS } from '../../../src/api/days.ts';

const TEMPERATURE_SEED = 20261514;
export const TEMPERATURE_ROLE = 'Temperatur Logger';
const DAYS = 92;
/** Morning and evening rounds, UTC (07:30 and 17:30 in Vienna in winter). */
const ROUNDS_UTC = [6 * 60 + 30, 16 * 60 + 30];
const ACKNOWLEDGED_AFTER_DAYS = 14;

const DEVICES: readonly { name: string; kind: DeviceKind; source: 'import' | 'manual' }[] = [
  { name: 'Arzneimittelkühlschrank Offizin', kind: 'fridge', source: 'import' },
  { name: 'Offizin', kind: 'room', source: 'manual' },
  { name: 'Lager Keller', kind: 'room', source: 'manual' },
];

const NOTES = {
  high: [
    'Tür nach Warenannahme zu lange offen; Ware geprüft, Temperatur nach 30 Min. wieder im Bereich.',
    'Großlieferung eingeräumt; Kontrollmessung nach 1 Std. 5,8 °C, keine Maßnahme nötig.',
  ],
  low: ['Thermostat nachgestellt; betroffene Ware (Impfstoffe) geprüft, nicht gefroren.'],
  room: ['Raum gelüftet und beschattet; Ware ohne Kühlvorgabe, Hersteller-Toleranz eingehalten.'],
} as const;

/** One reading's value: the device's usual level, noise, now and then an excursion. */
function valueOf(random: Random, kind: DeviceKind, dayOfYear: number, evening: boolean) {
  if (kind === 'fridge') {
    const roll = random.next();
    if (roll < 0.012) return random.int(84, 112); // warm after a delivery or an open door
    if (roll < 0.015) return random.int(8, 17); // too cold: thermostat
    return random.int(38, 68);
  }
  // Rooms: warmer in late summer (day of year up to ~270) and in the evening.
  const summer = Math.max(0, 270 - dayOfYear) / 45;
  const base = 205 + Math.round(summer * 25) + (evening ? 12 : 0);
  const value = base + random.int(-12, 12);
  return random.next() < 0.02 ? value + random.int(20, 45) : value;
}

export interface TemperatureSeedData {
  devices: (typeof tempDevices.$inferInsert)[];
  readings: (typeof tempReadings.$inferInsert)[];
  acknowledgements: (typeof tempAcknowledgements.$inferInsert)[];
}

/** The devices and readings of one customer, without the database. */
export function generateTemperatureLog(
  lieferkundeNr: number,
  ownerId: string,
): TemperatureSeedData {
  const random = createRandom(TEMPERATURE_SEED + lieferkundeNr);
  const id = () => uuidFromWords(random);
  const out: TemperatureSeedData = { devices: [], readings: [], acknowledgements: [] };
  const today = SEED_DAY;
  const firstDay = today - DAYS * DAY_MS;
  for (const spec of DEVICES) {
    const limits = DEFAULT_LIMITS[spec.kind];
    const device = {
      id: id(),
      lieferkundeNr,
      name: spec.name,
      kind: spec.kind,
      ...limits,
      createdAt: new Date(firstDay - 30 * DAY_MS),
      createdBy: ownerId,
    };
    out.devices.push(device);
    let corrected = spec.kind !== 'room' || spec.name !== 'Offizin';
    for (let d = 0; d < DAYS; d += 1) {
      const dayStart = firstDay + d * DAY_MS;
      const dayOfYear = Math.floor(
        (dayStart - Date.UTC(new Date(dayStart).getUTCFullYear(), 0, 1)) / DAY_MS,
      );
      for (const [round, minutes] of ROUNDS_UTC.entries()) {
        const measuredAt = new Date(dayStart + minutes * 60_000 + random.int(0, 9) * 60_000);
        const valueTenths = valueOf(random, spec.kind, dayOfYear, round === 1);
        // A logger's readings come in with the monthly read-out; rounds are written at once.
        const createdAt =
          spec.source === 'import' ? new Date(measuredAt.getTime() + 3_600_000) : measuredAt;
        const reading = {
          id: id(),
          lieferkundeNr,
          deviceId: device.id,
          measuredAt,
          valueTenths,
          source: spec.source,
          correctionOf: null,
          note: '',
          createdAt,
          createdBy: ownerId,
        };
        out.readings.push(reading);
        // Once, a tenfold typo (21,4 typed as 214): corrected the same day by a new entry.
        if (!corrected && d === DAYS - 40 && round === 0) {
          corrected = true;
          reading.valueTenths = valueTenths * 10 > 600 ? 600 : valueTenths * 10;
          out.readings.push({
            ...reading,
            id: id(),
            valueTenths,
            correctionOf: reading.id,
            note: 'Tippfehler beim Eintragen, Thermometer zeigte den korrigierten Wert.',
            createdAt: new Date(measuredAt.getTime() + 2 * 3_600_000),
          });
          continue;
        }
        const excursion = excursionOf(valueTenths, limits);
        if (excursion && d < DAYS - ACKNOWLEDGED_AFTER_DAYS) {
          const notes =
            spec.kind === 'room' ? NOTES.room : excursion === 'high' ? NOTES.high : NOTES.low;
          out.acknowledgements.push({
            id: id(),
            lieferkundeNr,
            readingId: reading.id,
            note: random.pick(notes),
            createdAt: new Date(measuredAt.getTime() + random.int(1, 6) * 3_600_000),
            createdBy: ownerId,
          });
        }
      }
    }
  }
  return out;
}

const CHUNK = 1000;

/**
 * Seeds the temperature log when it has no device yet (at every start, like the analytics seed,
 * so an older database gets it too); returns how many readings it inserted.
 */
export async function seedTemperatureLog(db: Db): Promise<number> {
  return seedOnce(db, { lock: 'temperatureLog', marker: tempDevices }, async (tx) => {
    // Each customer a login with the role acts for, with the first such login as the author.
    const owners = await firstLoginPerCustomer(tx, TEMPERATURE_ROLE);
    let count = 0;
    for (const [lieferkundeNr, ownerId] of owners) {
      const data = generateTemperatureLog(lieferkundeNr, ownerId);
      await tx.insert(tempDevices).values(data.devices);
      await insertInParts(tx, tempReadings, data.readings, CHUNK);
      if (data.acknowledgements.length > 0) {
        await tx.insert(tempAcknowledgements).values(data.acknowledgements);
      }
      count += data.readings.length;
    }
    return count;
  });
}
