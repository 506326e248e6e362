// The call-off agreements on the sync server (issue 14): the deterministic seed with every case
// the screen shows, and who receives the three collections (role 'Abrufvereinbarungen und
// Vorauszahlungen', the session's delivery customer only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CallOffAgreementRow,
  CallOffRow,
  PrepaymentRow,
} from '../../modules/callOff/contract.ts';
import { DENIED_CURSOR } from '../../src/api/sync.ts';
import { userLieferkunden } from '../../server/db/schema.ts';
import { generateCallOffs } from '../../modules/callOff/server/seed.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { SEED_TIME } from '../../server/seed/random.ts';
import { choose, loginAs, pull, Replica } from './support/sync.ts';
import { createTestApp, createUser, type client, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SEED_DAY = SEED_TIME.toISOString().slice(0, 10);
const pool = Array.from({ length: 50 }, (_, i) => ({
  pzn: String(2_000_000 + i * 13),
  name: `Artikel ${i}`,
  aepCents: 300 + ((i * 53) % 4000),
}));

async function replicaOf(c: ReturnType<typeof client>) {
  const replica = new Replica(c);
  await replica.sync();
  return {
    agreements: [...replica.rows.callOffAgreements.values()] as CallOffAgreementRow[],
    callOffs: [...replica.rows.callOffs.values()] as CallOffRow[],
    prepayments: [...replica.rows.prepayments.values()] as PrepaymentRow[],
  };
}

describe('the call-off seed', () => {
  const counters = () => ({ agreement: 0, note: 0, payment: 0 });

  it('is the same on every run and apart for each customer', () => {
    const a = generateCallOffs(302701, pool, counters());
    expect(generateCallOffs(302701, pool, counters())).toEqual(a);
    const b = generateCallOffs(302702, pool, counters());
    expect(b.agreements.map((x) => x.pzn)).not.toEqual(a.agreements.map((x) => x.pzn));
  });

  it('holds every case: running, ending within 30 days, fully called off, expired', () => {
    const data = generateCallOffs(100101, pool, counters());
    expect(data.agreements).toHaveLength(6);
    const calledOff = (id: string) =>
      data.callOffs.filter((c) => c.agreementId === id).reduce((s, c) => s + c.quantity, 0);
    const days = (to: string) => (Date.parse(to) - Date.parse(SEED_DAY)) / 86_400_000;
    const cases = data.agreements.map((a) => ({
      expired: a.validTo < SEED_DAY,
      soon: a.validTo >= SEED_DAY && days(a.validTo) <= 30,
      full: calledOff(a.id) === a.agreedQuantity,
      rest: a.agreedQuantity - calledOff(a.id),
    }));
    expect(cases.some((c) => !c.expired && c.soon && c.rest > 0)).toBe(true);
    expect(cases.some((c) => !c.expired && !c.soon && c.rest > 0)).toBe(true);
    expect(cases.some((c) => !c.expired && c.full)).toBe(true);
    expect(cases.some((c) => c.expired && c.rest > 0)).toBe(true);
    expect(cases.some((c) => c.expired && c.full)).toBe(true);
    for (const a of data.agreements) {
      expect(a.priceCents).toBeLessThan(a.listPriceCents);
      expect(a.validFrom < a.validTo).toBe(true);
      expect(calledOff(a.id)).toBeLessThanOrEqual(a.agreedQuantity);
    }
    for (const c of data.callOffs) {
      const a = data.agreements.find((x) => x.id === c.agreementId);
      expect(c.day >= (a?.validFrom ?? '') && c.day <= (a?.validTo ?? '')).toBe(true);
      expect(c.day < SEED_DAY).toBe(true);
      expect(c.valueCents).toBe(c.quantity * (a?.priceCents ?? 0));
    }
  });

  it('books call-offs against the prepayments, never beyond them', () => {
    const data = generateCallOffs(100101, pool, counters());
    const prepaid = new Set(data.prepayments.map((p) => p.agreementId));
    expect(prepaid.size).toBe(3);
    for (const a of data.agreements) {
      const paid = data.prepayments
        .filter((p) => p.agreementId === a.id)
        .reduce((s, p) => s + p.amountCents, 0);
      const booked = data.callOffs
        .filter((c) => c.agreementId === a.id)
        .reduce((s, c) => s + (c.prepaidCents ?? 0), 0);
      expect(booked).toBeLessThanOrEqual(paid);
      if (!prepaid.has(a.id)) expect(booked).toBe(0);
    }
  });
});

describe('sync of the call-off agreements', () => {
  it("sends apotheke-28 its own customer's agreements with call-offs and prepayments", async () => {
    const c = await loginAs(t.app, pharmacyLogin(28), 302701);
    const rows = await replicaOf(c);
    expect(rows.agreements).toHaveLength(6);
    expect(rows.callOffs.length).toBeGreaterThan(6);
    expect(rows.prepayments.length).toBeGreaterThanOrEqual(3);
    for (const list of [rows.agreements, rows.callOffs, rows.prepayments]) {
      expect(list.every((r) => r.lieferkundeNr === 302701)).toBe(true);
    }
    const ids = new Set(rows.agreements.map((a) => a.id));
    expect(rows.callOffs.every((r) => ids.has(r.agreementId))).toBe(true);
    expect(rows.prepayments.every((r) => ids.has(r.agreementId))).toBe(true);
  });

  it('sends the demo pharmacy the agreements of the chosen address only', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const first = await replicaOf(c);
    expect(first.agreements.length).toBe(6);
    expect(first.agreements.every((a) => a.lieferkundeNr === 100101)).toBe(true);
    await choose(c, 100102);
    const answer = await pull(c);
    expect(answer.callOffAgreements.upserts.length).toBe(6);
    expect(answer.callOffAgreements.upserts.every((a) => a.lieferkundeNr === 100102)).toBe(true);
  });

  it('sends nothing to a user without the role', async () => {
    for (const c of [
      await loginAs(t.app, pharmacyLogin(24), 302301),
      await loginAs(t.app, DEMO_USERS.mitarbeiter, 100101),
    ]) {
      const answer = await pull(c);
      for (const collection of ['callOffAgreements', 'callOffs', 'prepayments'] as const) {
        expect(answer[collection]).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
      }
    }
    // The role alone opens them (no feature flag in SPEC 6).
    const user = await createUser(t.db, {
      roles: ['User', 'Abrufvereinbarungen und Vorauszahlungen'],
      features: [],
      kundeNr: 100100,
    });
    await t.db
      .insert(userLieferkunden)
      .values({ userId: user.id, lieferkundeNr: 100101, isDefault: true });
    const rows = await replicaOf(await loginAs(t.app, user, 100101));
    expect(rows.agreements).toHaveLength(6);
  });
});
