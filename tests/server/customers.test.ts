// The customers a user may act for are a synced collection (issue 26): a representative's whole
// assignment reaches his device, with the fields the selector shows; an assignment taken away
// comes back as a delete (and the customer can no longer be chosen), a new one and a changed
// address as upserts; an admin, who searches every customer on the server, holds none.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAsRecords, lieferkunden } from '../../server/db/schema.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { assignCustomer, takeAwayCustomer } from '../../modules/customers/server/assignments.ts';
import type { Lieferkunde } from '../../src/api/schemas.ts';
import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_COLLECTIONS,
  DENIED_CURSOR,
  USER_COLLECTIONS,
  type ConvergenceAnswer,
  type PullAnswer,
  type PullPartAnswer,
} from '../../src/api/sync.ts';
import { choose, loginAs, m, pull, pushOk, userIdOf, type Client } from './support/sync.ts';
import { client, createTestApp, createUser, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every page of the user's customers after `cursor`: upserts, deletes and the last cursor. */
async function pullCustomers(c: Client, cursor?: string) {
  const page = (await pull(c, cursor === undefined ? {} : { deliveryCustomers: cursor }))
    .deliveryCustomers;
  return page;
}

async function selectorFinds(c: Client, search: string): Promise<Lieferkunde[]> {
  const res = await c.get(`/api/lieferkunden?search=${encodeURIComponent(search)}&limit=20`);
  expect(res.statusCode).toBe(200);
  return res.json<{ items: Lieferkunde[] }>().items;
}

describe('the customers a user may act for', () => {
  it("reach a representative's device: his whole assignment, as the selector shows them", async () => {
    const c = await loginAs(t.app, DEMO_USERS.vertreter);
    const page = await pullCustomers(c);
    expect(page.reset).toBe(false);
    expect(page.hasMore).toBe(false);
    expect(page.upserts).toHaveLength(48);
    const [first] = await selectorFinds(c, 'Apotheke');
    const synced = page.upserts.find((row) => row.LieferkundeNr === first?.LieferkundeNr);
    expect(synced).toEqual({
      ...first,
      id: String(first?.LieferkundeNr),
      version: synced?.version,
    });
  });

  it('follow the assignment: taken away is a delete, given again and changed are upserts', async () => {
    const [one, two] = (
      await t.db
        .select({ nr: lieferkunden.lieferkundeNr })
        .from(lieferkunden)
        .orderBy(lieferkunden.lieferkundeNr)
        .limit(2)
    ).map((row) => row.nr);
    if (one === undefined || two === undefined) throw new Error('no demo customers');
    const user = await createUser(t.db, { roles: ['User', 'Auftrag'], vertreter: true });
    await assignCustomer(t.db, user.id, one);
    await assignCustomer(t.db, user.id, two);
    const c = client(t.app);
    await c.login(user.email, user.password);
    const first = await pullCustomers(c);
    expect(first.upserts.map((row) => row.id).sort()).toEqual([String(one), String(two)]);

    await takeAwayCustomer(t.db, user.id, two, new Date());
    const second = await pullCustomers(c, first.cursor);
    expect(second.upserts).toEqual([]);
    expect(second.deletes).toEqual([String(two)]);
    // Taken away everywhere at once: the selector no longer finds it, nor may it be chosen.
    expect((await selectorFinds(c, String(two))).map((k) => k.LieferkundeNr)).toEqual([]);
    expect((await selectorFinds(c, String(one))).map((k) => k.LieferkundeNr)).toEqual([one]);
    await expect(choose(c, two)).rejects.toThrow(/forbidden/);

    await assignCustomer(t.db, user.id, two);
    await t.db
      .update(lieferkunden)
      .set({ ort: 'Neudorf', version: sql`nextval('sync_version')` })
      .where(eq(lieferkunden.lieferkundeNr, one));
    const third = await pullCustomers(c, second.cursor);
    expect(third.deletes).toEqual([]);
    expect(third.upserts.map((row) => [row.id, row.Ort === 'Neudorf'])).toEqual([
      [String(two), false],
      [String(one), true],
    ]);
    const again = await pullCustomers(c, third.cursor);
    expect(again.upserts).toEqual([]);
  });

  it('are none for an admin, who searches every customer on the server', async () => {
    const c = await loginAs(t.app, DEMO_USERS.admin);
    const page = await pullCustomers(c);
    expect(page.upserts).toEqual([]);
    expect((await selectorFinds(c, '2000')).length).toBeGreaterThan(0);
  });
});

describe('a pull for one of the customers on the device (issue 26)', () => {
  async function pullFor(c: Client, lieferkundeNr?: number) {
    const res = await c.post('/api/sync/pull', {
      userId: await userIdOf(c),
      cursors: {},
      ...(lieferkundeNr === undefined ? {} : { lieferkundeNr }),
    });
    expect(res.statusCode).toBe(200);
    return res.json<PullAnswer>();
  }

  it("reads the named customer's collections, whichever the session has chosen", async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const basketId = randomUUID();
    const [created] = await pushOk(c, [
      m('basket.create', { id: basketId, lieferkundeNr: 100102, label: 'Filiale' }),
    ]);
    expect(created).toMatchObject({ status: 'applied' });

    const named = await pullFor(c, 100102);
    expect(named.baskets.upserts.map((b) => b.id)).toContain(basketId);
    expect(named.baskets.upserts.every((b) => b.lieferkundeNr === 100102)).toBe(true);
    const chosen = await pullFor(c);
    expect(chosen.baskets.upserts.map((b) => b.id)).not.toContain(basketId);
    // Each customer has its own cursors: one of 100101 read for 100102 starts over.
    const crossed = await c.post('/api/sync/pull', {
      userId: await userIdOf(c),
      cursors: { baskets: chosen.baskets.cursor },
      lieferkundeNr: 100102,
    });
    expect(crossed.json<PullAnswer>().baskets.reset).toBe(true);
  });

  it('answers denied for a customer the user may not act for', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const foreign = await pullFor(c, 200001);
    expect(foreign.baskets).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    // The user's own collections are read as always.
    expect(foreign.deliveryCustomers.upserts.length).toBeGreaterThan(0);
  });
});

describe('a device that keeps several customers (issue 26)', () => {
  it("pulls the user's part and each customer's apart", async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const userId = await userIdOf(c);
    const own = await c.post('/api/sync/pull', { userId, cursors: {}, part: 'user' });
    const ownAnswer = own.json<PullPartAnswer>();
    expect(Object.keys(ownAnswer).sort()).toEqual([...USER_COLLECTIONS].sort());
    const customer = await c.post('/api/sync/pull', {
      userId,
      cursors: {},
      part: 'customer',
      lieferkundeNr: 100102,
    });
    const customerAnswer = customer.json<PullPartAnswer>();
    expect(Object.keys(customerAnswer).sort()).toEqual([...CUSTOMER_COLLECTIONS].sort());
    expect(customerAnswer.baskets?.upserts.every((b) => b.lieferkundeNr === 100102)).toBe(true);
  });

  it('compares the rows of every customer the device names, and refuses a bad list', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const userId = await userIdOf(c);
    const [first] = await pushOk(c, [
      m('basket.create', { id: randomUUID(), lieferkundeNr: 100102, label: 'Filiale A' }),
      m('basket.create', { id: randomUUID(), lieferkundeNr: 100101, label: 'Haupthaus' }),
    ]);
    expect(first).toMatchObject({ status: 'applied' });
    const count = async (query: string) => {
      const res = await c.get(`/api/sync/convergence?userId=${userId}${query}`);
      expect(res.statusCode).toBe(200);
      return res.json<ConvergenceAnswer>().baskets.count;
    };
    const [alone, second, both, twice] = await Promise.all([
      count(''),
      count('&customers=100102'),
      count('&customers=100101,100102'),
      count('&customers=100101,100102,100102'),
    ]);
    expect(both).toBe(alone + second);
    expect(twice).toBe(both);
    // A customer the user may not act for counts nothing.
    expect(await count('&customers=200001')).toBe(0);
    const bad = await c.get(`/api/sync/convergence?userId=${userId}&customers=1;drop`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('the acting-as audit (issue 26)', () => {
  it("keeps who acted for which customer and when it was done on the device, a representative's only", async () => {
    const rep = await loginAs(t.app, DEMO_USERS.vertreter);
    const offlineAt = '2026-11-30T07:15:00.000Z';
    const change = {
      ...m('basket.create', { id: randomUUID(), lieferkundeNr: 200281, label: 'Tour' }),
      createdAt: offlineAt,
    };
    const [applied] = await pushOk(rep, [change]);
    expect(applied).toMatchObject({ status: 'applied' });
    const records = await t.db
      .select()
      .from(actingAsRecords)
      .where(eq(actingAsRecords.mutationId, change.id));
    expect(
      records.map((r) => [
        r.lieferkundeNr,
        r.userId,
        r.mutationName,
        r.doneAt.toISOString(),
        r.actingAdminId,
      ]),
    ).toEqual([[200281, await userIdOf(rep), 'basket.create', offlineAt, null]]);

    // A refused change leaves no record; neither does a pharmacy acting for its own address.
    const foreign = m('basket.create', { id: randomUUID(), lieferkundeNr: 100101, label: 'Fremd' });
    const [refused] = await pushOk(rep, [foreign]);
    expect(refused).toMatchObject({ status: 'rejected' });
    const own = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const mine = m('basket.create', { id: randomUUID(), lieferkundeNr: 100101, label: 'Eigen' });
    await pushOk(own, [mine]);
    const none = await t.db
      .select()
      .from(actingAsRecords)
      .where(sql`${actingAsRecords.mutationId} in (${foreign.id}, ${mine.id})`);
    expect(none).toEqual([]);
  });
});

describe('a call names the customer chosen on the device (issue 26, X-Lieferkunde)', () => {
  it('answers for it, checked like a change, and leaves the session as it was', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const contact = async (nr?: string) => {
      const headers = nr === undefined ? {} : { 'X-Lieferkunde': nr };
      const res = await c.request('GET', '/api/help/contact', undefined, { headers });
      expect(res.statusCode).toBe(200);
      return res.json<{ lieferkundeNr: number | null }>().lieferkundeNr;
    };
    expect(await contact('100102')).toBe(100102);
    // Another pharmacy's number answers for none; a malformed one is the session's.
    expect(await contact('200001')).toBeNull();
    expect(await contact('1; drop')).toBe(100101);
    expect(await contact()).toBe(100101);
    const me = await c.get('/api/auth/me');
    expect(me.json<{ lieferkunde: { LieferkundeNr: number } }>().lieferkunde.LieferkundeNr).toBe(
      100101,
    );
  });
});
