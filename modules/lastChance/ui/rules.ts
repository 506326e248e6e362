// The pure rules of the last-chance screen (issue 15): an offer's state on a day, its discount,
// expiry words, how many packs one more 'In den Warenkorb' may take, the filters and the order.
// The screen and its tests share them; nothing here touches the database.
import { daysBetween, localDay } from '../../../src/api/days';
import { parsePackQuantity } from '../../../src/catalogue/packQuantity';
import { OFFER_REASONS, type LastChanceOfferRow, type OfferReason } from '../contract';
import { QUANTITY_MAX } from '../../shop/contract';
import { lastChanceDe } from '../texts.de';

/** A batch expiring within this many days is marked 'Bald ablaufend'. */
export const EXPIRES_SOON_DAYS = 60;
/** An offer ending within this many days says so. */
export const ENDS_SOON_DAYS = 7;

export type OfferState = 'available' | 'soldOut' | 'ended';

// The screen, its tests and the e2e tests take the day helpers from here.
export { daysBetween, localDay };

export interface OfferView {
  readonly offer: LastChanceOfferRow;
  readonly state: OfferState;
  /** Packs of the article in the customer's baskets (not yet ordered). */
  readonly inBasket: number;
  /** What one more 'In den Warenkorb' may take: left and per order, less the baskets' packs. */
  readonly orderable: number;
  /** Regular minus offer price, in whole per cent of the regular price. */
  readonly discountPercent: number;
  /** Days until the batch expires (0 on the day); null for stock without a short date. */
  readonly expiryDays: number | null;
  readonly expiresSoon: boolean;
  /** Days until the offer's last day (0 on it). */
  readonly daysLeft: number;
  readonly endsSoon: boolean;
}

export function stateOf(offer: LastChanceOfferRow, today: string): OfferState {
  if (today > offer.validUntil) return 'ended';
  return offer.quantityLeft > 0 ? 'available' : 'soldOut';
}

export function discountPercent(
  offer: Pick<LastChanceOfferRow, 'priceCents' | 'regularPriceCents'>,
) {
  if (offer.regularPriceCents <= 0) return 0;
  const saving = Math.max(0, offer.regularPriceCents - offer.priceCents);
  return Math.round((saving * 100) / offer.regularPriceCents);
}

/** An offer's figures on `today`, with what the customer's baskets already hold of it. */
export function viewOffer(offer: LastChanceOfferRow, inBasket: number, today: string): OfferView {
  const state = stateOf(offer, today);
  const expiryDays = offer.expiryDay === null ? null : daysBetween(today, offer.expiryDay);
  const daysLeft = daysBetween(today, offer.validUntil);
  const limit = Math.min(offer.quantityLeft, offer.maxPerOrder, QUANTITY_MAX);
  return {
    offer,
    state,
    inBasket,
    orderable: state === 'available' ? Math.max(0, limit - inBasket) : 0,
    discountPercent: discountPercent(offer),
    expiryDays,
    expiresSoon: expiryDays !== null && expiryDays <= EXPIRES_SOON_DAYS,
    daysLeft,
    endsSoon: state === 'available' && daysLeft <= ENDS_SOON_DAYS,
  };
}

/** Packs per PZN in basket rows (the screen's data and its tests take it from here). */
export { packsByPzn } from '../../../src/catalogue/packsByPzn';

export interface OfferFilter {
  readonly reason: OfferReason | 'all';
  readonly search: string;
  readonly onlyAvailable: boolean;
}

export const DEFAULT_FILTER: OfferFilter = { reason: 'all', search: '', onlyAvailable: false };

export const isOfferReason = (value: string): value is OfferReason =>
  (OFFER_REASONS as readonly string[]).includes(value);

const fold = (text: string) =>
  text.toLocaleLowerCase('de-DE').normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The offers the filter shows, soonest first by the date that runs out first (the batch's expiry
 * for short-dated stock, else the offer's last day), then by name. Ended offers are never shown:
 * they are no longer on offer. The search matches every word in name, manufacturer or PZN.
 */
export function arrangeOffers(views: readonly OfferView[], filter: OfferFilter): OfferView[] {
  const words = fold(filter.search).split(/\s+/).filter(Boolean);
  const shown = views.filter((view) => {
    if (view.state === 'ended') return false;
    if (filter.onlyAvailable && view.state !== 'available') return false;
    if (filter.reason !== 'all' && view.offer.reason !== filter.reason) return false;
    const haystack = fold(`${view.offer.name} ${view.offer.manufacturer} ${view.offer.pzn}`);
    return words.every((word) => haystack.includes(word));
  });
  const due = (view: OfferView) =>
    view.offer.expiryDay !== null && view.offer.expiryDay < view.offer.validUntil
      ? view.offer.expiryDay
      : view.offer.validUntil;
  return shown.sort(
    (a, b) => due(a).localeCompare(due(b)) || a.offer.name.localeCompare(b.offer.name, 'de'),
  );
}

const e = lastChanceDe.errors;

/** The quantity typed (whole packs from 1 to `orderable`), or the German reason it is not one. */
export function parseOfferQuantity(
  text: string,
  orderable: number,
): { quantity: number } | { error: string } {
  return parsePackQuantity(text, orderable, e);
}
