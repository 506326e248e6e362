// The wholesaler's answers to a web order through the integration API (issue 29): a confirmation
// per line is applied once (the order's parts, status and sync version; a backorder for each
// Nachlieferung; a notification for the shortfalls), an older version is stale, a malformed one
// is refused whole with the line and the reason, and only a key with orders:write may send them.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INTEGRATION_API, integrationPath } from '../../modules/integration/contract.ts';
import { integrationInbox } from '../../modules/integration/server/tables.ts';
import { backorders } from '../../modules/analytics/server/tables.ts';
import { notifications } from '../../modules/notifications/server/tables.ts';
import { orders } from '../../modules/shop/server/tables.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { createServiceAccount } from '../../server/services/serviceAccounts.ts';
import { loginAs, m, must, pull, pushOk, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

const CUSTOMER = 100102;
let t: TestApp;
let c: Client;
let key: string;
let readOnlyKey: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
  key = (
    await createServiceAccount(t.db, t.clock, {
      name: 'ERP',
      scopes: ['orders:write'],
      createdBy: null,
    })
  ).key;
  readOnlyKey = (
    await createServiceAccount(t.db, t.clock, {
      name: 'Nur Lesen',
      scopes: ['events:read'],
      createdBy: null,
    })
  ).key;
});
afterAll(async () => {
  await t.close();
});

/** A placed order: three article lines (positions 1–3) around a note row. */
async function placeOrder(): Promise<string> {
  const basketId = randomUUID();
  const orderId = randomUUID();
  const results = await pushOk(c, [
    m('basket.create', { id: basketId, lieferkundeNr: CUSTOMER, label: 'Wochenbedarf' }),
    m('basket.addRows', {
      basketId,
      rows: [
        { rowId: randomUUID(), pzn: '4512346', quantity: 3 },
        { rowId: randomUUID(), note: 'Bitte Kühlbox beilegen' },
        { rowId: randomUUID(), pzn: '3845264', quantity: 2 },
        { rowId: randomUUID(), pzn: '16260536', quantity: 1 },
      ],
    }),
    m('order.place', { orderId, basketId }),
  ]);
  expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
  return orderId;
}

function send(path: string, orderId: string, body: unknown, bearer: string | null = key) {
  return t.app.inject({
    method: 'POST',
    url: integrationPath(path, { orderId }),
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    payload: body as object,
  });
}

const confirmation = (version: number, messageId: string = randomUUID()) => ({
  messageId,
  version,
  erpOrderNo: 'A-2026-0815',
  confirmedAt: '2026-11-21T09:05:00Z',
  lines: [
    {
      position: 1,
      pzn: '4512346',
      parts: [{ kind: 'normal', quantity: 3, tour: 'Tour 2 – 10:30' }],
    },
    {
      position: 2,
      pzn: '3845264',
      parts: [
        { kind: 'normal', quantity: 1, tour: 'Tour 2 – 10:30' },
        { kind: 'nachlieferung', quantity: 1, deliveryDay: '2026-12-09' },
      ],
    },
    {
      position: 3,
      pzn: '16260536',
      parts: [
        { kind: 'nicht_lieferbar', quantity: 1, reason: 'lieferengpass', substitutePzn: '4512346' },
      ],
    },
  ],
});

const orderRow = async (orderId: string) =>
  must((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0], 'order');
const backordersOf = (orderId: string) =>
  t.db.select().from(backorders).where(eq(backorders.orderId, orderId));
const noticesFor = (orderId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(eq(notifications.url, `/shop/bestellungen?order=${orderId}`));

describe('an order confirmation', () => {
  it('is applied: parts, status and version move, and every device pulls it', async () => {
    const orderId = await placeOrder();
    const before = await orderRow(orderId);
    expect(before).toMatchObject({ status: 'uebermittelt', erpVersion: 0, confirmation: null });
    // A device that has pulled everything so far: its next pull must bring the change.
    const seen = await pull(c);
    const cursors = { orders: seen.orders.cursor, backorders: seen.backorders.cursor };

    const res = await send(INTEGRATION_API.orderConfirmation, orderId, confirmation(1, 'c-1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messageId: 'c-1', result: 'applied' });

    const after = await orderRow(orderId);
    expect(after.status).toBe('bestaetigt');
    expect(after.erpOrderNo).toBe('A-2026-0815');
    expect(after.erpVersion).toBe(1);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.statusHistory).toEqual([{ status: 'bestaetigt', at: '2026-11-21T09:05:00Z' }]);
    expect(after.confirmation?.[1]?.parts).toEqual([
      { kind: 'normal', quantity: 1, tour: 'Tour 2 – 10:30' },
      { kind: 'nachlieferung', quantity: 1, deliveryDay: '2026-12-09' },
    ]);

    const next = await pull(c, cursors);
    expect(next.orders.upserts.map((o) => o.id)).toEqual([orderId]);
    const pulled = next.orders.upserts[0];
    expect(pulled).toMatchObject({
      status: 'bestaetigt',
      erpOrderNo: 'A-2026-0815',
      statusHistory: [{ status: 'bestaetigt', at: '2026-11-21T09:05:00Z' }],
      deliveryNoteNo: null,
    });
    expect(pulled?.confirmation?.[2]?.parts[0]).toMatchObject({
      kind: 'nicht_lieferbar',
      reason: 'lieferengpass',
      substitutePzn: '4512346',
    });

    // The Nachlieferung is an open backorder named by the order, pulled like the others.
    const open = await backordersOf(orderId);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      lieferkundeNr: CUSTOMER,
      lineId: null,
      noteNo: null,
      orderNo: 'A-2026-0815',
      pzn: '3845264',
      quantity: 1,
      expectedDay: '2026-12-09',
      state: 'open',
    });
    expect(next.backorders.upserts.map((b) => b.orderId)).toEqual([orderId]);

    // The shortfalls are a notification for the user who ordered, linking the order.
    const notices = await noticesFor(orderId);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('1 Position mit Nachlieferung, 1 nicht lieferbar');
  });

  it('sent twice is applied once (one notification, one push, one poke)', async () => {
    const orderId = await placeOrder();
    const pushes = vi.spyOn(t.app.push, 'notifyUsers');
    const pokes = vi.spyOn(t.app.realtime, 'publish');
    const message = confirmation(1, `dup-${orderId}`);
    expect((await send(INTEGRATION_API.orderConfirmation, orderId, message)).json()).toMatchObject({
      result: 'applied',
    });
    const once = await orderRow(orderId);
    const again = await send(INTEGRATION_API.orderConfirmation, orderId, message);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ messageId: message.messageId, result: 'duplicate' });
    expect((await orderRow(orderId)).version).toBe(once.version);
    expect(await backordersOf(orderId)).toHaveLength(1);
    expect(await noticesFor(orderId)).toHaveLength(1);
    const { userId } = await orderRow(orderId);
    expect(pushes.mock.calls).toEqual([
      [
        [userId],
        expect.objectContaining({
          title: 'Bestellung bestätigt – nicht alles kommt mit der Tour',
          url: `/shop/bestellungen?order=${orderId}`,
        }),
      ],
    ]);
    expect(pokes.mock.calls).toEqual([[{ event: 'poke', users: [userId], customers: [CUSTOMER] }]]);
    pushes.mockRestore();
    pokes.mockRestore();
  });

  it('with an older version is stale: recorded, not applied', async () => {
    const orderId = await placeOrder();
    await send(INTEGRATION_API.orderConfirmation, orderId, confirmation(5));
    const applied = await orderRow(orderId);
    const older = { ...confirmation(4, `old-${orderId}`), erpOrderNo: 'A-ALT' };
    const res = await send(INTEGRATION_API.orderConfirmation, orderId, older);
    expect(res.json()).toEqual({ messageId: older.messageId, result: 'stale' });
    const now = await orderRow(orderId);
    expect(now.erpOrderNo).toBe('A-2026-0815');
    expect(now.version).toBe(applied.version);
    const [inbox] = await t.db
      .select()
      .from(integrationInbox)
      .where(eq(integrationInbox.messageId, older.messageId));
    expect(inbox?.result).toBe('stale');
  });

  it('malformed in one line is refused whole, with the line and the reason', async () => {
    const orderId = await placeOrder();
    const before = await orderRow(orderId);
    const good = confirmation(1, `bad-${orderId}`);
    const bad = {
      ...good,
      lines: [
        good.lines[0],
        { position: 2, pzn: '3845264', parts: [{ kind: 'normal', quantity: 1 }] },
        good.lines[2],
      ],
    };
    const res = await send(INTEGRATION_API.orderConfirmation, orderId, bad);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; errors: { line: number | null; reason: string }[] }>();
    expect(body.code).toBe('validation');
    expect(body.errors).toEqual([
      { line: 2, reason: 'Position 2: Die Teilmengen ergeben 1, bestellt sind 2.' },
    ]);
    expect(await orderRow(orderId)).toEqual(before);
    expect(await t.db.$count(integrationInbox, eq(integrationInbox.messageId, bad.messageId))).toBe(
      0,
    );
    expect(await backordersOf(orderId)).toHaveLength(0);
  });

  it('refuses a wrong PZN, a missing line and a schema fault by their lines', async () => {
    const orderId = await placeOrder();
    const good = confirmation(1);
    const res = await send(INTEGRATION_API.orderConfirmation, orderId, {
      ...good,
      lines: [{ ...good.lines[0], pzn: '3845264' }, good.lines[1]],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: unknown[] }>().errors).toEqual([
      { line: 1, reason: 'Position 1: PZN 3845264 passt nicht zur bestellten PZN 4512346.' },
      { line: null, reason: 'Position 3 (PZN 16260536) fehlt in der Bestätigung.' },
    ]);
    const schema = await send(INTEGRATION_API.orderConfirmation, orderId, {
      ...good,
      lines: [
        good.lines[0],
        { position: 2, pzn: '3845264', parts: [{ kind: 'nachlieferung', quantity: 2 }] },
      ],
    });
    expect(schema.statusCode).toBe(400);
    expect(schema.json<{ errors: { line: number }[] }>().errors[0]?.line).toBe(2);
    expect((await orderRow(orderId)).status).toBe('uebermittelt');
  });

  it('for an unknown order answers 404 and records nothing', async () => {
    const message = confirmation(1);
    const res = await send(INTEGRATION_API.orderConfirmation, randomUUID(), message);
    expect(res.statusCode).toBe(404);
    expect(
      await t.db.$count(integrationInbox, eq(integrationInbox.messageId, message.messageId)),
    ).toBe(0);
  });

  it('needs a key (401) with the scope orders:write (403)', async () => {
    const orderId = await placeOrder();
    expect(
      (await send(INTEGRATION_API.orderConfirmation, orderId, confirmation(1), null)).statusCode,
    ).toBe(401);
    expect(
      (await send(INTEGRATION_API.orderConfirmation, orderId, confirmation(1), readOnlyKey))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await send(
          INTEGRATION_API.orderStatus,
          orderId,
          { messageId: 's', version: 2, status: 'geliefert', at: '2026-11-21T12:00:00Z' },
          readOnlyKey,
        )
      ).statusCode,
    ).toBe(403);
    expect((await orderRow(orderId)).erpVersion).toBe(0);
  });
});

describe('the OpenAPI document', () => {
  it('describes both calls with their messages under the tag integration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json<{ paths: Record<string, { post?: { tags?: string[] } }> }>();
    for (const path of [INTEGRATION_API.orderConfirmation, INTEGRATION_API.orderStatus]) {
      const documented = doc.paths[path.replace(':orderId', '{orderId}')];
      expect(documented?.post?.tags).toEqual(['integration']);
    }
  });
});

describe('an order status', () => {
  it('moves the order on, with its history, and an older one is stale', async () => {
    const orderId = await placeOrder();
    await send(INTEGRATION_API.orderConfirmation, orderId, confirmation(1));
    const status = (version: number, status: string, at: string, tour?: string) =>
      send(INTEGRATION_API.orderStatus, orderId, {
        messageId: randomUUID(),
        version,
        status,
        at,
        ...(tour ? { tour } : {}),
      });
    expect((await status(2, 'kommissioniert', '2026-11-21T09:40:00Z')).json()).toMatchObject({
      result: 'applied',
    });
    const picked = await orderRow(orderId);
    await status(3, 'unterwegs', '2026-11-21T10:00:00Z', 'Tour 2 – 10:30');
    expect((await status(2, 'geliefert', '2026-11-21T10:30:00Z')).json()).toMatchObject({
      result: 'stale',
    });
    const row = await orderRow(orderId);
    expect(row.version).toBeGreaterThan(picked.version);
    expect(row.status).toBe('unterwegs');
    expect(row.statusHistory).toEqual([
      { status: 'bestaetigt', at: '2026-11-21T09:05:00Z' },
      { status: 'kommissioniert', at: '2026-11-21T09:40:00Z' },
      { status: 'unterwegs', at: '2026-11-21T10:00:00Z', tour: 'Tour 2 – 10:30' },
    ]);
    const pulled = (await pull(c)).orders.upserts.find((o) => o.id === orderId);
    expect(pulled?.status).toBe('unterwegs');
    // A later confirmation (a higher version) does not move the order back.
    await send(INTEGRATION_API.orderConfirmation, orderId, confirmation(4));
    expect((await orderRow(orderId)).status).toBe('unterwegs');
    // It replaces the earlier one's backorder: one stays open.
    const rows = await backordersOf(orderId);
    expect(rows.filter((b) => b.state === 'open')).toHaveLength(1);
    expect(rows.filter((b) => b.state === 'cancelled')).toHaveLength(1);
  });
});
