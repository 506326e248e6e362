// The automatic sending of the main basket at the tour's cut-off (issue 24), on the fake clock:
// nothing before the cut-off; at it the main basket becomes exactly one order through order.place
// with a notification; a second tick does nothing; an empty basket and a pharmacy with the
// setting off send nothing; a refused order is recorded and notified, never retried.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMER_SETTINGS } from '../../modules/customerSettings/rules.ts';
import { nextCutoff } from '../../modules/tours/rules.ts';
import { basketRows, orders } from '../../modules/shop/server/tables.ts';
import { customerSettings } from '../../modules/customerSettings/server/tables.ts';
import { notifications } from '../../modules/notifications/server/tables.ts';
import { autoSendRuns } from '../../modules/customerSettings/server/tables.ts';
import { tourExceptions, tours } from '../../modules/tours/server/tables.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { sendDueMainBaskets } from '../../modules/customerSettings/server/autoSend.ts';
import { withdrawArticles } from '../../server/sync/catalogueChanges.ts';
import { loginAs, m, pushOk, userIdOf, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

const CUSTOMER = 100102;
/** The pharmacy (a3KundeNr) of CUSTOMER in the demo data. */
const PHARMACY = 100100;

let t: TestApp;
let c: Client;
let userId: string;
let basketId: string;
beforeAll(async () => {
  t = await createTestApp({ config: { autoSendIntervalMs: 0 } });
  c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
  userId = await userIdOf(c);
  basketId = randomUUID();
  const results = await pushOk(c, [
    m('basket.create', { id: basketId, lieferkundeNr: CUSTOMER, label: 'Tagesbedarf' }),
    m('basket.setPrimary', { id: basketId }),
  ]);
  expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
});
afterAll(async () => {
  await t.close();
});

async function setAutoSend(on: boolean) {
  const settings = { ...DEFAULT_CUSTOMER_SETTINGS, autoSendPrimaryBasket: on };
  await t.db
    .insert(customerSettings)
    .values({ kundeNr: PHARMACY, settings, updatedAt: t.clock(), updatedBy: null })
    .onConflictDoUpdate({ target: customerSettings.kundeNr, set: { settings } });
}

async function fill(items: { pzn: string; quantity: number }[]) {
  const rows = items.map((item) => ({ rowId: randomUUID(), ...item }));
  const [result] = await pushOk(c, [m('basket.addRows', { basketId, rows })]);
  expect(result?.status).toBe('applied');
}

/** Moves the fake clock to the next cut-off of CUSTOMER (plus `late` ms) and logs in again. */
async function toNextCutoff(late = 0) {
  const own = await t.db.select().from(tours).where(eq(tours.lieferkundeNr, CUSTOMER));
  const changes = await t.db
    .select()
    .from(tourExceptions)
    .where(eq(tourExceptions.lieferkundeNr, CUSTOMER));
  const next = nextCutoff(own, changes, t.clock().getTime());
  if (!next) throw new Error('no tour ahead');
  t.clock.advance(next.msLeft + late);
  // Days may have passed: the session ended meanwhile.
  c = await loginAs(t.app, DEMO_USERS.apotheke, CUSTOMER);
  return next.run;
}

const tick = async () =>
  (await sendDueMainBaskets({ db: t.db, clock: t.clock })).filter((done) => done.userId === userId);
const liveRows = () =>
  t.db.$count(basketRows, and(eq(basketRows.basketId, basketId), isNull(basketRows.deletedAt)));
const ordersOf = () => t.db.select().from(orders).where(eq(orders.basketId, basketId));
const notesOf = () => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('the main basket at the cut-off', () => {
  it('is ordered exactly once, through order.place, with a notification', async () => {
    await setAutoSend(true);
    await fill([
      { pzn: '4512346', quantity: 3 },
      { pzn: '3845264', quantity: 2 },
    ]);
    const notesBefore = (await notesOf()).length;
    // A minute before the cut-off: nothing yet.
    const run = await toNextCutoff(-60_000);
    expect(await tick()).toEqual([]);
    expect(await ordersOf()).toEqual([]);

    t.clock.advance(60_000 + 30_000);
    // Two ticks at once (two server instances): one order.
    const [done, ...more] = (await Promise.all([tick(), tick()])).flat();
    expect(more).toEqual([]);
    expect(done).toMatchObject({ status: 'sent', lieferkundeNr: CUSTOMER, message: null });
    const placed = await ordersOf();
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ id: done?.orderId, userId: userId, rowCount: 2 });
    expect(await liveRows()).toBe(0);
    const notes = await notesOf();
    expect(notes).toHaveLength(notesBefore + 1);
    expect(notes.at(-1)).toMatchObject({
      label: 'Hauptwarenkorb automatisch bestellt',
      url: '/shop/bestellungen',
    });
    expect(notes.at(-1)?.text).toContain(`„Tagesbedarf“ wurde zum Bestellschluss der`);
    expect(notes.at(-1)?.text).toContain(`um ${run.cutoff} Uhr automatisch bestellt: 2 Positionen`);

    // The next tick, still within the same cut-off's grace: nothing again.
    await fill([{ pzn: '4512346', quantity: 1 }]);
    t.clock.advance(60_000);
    expect(await tick()).toEqual([]);
    expect(await ordersOf()).toHaveLength(1);
    expect(await notesOf()).toHaveLength(notesBefore + 1);
    expect(await liveRows()).toBe(1);
  });

  it('sends nothing for an empty main basket', async () => {
    const rows = await t.db
      .select({ id: basketRows.id })
      .from(basketRows)
      .where(and(eq(basketRows.basketId, basketId), isNull(basketRows.deletedAt)));
    await pushOk(
      c,
      rows.map((row) => m('basket.deleteRow', { rowId: row.id })),
    );
    expect(await liveRows()).toBe(0);
    const notesBefore = (await notesOf()).length;
    await toNextCutoff(1000);
    const [done] = await tick();
    expect(done).toMatchObject({ status: 'empty', orderId: null });
    expect(await ordersOf()).toHaveLength(1);
    expect(await notesOf()).toHaveLength(notesBefore);
  });

  it('sends nothing while the setting is off', async () => {
    await setAutoSend(false);
    await fill([{ pzn: '4512346', quantity: 1 }]);
    await toNextCutoff(1000);
    expect(await tick()).toEqual([]);
    expect(await ordersOf()).toHaveLength(1);
    expect(await liveRows()).toBe(1);
    const records = await t.db.select().from(autoSendRuns).where(eq(autoSendRuns.userId, userId));
    expect(records.map((r) => r.status)).toEqual(['sent', 'empty']);
  });

  it('records and notifies a refused order, and never retries it', async () => {
    await setAutoSend(true);
    await withdrawArticles(t.db, ['4512346'], t.clock());
    const notesBefore = (await notesOf()).length;
    await toNextCutoff(1000);
    const [done] = await tick();
    expect(done).toMatchObject({ status: 'failed', orderId: null });
    expect(done?.message).toBe('Artikel mit PZN 4512346 ist nicht im Sortiment.');
    expect(await ordersOf()).toHaveLength(1);
    expect(await liveRows()).toBe(1);
    const notes = await notesOf();
    expect(notes).toHaveLength(notesBefore + 1);
    expect(notes.at(-1)).toMatchObject({
      label: 'Automatische Bestellung fehlgeschlagen',
      url: `/shop/warenkorb/${basketId}`,
    });
    t.clock.advance(60_000);
    expect(await tick()).toEqual([]);
    expect(await notesOf()).toHaveLength(notesBefore + 1);
  });
});
