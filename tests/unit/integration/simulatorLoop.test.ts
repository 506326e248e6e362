// The ERP simulator's loop (issue 29 item 5) against a fake integration API: what it calls when,
// that a failed call is tried again on a later round, that Retry-After holds every call off,
// and that a refused confirmation ends the order without status messages.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EVENT_TYPES,
  INTEGRATION_API,
  type EventPage,
  type OrderPlacedData,
} from '../../../modules/integration/contract';
import {
  CallFailed,
  type IntegrationClient,
} from '../../../modules/integration/server/simulator/client';
import type { SimulatorConfig } from '../../../modules/integration/server/simulator/config';
import { backoffMs, ErpSimulator } from '../../../modules/integration/server/simulator/run';

const ORDER_ID = '0b6c2a4e-1f3d-4c5b-9a8e-7d6f5e4c3b2a';
const PLACED = Date.parse('2026-12-07T08:00:00Z');
const CONFIG: SimulatorConfig = { pollMs: 300, confirmMs: 500, tourMs: 4000, customers: null };

const placed: OrderPlacedData = {
  orderId: ORDER_ID,
  lieferkundeNr: 100001,
  placedAt: new Date(PLACED).toISOString(),
  userId: '11111111-2222-4333-8444-555555555555',
  actingAdminId: null,
  label: 'Warenkorb',
  totalCents: 1000,
  lines: [
    {
      position: 1,
      pzn: '4512346',
      name: 'Ibuprofen',
      quantity: 2,
      unitPriceCents: 389,
      note: null,
    },
    {
      position: 2,
      pzn: '1382647',
      name: 'Amoxicillin',
      quantity: 1,
      unitPriceCents: 398,
      note: null,
    },
  ],
};

const PAGE: EventPage = {
  events: [
    {
      specversion: '1.0',
      id: '7e0a1d52-64c1-4d59-9c2b-2f3c9a1b0d11',
      source: '/apo-portal',
      type: EVENT_TYPES.orderPlaced,
      subject: `order/${ORDER_ID}`,
      time: placed.placedAt,
      datacontenttype: 'application/json',
      dataschema: 'schemas/order.placed.v1.json',
      sequence: '1',
      data: placed,
    },
  ],
  cursor: '1',
  more: false,
};

interface Call {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
}

/** The portal as the simulator sees it; `fail` answers a path with an error instead. */
function fakeApi() {
  const calls: Call[] = [];
  const fail = new Map<string, CallFailed>();
  const answer = (path: string): unknown => {
    if (path.startsWith(INTEGRATION_API.events)) {
      return path.includes('after=0') ? PAGE : { events: [], cursor: '1', more: false };
    }
    if (path === INTEGRATION_API.articleLookup) {
      return {
        articles: [
          {
            pzn: '4512346',
            availability: 'lieferbar',
            stock: 850,
            expectedDate: null,
            withdrawn: false,
          },
          {
            pzn: '1382647',
            availability: 'nicht_lieferbar',
            stock: 0,
            expectedDate: null,
            withdrawn: false,
          },
        ],
        unknown: [],
      };
    }
    if (path.startsWith('/api/integration/v1/customers/')) {
      return {
        lieferkundeNr: 100001,
        a3KundeNr: 1,
        name: 'Apotheke',
        strasse: 'Gasse 1',
        plz: '1010',
        ort: 'Wien',
        tours: [
          {
            weekday: 1,
            tourNr: 'T 504',
            name: 'Nachmittagstour',
            cutoff: '13:00',
            deliveryFrom: '15:30',
            deliveryTo: '16:30',
          },
        ],
      };
    }
    const body = calls.at(-1)?.body as { messageId: string };
    return { messageId: body.messageId, result: 'applied' };
  };
  const call = <T>(method: 'GET' | 'POST', path: string, body: unknown, schema: z.ZodType<T>) => {
    calls.push({ method, path, ...(body === undefined ? {} : { body }) });
    const failure = fail.get(path);
    if (failure) return Promise.reject(failure);
    return Promise.resolve(schema.parse(answer(path)));
  };
  const client: IntegrationClient = {
    get: (path, schema) => call('GET', path, undefined, schema),
    post: (path, body, schema) => call('POST', path, body, schema),
  };
  return { calls, fail, client };
}

function simulator(api: ReturnType<typeof fakeApi>, config = CONFIG) {
  const clock = { now: PLACED };
  const warnings: string[] = [];
  const sim = new ErpSimulator({
    client: api.client,
    config,
    now: () => clock.now,
    log: { info: () => undefined, warn: (_details, message) => warnings.push(message) },
  });
  return { sim, clock, warnings };
}

const confirmationPath = `/api/integration/v1/orders/${ORDER_ID}/confirmation`;
const statusPath = `/api/integration/v1/orders/${ORDER_ID}/status`;
/** The messages sent: path and messageId (the reads left out). */
const sent = (calls: readonly Call[]) =>
  calls
    .filter((c) => c.method === 'POST' && c.path !== INTEGRATION_API.articleLookup)
    .map((c) => [c.path, (c.body as { messageId: string }).messageId]);

describe('ERP simulator: the loop', () => {
  it('confirms after confirmMs, then kommissioniert, unterwegs, the delivery note and geliefert', async () => {
    const api = fakeApi();
    const { sim, clock } = simulator(api);
    await sim.tick();
    expect(api.calls.map((c) => c.path)).toEqual([`${INTEGRATION_API.events}?after=0&limit=100`]);
    expect(sim.pending).toBe(1);

    clock.now = PLACED + 500;
    await sim.tick();
    expect(sent(api.calls)).toEqual([[confirmationPath, `sim-confirm-${ORDER_ID}`]]);
    // The next read goes on from the cursor.
    expect(api.calls[1]?.path).toBe(`${INTEGRATION_API.events}?after=1&limit=100`);
    const confirmation = api.calls.find((c) => c.path === confirmationPath)?.body as {
      lines: { parts: { kind: string; tour?: string }[] }[];
    };
    expect(confirmation.lines.map((l) => l.parts.map((p) => p.kind))).toEqual([
      ['normal'],
      ['nicht_lieferbar'],
    ]);

    clock.now = PLACED + 500 + 1000;
    await sim.tick();
    expect(sent(api.calls).slice(1)).toEqual([
      [statusPath, `sim-status-kommissioniert-${ORDER_ID}`],
    ]);

    clock.now = PLACED + 500 + 4000 + 1000;
    await sim.tick();
    expect(sent(api.calls).slice(2)).toEqual([
      [statusPath, `sim-status-unterwegs-${ORDER_ID}`],
      [INTEGRATION_API.deliveryNotes, `sim-note-${ORDER_ID}`],
      [statusPath, `sim-status-geliefert-${ORDER_ID}`],
    ]);
    const statuses = api.calls
      .filter((c) => c.path === statusPath)
      .map((c) => c.body as { status: string; version: number; tour?: string });
    expect(statuses.map((s) => [s.status, s.version, s.tour])).toEqual([
      ['kommissioniert', 2, undefined],
      ['unterwegs', 3, 'Tour 504 – 15:30'],
      ['geliefert', 4, undefined],
    ]);
    expect(sim.pending).toBe(0);

    const before = api.calls.length;
    clock.now += 60_000;
    await sim.tick();
    expect(api.calls.length).toBe(before + 1); // only the read
  });

  it('tries a failed call again on a later round, and waits as Retry-After says', async () => {
    const api = fakeApi();
    const { sim, clock, warnings } = simulator(api);
    api.fail.set(confirmationPath, new CallFailed('POST confirmation: 429', 429, 5000));
    clock.now = PLACED + 500;
    await expect(sim.tick()).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    api.fail.clear();

    const before = api.calls.length;
    clock.now += 4000;
    await sim.tick();
    expect(api.calls.length).toBe(before); // held off: no call at all

    clock.now += 1000;
    await sim.tick();
    // The same message again (and the later steps, all due by now).
    expect(sent(api.calls).slice(0, 2)).toEqual([
      [confirmationPath, `sim-confirm-${ORDER_ID}`],
      [confirmationPath, `sim-confirm-${ORDER_ID}`],
    ]);
  });

  it('reads the messages again when the read failed', async () => {
    const api = fakeApi();
    const { sim } = simulator(api);
    const first = `${INTEGRATION_API.events}?after=0&limit=100`;
    api.fail.set(first, new CallFailed('GET events: no answer', null, null));
    await sim.tick();
    expect(sim.pending).toBe(0);
    api.fail.clear();
    await sim.tick();
    expect(api.calls.map((c) => c.path)).toEqual([first, first]);
    expect(sim.pending).toBe(1);
  });

  it('backs off from a portal that keeps failing, at most a minute, and starts over once it answers', async () => {
    expect([1, 2, 3, 4, 12].map((n) => backoffMs(n, 300))).toEqual([0, 600, 1200, 2400, 60_000]);
    const api = fakeApi();
    const { sim, clock } = simulator(api);
    const first = `${INTEGRATION_API.events}?after=0&limit=100`;
    api.fail.set(first, new CallFailed('GET events: 500', 500, null));
    const reads = () => api.calls.filter((c) => c.path === first).length;
    await sim.tick(); // 1st failure: again at the next round
    await sim.tick(); // 2nd: 600 ms
    expect(reads()).toBe(2);
    clock.now += 599;
    await sim.tick();
    expect(reads()).toBe(2);
    clock.now += 1;
    await sim.tick(); // 3rd: 1200 ms
    expect(reads()).toBe(3);
    api.fail.clear();
    clock.now += 1200;
    await sim.tick();
    await sim.tick(); // answered: every round again
    expect(reads()).toBe(4);
    expect(api.calls.at(-1)?.path).toBe(`${INTEGRATION_API.events}?after=1&limit=100`);
  });

  it('ends an order whose confirmation the portal refused, without status messages', async () => {
    const api = fakeApi();
    const { sim, clock, warnings } = simulator(api);
    api.fail.set(
      confirmationPath,
      new CallFailed('POST confirmation: 400', 400, null, ['Zeile 1: x']),
    );
    clock.now = PLACED + 500;
    await sim.tick();
    expect(warnings).toEqual(['ERP simulator: the portal refused the message']);
    expect(sim.pending).toBe(0);
    clock.now += 60_000;
    await sim.tick();
    expect(sent(api.calls)).toEqual([[confirmationPath, `sim-confirm-${ORDER_ID}`]]);
  });

  it('answers only the customers it is limited to', async () => {
    const api = fakeApi();
    const { sim, clock } = simulator(api, { ...CONFIG, customers: new Set([100002]) });
    clock.now = PLACED + 60_000;
    await sim.tick();
    expect(sim.pending).toBe(0);
    expect(sent(api.calls)).toEqual([]);
    const mine = simulator(fakeApi(), { ...CONFIG, customers: new Set([100001]) });
    await mine.sim.tick();
    expect(mine.sim.pending).toBe(1);
  });

  it('lets one failing order hold up no other', async () => {
    const api = fakeApi();
    const { sim, clock, warnings } = simulator(api);
    await sim.tick();
    // A second order, placed at the same time, after the first.
    const other = '1c7d3b5f-2a4e-4d6c-8b9f-8e7a6f5d4c3b';
    const page: EventPage = {
      events: PAGE.events.map((e) => ({
        ...e,
        sequence: '2',
        data: { ...placed, orderId: other },
      })),
      cursor: '2',
      more: false,
    };
    const get = api.client.get.bind(api.client);
    api.client.get = (path, schema) =>
      path.includes('after=1') ? Promise.resolve(schema.parse(page)) : get(path, schema);
    api.fail.set(confirmationPath, new CallFailed('POST confirmation: 500', 500, null));
    clock.now = PLACED + 500;
    await sim.tick();
    expect(warnings).toHaveLength(1);
    expect(sent(api.calls)).toEqual([
      [confirmationPath, `sim-confirm-${ORDER_ID}`],
      [`/api/integration/v1/orders/${other}/confirmation`, `sim-confirm-${other}`],
    ]);
    expect(sim.pending).toBe(2);
  });
});
