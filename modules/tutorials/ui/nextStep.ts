// Which step the tutorial shows next (SPEC 4): the first one, in the list's order, that the user
// has not seen since the last TutorialReset, whose roles match and whose element is visible.
import { seenSinceReset } from '../contract';
import type { TutorialStep } from './steps';

export interface StepContext {
  /** When each step was last seen, by selector. */
  readonly seen: ReadonlyMap<string, string>;
  /** The user's TutorialReset (ISO time), null if never. */
  readonly reset: string | null;
  readonly roles: readonly string[];
  /** Steps closed in this page's life (their seen mark may still be on its way). */
  readonly closed: ReadonlySet<string>;
  readonly isVisible: (selector: string) => boolean;
}

export function nextStep(
  steps: readonly TutorialStep[],
  context: StepContext,
): TutorialStep | null {
  for (const step of steps) {
    if (context.closed.has(step.selector)) continue;
    if (seenSinceReset(context.seen.get(step.selector), context.reset)) continue;
    if (step.roles.length > 0 && !step.roles.some((role) => context.roles.includes(role))) {
      continue;
    }
    if (context.isVisible(step.selector)) return step;
  }
  return null;
}

/** Whether an element is on the page and shown (has a box, not hidden, not transparent). */
export function isElementVisible(selector: string): boolean {
  let element: Element | null;
  try {
    element = document.querySelector(selector);
  } catch {
    return false;
  }
  if (!(element instanceof HTMLElement)) return false;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  if (typeof element.checkVisibility === 'function') {
    return element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  }
  return true;
}

/**
 * Modal dialogs besides the tutorial's own caption: Headless UI's (`role="dialog"` with
 * `aria-modal`, confirmations, the order dialog, a survey), alert dialogs, and the browser's own
 * `<dialog>` shown modally (the privacy consent), which carries no role attribute.
 */
const MODAL_DIALOGS = '[role="dialog"][aria-modal="true"], [role="alertdialog"], dialog[open]';

/** Whether a modal dialog other than the walkthrough's caption is open (issue 24). */
export function otherDialogOpen(): boolean {
  return [...document.querySelectorAll(MODAL_DIALOGS)].some(
    (dialog) => !dialog.closest('[data-testid="walkthrough"]'),
  );
}

/**
 * The page is not ready for a step: a loader covers it (the dashboard waits for both readiness
 * levels), the screen still loads part of its content (`aria-busy`: a step of the screen may be
 * about to appear, and the first step in order should win over the navbar's), or another dialog
 * is open (privacy consent, conditions, a survey, a confirmation), which the tutorial must not
 * cover.
 */
export function pageBusy(): boolean {
  return (
    document.querySelector('[data-loader-screen], main [aria-busy="true"]') !== null ||
    otherDialogOpen()
  );
}
