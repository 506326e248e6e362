// Returns and declarations of destruction on the server (issue 15): the seed in every state, the
// returnable lines of the window, a return numbered once (a replay changes nothing), the
// deadline and quantity rules with German messages, the declaration and its correction
// (append-only, one replacement), the PDF, the role checks and foreign customers.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destructionPdfPath, type DestructionRow } from '../../modules/destruction/contract.ts';
import type { ReturnLineRow, ReturnRow } from '../../modules/returns/contract.ts';
import { addDays } from '../../src/api/days.ts';
import { DENIED_CURSOR } from '../../src/api/sync.ts';
import { pharmacyLogin } from '../../server/seed/demo.ts';
import { seedReturns } from '../../modules/returns/server/seed.ts';
import { seedDestructions } from '../../modules/destruction/server/seed.ts';
import { loginAs, m, must, pull, pushOk, Replica, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

const CUSTOMER = 303301; // apotheke-34's first address
let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedReturns(t.db)).toBeGreaterThan(0);
  expect(await seedReturns(t.db)).toBe(0);
  expect(await seedDestructions(t.db)).toBeGreaterThan(0);
  expect(await seedDestructions(t.db)).toBe(0);
  c = await loginAs(t.app, pharmacyLogin(34), CUSTOMER);
});
afterAll(async () => {
  await t.close();
});

async function state(client: Client) {
  const replica = new Replica(client);
  await replica.sync();
  return {
    lines: [...replica.rows.returnLines.values()] as ReturnLineRow[],
    returns: [...replica.rows.returns.values()] as ReturnRow[],
    declarations: [...replica.rows.destructions.values()] as DestructionRow[],
  };
}

const announce = (line: ReturnLineRow, args: Record<string, unknown> = {}) =>
  m('return.announce', {
    id: randomUUID(),
    lieferkundeNr: CUSTOMER,
    deliveryLineId: line.id,
    quantity: 1,
    reason: 'recall',
    note: '',
    batch: line.batch ?? 'B1',
    expiry: line.expiry ?? '2027-12-31',
    storageConfirmed: true,
    coldChainConfirmed: line.cold,
    ...args,
  });

describe('returns', () => {
  it('seeds returns in every state with numbers and credit notes at AEP', async () => {
    const { returns, lines } = await state(c);
    expect(lines.length).toBeGreaterThan(0);
    const last =
      lines
        .map((l) => l.day)
        .sort()
        .at(-1) ?? '';
    expect(lines.every((l) => l.day >= addDays(last, -120) && l.quantity > 0)).toBe(true);
    expect(new Set(returns.map((r) => r.status))).toEqual(
      new Set(['announced', 'approved', 'rejected', 'credited']),
    );
    expect(returns.every((r) => /^R-2026-\d{5}$/.test(r.returnNo ?? ''))).toBe(true);
    for (const r of returns.filter((x) => x.status === 'credited')) {
      expect(r.creditCents).toBe(r.quantity * r.aepCents);
      expect(r.creditNoteNo).toBeTruthy();
    }
    expect(returns.filter((r) => r.status === 'rejected').every((r) => r.statusNote)).toBe(true);
  });

  it('numbers a new return once; a replay changes nothing', async () => {
    const before = await state(c);
    const line = must(
      before.lines.find((l) => !l.narcotic && l.quantity >= 2 && !l.cold && l.batch),
    );
    const step = announce(line);
    const results = await pushOk(c, [step, step]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const after = await state(c);
    const mine = after.returns.filter((r) => r.deliveryLineId === line.id);
    const created = must(mine.find((r) => r.status === 'announced' && r.quantity === 1));
    const seqs = before.returns.map((r) => Number(r.returnNo?.slice(7)));
    expect(created.returnNo).toBe(`R-2026-${String(Math.max(...seqs) + 1).padStart(5, '0')}`);
    expect(after.returns).toHaveLength(before.returns.length + 1);
  });

  it('refuses more than is left, a late wrong order, a cold line without the cold chain', async () => {
    const { lines, returns } = await state(c);
    const line = must(
      lines.find(
        (l) =>
          !l.narcotic &&
          !l.cold &&
          l.day < '2026-11-01' &&
          !returns.some((r) => r.deliveryLineId === l.id),
      ),
    );
    const results = await pushOk(c, [
      announce(line, { quantity: line.quantity + 1 }),
      announce(line, { reason: 'wrongOrder' }),
      announce(line, { reason: 'other', note: '' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(results[0]?.message).toMatch(/höchstens noch/);
    expect(results[1]?.message).toMatch(/Anmeldefrist/);
    const cold = lines.find((l) => l.cold && !l.narcotic);
    if (cold) {
      const [res] = await pushOk(c, [announce(cold, { coldChainConfirmed: false })]);
      expect(res?.message).toMatch(/Kühlkette/);
    }
  });

  it('denies the collections and forbids the mutation without role Apotheken', async () => {
    const other = await loginAs(t.app, pharmacyLogin(24));
    const answer = await pull(other);
    expect(answer.returns).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    expect(answer.returnLines).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    expect(answer.destructions).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    const line = must((await state(c)).lines[0]);
    const results = await pushOk(other, [announce(line), m('destruction.declare', declaration())]);
    expect(results.map((r) => r.code)).toEqual(['forbidden', 'forbidden']);
  });

  it('refuses a return for another customer', async () => {
    const line = must((await state(c)).lines[0]);
    const results = await pushOk(c, [announce(line, { lieferkundeNr: 100101 })]);
    expect(results.map((r) => r.code)).toEqual(['foreign_customer']);
  });
});

const declaration = (args: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  lieferkundeNr: CUSTOMER,
  day: '2026-11-20',
  reason: 'expired',
  note: '',
  lines: [
    {
      pzn: '1637484',
      name: 'Artikel',
      quantity: 2,
      batch: 'CH1',
      expiry: '2026-10-31',
      deliveryLineId: null,
    },
  ],
  witnessName: 'Lena Hofer',
  witnessFunction: 'PKA',
  declaredBy: 'Anna Gruber',
  replacesId: null,
  correctionNote: '',
  ...args,
});

describe('declarations of destruction', () => {
  it('seeds declarations, one replaced by its correction', async () => {
    const { declarations } = await state(c);
    expect(declarations.length).toBe(3);
    expect(declarations.filter((d) => d.replacesId !== null)).toHaveLength(1);
  });

  it('a correction is a new declaration; a second one and a future day are refused', async () => {
    const first = declaration();
    const fix = declaration({ replacesId: first.id, correctionNote: 'Menge falsch' });
    const results = await pushOk(c, [
      m('destruction.declare', first),
      m('destruction.declare', fix),
      m('destruction.declare', fix),
      m('destruction.declare', declaration({ replacesId: first.id, correctionNote: 'nochmal' })),
      m('destruction.declare', declaration({ day: '2026-12-24' })),
      m('destruction.declare', declaration({ witnessName: 'Anna Gruber' })),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(results[3]?.message).toMatch(/bereits berichtigt/);
    expect(results[4]?.message).toMatch(/Zukunft/);
    const { declarations } = await state(c);
    expect(declarations.some((d) => d.id === first.id)).toBe(true);
    expect(must(declarations.find((d) => d.id === fix.id)).replacesId).toBe(first.id);
  });

  it('is a PDF for the current customer, 404 for another, 403 without the role', async () => {
    const { declarations } = await state(c);
    const replaced = must(
      declarations.find((d) => declarations.some((x) => x.replacesId === d.id)),
    );
    const res = await c.get(`/api${destructionPdfPath(replaced.id)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Vernichtungserklaerung_\d{4}-\d{2}-\d{2}_[0-9a-f]{8}\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const second = await loginAs(t.app, pharmacyLogin(34), CUSTOMER + 1);
    expect((await second.get(`/api${destructionPdfPath(replaced.id)}`)).statusCode).toBe(404);
    const other = await loginAs(t.app, pharmacyLogin(24));
    expect((await other.get(`/api${destructionPdfPath(replaced.id)}`)).statusCode).toBe(403);
  });
});
