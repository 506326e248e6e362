// The temperature log's contract (Temperatur Logger, issue 15): the pharmacy's fridges, freezers
// and rooms, their readings (entered or imported from a logger's CSV) and the acknowledgements of
// excursions. The server halves: modules/temperatureLog/server/sync.ts; the shared rules:
// ./rules.ts.
//
// A record the law asks for (GDP, Apothekenbetriebsordnung: storage conditions documented), so it
// is append-only: a wrong reading is corrected by a new one that names it (the original stays);
// nothing is edited or deleted.
import { z } from 'zod';
import { id, isoDate } from '../../src/api/fields';
import { authorFields, customerRow, lieferkundeNrArg } from '../../src/api/customerRow';
import { createdHere } from '../../src/api/localRow';
import {
  defineModule,
  defineMutation,
  type Collections,
  customerCollection,
} from '../../src/api/module';
import {
  DEVICE_KINDS,
  DEVICE_NAME_MAX,
  NOTE_MAX,
  READING_SOURCES,
  RECORD_MAX,
  VALUE_MAX_TENTHS,
  VALUE_MIN_TENTHS,
} from './rules';
import { temperatureLogDe } from './texts.de';

export const TempDeviceRow = customerRow({
  name: z.string(),
  kind: z.enum(DEVICE_KINDS),
  /** Limits in tenths of °C, both inside the allowed range. */
  minTenths: z.number().int(),
  maxTenths: z.number().int(),
  ...authorFields,
});
export type TempDeviceRow = z.infer<typeof TempDeviceRow>;

export const TempReadingRow = customerRow({
  deviceId: id,
  /** The instant measured (UTC, ISO); the screen shows it in Vienna time. */
  measuredAt: isoDate,
  valueTenths: z.number().int(),
  source: z.enum(READING_SOURCES),
  /** The reading this one corrects (same device and time); null for an original reading. */
  correctionOf: id.nullable(),
  /** The reason of a correction; empty for an original reading. */
  note: z.string(),
  ...authorFields,
});
export type TempReadingRow = z.infer<typeof TempReadingRow>;

/** An excursion acknowledged: who looked at it, when, and what they did (the note). */
export const TempAcknowledgementRow = customerRow({
  readingId: id,
  note: z.string(),
  ...authorFields,
});
export type TempAcknowledgementRow = z.infer<typeof TempAcknowledgementRow>;

export const TEMPERATURE_COLLECTIONS = {
  tempDevices: customerCollection(TempDeviceRow, 'temperatureLogger', {
    indexes: ['lieferkundeNr'],
    pageMax: 500,
  }),
  tempReadings: customerCollection(TempReadingRow, 'temperatureLogger', {
    indexes: ['lieferkundeNr', 'deviceId', 'correctionOf', '[deviceId+measuredAt]'],
    pageMax: 2000,
  }),
  tempAcknowledgements: customerCollection(TempAcknowledgementRow, 'temperatureLogger', {
    indexes: ['lieferkundeNr', 'readingId'],
    pageMax: 1000,
  }),
} as const satisfies Collections;
const C = TEMPERATURE_COLLECTIONS;

// ---- Argument schemas -------------------------------------------------------------------------

const tenths = z.number().int().min(VALUE_MIN_TENTHS).max(VALUE_MAX_TENTHS);
const note = z.string().trim().min(1).max(NOTE_MAX);
/** An instant from 2000 on (a logger with a lost clock reports 1970). */
const measuredAt = isoDate.refine((at) => Date.parse(at) >= Date.UTC(2000, 0, 1));
/** The instant as the server returns it ('…T06:00:00.000Z'), so both halves store one text. */
export const normalInstant = (at: string) => new Date(at).toISOString();

export const temperatureAddDevice = defineMutation(C, {
  name: 'temperature.addDevice',
  v: 1,
  area: 'temperatureLogger',
  args: z
    .strictObject({
      id,
      lieferkundeNr: lieferkundeNrArg,
      name: z.string().trim().min(1).max(DEVICE_NAME_MAX),
      kind: z.enum(DEVICE_KINDS),
      minTenths: tenths,
      maxTenths: tenths,
    })
    .refine((a) => a.minTenths < a.maxTenths, { path: ['maxTenths'] }),
  tables: ['tempDevices'],
  describe: (args) => temperatureLogDe.describe.addDevice(args.name),
  async local({ db, user, now }, args) {
    if (await db.tempDevices.get(args.id)) return;
    await db.tempDevices.put({
      ...args,
      ...createdHere(user, now),
    });
  },
});

/**
 * Readings of one device, typed in or imported (a logger's CSV, in chunks of RECORD_MAX). A
 * reading at a time the device already has an original reading for is skipped, so importing a
 * file twice adds nothing.
 */
export const temperatureRecord = defineMutation(C, {
  name: 'temperature.record',
  v: 1,
  area: 'temperatureLogger',
  args: z.strictObject({
    deviceId: id,
    source: z.enum(READING_SOURCES),
    readings: z
      .array(z.strictObject({ id, measuredAt, valueTenths: tenths }))
      .min(1)
      .max(RECORD_MAX),
  }),
  tables: ['tempDevices', 'tempReadings'],
  describe: (args, rows) =>
    temperatureLogDe.describe.record(
      args.readings.length,
      rows('tempDevices', args.deviceId)?.name,
    ),
  async local({ db, user, now }, args) {
    const device = await db.tempDevices.get(args.deviceId);
    if (!device) return;
    const taken = new Set(
      (await db.tempReadings.where('deviceId').equals(args.deviceId).toArray()).flatMap((r) =>
        r.correctionOf === null ? [r.measuredAt] : [],
      ),
    );
    for (const reading of args.readings) {
      const at = normalInstant(reading.measuredAt);
      if (taken.has(at) || (await db.tempReadings.get(reading.id))) continue;
      taken.add(at);
      await db.tempReadings.put({
        id: reading.id,
        lieferkundeNr: device.lieferkundeNr,
        deviceId: device.id,
        measuredAt: at,
        valueTenths: reading.valueTenths,
        source: args.source,
        correctionOf: null,
        note: '',
        ...createdHere(user, now),
      });
    }
  },
});

/** Corrects reading `originalId` by the new reading `id` (same device and time, a reason). */
export const temperatureCorrect = defineMutation(C, {
  name: 'temperature.correct',
  v: 1,
  area: 'temperatureLogger',
  args: z.strictObject({ id, originalId: id, valueTenths: tenths, note }),
  tables: ['tempReadings'],
  describe: (args) => temperatureLogDe.describe.correct(args.valueTenths),
  async local({ db, user, now }, args) {
    if (await db.tempReadings.get(args.id)) return;
    const original = await db.tempReadings.get(args.originalId);
    if (!original) return;
    await db.tempReadings.put({
      id: args.id,
      lieferkundeNr: original.lieferkundeNr,
      deviceId: original.deviceId,
      measuredAt: original.measuredAt,
      valueTenths: args.valueTenths,
      source: 'manual',
      correctionOf: original.id,
      note: args.note,
      ...createdHere(user, now),
    });
  },
});

/** Acknowledges the excursion of reading `readingId` with what was done about it. */
export const temperatureAcknowledge = defineMutation(C, {
  name: 'temperature.acknowledge',
  v: 1,
  area: 'temperatureLogger',
  args: z.strictObject({ id, readingId: id, note }),
  tables: ['tempReadings', 'tempAcknowledgements'],
  describe: () => temperatureLogDe.describe.acknowledge,
  async local({ db, user, now }, args) {
    if (await db.tempAcknowledgements.get(args.id)) return;
    const reading = await db.tempReadings.get(args.readingId);
    if (!reading) return;
    if ((await db.tempAcknowledgements.where('readingId').equals(reading.id).count()) > 0) return;
    await db.tempAcknowledgements.put({
      id: args.id,
      lieferkundeNr: reading.lieferkundeNr,
      readingId: reading.id,
      note: args.note,
      ...createdHere(user, now),
    });
  },
});

export const temperatureLogModule = defineModule({
  name: 'temperatureLog',
  collections: TEMPERATURE_COLLECTIONS,
  mutations: [temperatureAddDevice, temperatureRecord, temperatureCorrect, temperatureAcknowledge],
});

/** The monthly report's PDF (area temperatureLogger): `/temperature-logger/report/<device>/<YYYY-MM>.pdf`. */
export const TemperatureReportParams = z.strictObject({
  deviceId: id,
  file: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])\.pdf$/),
});
export const temperatureReportPath = (deviceId: string, month: string) =>
  `/temperature-logger/report/${deviceId}/${month}.pdf`;
