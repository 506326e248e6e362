// The ERP simulator against the real integration API (issue 29 item 5): an order placed in the
// shop is read from the cursor API, confirmed per line from the catalogue's availability with
// the customer's tour, then kommissioniert, unterwegs, delivered with a delivery note and
// geliefert, all over HTTP with the simulator's key; a restarted simulator (reading from the
// start again) repeats its messages as duplicates and changes nothing.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryNotes } from '../../modules/analytics/server/tables.ts';
import { integrationInbox } from '../../modules/integration/server/tables.ts';
import { createClient } from '../../modules/integration/server/simulator/client.ts';
import { deliveryNoteNo } from '../../modules/integration/server/simulator/decide.ts';
import { ErpSimulator } from '../../modules/integration/server/simulator/run.ts';
import { ownBaseUrl, SIMULATOR_SCOPES } from '../../modules/integration/server/simulator/start.ts';
import { orders } from '../../modules/shop/server/tables.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { createServiceAccount } from '../../server/services/serviceAccounts.ts';
import { loginAs, m, pushOk } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

const CUSTOMER = 100102;
const CONFIG = { pollMs: 100, confirmMs: 4000, tourMs: 60_000, customers: null };
let t: TestApp;
let baseUrl: string;
let key: string;
const warnings: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  key = (
    await createServiceAccount(t.db, t.clock, {
      name: 'ERP-Simulator',
      scopes: SIMULATOR_SCOPES,
      createdBy: null,
    })
  ).key;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const [address] = t.app.addresses();
  if (!address) throw new Error('not listening');
  baseUrl = ownBaseUrl(address);
});
afterAll(async () => {
  await t.close();
});

const simulator = () =>
  new ErpSimulator({
    client: createClient({ baseUrl, key }),
    config: CONFIG,
    now: () => t.clock().getTime(),
    log: {
      info: () => undefined,
      warn: (details, message) => warnings.push(`${message} ${JSON.stringify(details)}`),
    },
  });

async function orderRow(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('no order');
  return row;
}

describe('the ERP simulator against the integration API', () => {
  it('answers an order from confirmation to geliefert, and a restart changes nothing', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
    const basketId = randomUUID();
    const orderId = randomUUID();
    await pushOk(c, [
      m('basket.create', { id: basketId, lieferkundeNr: CUSTOMER, label: 'ERP-Schleife' }),
      m('basket.addRows', {
        basketId,
        rows: [
          { rowId: randomUUID(), pzn: '4512346', quantity: 2 },
          { rowId: randomUUID(), pzn: '5128733', quantity: 8 },
          { rowId: randomUUID(), pzn: '1382647', quantity: 1 },
        ],
      }),
      m('order.place', { orderId, basketId }),
    ]);

    const sim = simulator();
    await sim.tick();
    expect(sim.pending).toBe(1);
    expect((await orderRow(orderId)).status).toBe('uebermittelt');

    t.clock.advance(CONFIG.confirmMs);
    await sim.tick();
    const confirmed = await orderRow(orderId);
    expect(confirmed.status).toBe('bestaetigt');
    expect(JSON.stringify(confirmed.confirmation)).toContain('nachlieferung');
    expect(JSON.stringify(confirmed.confirmation)).toContain('nicht_lieferbar');

    t.clock.advance(CONFIG.tourMs + 10_000);
    await sim.tick();
    expect(warnings).toEqual([]);
    expect(sim.pending).toBe(0);
    const delivered = await orderRow(orderId);
    expect(delivered.status).toBe('geliefert');
    expect(delivered.statusHistory.map((s) => s.status)).toEqual([
      'bestaetigt',
      'kommissioniert',
      'unterwegs',
      'geliefert',
    ]);
    const [note] = await t.db
      .select()
      .from(deliveryNotes)
      .where(eq(deliveryNotes.noteNo, deliveryNoteNo(orderId)));
    expect(note?.lieferkundeNr).toBe(CUSTOMER);

    const inbox = (await t.db.select().from(integrationInbox)).length;
    const restarted = simulator();
    await restarted.tick();
    expect(warnings).toEqual([]);
    expect(restarted.pending).toBe(0);
    expect((await t.db.select().from(integrationInbox)).length).toBe(inbox);
    expect((await orderRow(orderId)).status).toBe('geliefert');
  });
});
