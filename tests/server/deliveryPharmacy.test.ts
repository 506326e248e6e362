// The delivery pharmacy on the sync server (Lieferapotheke, issue 14): the deterministic seed of
// supplied institutions and their deliveries, and who receives the three collections (role
// Lieferapotheke, the session's delivery customer only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SupplyDeliveryLineRow,
  SupplyDeliveryRow,
  SupplyRecipientRow,
} from '../../modules/deliveryPharmacy/contract.ts';
import { DENIED_CURSOR } from '../../src/api/sync.ts';
import { ANALYTICS_LINES_PER_DAY_DEFAULT } from '../../server/config.ts';
import { generateDeliveryPharmacy } from '../../modules/deliveryPharmacy/server/seed.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { choose, loginAs, pull, Replica } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const assortment = Array.from({ length: 1500 }, (_, i) => ({
  pzn: String(1_000_000 + i * 7),
  name: `Artikel ${i}`,
  aepCents: 150 + ((i * 37) % 9000),
  rx: i % 2 === 0,
}));
const customer = { lieferkundeNr: 302801, plz: '6020', ort: 'Innsbruck' };
const COLLECTIONS = ['supplyRecipients', 'supplyDeliveries', 'supplyDeliveryLines'] as const;

describe('the delivery pharmacy seed', () => {
  it('is the same on every run, 2 to 5 institutions with two years of deliveries', () => {
    const run = () =>
      generateDeliveryPharmacy(customer, assortment, ANALYTICS_LINES_PER_DAY_DEFAULT, {
        note: 0,
        contract: 0,
      });
    const a = run();
    expect(run()).toEqual(a);
    expect(a.recipients.length).toBeGreaterThanOrEqual(2);
    expect(a.recipients.length).toBeLessThanOrEqual(5);
    expect(a.recipients.some((r) => r.kind === 'careHome')).toBe(true);
    for (const r of a.recipients) {
      expect(r.city).toBe('Innsbruck');
      const own = a.deliveries.filter((d) => d.recipientId === r.id);
      // Weekly or twice a week since the contract began (or over all 24 months).
      const weeks = Math.min(104, (Date.parse('2026-11-21') - Date.parse(r.since)) / 604_800_000);
      expect(own.length).toBeGreaterThanOrEqual(Math.floor(weeks * 0.9));
      expect(own.length).toBeLessThanOrEqual(Math.ceil(weeks * 2.6));
      expect(own.every((d) => d.day >= r.since && d.day < '2026-11-21')).toBe(true);
    }
  });

  it('keeps every delivery consistent with its lines, and numbers unique', () => {
    const data = generateDeliveryPharmacy(customer, assortment, 20, { note: 0, contract: 0 });
    const byDelivery = new Map<string, (typeof data.lines)[number][]>();
    for (const l of data.lines)
      byDelivery.set(l.deliveryId, [...(byDelivery.get(l.deliveryId) ?? []), l]);
    for (const d of data.deliveries) {
      const lines = byDelivery.get(d.id) ?? [];
      expect(lines).toHaveLength(d.lineCount);
      expect(d.lineCount).toBeGreaterThan(0);
      expect(d.packs).toBe(lines.reduce((s, l) => s + l.quantity, 0));
      expect(d.netCents).toBe(lines.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0));
      expect(lines.every((l) => l.day === d.day && l.recipientId === d.recipientId)).toBe(true);
      // Ward stock for every kind; patient blisters only for care homes.
      const kind = data.recipients.find((r) => r.id === d.recipientId)?.kind;
      if (d.supply === 'blister') expect(kind).toBe('careHome');
    }
    expect(new Set(data.deliveries.map((d) => d.noteNo)).size).toBe(data.deliveries.length);
  });

  it('scales the lines with ANALYTICS_LINES_PER_DAY', () => {
    const lines = (perDay: number) =>
      generateDeliveryPharmacy(customer, assortment, perDay, { note: 0, contract: 0 }).lines.length;
    expect(lines(ANALYTICS_LINES_PER_DAY_DEFAULT)).toBeGreaterThan(5 * lines(4));
    expect(lines(0)).toBe(0);
  });
});

async function replicaOf(user: { email: string; password: string }, lieferkundeNr: number) {
  const c = await loginAs(t.app, user, lieferkundeNr);
  const replica = new Replica(c);
  await replica.sync();
  return {
    recipients: [...replica.rows.supplyRecipients.values()] as SupplyRecipientRow[],
    deliveries: [...replica.rows.supplyDeliveries.values()] as SupplyDeliveryRow[],
    lines: [...replica.rows.supplyDeliveryLines.values()] as SupplyDeliveryLineRow[],
  };
}

describe('who receives the delivery pharmacy', () => {
  it("sends apotheke-29 its customer's institutions, deliveries and lines", async () => {
    const data = await replicaOf(pharmacyLogin(29), 302801);
    expect(data.recipients.length).toBeGreaterThanOrEqual(2);
    expect(data.recipients.every((r) => r.lieferkundeNr === 302801)).toBe(true);
    expect(data.deliveries.length).toBeGreaterThan(100);
    expect(data.lines.length).toBeGreaterThanOrEqual(data.deliveries.length);
    const ids = new Set(data.recipients.map((r) => r.id));
    expect(data.deliveries.every((d) => ids.has(d.recipientId))).toBe(true);
  });

  it("sends the demo pharmacy the chosen delivery customer's data only", async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const first = await pull(c);
    expect(first.supplyRecipients.upserts.length).toBeGreaterThan(0);
    expect(first.supplyRecipients.upserts.every((r) => r.lieferkundeNr === 100101)).toBe(true);
    await choose(c, 100102);
    const other = await pull(c, { supplyRecipients: first.supplyRecipients.cursor });
    // Another customer's scope starts over.
    expect(other.supplyRecipients.reset).toBe(true);
    expect(other.supplyRecipients.upserts.every((r) => r.lieferkundeNr === 100102)).toBe(true);
  });

  it('denies every delivery pharmacy collection without the role Lieferapotheke', async () => {
    for (const [user, nr] of [
      [DEMO_USERS.mitarbeiter, 100101],
      [pharmacyLogin(24), 302301],
    ] as const) {
      const answer = await pull(await loginAs(t.app, user, nr));
      for (const collection of COLLECTIONS) {
        expect(answer[collection]).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
      }
    }
  });
});
