// The tours and the call plan on the sync server (issue 15): the deterministic seed with its
// holiday changes, who receives tours (tour browser, shop or calendar role: the basket's
// countdown) and call slots (role Anrufplan: a pharmacy its own, a representative their
// customers'), and the customer scope of the tours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallSlotRow } from '../../modules/callPlan/contract.ts';
import { DENIED_CURSOR } from '../../src/api/sync.ts';
import type { TourExceptionRow, TourRow } from '../../modules/tours/contract.ts';
import { generateTourData, type SeedCustomer } from '../../modules/tours/server/seed.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { loginAs, pull, Replica, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const customers: SeedCustomer[] = [1, 2, 3].map((k) => ({
  lieferkundeNr: 100 + k,
  name: `Apotheke ${k}`,
  place: 'Graz',
  office: { name: 'Verkaufsbüro Graz', phone: '+43 316 712300' },
  vertreter: { id: '00000000-0000-4000-8000-000000000001', name: 'Thomas Huber', phone: '+43 1' },
}));

async function rowsOf(c: Client) {
  const replica = new Replica(c);
  await replica.sync();
  return {
    tours: [...replica.rows.tours.values()] as TourRow[],
    exceptions: [...replica.rows.tourExceptions.values()] as TourExceptionRow[],
    slots: [...replica.rows.callSlots.values()] as CallSlotRow[],
  };
}

describe('the tours seed', () => {
  it('is the same on every run', () => {
    expect(generateTourData(customers)).toEqual(generateTourData(customers));
  });

  it('plans two tours Monday to Friday and one on Saturday, with holiday changes', () => {
    const data = generateTourData(customers);
    const own = data.tours.filter((x) => x.lieferkundeNr === 101);
    expect(own).toHaveLength(11);
    expect(own.filter((x) => x.weekday === 6)).toHaveLength(1);
    for (const tour of own) expect(tour.cutoff < tour.deliveryFrom).toBe(true);
    const changes = data.exceptions.filter((e) => e.lieferkundeNr === 101);
    // 8 December 2026 is a Tuesday: its morning tour runs on Wednesday as an extra tour.
    expect(changes).toContainEqual(
      expect.objectContaining({ day: '2026-12-08', kind: 'moved', newDay: '2026-12-09' }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ day: '2026-12-24', kind: 'cancelled' }),
    );
    // Two desk calls and one representative call per customer.
    expect(data.slots.filter((s) => s.lieferkundeNr === 101)).toHaveLength(3);
  });
});

describe('sync of the tours and the call plan', () => {
  it('sends apotheke-37 its customer tours, changes and call times', async () => {
    const rows = await rowsOf(await loginAs(t.app, pharmacyLogin(37), 303601));
    expect(rows.tours).toHaveLength(11);
    expect(rows.tours.every((x) => x.lieferkundeNr === 303601)).toBe(true);
    expect(rows.exceptions.length).toBeGreaterThan(10);
    expect(rows.slots.length).toBe(3);
    expect(new Set(rows.slots.map((s) => s.callerKind))).toEqual(
      new Set(['innendienst', 'vertreter']),
    );
  });

  it('sends the tours to a shop user without the role (the countdown), not the call plan', async () => {
    const c = await loginAs(t.app, pharmacyLogin(24), 302301);
    const rows = await rowsOf(c);
    expect(rows.tours).toHaveLength(11);
    expect(rows.tours.every((x) => x.lieferkundeNr === 302301)).toBe(true);
    const answer = await pull(c);
    expect(answer.callSlots).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
  });

  it('sends nothing to a user without shop, tour browser or calendar role', async () => {
    const answer = await pull(await loginAs(t.app, DEMO_USERS.admin));
    expect(answer.tours).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    expect(answer.tourExceptions).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    expect(answer.callSlots).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
  });

  it('sends the representative the call slots of all their customers, without choosing one', async () => {
    const rows = await rowsOf(await loginAs(t.app, DEMO_USERS.vertreter));
    const customersCalled = new Set(rows.slots.map((s) => s.lieferkundeNr));
    expect(customersCalled.size).toBe(48);
    const own = rows.slots.filter((s) => s.callerKind === 'vertreter');
    expect(own).toHaveLength(48);
    expect(new Set(own.map((s) => s.callerName))).toEqual(new Set(['Thomas Huber']));
  });
});
