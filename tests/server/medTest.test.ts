// The medicine test on the server (issue 15): checks recorded, a replay changing nothing,
// corrections that keep the original (and no second correction), the rules of a complete entry,
// the delivered lines still to check (checked once, deleted from the list by the pull), the role
// check on the collections and the mutations, and foreign customers.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MedCheckRow, MedDeliveryRow } from '../../modules/medTest/contract.ts';
import { toCheckFrom } from '../../modules/medTest/rules.ts';
import { DENIED_CURSOR } from '../../src/api/sync.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { seedMedTest } from '../../modules/medTest/server/seed.ts';
import { medTestDe } from '../../modules/medTest/texts.de.ts';
import { userLieferkunden, users } from '../../server/db/schema.ts';
import {
  convergence,
  loginAs,
  m,
  must,
  pull,
  pushOk,
  Replica,
  type Client,
} from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedMedTest(t.db);
});
afterAll(async () => {
  await t.close();
});

const CUSTOMER = 100101;

async function checks(c: Client) {
  const replica = new Replica(c);
  await replica.sync();
  return [...replica.rows.medChecks.values()] as MedCheckRow[];
}

const entry = (id: string) => ({
  id,
  kind: 'goods',
  pzn: '1234567',
  name: 'Insulin Test Pen',
  batch: 'B2411',
  expiry: '2027-06-30',
  noteNumber: 'LS-1',
  receivedDay: '2026-11-20',
  coldChain: true,
  items: { packaging: true, labelling: true, expiry: true, batch: true, falsification: true },
  arrivalTenths: 54,
  identityMethod: null,
  result: 'released',
  note: '',
});
const check = (id: string, lieferkundeNr = CUSTOMER, over: object = {}) =>
  m('medTest.check', { ...entry(id), lieferkundeNr, deliveryLineId: null, ...over });
const correct = (id: string, originalId: string, over: object = {}) =>
  m('medTest.correct', {
    ...entry(id),
    originalId,
    batch: 'B2412',
    note: 'Charge falsch abgeschrieben',
    ...over,
  });

describe('the seeded medicine test', () => {
  it('gives the pharmacy two months of checks, some blocked with a reason, one corrected', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const rows = (await checks(c)).filter((x) => x.createdAt < '2026-11-21');
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.some((x) => x.coldChain && x.arrivalTenths !== null)).toBe(true);
    const corrections = rows.filter((x) => x.correctionOf !== null);
    expect(corrections).toHaveLength(1);
    expect(rows.some((x) => x.id === must(corrections[0]).correctionOf)).toBe(true);
    for (const x of rows.filter((r) => r.result !== 'released')) expect(x.note).not.toBe('');
  });
});

describe('the medicine test', () => {
  it('records a check once, with who checked', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const id = randomUUID();
    const results = await pushOk(c, [check(id), check(id)]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const rows = (await checks(c)).filter((x) => x.id === id);
    expect(rows).toHaveLength(1);
    expect(must(rows[0])).toMatchObject({ lieferkundeNr: CUSTOMER, result: 'released' });
    expect(must(rows[0]).createdBy).not.toBe('');
  });

  it('corrects by a new entry that keeps the original, and refuses a second correction', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const [original, fix, second] = [randomUUID(), randomUUID(), randomUUID()];
    const results = await pushOk(c, [
      check(original),
      correct(fix, original),
      correct(fix, original),
      correct(second, original),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'rejected']);
    expect(results[3]?.message).toMatch(/bereits korrigiert/);
    const rows = await checks(c);
    expect(rows.find((x) => x.id === original)).toMatchObject({ batch: 'B2411' });
    expect(rows.find((x) => x.id === fix)).toMatchObject({
      batch: 'B2412',
      correctionOf: original,
      note: 'Charge falsch abgeschrieben',
    });
    expect(rows.some((x) => x.id === second)).toBe(false);
  });

  it('refuses an incomplete entry: a cold batch without its temperature, a block without reason', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const results = await pushOk(c, [
      check(randomUUID(), CUSTOMER, { arrivalTenths: null }),
      check(randomUUID(), CUSTOMER, { result: 'blocked' }),
      check(randomUUID(), CUSTOMER, { receivedDay: '2099-01-01' }),
    ]);
    expect(results.map((r) => r.code)).toEqual(['invalid_args', 'invalid_args', 'invalid_args']);
    expect(results[2]?.message).toMatch(/Zukunft/);
  });
});

/** A check of a delivered line as the 'Zu prüfen' list prefills it. */
const lineCheck = (id: string, line: MedDeliveryRow, over: object = {}) =>
  check(id, line.lieferkundeNr, {
    pzn: line.pzn,
    name: line.name,
    batch: line.batch ?? 'X1',
    expiry: line.expiry ?? '2028-01-31',
    noteNumber: line.noteNo,
    receivedDay: line.day,
    coldChain: false,
    arrivalTenths: null,
    deliveryLineId: line.id,
    ...over,
  });

/** apotheke-33's delivery customer. */
async function customer33() {
  const [row] = await t.db
    .select({ lieferkundeNr: userLieferkunden.lieferkundeNr })
    .from(userLieferkunden)
    .innerJoin(users, eq(users.id, userLieferkunden.userId))
    .where(eq(users.email, pharmacyLogin(33).email));
  return must(row).lieferkundeNr;
}

describe('the batches to check', () => {
  it('offers the delivered lines of the window that no check names (apotheke-33 too)', async () => {
    const nr = await customer33();
    for (const [login, customer] of [
      [DEMO_USERS.apotheke, CUSTOMER],
      [pharmacyLogin(33), nr],
    ] as const) {
      const replica = new Replica(await loginAs(t.app, login, customer));
      await replica.sync();
      const lines = [...replica.rows.medDeliveries.values()] as MedDeliveryRow[];
      const entries = [...replica.rows.medChecks.values()] as MedCheckRow[];
      expect(lines.length).toBeGreaterThan(0);
      const newest =
        lines
          .map((l) => l.day)
          .sort()
          .at(-1) ?? '';
      for (const line of lines) {
        expect(line).toMatchObject({ lieferkundeNr: customer });
        expect(line.quantity).toBeGreaterThan(0);
        expect(line.day >= toCheckFrom(newest)).toBe(true);
      }
      // The seed checked the older lines of the window, from the lines themselves.
      const named = new Set(entries.map((x) => x.deliveryLineId).filter(Boolean));
      expect(named.size).toBeGreaterThan(0);
      expect(lines.some((l) => named.has(l.id))).toBe(false);
      expect(new Set(lines.map((l) => l.day)).size).toBeLessThanOrEqual(2);
    }
  });

  it('checks a line once: the pull deletes it from the list, a second check is refused', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const replica = new Replica(c);
    await replica.sync();
    const [line, other] = [...replica.rows.medDeliveries.values()] as MedDeliveryRow[];
    if (!line || !other) throw new Error('two lines to check expected');
    const id = randomUUID();
    const results = await pushOk(c, [
      lineCheck(id, line, { batch: 'ANDERS1' }),
      lineCheck(id, line, { batch: 'ANDERS1' }),
      lineCheck(randomUUID(), line),
      lineCheck(randomUUID(), other, { pzn: other.pzn === '1234567' ? '7654321' : '1234567' }),
      lineCheck(randomUUID(), other, { deliveryLineId: randomUUID() }),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(results[2]?.message).toMatch(/bereits geprüft/);
    expect(results[3]?.message).toMatch(/PZN/);
    expect(results[4]?.message).toMatch(/Lieferscheinzeile/);
    await replica.sync();
    expect(replica.rows.medDeliveries.has(line.id)).toBe(false);
    expect(replica.rows.medDeliveries.has(other.id)).toBe(true);
    expect(replica.rows.medChecks.get(id)).toMatchObject({
      deliveryLineId: line.id,
      batch: 'ANDERS1',
    });
    expect(replica.hashes()).toEqual(await convergence(c));
    const fresh = new Replica(c);
    await fresh.sync();
    expect(fresh.rows.medDeliveries.has(line.id)).toBe(false);
  });

  it('refuses the line of another customer', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const replica = new Replica(await loginAs(t.app, pharmacyLogin(33), await customer33()));
    await replica.sync();
    const foreign = [...replica.rows.medDeliveries.values()][0] as MedDeliveryRow | undefined;
    if (!foreign) throw new Error('a line of apotheke-33 expected');
    const results = await pushOk(c, [
      lineCheck(randomUUID(), { ...foreign, lieferkundeNr: CUSTOMER }),
    ]);
    expect(results.map((r) => r.message)).toEqual([medTestDe.rejections.lineNotFound]);
  });
});

describe('access', () => {
  it('denies the collection and forbids the mutations without role Arzneitmittelprüfung', async () => {
    const c = await loginAs(t.app, DEMO_USERS.mitarbeiter, CUSTOMER);
    const answer = await pull(c);
    expect(answer.medChecks).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    expect(answer.medDeliveries).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    const results = await pushOk(c, [check(randomUUID())]);
    expect(results.map((r) => r.code)).toEqual(['forbidden']);
  });

  it('refuses a check for another customer and the correction of another pharmacy’s entry', async () => {
    const [row] = await t.db
      .select({ lieferkundeNr: userLieferkunden.lieferkundeNr })
      .from(userLieferkunden)
      .innerJoin(users, eq(users.id, userLieferkunden.userId))
      .where(eq(users.email, pharmacyLogin(33).email));
    const other = must(row).lieferkundeNr;
    const owner = await loginAs(t.app, pharmacyLogin(33), other);
    const foreign = randomUUID();
    expect((await pushOk(owner, [check(foreign, other)]))[0]?.status).toBe('applied');
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const results = await pushOk(c, [check(randomUUID(), other), correct(randomUUID(), foreign)]);
    expect(results.map((r) => r.code)).toEqual(['foreign_customer', 'foreign_customer']);
  });
});
