// The pre-order's rules (Vorbestellung, issue 15), pure and shared: the screen checks an entry
// with them before anything is queued, the client half applies them, and the server refuses with
// the same words (modules/preOrder/server/sync.ts). Days are the pharmacy's days in Austria.
import { daysBetween } from '../../src/api/enrollmentDays';
import { preOrderDe } from './texts.de';

/** The most packs of one pre-order line (the column is an integer; a pharmacy orders far fewer). */
export const QUANTITY_MAX = 9999;
/** Patient initials of a prescription reference: two or three capital letters. */
export const INITIALS_PATTERN = /^[A-ZÄÖÜ]{2,3}$/;

export type WindowState = 'upcoming' | 'open' | 'closed';

export interface WindowRules {
  readonly opensOn: string;
  readonly closesOn: string;
  readonly maxPerLine: number | null;
  readonly maxPerPharmacy: number | null;
  readonly prescriptionRequired: boolean;
  readonly articles: readonly { readonly pzn: string }[];
}

export interface LineDraft {
  readonly id: string;
  readonly pzn: string;
  readonly quantity: number;
  readonly prescriptionInitials: string;
  readonly prescriptionDay: string | null;
}

export interface LineLike extends LineDraft {
  readonly cancelledAt: string | null;
}

export type PreOrderProblem =
  | { readonly code: 'notOpen'; readonly opensOn: string }
  | { readonly code: 'closed'; readonly closesOn: string }
  | { readonly code: 'unknownArticle' }
  | { readonly code: 'quantity' }
  | { readonly code: 'perLine'; readonly max: number }
  | { readonly code: 'perPharmacy'; readonly max: number; readonly already: number }
  | { readonly code: 'prescriptionOne' }
  | { readonly code: 'prescriptionMissing' }
  | { readonly code: 'prescriptionFuture' }
  | { readonly code: 'prescriptionTaken' }
  | { readonly code: 'prescriptionNotAsked' }
  | { readonly code: 'articleTaken' };

/** Whether the window takes pre-orders on `today`: from its first to its last day, inclusive. */
export function windowState(w: Pick<WindowRules, 'opensOn' | 'closesOn'>, today: string) {
  if (today < w.opensOn) return 'upcoming' satisfies WindowState;
  if (today > w.closesOn) return 'closed' satisfies WindowState;
  return 'open' satisfies WindowState;
}

/** Days until the window's last day (0: it ends today); negative once closed. */
export const daysLeft = (w: Pick<WindowRules, 'closesOn'>, today: string) =>
  daysBetween(today, w.closesOn);

/** A line that still counts: not cancelled. */
export const isActive = (line: Pick<LineLike, 'cancelledAt'>) => line.cancelledAt === null;

/** Whether the window is open for a change or cancellation on `today`. */
export function deadlineProblem(
  w: Pick<WindowRules, 'opensOn' | 'closesOn'>,
  today: string,
): PreOrderProblem | null {
  const state = windowState(w, today);
  if (state === 'upcoming') return { code: 'notOpen', opensOn: w.opensOn };
  if (state === 'closed') return { code: 'closed', closesOn: w.closesOn };
  return null;
}

/**
 * The first rule a new or changed line breaks, or null. `lines` are the customer's lines of the
 * window (any state); a line with the draft's id is the one being changed and does not count.
 */
export function lineProblem(
  w: WindowRules,
  lines: readonly LineLike[],
  draft: LineDraft,
  today: string,
): PreOrderProblem | null {
  const deadline = deadlineProblem(w, today);
  if (deadline) return deadline;
  if (!w.articles.some((a) => a.pzn === draft.pzn)) return { code: 'unknownArticle' };
  if (!Number.isInteger(draft.quantity) || draft.quantity < 1 || draft.quantity > QUANTITY_MAX) {
    return { code: 'quantity' };
  }
  const others = lines.filter((l) => l.id !== draft.id && isActive(l));
  if (w.prescriptionRequired) {
    if (draft.quantity !== 1) return { code: 'prescriptionOne' };
    if (!INITIALS_PATTERN.test(draft.prescriptionInitials) || draft.prescriptionDay === null) {
      return { code: 'prescriptionMissing' };
    }
    if (draft.prescriptionDay > today) return { code: 'prescriptionFuture' };
    const taken = others.some(
      (l) =>
        l.prescriptionInitials === draft.prescriptionInitials &&
        l.prescriptionDay === draft.prescriptionDay &&
        l.pzn === draft.pzn,
    );
    if (taken) return { code: 'prescriptionTaken' };
  } else {
    if (draft.prescriptionInitials !== '' || draft.prescriptionDay !== null) {
      return { code: 'prescriptionNotAsked' };
    }
    if (others.some((l) => l.pzn === draft.pzn)) return { code: 'articleTaken' };
  }
  if (w.maxPerLine !== null && draft.quantity > w.maxPerLine) {
    return { code: 'perLine', max: w.maxPerLine };
  }
  if (w.maxPerPharmacy !== null) {
    const already = others.reduce((sum, l) => sum + l.quantity, 0);
    if (already + draft.quantity > w.maxPerPharmacy) {
      return { code: 'perPharmacy', max: w.maxPerPharmacy, already };
    }
  }
  return null;
}

/** Packs the customer has pre-ordered in the window (active lines). */
export const orderedTotal = (lines: readonly LineLike[]) =>
  lines.filter(isActive).reduce((sum, l) => sum + l.quantity, 0);

/** The problem in German words (the screen's field message and the server's rejection). */
export function preOrderProblemText(p: PreOrderProblem): string {
  const t = preOrderDe.problem;
  switch (p.code) {
    case 'notOpen':
      return t.notOpen(p.opensOn);
    case 'closed':
      return t.closed(p.closesOn);
    case 'perLine':
      return t.perLine(p.max);
    case 'perPharmacy':
      return t.perPharmacy(p.max, p.already);
    default:
      return t[p.code];
  }
}
