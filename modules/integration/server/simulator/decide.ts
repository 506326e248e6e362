// What the ERP simulator answers to an order (issue 29 item 5), pure: each line split into parts
// drawn from the catalogue's availability as a wholesaler's system would (MSV3's parts), the
// delivered part with the customer's next tour. No I/O and no clock of its own: the caller
// passes the instant, so a test decides the same way every time.
import { addDays, formatDay } from '../../../../src/api/days.ts';
import { holidayOn, nextCutoff, viennaToday, weekdayOf } from '../../../tours/rules.ts';
import type {
  ArticleLookupAnswer,
  ConfirmationLine,
  ConfirmationPart,
  DeliveryNoteLine,
  DeliveryNoteMessage,
  IntegrationCustomer,
  OrderConfirmation,
  OrderPlacedData,
} from '../../contract.ts';
import { integrationTexts } from '../../texts.de.ts';

export type LookedUpArticle = ArticleLookupAnswer['articles'][number];
export type CustomerTour = IntegrationCustomer['tours'][number];

/** The tour the delivered parts go with: its label as the pharmacy knows it, and its day. */
export interface TourSlot {
  readonly label: string;
  readonly day: string;
}

/** Working days a Nachlieferung takes (the wholesaler's usual promise). */
export const BACKORDER_WORKING_DAYS = 2;

/** 'Tour 104 – 08:30': the tour's number without its 'T' and the start of its delivery window. */
export function tourLabel(tour: Pick<CustomerTour, 'tourNr'>, deliveryFrom: string): string {
  const nr = tour.tourNr.replace(/^T\s*/i, '').trim() || tour.tourNr;
  return `Tour ${nr} – ${deliveryFrom}`.slice(0, 60);
}

/** The customer's next tour whose cut-off is still ahead (holidays skipped), or null (no tours). */
export function nextTour(tours: readonly CustomerTour[], instant: number): TourSlot | null {
  const withIds = tours.map((tour, i) => ({ ...tour, id: String(i) }));
  const next = nextCutoff(withIds, [], instant);
  if (!next) return null;
  return { label: tourLabel(next.run.tour, next.run.deliveryFrom), day: next.run.day };
}

/** The day `count` working days (Monday to Friday, no Austrian holiday) after `day`. */
export function workingDaysAfter(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (weekdayOf(current) <= 5 && holidayOn(current) === null) left -= 1;
  }
  return current;
}

/** The order's confirmation id, the same on every try: a restart sends the same message again. */
export const confirmationMessageId = (orderId: string) => `sim-confirm-${orderId}`;

/** The ERP's order number: from the order's id, so every retry names the same. */
export const erpOrderNo = (orderId: string) => `SIM-${orderId.slice(0, 8).toUpperCase()}`;

export interface ConfirmInput {
  readonly order: OrderPlacedData;
  /** The catalogue's answer for the order's PZNs (a PZN it does not hold is missing). */
  readonly articles: readonly LookedUpArticle[];
  readonly tours: readonly CustomerTour[];
  /** Now, in milliseconds. */
  readonly instant: number;
}

/**
 * Confirms every article line: from stock with the next tour (`normal`); a knapp article (or
 * too little stock) partly from stock and the rest as `nachlieferung` two working days later (or
 * when it is expected back, if later); a nicht lieferbar one `nicht_lieferbar` with a reason.
 * Lines of the same article draw on one stock.
 */
export function decideConfirmation(input: ConfirmInput): OrderConfirmation {
  const { order, articles, tours, instant } = input;
  const today = viennaToday(instant);
  const tour = nextTour(tours, instant);
  const byPzn = new Map(articles.map((a) => [a.pzn, a]));
  const stockLeft = new Map(articles.map((a) => [a.pzn, a.stock]));
  const normal = (quantity: number): ConfirmationPart =>
    tour
      ? { kind: 'normal', quantity, tour: tour.label, deliveryDay: tour.day }
      : { kind: 'normal', quantity, deliveryDay: workingDaysAfter(today, 1) };
  const backorderDay = (article: LookedUpArticle) => {
    const promised = workingDaysAfter(today, BACKORDER_WORKING_DAYS);
    return article.expectedDate && article.expectedDate > promised
      ? article.expectedDate
      : promised;
  };

  const lines = order.lines.map((line): ConfirmationLine => {
    const article = byPzn.get(line.pzn);
    const parts = ((): ConfirmationPart[] => {
      if (!article)
        return [{ kind: 'nicht_lieferbar', quantity: line.quantity, reason: 'nicht_gefuehrt' }];
      if (article.withdrawn) {
        return [{ kind: 'nicht_lieferbar', quantity: line.quantity, reason: 'ausser_handel' }];
      }
      if (article.availability === 'nicht_lieferbar') {
        const back =
          article.expectedDate && article.expectedDate > today ? article.expectedDate : null;
        return [
          {
            kind: 'nicht_lieferbar',
            quantity: line.quantity,
            reason: 'lieferengpass',
            ...(back
              ? { reasonText: integrationTexts.simulator.expectedBack(formatDay(back)) }
              : {}),
          },
        ];
      }
      const fromStock = Math.min(line.quantity, stockLeft.get(line.pzn) ?? 0);
      stockLeft.set(line.pzn, (stockLeft.get(line.pzn) ?? 0) - fromStock);
      const rest = line.quantity - fromStock;
      const later: ConfirmationPart[] =
        rest > 0
          ? [{ kind: 'nachlieferung', quantity: rest, deliveryDay: backorderDay(article) }]
          : [];
      return fromStock > 0 ? [normal(fromStock), ...later] : later;
    })();
    return { position: line.position, pzn: line.pzn, parts };
  });

  return {
    messageId: confirmationMessageId(order.orderId),
    version: 1,
    erpOrderNo: erpOrderNo(order.orderId),
    confirmedAt: new Date(instant).toISOString(),
    lines,
  };
}

/** Austria's reduced VAT on medicines: the simulator's catalogue view has no VAT of its own. */
export const SIMULATOR_VAT_RATE = 10;

/**
 * The delivery note of what went with the tour: each line's normal and verbund parts (lines with
 * nothing delivered are left out); null when nothing was delivered. Its number and message id
 * come from the order's id, so a restart sends the same note again.
 */
export function deliveryNoteOf(
  order: OrderPlacedData,
  confirmation: OrderConfirmation,
  day: string,
): DeliveryNoteMessage | null {
  const byPosition = new Map(order.lines.map((l) => [l.position, l]));
  const lines = confirmation.lines.flatMap((line): DeliveryNoteLine[] => {
    const ordered = byPosition.get(line.position);
    const delivered = line.parts
      .filter((p) => p.kind === 'normal' || p.kind === 'verbund')
      .reduce((sum, p) => sum + p.quantity, 0);
    if (!ordered || delivered === 0) return [];
    return [
      {
        position: line.position,
        pzn: line.pzn,
        name: ordered.name,
        quantityOrdered: ordered.quantity,
        quantityDelivered: delivered,
        unitPriceCents: ordered.unitPriceCents ?? 0,
        vatRate: SIMULATOR_VAT_RATE,
        state: delivered < ordered.quantity ? 'partial' : 'delivered',
      },
    ];
  });
  if (lines.length === 0) return null;
  return {
    messageId: `sim-note-${order.orderId}`,
    version: 1,
    noteNo: deliveryNoteNo(order.orderId),
    lieferkundeNr: order.lieferkundeNr,
    orderNo: confirmation.erpOrderNo,
    channel: 'web',
    orderId: order.orderId,
    day,
    lines,
  };
}

/** The tour of the delivered parts (the first one named), for 'unterwegs mit Tour …'. */
export const tourOf = (confirmation: OrderConfirmation): string | undefined =>
  confirmation.lines.flatMap((l) => l.parts).find((p) => p.tour !== undefined)?.tour;

/** 'LS' and 8 digits from the order's id: the same note number on every try. */
export function deliveryNoteNo(orderId: string): string {
  const digits = BigInt(`0x${orderId.replace(/-/g, '').slice(0, 15)}`) % 100_000_000n;
  return `LS${digits.toString().padStart(8, '0')}`;
}
