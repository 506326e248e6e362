// The server half of the temperature log (modules/temperatureLog/contract.ts): the handlers of its four
// mutations and the loaders of a delivery customer's devices, readings and acknowledgements.
// Every handler first finds the device (or the reading and its device), then takes the
// customer's temperature-log lock (namespace 14, server/sync/scope.ts: versions commit in order)
// and checks that the session may act for that customer; a foreign device is refused.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  normalInstant,
  temperatureLogModule,
  TempAcknowledgementRow,
  TempDeviceRow,
  TempReadingRow,
} from '../contract.ts';
import { excursionOf } from '../rules.ts';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { tempAcknowledgements, tempDevices, tempReadings } from './tables.ts';
import { alreadyApplied } from '../../../server/sync/replay.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { registerLoader } from '../../../server/sync/customerRows.ts';
import { authorOf } from '../../../server/sync/author.ts';
import { lockCustomerScope } from '../../../server/sync/scope.ts';
import {
  rejectInvalid,
  rejectNotFound,
  type MutationContext,
  type Tx,
} from '../../../server/sync/types.ts';
import { temperatureLogDe } from '../texts.de.ts';

const r = temperatureLogDe.rejections;
const iso = (d: Date) => d.toISOString();
/** A logger's clock may run a little ahead; a reading more than a day ahead is refused. */
const FUTURE_SLACK_MS = 86_400_000;

/** The temperature log's write lock, after the check that the user may act for the customer. */
const checkCustomer = (tx: Tx, ctx: MutationContext, lieferkundeNr: number) =>
  lockCustomerScope(tx, ctx, 'temperatureLog', lieferkundeNr, r.foreignCustomer);

export async function addDevice(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'temperature.addDevice'>,
) {
  await checkCustomer(tx, ctx, args.lieferkundeNr);
  const own = (x: { lieferkundeNr: number }) => x.lieferkundeNr === args.lieferkundeNr;
  if (await alreadyApplied(tx, tempDevices, args.id, own, r.idTaken)) return; // a replay
  await tx.insert(tempDevices).values({ ...args, ...authorOf(ctx) });
}

async function deviceOf(tx: Tx, ctx: MutationContext, deviceId: string) {
  const [device] = await tx.select().from(tempDevices).where(eq(tempDevices.id, deviceId));
  if (!device) throw rejectNotFound(r.deviceNotFound);
  await checkCustomer(tx, ctx, device.lieferkundeNr);
  return device;
}

export async function record(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'temperature.record'>,
) {
  const device = await deviceOf(tx, ctx, args.deviceId);
  const limit = ctx.clock().getTime() + FUTURE_SLACK_MS;
  if (args.readings.some((reading) => Date.parse(reading.measuredAt) > limit)) {
    throw rejectInvalid(r.future);
  }
  const ids = args.readings.map((reading) => reading.id);
  const known = await tx
    .select({ id: tempReadings.id, deviceId: tempReadings.deviceId })
    .from(tempReadings)
    .where(inArray(tempReadings.id, ids));
  // A replay of this very call (same device) changes nothing; an id of another device is refused.
  if (known.some((k) => k.deviceId !== device.id)) throw rejectInvalid(r.idTaken);
  const knownIds = new Set(known.map((k) => k.id));
  const times = args.readings.map((reading) => new Date(reading.measuredAt));
  const taken = new Set(
    (
      await tx
        .select({ at: tempReadings.measuredAt })
        .from(tempReadings)
        .where(
          and(
            eq(tempReadings.deviceId, device.id),
            isNull(tempReadings.correctionOf),
            inArray(tempReadings.measuredAt, times),
          ),
        )
    ).map((row) => iso(row.at)),
  );
  const by = authorOf(ctx);
  const rows = [];
  for (const reading of args.readings) {
    const at = normalInstant(reading.measuredAt);
    if (knownIds.has(reading.id) || taken.has(at)) continue;
    taken.add(at);
    rows.push({
      id: reading.id,
      lieferkundeNr: device.lieferkundeNr,
      deviceId: device.id,
      measuredAt: new Date(at),
      valueTenths: reading.valueTenths,
      source: args.source,
      correctionOf: null,
      note: '',
      ...by,
    });
  }
  if (rows.length > 0) await tx.insert(tempReadings).values(rows);
}

async function readingOf(tx: Tx, ctx: MutationContext, readingId: string) {
  const [reading] = await tx.select().from(tempReadings).where(eq(tempReadings.id, readingId));
  if (!reading) throw rejectNotFound(r.readingNotFound);
  const device = await deviceOf(tx, ctx, reading.deviceId);
  const [correction] = await tx
    .select({ id: tempReadings.id })
    .from(tempReadings)
    .where(eq(tempReadings.correctionOf, reading.id));
  return { reading, device, correctionId: correction?.id ?? null };
}

export async function correct(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'temperature.correct'>,
) {
  const { reading, correctionId } = await readingOf(tx, ctx, args.originalId);
  if (correctionId === args.id) return; // a replay
  const [taken] = await tx
    .select({ id: tempReadings.id })
    .from(tempReadings)
    .where(eq(tempReadings.id, args.id));
  if (taken) throw rejectInvalid(r.idTaken);
  if (correctionId) throw rejectInvalid(r.alreadyCorrected);
  await tx.insert(tempReadings).values({
    id: args.id,
    lieferkundeNr: reading.lieferkundeNr,
    deviceId: reading.deviceId,
    measuredAt: reading.measuredAt,
    valueTenths: args.valueTenths,
    source: 'manual',
    correctionOf: reading.id,
    note: args.note,
    ...authorOf(ctx),
  });
}

export async function acknowledge(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'temperature.acknowledge'>,
) {
  const { reading, device, correctionId } = await readingOf(tx, ctx, args.readingId);
  const [existing] = await tx
    .select({ id: tempAcknowledgements.id })
    .from(tempAcknowledgements)
    .where(eq(tempAcknowledgements.readingId, reading.id));
  if (existing?.id === args.id) return; // a replay
  if (existing) throw rejectInvalid(r.alreadyAcknowledged);
  const [taken] = await tx
    .select({ id: tempAcknowledgements.id })
    .from(tempAcknowledgements)
    .where(eq(tempAcknowledgements.id, args.id));
  if (taken) throw rejectInvalid(r.idTaken);
  if (correctionId) throw rejectInvalid(r.corrected);
  if (!excursionOf(reading.valueTenths, device)) throw rejectInvalid(r.notExcursion);
  await tx.insert(tempAcknowledgements).values({
    id: args.id,
    lieferkundeNr: reading.lieferkundeNr,
    readingId: reading.id,
    note: args.note,
    ...authorOf(ctx),
  });
}

export const temperatureLogServer = serverModule(temperatureLogModule, {
  handlers: {
    'temperature.addDevice': addDevice,
    'temperature.record': record,
    'temperature.correct': correct,
    'temperature.acknowledge': acknowledge,
  },
  loaders: {
    /** Devices, readings and acknowledgements are never changed nor deleted: all upserts. */
    tempDevices: registerLoader(tempDevices, TempDeviceRow, 'createdBy'),
    tempReadings: registerLoader(tempReadings, TempReadingRow, 'createdBy'),
    tempAcknowledgements: registerLoader(tempAcknowledgements, TempAcknowledgementRow, 'createdBy'),
  },
});
