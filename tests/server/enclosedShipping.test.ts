// Enclosed shipping on the server (issue 15): the seeded sites and history, an announcement
// recorded once, the variant's role, the bounds and the tour day, a cancel only while announced,
// the role check on the collections and the mutations, and foreign customers.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EnclosedShipmentRow,
  ShippingSiteRow,
} from '../../modules/enclosedShipping/contract.ts';
import { ROLE_SITE_DOCUMENTS } from '../../modules/enclosedShipping/rules.ts';
import { DENIED_CURSOR } from '../../src/api/sync.ts';
import { userLieferkunden, users } from '../../server/db/schema.ts';
import { enclosedShipments } from '../../modules/enclosedShipping/server/tables.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { loginAs, m, must, pull, pushOk, Replica, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CUSTOMER = 100101;
const TODAY = '2026-11-21'; // the test clock's day

async function synced(c: Client) {
  const replica = new Replica(c);
  await replica.sync();
  return {
    sites: [...replica.rows.shippingSites.values()] as ShippingSiteRow[],
    shipments: [...replica.rows.enclosedShipments.values()] as EnclosedShipmentRow[],
  };
}

const announce = (id: string, over: object = {}) =>
  m('enclosedShipping.announce', {
    id,
    lieferkundeNr: CUSTOMER,
    variant: 'enclosed',
    kind: 'samples',
    packages: 2,
    description: 'Muster zurück',
    siteId: 'LINZ',
    tourDay: TODAY,
    tour: 'evening',
    note: '',
    ...over,
  });

describe('enclosed shipping', () => {
  it('has the seeded sites and a history with every state but a pending one', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const { sites, shipments } = await synced(c);
    expect(sites.map((s) => s.id)).toEqual(
      expect.arrayContaining(['WIEN', 'GRAZ', 'LINZ', 'SBG', 'IBK', 'KLU']),
    );
    const states = new Set(shipments.map((s) => s.state));
    expect(states).toEqual(new Set(['delivered', 'collected', 'cancelled']));
  });

  it('records an announcement once, then cancels it once; a collected one stays', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const id = randomUUID();
    const results = await pushOk(c, [
      announce(id),
      announce(id),
      m('enclosedShipping.cancel', { id }),
      m('enclosedShipping.cancel', { id }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const { shipments } = await synced(c);
    const mine = shipments.filter((s) => s.id === id);
    expect(mine).toHaveLength(1);
    expect(must(mine[0])).toMatchObject({ state: 'cancelled', packages: 2, siteId: 'LINZ' });
    const collected = must(shipments.find((s) => s.state === 'collected'));
    const refused = await pushOk(c, [m('enclosedShipping.cancel', { id: collected.id })]);
    expect(refused[0]?.message).toMatch(/Nur angemeldete/);
  });

  it('refuses bad input: packages, kind of the variant, unknown site, a past day', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const results = await pushOk(c, [
      announce(randomUUID(), { packages: 0 }),
      announce(randomUUID(), { packages: 100 }),
      announce(randomUUID(), { description: 'x'.repeat(201) }),
      announce(randomUUID(), { variant: 'siteDocuments', kind: 'samples' }),
      announce(randomUUID(), { siteId: 'NOPE' }),
      announce(randomUUID(), { tourDay: '2026-11-01' }),
      announce(randomUUID(), { tourDay: '2027-06-01' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(7).fill('rejected'));
    expect(results[4]?.message).toMatch(/Betriebsstätte/);
    expect(results[5]?.message).toMatch(/Vergangenheit/);
  });

  it('lets a user with only the documents role announce documents to a site, nothing else', async () => {
    const [row] = await t.db
      .select({ id: users.id, lieferkundeNr: userLieferkunden.lieferkundeNr })
      .from(users)
      .innerJoin(userLieferkunden, eq(userLieferkunden.userId, users.id))
      .where(eq(users.email, pharmacyLogin(24).email));
    const { id: userId, lieferkundeNr } = must(row);
    await t.db
      .update(users)
      .set({ roles: ['User', 'Kunde', 'Auftrag', ROLE_SITE_DOCUMENTS] })
      .where(eq(users.id, userId));
    const c = await loginAs(t.app, pharmacyLogin(24), lieferkundeNr);
    const docs = randomUUID();
    const results = await pushOk(c, [
      announce(docs, { lieferkundeNr, variant: 'siteDocuments', kind: 'documents' }),
      announce(randomUUID(), { lieferkundeNr }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'rejected']);
    expect(results[1]?.message).toMatch(/Berechtigung/);
    const [stored] = await t.db
      .select()
      .from(enclosedShipments)
      .where(eq(enclosedShipments.id, docs));
    expect(must(stored).variant).toBe('siteDocuments');
    await t.db
      .update(users)
      .set({ roles: ['User', 'Kunde', 'Auftrag', 'Kundeneinstellungen'] })
      .where(eq(users.id, userId));
  });
});

describe('access', () => {
  it('denies the collections and forbids the mutations without a Beipack role', async () => {
    const c = await loginAs(t.app, pharmacyLogin(24));
    const answer = await pull(c);
    expect(answer.enclosedShipments).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    expect(answer.shippingSites).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    const results = await pushOk(c, [announce(randomUUID())]);
    expect(results.map((r) => r.code)).toEqual(['forbidden']);
  });

  it('refuses an announcement for a customer the user may not act for', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const [row] = await t.db
      .select({ lieferkundeNr: userLieferkunden.lieferkundeNr })
      .from(userLieferkunden)
      .innerJoin(users, eq(users.id, userLieferkunden.userId))
      .where(eq(users.email, pharmacyLogin(36).email));
    const other = must(row).lieferkundeNr;
    const results = await pushOk(c, [announce(randomUUID(), { lieferkundeNr: other })]);
    expect(results.map((r) => r.code)).toEqual(['foreign_customer']);
  });
});
