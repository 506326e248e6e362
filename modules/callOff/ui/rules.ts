// The pure rules of the call-off screen (issue 14): what is called off and left of an
// agreement, the prepaid balance, its state on a day, the expiry hint and the bounds of a new
// call-off. The screen and its tests share them; nothing here touches the database.
import { daysBetween, localDay } from '../../../src/api/days';
import { parsePackQuantity } from '../../../src/catalogue/packQuantity';
import type { CallOffAgreementRow, CallOffRow, PrepaymentRow } from '../contract';
import { QUANTITY_MAX } from '../../shop/contract';
import { callOffDe } from '../texts.de';

/** An agreement ending within this many days shows a hint. */
export const ENDS_SOON_DAYS = 30;

export type AgreementState = 'upcoming' | 'running' | 'fullyCalledOff' | 'expired';
export const AGREEMENT_FILTERS = ['running', 'all'] as const;
export type AgreementFilter = (typeof AGREEMENT_FILTERS)[number];

// The screen, its tests and the e2e tests take the day helpers from here.
export { daysBetween, localDay };

export interface AgreementView {
  readonly agreement: CallOffAgreementRow;
  /** Delivered and booked, newest first. */
  readonly callOffs: readonly CallOffRow[];
  readonly prepayments: readonly PrepaymentRow[];
  readonly calledOff: number;
  /** Agreed minus called off, never below 0. */
  readonly remaining: number;
  /** In this customer's baskets, not yet ordered and delivered (so not booked). */
  readonly reserved: number;
  /** What a new call-off may still take: remaining minus reserved, within the shop's bound. */
  readonly callable: number;
  readonly state: AgreementState;
  /** Days until the last valid day (0 on it); negative once expired. */
  readonly daysLeft: number;
  /** Running and its last day within ENDS_SOON_DAYS. */
  readonly endsSoon: boolean;
  /** List price minus agreed price per pack, cents (0 when the agreement is not cheaper). */
  readonly savingCents: number;
  /** The saving in whole per cent of the list price. */
  readonly savingPercent: number;
  /** Prepaid in total and what is left of it after the bookings; null without prepayments. */
  readonly prepaid: { readonly paidCents: number; readonly balanceCents: number } | null;
}

export function stateOf(
  agreement: Pick<CallOffAgreementRow, 'validFrom' | 'validTo'>,
  remaining: number,
  today: string,
): AgreementState {
  if (today > agreement.validTo) return 'expired';
  if (remaining <= 0) return 'fullyCalledOff';
  if (today < agreement.validFrom) return 'upcoming';
  return 'running';
}

/** The figures of one agreement on `today` from its rows and the quantity reserved in baskets. */
export function viewAgreement(
  agreement: CallOffAgreementRow,
  callOffs: readonly CallOffRow[],
  prepayments: readonly PrepaymentRow[],
  reserved: number,
  today: string,
): AgreementView {
  const calledOff = callOffs.reduce((sum, c) => sum + c.quantity, 0);
  const remaining = Math.max(0, agreement.agreedQuantity - calledOff);
  const state = stateOf(agreement, remaining, today);
  const daysLeft = daysBetween(today, agreement.validTo);
  const savingCents = Math.max(0, agreement.listPriceCents - agreement.priceCents);
  const paidCents = prepayments.reduce((sum, p) => sum + p.amountCents, 0);
  const bookedCents = callOffs.reduce((sum, c) => sum + c.prepaidCents, 0);
  return {
    agreement,
    callOffs: [...callOffs].sort((a, b) => b.day.localeCompare(a.day) || a.id.localeCompare(b.id)),
    prepayments: [...prepayments].sort((a, b) => a.paidDay.localeCompare(b.paidDay)),
    calledOff,
    remaining,
    reserved,
    callable: state === 'running' ? Math.min(QUANTITY_MAX, Math.max(0, remaining - reserved)) : 0,
    state,
    daysLeft,
    endsSoon: state === 'running' && daysLeft <= ENDS_SOON_DAYS,
    savingCents,
    savingPercent:
      agreement.listPriceCents > 0 ? Math.round((savingCents * 100) / agreement.listPriceCents) : 0,
    prepaid: prepayments.length > 0 ? { paidCents, balanceCents: paidCents - bookedCents } : null,
  };
}

/**
 * The agreements the filter shows ('running': those that can still be called off, and the ones
 * still to start), by the end of validity: the soonest first, so what runs out leads.
 */
export function arrangeAgreements(
  views: readonly AgreementView[],
  filter: AgreementFilter,
): AgreementView[] {
  const shown =
    filter === 'all'
      ? [...views]
      : views.filter((v) => v.state === 'running' || v.state === 'upcoming');
  return shown.sort(
    (a, b) =>
      a.agreement.validTo.localeCompare(b.agreement.validTo) ||
      a.agreement.agreementNo.localeCompare(b.agreement.agreementNo),
  );
}

/** Packs per PZN in basket rows: what the agreements' open call-offs reserve. */
export { packsByPzn as reservedByPzn } from '../../../src/catalogue/packsByPzn';

const e = callOffDe.errors;

/** The quantity typed (whole packs from 1 to `callable`), or the German reason it is not one. */
export function parseCallOffQuantity(
  text: string,
  callable: number,
): { quantity: number } | { error: string } {
  return parsePackQuantity(text, callable, e);
}
