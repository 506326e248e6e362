// The rules of returns (Retouren, issue 15), shared by the screen, the local half of
// 'return.announce' and the server: which delivered lines may go back for which reason, how many
// packs of a line are still returnable, and the return number. DOMAIN.md: wrong orders are taken
// back within about two weeks, cold-chain goods are often excluded; the pharmacy confirms proper
// storage (and for cold goods an uninterrupted cold chain).
import { addDays } from '../../src/api/days';

export const RETURN_REASONS = [
  'wrongOrder',
  'wrongDelivery',
  'damaged',
  'expiry',
  'recall',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** angemeldet → genehmigt or abgelehnt → gutgeschrieben (the wholesaler decides and credits). */
export const RETURN_STATES = ['announced', 'approved', 'rejected', 'credited'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** Delivered lines of the last 120 days (counted back from the customer's latest delivery). */
export const LINE_WINDOW_DAYS = 120;
/** Days after delivery within which a reason with a deadline may be announced. */
export const DEADLINE_DAYS: Record<ReturnReason, number | null> = {
  wrongOrder: 14,
  wrongDelivery: 14,
  damaged: 14,
  expiry: null,
  recall: null,
  other: 14,
};
/** Reasons for which cold-chain goods (2–8 °C) are not taken back. */
export const COLD_EXCLUDED: ReadonlySet<ReturnReason> = new Set(['wrongOrder', 'other']);

export const QUANTITY_MAX = 9_999;
export const NOTE_MAX = 300;
export const BATCH_MAX = 20;

/** What the rules read of a delivered line. */
export interface ReturnableLine {
  readonly id: string;
  readonly day: string;
  readonly quantity: number;
  readonly cold: boolean;
  readonly narcotic: boolean;
}

/** What the rules read of a return. */
export interface CountedReturn {
  readonly deliveryLineId: string;
  readonly quantity: number;
  readonly status: ReturnState;
}

export type RuleProblem =
  { kind: 'narcotic' } | { kind: 'coldExcluded' } | { kind: 'tooLate'; lastDay: string };

/** The last day a line may be announced for this reason, or null without a deadline. */
export function lastDayFor(reason: ReturnReason, line: Pick<ReturnableLine, 'day'>): string | null {
  const days = DEADLINE_DAYS[reason];
  return days === null ? null : addDays(line.day, days);
}

/**
 * Why a line may not go back for this reason on `today`, or null: narcotics never through this
 * form (they travel with their own documents), cold goods not for a wrong order or 'other', and
 * the deadline of the reason.
 */
export function ruleProblem(
  reason: ReturnReason,
  line: Pick<ReturnableLine, 'day' | 'cold' | 'narcotic'>,
  today: string,
): RuleProblem | null {
  if (line.narcotic) return { kind: 'narcotic' };
  if (line.cold && COLD_EXCLUDED.has(reason)) return { kind: 'coldExcluded' };
  const lastDay = lastDayFor(reason, line);
  if (lastDay !== null && today > lastDay) return { kind: 'tooLate', lastDay };
  return null;
}

/** Packs of a line already announced for return (rejected returns do not count). */
export function returnedQuantity(returns: readonly CountedReturn[], lineId: string): number {
  return returns
    .filter((r) => r.deliveryLineId === lineId && r.status !== 'rejected')
    .reduce((sum, r) => sum + r.quantity, 0);
}

/** Packs of a line that may still be returned: delivered minus already returned. */
export function returnableQuantity(
  line: Pick<ReturnableLine, 'id' | 'quantity'>,
  returns: readonly CountedReturn[],
): number {
  return Math.max(0, line.quantity - returnedQuantity(returns, line.id));
}

/** 'R-2026-00042': per delivery customer and year, numbered by the server. */
export const returnNumber = (year: number, seq: number) =>
  `R-${year}-${String(seq).padStart(5, '0')}`;

/** The credit at AEP (pharmacy purchase price) for a quantity, in cents. */
export const creditAtAep = (quantity: number, aepCents: number) => quantity * aepCents;
