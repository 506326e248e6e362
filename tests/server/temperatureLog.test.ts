// The temperature log on the server (issue 15): the seeded devices and readings, recording with
// duplicates skipped, corrections that keep the original, acknowledgements and their refusals,
// the role check on collections, mutations and the PDF report, and foreign devices.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TempAcknowledgementRow,
  TempDeviceRow,
  TempReadingRow,
} from '../../modules/temperatureLog/contract.ts';
import { temperatureReportPath } from '../../modules/temperatureLog/contract.ts';
import { excursionOf, standingReadings } from '../../modules/temperatureLog/rules.ts';
import { DENIED_CURSOR } from '../../src/api/sync.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { seedTemperatureLog } from '../../modules/temperatureLog/server/seed.ts';
import { userLieferkunden, users } from '../../server/db/schema.ts';
import { loginAs, m, must, pull, pushOk, Replica, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTemperatureLog(t.db);
});
afterAll(async () => {
  await t.close();
});

const CUSTOMER = 100101;

/** apotheke-30, the e2e login with the role, at its own pharmacy. */
async function otherPharmacy() {
  const [row] = await t.db
    .select({ lieferkundeNr: userLieferkunden.lieferkundeNr })
    .from(userLieferkunden)
    .innerJoin(users, eq(users.id, userLieferkunden.userId))
    .where(eq(users.email, pharmacyLogin(30).email));
  return loginAs(t.app, pharmacyLogin(30), must(row).lieferkundeNr);
}

async function log(c: Client) {
  const replica = new Replica(c);
  await replica.sync();
  return {
    devices: [...replica.rows.tempDevices.values()] as TempDeviceRow[],
    readings: [...replica.rows.tempReadings.values()] as TempReadingRow[],
    acks: [...replica.rows.tempAcknowledgements.values()] as TempAcknowledgementRow[],
  };
}

const addDevice = (id: string, lieferkundeNr = CUSTOMER) =>
  m('temperature.addDevice', {
    id,
    lieferkundeNr,
    name: 'Kühlschrank Test',
    kind: 'fridge',
    minTenths: 20,
    maxTenths: 80,
  });
const record = (
  deviceId: string,
  readings: { id: string; measuredAt: string; valueTenths: number }[],
) => m('temperature.record', { deviceId, source: 'manual', readings });

describe('the seeded temperature log', () => {
  it('gives the pharmacy a fridge and two rooms with three months of readings and excursions', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const { devices, readings, acks } = await log(c);
    const own = devices.filter((d) => d.lieferkundeNr === CUSTOMER && d.createdAt < '2026-11-01');
    expect(own.map((d) => d.kind).sort()).toEqual(['fridge', 'room', 'room']);
    const fridge = must(own.find((d) => d.kind === 'fridge'));
    const fridgeReadings = readings.filter((r) => r.deviceId === fridge.id);
    expect(fridgeReadings.length).toBeGreaterThan(170);
    const excursions = standingReadings(fridgeReadings).filter((r) =>
      excursionOf(r.valueTenths, fridge),
    );
    expect(excursions.length).toBeGreaterThan(0);
    expect(acks.length).toBeGreaterThan(0);
    // The seeded correction names its original, which stays.
    const correction = must(readings.find((r) => r.correctionOf !== null));
    expect(readings.some((r) => r.id === correction.correctionOf)).toBe(true);
  });
});

describe('recording', () => {
  it('skips a reading at an instant the device already has, also written another way', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const device = randomUUID();
    const first = randomUUID();
    const again = randomUUID();
    const results = await pushOk(c, [
      addDevice(device),
      record(device, [{ id: first, measuredAt: '2026-11-20T08:00:00+01:00', valueTenths: 53 }]),
      record(device, [{ id: again, measuredAt: '2026-11-20T07:00:00.000Z', valueTenths: 60 }]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const { readings } = await log(c);
    const mine = readings.filter((r) => r.deviceId === device);
    expect(mine.map((r) => [r.id, r.measuredAt, r.valueTenths])).toEqual([
      [first, '2026-11-20T07:00:00.000Z', 53],
    ]);
  });

  it('refuses readings out of bounds, too many at once, and more than a day ahead', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const device = randomUUID();
    await pushOk(c, [addDevice(device)]);
    const one = (measuredAt: string, valueTenths: number) => ({
      id: randomUUID(),
      measuredAt,
      valueTenths,
    });
    const many = Array.from({ length: 501 }, (_, i) =>
      one(new Date(Date.UTC(2026, 9, 1) + i * 60_000).toISOString(), 50),
    );
    const results = await pushOk(c, [
      record(device, [one('2026-11-20T08:00:00Z', 601)]),
      record(device, [one('2026-11-20T08:00:00Z', -401)]),
      record(device, [one('1970-01-01T00:00:00Z', 50)]),
      record(device, many),
      record(device, [one('2026-11-23T08:00:00Z', 50)]),
    ]);
    expect(results.map((r) => r.code)).toEqual([
      'invalid_args',
      'invalid_args',
      'invalid_args',
      'invalid_args',
      'invalid_args',
    ]);
    expect(results[4]?.message).toMatch(/Zukunft/);
  });
});

describe('corrections and acknowledgements', () => {
  it('corrects by a new reading; the original stays, and is corrected once only', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const device = randomUUID();
    const original = randomUUID();
    const fix = randomUUID();
    const results = await pushOk(c, [
      addDevice(device),
      record(device, [{ id: original, measuredAt: '2026-11-19T07:00:00Z', valueTenths: 530 }]),
      m('temperature.correct', {
        id: fix,
        originalId: original,
        valueTenths: 53,
        note: 'Tippfehler',
      }),
      m('temperature.correct', {
        id: randomUUID(),
        originalId: original,
        valueTenths: 54,
        note: 'Nochmals',
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'rejected']);
    expect(results[3]?.message).toMatch(/bereits korrigiert/);
    const { readings } = await log(c);
    const mine = readings.filter((r) => r.deviceId === device);
    expect(mine).toHaveLength(2);
    expect(must(mine.find((r) => r.id === original)).valueTenths).toBe(530);
    expect(must(mine.find((r) => r.id === fix))).toMatchObject({
      correctionOf: original,
      valueTenths: 53,
      note: 'Tippfehler',
      measuredAt: '2026-11-19T07:00:00.000Z',
    });
    expect(standingReadings(mine).map((r) => r.id)).toEqual([fix]);
  });

  it('acknowledges an excursion once, with a note; refuses a reading within the limits', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const device = randomUUID();
    const warm = randomUUID();
    const fine = randomUUID();
    const ack = randomUUID();
    const results = await pushOk(c, [
      addDevice(device),
      record(device, [
        { id: warm, measuredAt: '2026-11-19T07:00:00Z', valueTenths: 95 },
        { id: fine, measuredAt: '2026-11-19T16:00:00Z', valueTenths: 50 },
      ]),
      m('temperature.acknowledge', { id: ack, readingId: warm, note: 'Tür offen, Ware geprüft' }),
      m('temperature.acknowledge', { id: ack, readingId: warm, note: 'Tür offen, Ware geprüft' }),
      m('temperature.acknowledge', { id: randomUUID(), readingId: warm, note: 'Zweimal' }),
      m('temperature.acknowledge', { id: randomUUID(), readingId: fine, note: 'OK' }),
      m('temperature.acknowledge', { id: randomUUID(), readingId: warm, note: '   ' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(results[4]?.message).toMatch(/bereits bestätigt/);
    expect(results[5]?.message).toMatch(/innerhalb der Grenzwerte/);
    expect(results[6]?.code).toBe('invalid_args');
    const { acks } = await log(c);
    expect(acks.filter((a) => a.readingId === warm)).toHaveLength(1);
  });
});

describe('access', () => {
  it('denies the collections and forbids the mutations without role Temperatur Logger', async () => {
    const c = await loginAs(t.app, DEMO_USERS.mitarbeiter, CUSTOMER);
    const answer = await pull(c);
    expect(answer.tempDevices).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    expect(answer.tempReadings).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    expect(answer.tempAcknowledgements).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    const results = await pushOk(c, [addDevice(randomUUID())]);
    expect(results.map((r) => r.code)).toEqual(['forbidden']);
  });

  it('refuses another pharmacy’s device and a device for another customer', async () => {
    const owner = await otherPharmacy();
    const { devices } = await log(owner);
    const foreign = must(devices[0]);
    expect(foreign.lieferkundeNr).not.toBe(CUSTOMER);
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const results = await pushOk(c, [
      record(foreign.id, [
        { id: randomUUID(), measuredAt: '2026-11-20T08:00:00Z', valueTenths: 50 },
      ]),
      addDevice(randomUUID(), 300001),
    ]);
    expect(results.map((r) => r.code)).toEqual(['foreign_customer', 'foreign_customer']);
  });
});

describe('the monthly report', () => {
  it('is a PDF of a device of the current customer', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const { devices } = await log(c);
    const fridge = must(devices.find((d) => d.lieferkundeNr === CUSTOMER && d.kind === 'fridge'));
    const res = await c.get(`/api${temperatureReportPath(fridge.id, '2026-10')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Temperaturbericht_Arzneimittelkuehlschrank_Offizin_2026-10\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is 404 for another customer’s device, 400 for a bad month, 403 without the role', async () => {
    const owner = await otherPharmacy();
    const foreign = must((await log(owner)).devices[0]);
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    expect((await c.get(`/api${temperatureReportPath(foreign.id, '2026-10')}`)).statusCode).toBe(
      404,
    );
    expect((await c.get(`/api${temperatureReportPath(foreign.id, '2026-13')}`)).statusCode).toBe(
      400,
    );
    const other = await loginAs(t.app, DEMO_USERS.mitarbeiter, CUSTOMER);
    expect(
      (await other.get(`/api${temperatureReportPath(foreign.id, '2026-10')}`)).statusCode,
    ).toBe(403);
  });
});
