// The demo pharmacy's shop data: the basket 'Wochenbestellung' (primary), a wish list and one
// past order, all with articles of DEMO_ARTICLES, so every shop page has something to show.
import type { OrderLine } from '../contract.ts';
import { basketPrimary, basketRows, baskets, orders } from './tables.ts';
import type { Tx } from '../../../server/sync/types.ts';
import { demoArticle } from '../../../server/seed/catalogue.ts';

type Item = { pzn: string; quantity: number } | { note: string };

const WOCHENBESTELLUNG: Item[] = [
  { pzn: '4512346', quantity: 3 }, // Ibuprofen Alpenpharm 400 mg, 30 Stk
  { pzn: '3357926', quantity: 1 }, // Pantoprazol Donau 40 mg
  { pzn: '5293610', quantity: 10 }, // Kamillenblüten Tee
  { note: 'Bitte mit der Vormittagstour liefern.' },
];

const MERKLISTE: Item[] = [
  { pzn: '2057197', quantity: 6 }, // Säuglingsmilchnahrung Pre
  { pzn: '5128733', quantity: 8 }, // Metformin (knapp: stock 5)
  { pzn: '4260838', quantity: 4 }, // Fußcreme
  { note: 'Für die Aktionswoche im Jänner' },
];

const PAST_ORDER: Item[] = [
  { pzn: '2468026', quantity: 20 }, // Paracetamol Alpenpharm
  { pzn: '4729057', quantity: 5 }, // Cetirizin Alpenpharm
  { pzn: '3185626', quantity: 2 }, // Mullbinde
  { note: 'Lieferung an die Hintertür' },
];

const rowValues = (basketId: string, lieferkundeNr: number, items: Item[], id: () => string) =>
  items.map((item, i) => ({
    id: id(),
    basketId,
    lieferkundeNr,
    pzn: 'pzn' in item ? item.pzn : null,
    note: 'note' in item ? item.note : null,
    quantity: 'pzn' in item ? item.quantity : 1,
    position: i + 1,
  }));

/** The lines of an order as order.place writes them: a snapshot of name and AEP. */
export function orderLines(items: Item[]): OrderLine[] {
  return items.map((item) => {
    if (!('pzn' in item)) {
      return { pzn: null, name: item.note, note: item.note, quantity: 1, unitPriceCents: null };
    }
    const article = demoArticle(item.pzn);
    return {
      pzn: item.pzn,
      name: article.name,
      note: null,
      quantity: item.quantity,
      unitPriceCents: article.aepCents,
    };
  });
}

export async function seedShopData(
  tx: Tx,
  users: { apotheke: string },
  id: () => string,
  hoursBefore: (hours: number) => Date,
) {
  const lieferkundeNr = 100101;
  const basketId = id();
  await tx.insert(baskets).values({
    id: basketId,
    lieferkundeNr,
    ownerId: users.apotheke,
    label: 'Wochenbestellung',
    createdAt: hoursBefore(24 * 2),
  });
  await tx.insert(basketPrimary).values({ userId: users.apotheke, lieferkundeNr, basketId });
  await tx.insert(basketRows).values(rowValues(basketId, lieferkundeNr, WOCHENBESTELLUNG, id));

  const wishListId = id();
  await tx.insert(baskets).values({
    id: wishListId,
    kind: 'merkliste',
    lieferkundeNr,
    ownerId: users.apotheke,
    label: 'Merkliste Aktionsware',
    createdAt: hoursBefore(24 * 4),
  });
  await tx
    .insert(basketPrimary)
    .values({ userId: users.apotheke, lieferkundeNr, kind: 'merkliste', basketId: wishListId });
  await tx.insert(basketRows).values(rowValues(wishListId, lieferkundeNr, MERKLISTE, id));

  // Last week's order, from a basket that has been ordered and emptied since.
  const lines = orderLines(PAST_ORDER);
  const articleLines = lines.filter((l) => l.pzn !== null);
  await tx.insert(orders).values({
    id: id(),
    lieferkundeNr,
    basketId: id(),
    label: 'Nachbestellung Erkältungszeit',
    userId: users.apotheke,
    createdAt: hoursBefore(24 * 6),
    rowCount: articleLines.length,
    totalCents: articleLines.reduce((sum, l) => sum + l.quantity * (l.unitPriceCents ?? 0), 0),
    lines,
  });
}
