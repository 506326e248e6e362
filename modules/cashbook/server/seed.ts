// The demo pharmacy's cash book (Kassabuch): four weeks of receipts of Löwen-Apotheke Graz
// (100101) up to the day before SEED_TIME, every day closed except the last one, so the screen
// shows a month with a carried balance, closings, a cash difference and an open day. From its own
// PRNG stream: the ids of the older demo data stay as they were.
import { closingFigures, signedAmount, type EntryCategory } from '../rules.ts';
import { cashbookDe } from '../texts.de.ts';
import { cashbookClosings, cashbookCounters, cashbookEntries } from './tables.ts';
import type { Tx } from '../../../server/sync/types.ts';
import type { Random } from '../../../server/seed/random.ts';
import { SEED_TIME } from '../../../server/seed/random.ts';

export const CASHBOOK_DEMO_CUSTOMER = 100101;
const DAYS = 28;

interface Receipt {
  category: EntryCategory;
  text: string;
  cents: number;
  vat: 0 | 10 | 13 | 20;
}

const dayOf = (offset: number) =>
  new Date(SEED_TIME.getTime() - offset * 86_400_000).toISOString().slice(0, 10);

/** One day's receipts: the takings by VAT rate, sometimes an expense, a bank deposit on Fridays. */
function receiptsOf(random: Random, weekday: number, first: boolean): Receipt[] {
  const receipts: Receipt[] = [];
  if (first) {
    receipts.push({ category: 'wechselgeld', text: 'Wechselgeld Kassa 1', cents: 30000, vat: 0 });
  }
  const saturday = weekday === 6;
  const scale = saturday ? 0.4 : 1;
  receipts.push(
    {
      category: 'einnahme',
      text: 'Barverkauf Arzneimittel',
      cents: Math.round(random.int(38000, 92000) * scale),
      vat: 10,
    },
    {
      category: 'einnahme',
      text: 'Barverkauf Kosmetik und Drogerie',
      cents: Math.round(random.int(6000, 24000) * scale),
      vat: 20,
    },
    {
      category: 'einnahme',
      text: 'Rezeptgebühren',
      cents: Math.round(random.int(8, 30) * 715 * scale),
      vat: 0,
    },
  );
  if (random.next() < 0.3) {
    receipts.push(
      random.pick<Receipt>([
        { category: 'ausgabe', text: 'Porto Rezeptversand', cents: 1140, vat: 0 },
        { category: 'ausgabe', text: 'Reinigungsmittel', cents: 2390, vat: 20 },
        { category: 'ausgabe', text: 'Zeitschriften Wartebereich', cents: 1560, vat: 10 },
        { category: 'ausgabe', text: 'Blumen Schaufenster', cents: 3500, vat: 13 },
      ]),
    );
  }
  if (weekday === 5) {
    receipts.push({
      category: 'bankeinzahlung',
      text: 'Einzahlung Steiermärkische Sparkasse',
      cents: random.int(15, 25) * 10000,
      vat: 0,
    });
  }
  if (weekday === 3 && random.next() < 0.5) {
    receipts.push({ category: 'privatentnahme', text: 'Privatentnahme', cents: 10000, vat: 0 });
  }
  return receipts;
}

export async function seedCashbookData(tx: Tx, ownerId: string, random: Random, id: () => string) {
  let receiptNo = 0;
  let balance = 0;
  for (let offset = DAYS; offset >= 1; offset -= 1) {
    const day = dayOf(offset);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0) continue; // closed on Sundays
    const at = new Date(`${day}T17:30:00Z`);
    for (const receipt of receiptsOf(random, weekday, offset === DAYS)) {
      const amountCents = signedAmount(receipt.category, receipt.cents);
      balance += amountCents;
      receiptNo += 1;
      await tx.insert(cashbookEntries).values({
        id: id(),
        lieferkundeNr: CASHBOOK_DEMO_CUSTOMER,
        day,
        receiptNo,
        text: receipt.text,
        category: receipt.category,
        amountCents,
        vatRate: receipt.vat,
        reversalOf: null,
        createdAt: at,
        createdBy: ownerId,
      });
    }
    if (offset === 1) continue; // the last day stays open
    // Now and then the till is a little off: the closing books the difference.
    const off = random.next() < 0.15 ? random.pick([-230, -50, 100]) : 0;
    const figures = closingFigures(balance, balance + off);
    const closingId = id();
    let differenceEntryId: string | null = null;
    if (off !== 0) {
      differenceEntryId = id();
      receiptNo += 1;
      balance += off;
      await tx.insert(cashbookEntries).values({
        id: differenceEntryId,
        lieferkundeNr: CASHBOOK_DEMO_CUSTOMER,
        day,
        receiptNo,
        text: cashbookDe.differenceText(day),
        category: 'kassendifferenz',
        amountCents: off,
        vatRate: 0,
        reversalOf: null,
        createdAt: at,
        createdBy: ownerId,
      });
    }
    await tx.insert(cashbookClosings).values({
      id: closingId,
      lieferkundeNr: CASHBOOK_DEMO_CUSTOMER,
      day,
      ...figures,
      differenceEntryId,
      closedAt: new Date(`${day}T18:15:00Z`),
      closedBy: ownerId,
    });
  }
  await tx
    .insert(cashbookCounters)
    .values({ lieferkundeNr: CASHBOOK_DEMO_CUSTOMER, lastReceiptNo: receiptNo });
}
