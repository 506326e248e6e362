// The customer accounts' demo data (issue 15): for every delivery customer, the account terms
// (credit limit, payment terms, SEPA direct debit) and the open items at SEED_TIME. A customer
// with analytics documents (modules/analytics/server/seed.ts) has its recent collective invoices and
// credit notes as open items, with the same numbers and gross amounts as the document search;
// the others get a few invoices and credit notes drawn from their own PRNG stream.
//
// Deterministic: one PRNG stream per customer (seeded by its number), days from SEED_TIME.
import { and, asc, eq, gte } from 'drizzle-orm';
import type { OpenItemKind } from '../contract.ts';
import type { Db } from '../../../server/db/client.ts';
import { lieferkunden } from '../../../server/db/schema.ts';
import { customerAccounts, openItems } from './tables.ts';
import { customerDocuments } from '../../analytics/server/tables.ts';
import {
  createRandom,
  SEED_TIME,
  type Random,
  uuidFromDigits,
} from '../../../server/seed/random.ts';
import { seedOnce } from '../../../server/seed/seedOnce.ts';
import { addDays } from '../../../src/api/days.ts';

const ACCOUNT_SEED = 20261523;
/** Invoices of the last 45 days are still open (payment terms 30 days: some are overdue). */
const OPEN_DAYS = 45;

const TERMS = [
  { text: '30 Tage netto, 14 Tage 2 % Skonto', days: 30 },
  { text: '30 Tage netto, 14 Tage 2 % Skonto', days: 30 },
  { text: '45 Tage netto', days: 45 },
  { text: '21 Tage netto, 8 Tage 3 % Skonto', days: 21 },
] as const;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

interface Item {
  kind: OpenItemKind;
  docNo: string;
  day: string;
  amountCents: number;
}

/** Invoices and credit notes for a customer without analytics documents. */
function drawnItems(random: Random, nr: number, today: string): Item[] {
  const items: Item[] = [];
  const count = random.int(3, 5);
  for (let i = 0; i < count; i += 1) {
    const age = 3 + i * 15 + random.int(0, 4);
    items.push({
      kind: 'invoice',
      docNo: `RE${nr}-${String(count - i).padStart(2, '0')}`,
      day: addDays(today, -age),
      amountCents: random.int(180_000, 1_450_000),
    });
  }
  const credits = random.int(0, 2);
  for (let i = 0; i < credits; i += 1) {
    items.push({
      kind: 'credit',
      docNo: `GS${nr}-${String(i + 1).padStart(2, '0')}`,
      day: addDays(today, -random.int(2, 25)),
      amountCents: -random.int(4_000, 60_000),
    });
  }
  return items;
}

/** Seeds the accounts when there are none yet; returns how many customers it covered. */
export async function seedCustomerAccounts(db: Db): Promise<number> {
  return seedOnce(db, { lock: 'content', lockKey: 1, marker: customerAccounts }, async (tx) => {
    const customers = await tx
      .select({ nr: lieferkunden.lieferkundeNr })
      .from(lieferkunden)
      .orderBy(asc(lieferkunden.lieferkundeNr));
    const today = dayOf(SEED_TIME.getTime());
    const since = addDays(today, -OPEN_DAYS);
    const accounts: (typeof customerAccounts.$inferInsert)[] = [];
    const items: (typeof openItems.$inferInsert)[] = [];
    for (const { nr } of customers) {
      const random = createRandom(ACCOUNT_SEED + nr);
      const terms = random.pick(TERMS);
      const docs = await tx
        .select()
        .from(customerDocuments)
        .where(and(eq(customerDocuments.lieferkundeNr, nr), gte(customerDocuments.day, since)))
        .orderBy(asc(customerDocuments.day), asc(customerDocuments.docNo));
      const own: Item[] =
        docs.length > 0
          ? docs
              // Credit notes of the last 30 days wait for the next collective invoice.
              .filter((d) => d.kind === 'invoice' || d.day >= addDays(today, -30))
              .map((d) => ({
                kind: d.kind === 'credit' ? 'credit' : 'invoice',
                docNo: d.docNo,
                day: d.day,
                amountCents: d.grossCents,
              }))
          : drawnItems(random, nr, today);
      const open = own.reduce((sum, i) => sum + i.amountCents, 0);
      // The limit leaves room above the usual open amount; one customer in seven is near it.
      const headroom = random.int(0, 6) === 0 ? 1.05 : 1.5 + random.next();
      const limit = Math.max(2_500_000, Math.ceil((open * headroom) / 500_000) * 500_000);
      const directDebit = random.int(0, 4) > 0;
      accounts.push({
        id: uuidFromDigits(random),
        lieferkundeNr: nr,
        creditLimitCents: limit,
        paymentTerms: terms.text,
        directDebit,
        mandateRef: directDebit ? `APM-${nr}-01` : '',
        ibanMasked: directDebit
          ? `AT** **** **** **** ${String(random.int(0, 9999)).padStart(4, '0')}`
          : '',
      });
      for (const item of own) {
        items.push({
          id: uuidFromDigits(random),
          lieferkundeNr: nr,
          ...item,
          dueDay: item.kind === 'credit' ? item.day : addDays(item.day, terms.days),
        });
      }
    }
    if (accounts.length > 0) await tx.insert(customerAccounts).values(accounts);
    for (let i = 0; i < items.length; i += 1000) {
      await tx.insert(openItems).values(items.slice(i, i + 1000));
    }
    return accounts.length;
  });
}
