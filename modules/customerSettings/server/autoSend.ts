// 'Hauptwarenkorb zum Bestellschluss der Tour automatisch senden' (customer settings, issue 24).
// It runs on the server, not on a device: at the cut-off the pharmacy's devices may all be
// offline or closed, and an offline device cannot send. Every minute the server looks for tour
// runs whose cut-off has just passed (within AUTO_SEND_GRACE_MS: a server that was down longer
// sends nothing late into another tour) of delivery customers whose pharmacy turned the setting
// on, and orders the main (primary) basket of each of the pharmacy's own users for that customer
// with the basket's rows as the server holds them at that moment, through the same mutation as
// a pushed order (validation, order, stock of last-chance offers, realtime poke).
//
// Exactly once: the record (auto_send_runs, keyed by user, customer, tour and day) is written in
// the same transaction as the order, under the advisory lock 26 of the delivery customer, so two
// server instances or two ticks never order a run twice. An empty basket is recorded and sends
// nothing; a refused or failed order is recorded with its reason and notified, never retried.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { REJECTION } from '../../../src/api/sync.ts';
import { toursOnDay, viennaWallMs, wallMsOf, isoDayOf, type TourRun } from '../../tours/rules.ts';
import { addDays } from '../../../src/api/days.ts';
import { customerSettingsDe } from '../texts.de.ts';
import { toursDe } from '../../tours/texts.de.ts';
import { lieferkunden, users } from '../../../server/db/schema.ts';
import { basketPrimary, basketRows, baskets, orders } from '../../shop/server/tables.ts';
import { customerSettings } from './tables.ts';
import { notifications } from '../../notifications/server/tables.ts';
import { autoSendRuns } from './tables.ts';
import { tourExceptions, tours } from '../../tours/server/tables.ts';
import { collectTouched, type Touched } from '../../../server/realtime/touched.ts';
import { runMutation } from '../../../server/syncEngine/push.ts';
import { lockNotificationScope } from '../../../server/sync/scope.ts';
import { REJECTION_MESSAGES, Rejection, type Tx } from '../../../server/sync/types.ts';
import type { ServerConfig } from '../../../server/config.ts';
import type { Db } from '../../../server/db/client.ts';
import type { Clock } from '../../../server/services/clock.ts';
import { notificationMessage } from '../../../server/services/push.ts';
import { lockScope } from '../../../server/db/locks.ts';

/** How long after a cut-off a run is still sent (the job runs every minute). */
export const AUTO_SEND_GRACE_MS = 10 * 60_000;

const t = customerSettingsDe.server;
const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

type TourRow = typeof tours.$inferSelect;
type AutoSendStatus = (typeof autoSendRuns.$inferSelect)['status'];

/** What one tick did, for the log and the tests. */
export interface AutoSendOutcome {
  readonly userId: string;
  readonly lieferkundeNr: number;
  readonly status: AutoSendStatus;
  readonly orderId: string | null;
  readonly message: string | null;
}

export interface AutoSendDeps {
  db: Db;
  clock: Clock;
  /** After the commit: poke the scopes that changed, push the notifications. */
  announce?: (touched: Touched, notified: readonly NotificationSent[]) => void;
  logError?: (err: unknown) => void;
}

export interface NotificationSent {
  readonly userId: string;
  readonly label: string;
  readonly text: string;
  readonly url: string | null;
}

/** The delivery customers whose pharmacy (a3KundeNr) turned the automatic sending on. */
async function customersWithAutoSend(db: Db) {
  return db
    .select({ lieferkundeNr: lieferkunden.lieferkundeNr, kundeNr: lieferkunden.a3KundeNr })
    .from(lieferkunden)
    .innerJoin(customerSettings, eq(customerSettings.kundeNr, lieferkunden.a3KundeNr))
    .where(sql`(${customerSettings.settings} ->> 'autoSendPrimaryBasket') = 'true'`);
}

/** The runs of a customer whose cut-off lies in (now - grace, now], Austrian time. */
async function dueRuns(db: Db, lieferkundeNr: number, now: Date): Promise<TourRun<TourRow>[]> {
  const own = await db.select().from(tours).where(eq(tours.lieferkundeNr, lieferkundeNr));
  if (own.length === 0) return [];
  const changes = await db
    .select()
    .from(tourExceptions)
    .where(eq(tourExceptions.lieferkundeNr, lieferkundeNr));
  const wall = viennaWallMs(now.getTime());
  const today = isoDayOf(new Date(wall));
  return [addDays(today, -1), today].flatMap((day) =>
    toursOnDay(day, own, changes).runs.filter((run) => {
      const cutoff = wallMsOf(day, run.cutoff);
      return cutoff <= wall && cutoff > wall - AUTO_SEND_GRACE_MS;
    }),
  );
}

/** The pharmacy's own users' main baskets of a delivery customer (representatives' stay). */
async function mainBaskets(db: Db, lieferkundeNr: number, kundeNr: number) {
  return db
    .select({ user: users, basketId: basketPrimary.basketId })
    .from(basketPrimary)
    .innerJoin(users, eq(users.id, basketPrimary.userId))
    .where(
      and(
        eq(basketPrimary.lieferkundeNr, lieferkundeNr),
        eq(basketPrimary.kind, 'warenkorb'),
        eq(users.kundeNr, kundeNr),
        eq(users.vertreter, false),
      ),
    );
}

/** Runs every due cut-off once; returns what it did in this tick. */
export async function sendDueMainBaskets(deps: AutoSendDeps): Promise<AutoSendOutcome[]> {
  const { db, clock } = deps;
  const now = clock();
  const done: AutoSendOutcome[] = [];
  for (const { lieferkundeNr, kundeNr } of await customersWithAutoSend(db)) {
    if (kundeNr <= 0) continue;
    const runs = await dueRuns(db, lieferkundeNr, now);
    if (runs.length === 0) continue;
    for (const run of runs) {
      for (const main of await mainBaskets(db, lieferkundeNr, kundeNr)) {
        try {
          const notified: NotificationSent[] = [];
          const { result, touched } = await collectTouched(() =>
            db.transaction((tx) =>
              sendOne(tx, clock, { ...main, lieferkundeNr, run, notified, deps }),
            ),
          );
          if (result) {
            done.push(result);
            deps.announce?.(touched, notified);
          }
        } catch (error) {
          // A lost race (another instance wrote the record first) or a database failure: the
          // transaction rolled back, so nothing was ordered; the next tick looks again.
          deps.logError?.(error);
        }
      }
    }
  }
  return done;
}

async function sendOne(
  tx: Tx,
  clock: Clock,
  job: {
    user: typeof users.$inferSelect;
    basketId: string;
    lieferkundeNr: number;
    run: TourRun<TourRow>;
    notified: NotificationSent[];
    deps: AutoSendDeps;
  },
): Promise<AutoSendOutcome | null> {
  const { user, basketId, lieferkundeNr, run } = job;
  await lockScope(tx, 'autoSend', lieferkundeNr);
  const key = and(
    eq(autoSendRuns.userId, user.id),
    eq(autoSendRuns.lieferkundeNr, lieferkundeNr),
    eq(autoSendRuns.tourId, run.tour.id),
    eq(autoSendRuns.day, run.day),
  );
  const [earlier] = await tx.select({ status: autoSendRuns.status }).from(autoSendRuns).where(key);
  if (earlier) return null;

  const [basket] = await tx
    .select({ label: baskets.label, deletedAt: baskets.deletedAt })
    .from(baskets)
    .where(eq(baskets.id, basketId));
  const articleRows = await tx.$count(
    basketRows,
    and(
      eq(basketRows.basketId, basketId),
      sql`${basketRows.deletedAt} is null`,
      sql`${basketRows.pzn} is not null`,
    ),
  );
  let status: AutoSendStatus = 'empty';
  let orderId: string | null = null;
  let message: string | null = null;
  if (basket && !basket.deletedAt && articleRows > 0) {
    const id = randomUUID();
    const ctx = {
      user,
      impersonation: null,
      clock,
      mayActFor: new Map<number, boolean>(),
    };
    try {
      await runMutation(tx, ctx, 'order.place', { orderId: id, basketId });
      status = 'sent';
      orderId = id;
    } catch (error) {
      status = 'failed';
      if (error instanceof Rejection && error.code !== REJECTION.serverError) {
        message = error.message;
      } else {
        job.deps.logError?.(error);
        message = `${REJECTION_MESSAGES.serverError}.`;
      }
    }
  }
  await tx.insert(autoSendRuns).values({
    userId: user.id,
    lieferkundeNr,
    tourId: run.tour.id,
    day: run.day,
    basketId,
    status,
    orderId,
    message,
    createdAt: clock(),
  });
  if (status !== 'empty') {
    const label = basket?.label ?? '';
    const tour = toursDe.tour(run.tour.name, run.tour.tourNr);
    const note = await notify(tx, clock, user.id, async () => {
      if (orderId === null) {
        return {
          label: t.autoFailed.label,
          text: t.autoFailed.text(label, tour, run.cutoff, message ?? ''),
          url: `/shop/warenkorb/${basketId}`,
        };
      }
      const [order] = await tx
        .select({ rowCount: orders.rowCount, totalCents: orders.totalCents })
        .from(orders)
        .where(eq(orders.id, orderId));
      const total = EURO.format((order?.totalCents ?? 0) / 100);
      return {
        label: t.autoSent.label,
        text: t.autoSent.text(label, tour, run.cutoff, order?.rowCount ?? 0, total),
        url: '/shop/bestellungen',
      };
    });
    job.notified.push(note);
  }
  return { userId: user.id, lieferkundeNr, status, orderId, message };
}

async function notify(
  tx: Tx,
  clock: Clock,
  userId: string,
  compose: () => Promise<Omit<NotificationSent, 'userId'>>,
): Promise<NotificationSent> {
  const note = { userId, ...(await compose()) };
  await lockNotificationScope(tx, userId);
  await tx.insert(notifications).values({
    id: randomUUID(),
    ...note,
    icon: 'bell',
    dismissable: true,
    datInsert: clock(),
  });
  return note;
}

/** Runs sendDueMainBaskets every `autoSendIntervalMs` (0: never) from ready until close. */
export function scheduleAutoSend(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; config: Pick<ServerConfig, 'autoSendIntervalMs'> },
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const announce: AutoSendDeps['announce'] = (touched, notified) => {
    app.realtime.publish({
      event: 'poke',
      users: [...touched.users],
      customers: [...touched.customers],
    });
    for (const note of notified) app.push.notifyUsers([note.userId], notificationMessage(note));
  };
  const logError = (err: unknown) => app.log.error({ err }, 'automatic sending failed');
  const run = () => {
    if (running) return;
    running = sendDueMainBaskets({ db: deps.db, clock: deps.clock, announce, logError })
      .then((done) => {
        if (done.length > 0) app.log.info({ autoSend: done }, 'main baskets sent at cut-off');
      })
      .catch(logError)
      .finally(() => {
        running = null;
      });
  };
  if (deps.config.autoSendIntervalMs <= 0) return;
  app.addHook('onReady', async () => {
    timer = setInterval(run, deps.config.autoSendIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
