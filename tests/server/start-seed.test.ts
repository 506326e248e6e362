// A first start in seconds (issue 27 item 4): the server listens before the demo content is
// written, says so on GET /api/ready, and the analytics history is written month by month, each
// month once, so a start that ended mid-way completes it at the next.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, API_BASE } from '../../src/api/paths.ts';
import { openDb } from '../../server/db/client.ts';
import { seedCatalogue } from '../../server/seed/catalogue.ts';
import { seedDemoData } from '../../server/seed/demo.ts';
import { readyAfter } from '../../server/services/readiness.ts';
import { seedAnalytics } from '../../modules/analytics/server/seed.ts';
import { byMonth } from '../../modules/analytics/server/seedParts.ts';
import { generateCustomerHistory } from '../../modules/analytics/server/history.ts';
import {
  backorders,
  customerDocuments,
  deliveryLines,
  deliveryNotes,
} from '../../modules/analytics/server/tables.ts';
import { createTestApp } from './support/testApp.ts';

describe('GET /api/ready', () => {
  it('answers 503 while the start is still seeding, 200 once it is done', async () => {
    let finish: () => void = () => undefined;
    const seeding = new Promise<void>((resolve) => (finish = resolve));
    const t = await createTestApp({
      catalogueSize: 0,
      analyticsLinesPerDay: 0,
      readiness: readyAfter(seeding),
    });
    try {
      const before = await t.app.inject({ method: 'GET', url: `${API_BASE}${API.ready}` });
      expect(before.statusCode).toBe(503);
      expect(before.json()).toEqual({ ready: false, seeding: true });
      expect(before.headers['cache-control']).toBe('no-store');
      // The server answers its users meanwhile.
      const health = await t.app.inject({ method: 'GET', url: `${API_BASE}${API.health}` });
      expect(health.statusCode).toBe(200);
      finish();
      await seeding;
      await new Promise((resolve) => setImmediate(resolve));
      const after = await t.app.inject({ method: 'GET', url: `${API_BASE}${API.ready}` });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual({ ready: true, seeding: false });
    } finally {
      await t.close();
    }
  });

  it('stays 503 when the seed failed', async () => {
    const failed = Promise.reject(new Error('disk full'));
    const readiness = readyAfter(failed);
    await failed.catch(() => undefined);
    expect(readiness.ready()).toBe(false);
  });
});

describe('the analytics history, month by month', () => {
  const assortment = Array.from({ length: 400 }, (_, i) => ({
    pzn: String(2_000_000 + i * 7),
    name: `Artikel ${i}`,
    aepCents: 200 + i,
    rx: false,
    manufacturer: 'Hersteller',
    coldChain: false,
    narcotic: false,
  }));

  it('cuts a history into months that hold every row once, a backorder with its line', () => {
    const history = generateCustomerHistory(100101, assortment, 3, { note: 0, doc: 0 });
    const months = byMonth(history);
    expect(months.length).toBeGreaterThanOrEqual(24);
    const all = (key: keyof typeof history) => months.flatMap((m) => m[key].map((r) => r.id));
    for (const key of ['notes', 'lines', 'documents', 'backorders'] as const) {
      expect(all(key).sort()).toEqual(history[key].map((r) => r.id).sort());
    }
    for (const month of months) {
      const lines = new Set(month.lines.map((l) => l.id));
      for (const b of month.backorders) expect(lines.has(b.lineId)).toBe(true);
      const notes = new Set(month.notes.map((n) => n.id));
      for (const l of month.lines) expect(notes.has(l.noteId)).toBe(true);
      const keys = new Set([...month.notes, ...month.lines].map((r) => r.day.slice(0, 7)));
      expect(keys.size).toBeLessThanOrEqual(1);
    }
  });

  it('completes a history that a start left half written, and writes nothing twice', async () => {
    const opened = await openDb({ kind: 'pglite' });
    const { db } = opened;
    try {
      await seedDemoData(db);
      await seedCatalogue(db, 300);
      const written = await seedAnalytics(db, 1);
      expect(written).toBeGreaterThan(0);
      const count = async () => ({
        notes: await db.$count(deliveryNotes),
        lines: await db.$count(deliveryLines),
        documents: await db.$count(customerDocuments),
        backorders: await db.$count(backorders),
      });
      const whole = await count();
      expect(whole.lines).toBe(written);
      expect(whole.backorders).toBeGreaterThan(0);

      // The start ended while it wrote the last customer's months: its last three are missing.
      const [last] = await db
        .select({ nr: deliveryNotes.lieferkundeNr })
        .from(deliveryNotes)
        .orderBy(desc(deliveryNotes.lieferkundeNr))
        .limit(1);
      const nr = last?.nr ?? 0;
      const from = '2026-09-01';
      const kept = await db
        .select({ id: deliveryNotes.id, version: deliveryNotes.version })
        .from(deliveryNotes)
        .where(sql`${deliveryNotes.day} < ${from}`)
        .orderBy(deliveryNotes.id);
      const missing = await db.$count(
        deliveryLines,
        and(eq(deliveryLines.lieferkundeNr, nr), gte(deliveryLines.day, from)),
      );
      expect(missing).toBeGreaterThan(0);
      await db
        .delete(customerDocuments)
        .where(and(eq(customerDocuments.lieferkundeNr, nr), gte(customerDocuments.day, from)));
      // Lines and backorders go with their notes (on delete cascade).
      await db
        .delete(deliveryNotes)
        .where(and(eq(deliveryNotes.lieferkundeNr, nr), gte(deliveryNotes.day, from)));
      expect((await count()).lines).toBe(whole.lines - missing);

      expect(await seedAnalytics(db, 1)).toBe(missing);
      expect(await count()).toEqual(whole);
      // The months that were there are untouched (same versions: no client pulls them again).
      const again = await db
        .select({ id: deliveryNotes.id, version: deliveryNotes.version })
        .from(deliveryNotes)
        .where(sql`${deliveryNotes.day} < ${from}`)
        .orderBy(deliveryNotes.id);
      expect(again).toEqual(kept);

      expect(await seedAnalytics(db, 1)).toBe(0);
      expect(await count()).toEqual(whole);
    } finally {
      await opened.close();
    }
  }, 120_000);
});
