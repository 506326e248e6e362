// The cash book on the sync server (issue 11): the seeded book, gap-free receipt numbers under
// two clients pushing at once, the day closing and its refusals, reversals, bounds and access.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashbookClosingRow, CashbookEntryRow } from '../../modules/cashbook/contract.ts';
import { INT4_MAX } from '../../src/api/numbers.ts';
import { DENIED_CURSOR } from '../../src/api/sync.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { loginAs, m, pull, pushOk, Replica, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const entry = (lieferkundeNr: number, day: string, over: Record<string, unknown> = {}) =>
  m('cashbook.addEntry', {
    id: randomUUID(),
    lieferkundeNr,
    day,
    category: 'einnahme',
    text: 'Barverkauf',
    amountCents: 1250,
    vatRate: 10,
    ...over,
  });

const closeDay = (lieferkundeNr: number, day: string, countedCents: number) =>
  m('cashbook.closeDay', {
    id: randomUUID(),
    lieferkundeNr,
    day,
    countedCents,
    differenceEntryId: randomUUID(),
  });

async function book(c: Client, lieferkundeNr: number) {
  const replica = new Replica(c);
  await replica.sync();
  const entries = [...replica.rows.cashbookEntries.values()] as CashbookEntryRow[];
  const closings = [...replica.rows.cashbookClosings.values()] as CashbookClosingRow[];
  return {
    entries: entries.filter((e) => e.lieferkundeNr === lieferkundeNr),
    closings: closings.filter((e) => e.lieferkundeNr === lieferkundeNr),
  };
}

const numbers = (entries: readonly CashbookEntryRow[]) =>
  entries.map((e) => e.receiptNo ?? 0).sort((a, b) => a - b);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('the seeded cash book', () => {
  it('gives the Kassabuch owner weeks of numbered receipts, closings and an open last day', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const { entries, closings } = await book(c, 100101);
    expect(entries.length).toBeGreaterThan(60);
    expect(numbers(entries)).toEqual(oneTo(entries.length));
    expect(closings.length).toBeGreaterThan(15);
    const lastClosed =
      closings
        .map((x) => x.day)
        .sort()
        .at(-1) ?? '';
    expect(entries.some((e) => e.day > lastClosed)).toBe(true);
    for (const closing of closings) {
      const balance = entries
        .filter((e) => e.day <= closing.day && e.id !== closing.differenceEntryId)
        .reduce((sum, e) => sum + e.amountCents, 0);
      expect(closing.bookBalanceCents).toBe(balance);
      expect(closing.countedCents - closing.bookBalanceCents).toBe(closing.differenceCents);
    }
  });
});

describe('receipt numbers', () => {
  it('are gap-free and unique when two devices push at once, with refusals in between', async () => {
    const lk = 100102;
    const a = await loginAs(t.app, DEMO_USERS.apotheke, lk);
    const b = await loginAs(t.app, DEMO_USERS.apotheke, lk);
    const batch = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        // Every third one is refused (an amount of 0).
        i % 3 === 2 ? entry(lk, '2026-11-20', { amountCents: 0 }) : entry(lk, '2026-11-20'),
      );
    const [ra, rb] = await Promise.all([pushOk(a, batch(12)), pushOk(b, batch(12))]);
    const applied = [...ra, ...rb].filter((r) => r.status === 'applied').length;
    expect(applied).toBe(16);

    const closed = await pushOk(a, [closeDay(lk, '2026-11-05', 0)]);
    expect(closed[0]?.status).toBe('applied');
    const [rc, rd] = await Promise.all([
      pushOk(a, [entry(lk, '2026-11-04'), entry(lk, '2026-11-21'), entry(lk, '2026-11-05')]),
      pushOk(b, [entry(lk, '2026-11-22'), entry(lk, '2026-11-01')]),
    ]);
    expect([...rc, ...rd].map((r) => r.status)).toEqual([
      'rejected',
      'applied',
      'rejected',
      'applied',
      'rejected',
    ]);
    const { entries } = await book(a, lk);
    // 16 + 2, and none for the closing: the book balance was 0 before it and 0 was counted.
    expect(numbers(entries)).toEqual(oneTo(18));
  });
});

describe('day closing', () => {
  it('records balance, counted cash and difference, books the difference, closes the day', async () => {
    const lk = 100103;
    const c = await loginAs(t.app, DEMO_USERS.apotheke, lk);
    const results = await pushOk(c, [
      entry(lk, '2026-11-10', { amountCents: 10000 }),
      entry(lk, '2026-11-10', { category: 'ausgabe', amountCents: 2500, vatRate: 20 }),
      entry(lk, '2026-11-11', { amountCents: 999 }),
      closeDay(lk, '2026-11-10', 7450),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const { entries, closings } = await book(c, lk);
    expect(closings).toHaveLength(1);
    const closing = closings[0];
    expect(closing).toMatchObject({
      day: '2026-11-10',
      bookBalanceCents: 7500,
      countedCents: 7450,
      differenceCents: -50,
    });
    const difference = entries.find((e) => e.id === closing?.differenceEntryId);
    expect(difference).toMatchObject({
      category: 'kassendifferenz',
      amountCents: -50,
      day: '2026-11-10',
      receiptNo: 4,
    });
    expect(entries.find((e) => e.amountCents === -2500)?.category).toBe('ausgabe');

    // Nothing more on the closed day or before it; the same day cannot close twice.
    const refused = await pushOk(c, [
      entry(lk, '2026-11-10'),
      entry(lk, '2026-11-09'),
      closeDay(lk, '2026-11-10', 7450),
      closeDay(lk, '2026-11-08', 0),
    ]);
    for (const r of refused) {
      expect(r.status).toBe('rejected');
      expect(r.message).toContain('abgeschlossen');
    }
    // The next day stays open and closes with its own balance (no difference: no entry).
    const next = await pushOk(c, [closeDay(lk, '2026-11-11', 7450 + 999)]);
    expect(next[0]?.status).toBe('applied');
    const after = await book(c, lk);
    expect(after.closings.find((x) => x.day === '2026-11-11')).toMatchObject({
      bookBalanceCents: 8449,
      differenceCents: 0,
      differenceEntryId: null,
    });
    expect(numbers(after.entries)).toEqual(oneTo(4));
  });
});

describe('reversal', () => {
  it('books the negated amount on an open day and keeps the original', async () => {
    const lk = 100101;
    const c = await loginAs(t.app, DEMO_USERS.apotheke, lk);
    const original = entry(lk, '2026-11-21', {
      category: 'ausgabe',
      amountCents: 4200,
      vatRate: 20,
      text: 'Bürobedarf',
    });
    const reversalId = randomUUID();
    const originalId = (original.args as { id: string }).id;
    const results = await pushOk(c, [
      original,
      m('cashbook.reverse', { id: reversalId, originalId, day: '2026-11-21' }),
      m('cashbook.reverse', { id: randomUUID(), originalId, day: '2026-11-21' }),
      m('cashbook.reverse', { id: randomUUID(), originalId: reversalId, day: '2026-11-21' }),
      m('cashbook.reverse', { id: randomUUID(), originalId: randomUUID(), day: '2026-11-21' }),
    ]);
    expect(results.map((r) => r.code ?? r.status)).toEqual([
      'applied',
      'applied',
      'invalid_args',
      'invalid_args',
      'not_found',
    ]);
    expect(results[2]?.message).toBe('Dieser Beleg ist bereits storniert.');
    expect(results[3]?.message).toBe('Ein Storno kann nicht storniert werden.');
    const { entries } = await book(c, lk);
    const before = entries.find((e) => e.id === originalId);
    const reversal = entries.find((e) => e.id === reversalId);
    expect(before).toMatchObject({ amountCents: -4200, reversalOf: null });
    expect(reversal).toMatchObject({
      amountCents: 4200,
      category: 'ausgabe',
      vatRate: 20,
      reversalOf: originalId,
      text: 'Storno: Bürobedarf',
      receiptNo: (before?.receiptNo ?? 0) + 1,
    });
    expect(numbers(entries)).toEqual(oneTo(entries.length));
  });

  it('is refused on a closed day', async () => {
    const lk = 100101;
    const c = await loginAs(t.app, DEMO_USERS.apotheke, lk);
    const { entries } = await book(c, lk);
    const old = entries.find((e) => e.day === '2026-11-02' && e.category === 'einnahme');
    const results = await pushOk(c, [
      m('cashbook.reverse', { id: randomUUID(), originalId: old?.id, day: '2026-11-02' }),
    ]);
    expect(results[0]).toMatchObject({ status: 'rejected', code: 'invalid_args' });
    expect(results[0]?.message).toContain('abgeschlossen');
  });
});

describe('bounds', () => {
  it('refuses what the contract does not allow, and accepts the largest int4 amount', async () => {
    const lk = 100102;
    const c = await loginAs(t.app, DEMO_USERS.apotheke, lk);
    const day = '2026-11-23';
    const results = await pushOk(c, [
      entry(lk, day, { amountCents: 0 }),
      entry(lk, day, { amountCents: -100 }),
      entry(lk, day, { amountCents: 12.5 }),
      entry(lk, day, { amountCents: INT4_MAX + 1 }),
      entry(lk, day, { text: '   ' }),
      entry(lk, day, { text: 'x'.repeat(121) }),
      entry(lk, day, { category: 'kassendifferenz' }),
      entry(lk, day, { category: 'sonstiges' }),
      entry(lk, day, { vatRate: 5 }),
      entry(lk, day, { category: 'privatentnahme', vatRate: 20 }),
      entry(lk, '2026-02-30'),
      m('cashbook.closeDay', {
        id: randomUUID(),
        lieferkundeNr: lk,
        day,
        countedCents: -1,
        differenceEntryId: randomUUID(),
      }),
      entry(lk, day, { amountCents: INT4_MAX, category: 'einlage', vatRate: 0 }),
    ]);
    expect(results.slice(0, -1).map((r) => r.code)).toEqual(Array(12).fill('invalid_args'));
    expect(results.at(-1)?.status).toBe('applied');
  });
});

describe('access', () => {
  it('denies the collections and forbids the mutations without role Kassabuch', async () => {
    const c = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100101);
    const answer = await pull(c);
    expect(answer.cashbookEntries).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    expect(answer.cashbookClosings).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    const results = await pushOk(c, [
      entry(100101, '2026-11-21'),
      closeDay(100101, '2026-11-21', 0),
    ]);
    expect(results.map((r) => r.code)).toEqual(['forbidden', 'forbidden']);
  });

  it('refuses another pharmacy’s cash book', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const results = await pushOk(c, [entry(300001, '2026-11-21')]);
    expect(results[0]).toMatchObject({ status: 'rejected', code: 'foreign_customer' });
  });
});
