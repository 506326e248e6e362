// Pre-order and stock levels on the server (issue 15): the seeded windows and price cuts, the
// caps, prescriptions and deadline of a pre-order refused in German, changes and cancellations,
// stock reports with corrections as new versions, the bounds of the arguments, and the roles.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreOrderLineRow, PreOrderWindowRow } from '../../modules/preOrder/contract.ts';
import { windowState } from '../../modules/preOrder/rules.ts';
import { cutState } from '../../modules/stockLevels/rules.ts';
import type { PriceCutRow, StockReportRow } from '../../modules/stockLevels/contract.ts';
import { DENIED_CURSOR } from '../../src/api/sync.ts';
import { stockReports } from '../../modules/stockLevels/server/tables.ts';
import { preOrderWindows } from '../../modules/preOrder/server/tables.ts';
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
const TODAY = '2026-11-21';
const germanDay = (iso: string) => iso.split('-').reverse().join('.');

interface Held {
  windows: PreOrderWindowRow[];
  lines: PreOrderLineRow[];
  cuts: PriceCutRow[];
  reports: StockReportRow[];
}

async function held(c: Client): Promise<Held> {
  const replica = new Replica(c);
  await replica.sync();
  return {
    windows: [...replica.rows.preOrderWindows.values()] as PreOrderWindowRow[],
    lines: [...replica.rows.preOrderLines.values()] as PreOrderLineRow[],
    cuts: [...replica.rows.priceCuts.values()] as PriceCutRow[],
    reports: [...replica.rows.stockReports.values()] as StockReportRow[],
  };
}

const windowNamed = (h: Held, title: string) =>
  must(h.windows.find((w) => w.title.startsWith(title)));

const place = (w: PreOrderWindowRow, article: number, quantity: number, over: object = {}) =>
  m('preOrder.place', {
    id: randomUUID(),
    lieferkundeNr: CUSTOMER,
    windowId: w.id,
    pzn: must(w.articles[article]).pzn,
    quantity,
    prescriptionInitials: '',
    prescriptionDay: null,
    ...over,
  });

describe('the seeded windows and price cuts', () => {
  it('gives every pharmacy with the role the same windows in every state, and its own lines', async () => {
    const mine = await held(await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER));
    const theirs = await held(await loginAs(t.app, pharmacyLogin(35), 303401));
    expect(mine.windows.map((w) => w.id).sort()).toEqual(theirs.windows.map((w) => w.id).sort());
    expect(mine.windows.map((w) => windowState(w, TODAY)).sort()).toEqual([
      'closed',
      'open',
      'open',
      'open',
      'upcoming',
    ]);
    expect(mine.windows.filter((w) => w.prescriptionRequired)).toHaveLength(1);
    for (const w of mine.windows) expect(w.articles.length).toBeGreaterThan(0);
    expect(theirs.lines.every((l) => l.lieferkundeNr === 303401)).toBe(true);
    expect(theirs.lines.length).toBeGreaterThan(0);
  });

  it('announces cuts before, within and after the reporting period, with claims in each status', async () => {
    const h = await held(await loginAs(t.app, pharmacyLogin(35), 303401));
    expect(h.cuts.map((c) => cutState(c, TODAY)).sort()).toEqual([
      'beforeCutoff',
      'closed',
      'closed',
      'closed',
      'open',
      'open',
    ]);
    expect(h.reports.map((r) => r.status).sort()).toEqual(['credited', 'inReview', 'submitted']);
    const credited = must(h.reports.find((r) => r.status === 'credited'));
    expect(credited.creditedCents).toBeGreaterThan(0);
  });
});

describe('the pre-order', () => {
  it('places a line once, refuses caps, a second line of the article and a closed window in German', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const h = await held(c);
    const allergy = windowNamed(h, 'Allergiesaison');
    const closed = windowNamed(h, 'Grippeimpfstoff 2026/27 – Erst');
    const upcoming = windowNamed(h, 'Sonnenschutz');
    const first = place(allergy, 0, 12);
    // A cap per pharmacy on the allergy window for this test (the seed has none there).
    await t.db
      .update(preOrderWindows)
      .set({ maxPerPharmacy: 30 })
      .where(eq(preOrderWindows.id, allergy.id));
    try {
      const results = await pushOk(c, [
        first,
        first,
        place(allergy, 0, 2),
        place(allergy, 1, 25),
        place(allergy, 1, 20),
        place(allergy, 1, 18),
        place(closed, 0, 1),
        place(upcoming, 0, 1),
      ]);
      expect(results.map((r) => r.message ?? r.status)).toEqual([
        'applied',
        'applied',
        'Der Artikel ist bereits vorbestellt; bitte die Menge ändern.',
        'Höchstens 24 Packungen je Position.',
        'Höchstens 30 Packungen je Apotheke in diesem Bestellfenster; bereits 12 vorbestellt.',
        'applied',
        `Bestellschluss war am ${germanDay(closed.closesOn)}; die Vorbestellung kann nicht mehr geändert werden.`,
        `Das Bestellfenster öffnet erst am ${germanDay(upcoming.opensOn)}.`,
      ]);
    } finally {
      await t.db
        .update(preOrderWindows)
        .set({ maxPerPharmacy: null })
        .where(eq(preOrderWindows.id, allergy.id));
    }
    const lines = (await held(c)).lines.filter((l) => l.windowId === allergy.id);
    expect(lines.map((l) => l.quantity).sort()).toEqual([12, 18]);
  });

  it('takes one line per prescription with quantity 1 and its reference', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const rx = windowNamed(await held(c), 'Grippeimpfstoff 2026/27 – Nach');
    const ref = { prescriptionInitials: 'mk', prescriptionDay: '2026-11-20' };
    const results = await pushOk(c, [
      place(rx, 0, 2, ref),
      place(rx, 0, 1),
      place(rx, 0, 1, { ...ref, prescriptionDay: '2026-12-24' }),
      place(rx, 0, 1, ref),
      place(rx, 0, 1, ref),
      place(rx, 0, 1, { ...ref, prescriptionInitials: 'AB' }),
    ]);
    expect(results.map((r) => r.message ?? r.status)).toEqual([
      'Bei Rezeptpflicht-Vorbestellung gilt Menge 1 je Rezept.',
      'Bitte Initialen und Rezeptdatum angeben.',
      'Das Rezeptdatum darf nicht in der Zukunft liegen.',
      'applied',
      'Für dieses Rezept ist der Artikel bereits vorbestellt.',
      'applied',
    ]);
    const lines = (await held(c)).lines.filter((l) => l.windowId === rx.id);
    expect(lines.map((l) => l.prescriptionInitials).sort()).toEqual(['AB', 'MK']);
  });

  it('changes and cancels until the deadline, and refuses both after it', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const h = await held(c);
    const allergy = windowNamed(h, 'Allergiesaison');
    const line = place(allergy, 2, 4);
    const lineId = (line.args as { id: string }).id;
    const results = await pushOk(c, [
      line,
      m('preOrder.change', { id: lineId, quantity: 30 }),
      m('preOrder.change', { id: lineId, quantity: 8 }),
      m('preOrder.cancel', { id: lineId }),
      m('preOrder.cancel', { id: lineId }),
      m('preOrder.change', { id: lineId, quantity: 9 }),
    ]);
    expect(results.map((r) => r.message ?? r.status)).toEqual([
      'applied',
      'Höchstens 24 Packungen je Position.',
      'applied',
      'applied',
      'applied',
      'Diese Vorbestellung ist storniert.',
    ]);
    const row = must((await held(c)).lines.find((l) => l.id === lineId));
    expect(row).toMatchObject({ quantity: 8 });
    expect(row.cancelledAt).not.toBeNull();

    // After the window's last day nothing changes any more (the FSME window, ended yesterday).
    const fsme = windowNamed(h, 'FSME');
    const fsmeLine = must(h.lines.find((l) => l.windowId === fsme.id));
    await t.db
      .update(preOrderWindows)
      .set({ closesOn: '2026-11-20' })
      .where(eq(preOrderWindows.id, fsme.id));
    try {
      const late = await pushOk(c, [
        m('preOrder.change', { id: fsmeLine.id, quantity: 1 }),
        m('preOrder.cancel', { id: fsmeLine.id }),
      ]);
      for (const r of late) expect(r.message).toMatch(/^Bestellschluss war am 20\.11\.2026/);
    } finally {
      await t.db
        .update(preOrderWindows)
        .set({ closesOn: fsme.closesOn })
        .where(eq(preOrderWindows.id, fsme.id));
    }
  });
});

describe('the stock reports', () => {
  it('reports the stock, takes a correction as a new version, refuses what the rules refuse', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const h = await held(c);
    const open = must(
      h.cuts.find(
        (x) => cutState(x, TODAY) === 'open' && !h.reports.some((r) => r.priceCutId === x.id),
      ),
    );
    const before = must(h.cuts.find((x) => cutState(x, TODAY) === 'beforeCutoff'));
    const closed = must(h.cuts.find((x) => cutState(x, TODAY) === 'closed'));
    const all = (cut: PriceCutRow, q: number) =>
      cut.articles.map((a) => ({ pzn: a.pzn, quantity: q }));
    const report = (cut: PriceCutRow, quantities: { pzn: string; quantity: number }[]) =>
      m('stockLevels.report', {
        id: randomUUID(),
        lieferkundeNr: CUSTOMER,
        priceCutId: cut.id,
        quantities,
      });
    const first = report(open, all(open, 3));
    const results = await pushOk(c, [
      first,
      first,
      report(open, all(open, 0)),
      report(open, all(open, 2).slice(1)),
      report(before, all(before, 1)),
      report(closed, all(closed, 1)),
    ]);
    expect(results.map((r) => r.message ?? r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'Bitte für jede PZN der Preissenkung genau einen Bestand angeben.',
      `Der Bestand wird ab dem Stichtag ${germanDay(before.cutoffDay)} gemeldet.`,
      `Die Meldefrist endete am ${germanDay(closed.reportUntil)}; eine Meldung ist nicht mehr möglich.`,
    ]);
    const mine = (await held(c)).reports.filter((r) => r.priceCutId === open.id);
    expect(mine.map((r) => [r.revision, r.quantities[0]?.quantity, r.status]).sort()).toEqual([
      [1, 3, 'submitted'],
      [2, 0, 'submitted'],
    ]);

    // Once the wholesaler reviews the claim, no further correction.
    await t.db
      .update(stockReports)
      .set({ status: 'inReview' })
      .where(and(eq(stockReports.priceCutId, open.id), eq(stockReports.lieferkundeNr, CUSTOMER)));
    const locked = await pushOk(c, [report(open, all(open, 1))]);
    expect(locked[0]?.message).toMatch(/bereits in Prüfung/);
  });
});

describe('bounds and access', () => {
  it('refuses arguments out of bounds', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const h = await held(c);
    const allergy = windowNamed(h, 'Allergiesaison');
    const cut = must(h.cuts[0]);
    const results = await pushOk(c, [
      place(allergy, 3, 10_000),
      place(allergy, 3, 1, { prescriptionInitials: 'ABCD' }),
      m('stockLevels.report', {
        id: randomUUID(),
        lieferkundeNr: CUSTOMER,
        priceCutId: cut.id,
        quantities: [{ pzn: must(cut.articles[0]).pzn, quantity: 100_000 }],
      }),
    ]);
    expect(results.map((r) => r.code)).toEqual(['invalid_args', 'invalid_args', 'invalid_args']);
  });

  it('denies the collections and forbids the mutations without the roles', async () => {
    const c = await loginAs(t.app, pharmacyLogin(24));
    const answer = await pull(c);
    for (const collection of ['preOrderWindows', 'preOrderLines', 'priceCuts', 'stockReports']) {
      expect(answer[collection as 'priceCuts']).toMatchObject({
        upserts: [],
        cursor: DENIED_CURSOR,
      });
    }
    const results = await pushOk(c, [
      m('preOrder.cancel', { id: randomUUID() }),
      m('stockLevels.report', {
        id: randomUUID(),
        lieferkundeNr: CUSTOMER,
        priceCutId: randomUUID(),
        quantities: [{ pzn: '1234567', quantity: 1 }],
      }),
    ]);
    expect(results.map((r) => r.code)).toEqual(['forbidden', 'forbidden']);
  });

  it('refuses a pre-order for another pharmacy’s customer', async () => {
    const c = await loginAs(t.app, pharmacyLogin(35), 303401);
    const allergy = windowNamed(await held(c), 'Allergiesaison');
    const results = await pushOk(c, [place(allergy, 4, 1)]);
    expect(results.map((r) => r.code)).toEqual(['foreign_customer']);
  });
});
