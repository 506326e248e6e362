// The tutorial's steps (SPEC 3 "Tutorial step", SPEC 4 "Tutorial"): in this order, each on an
// element of the shell or a screen. A step shows once its element is visible, so a user sees only
// the steps of the areas their roles open and of the screens they visit. Selectors identify the
// steps (SPEC 3): a changed selector is a new, unseen step.
import type { Gesture } from '../../../src/ui/walkthrough/Walkthrough';
import type { tutorialDe } from '../texts.de';

export type StepKey = keyof typeof tutorialDe.steps;

export interface TutorialStep {
  readonly key: StepKey;
  /** Focus selector; also the step's id on the server. */
  readonly selector: string;
  /** SPEC 3: default single tap. */
  readonly icon: Gesture;
  /** SPEC 3/6: empty means every role (all known steps). */
  readonly roles: readonly string[];
}

const step = (key: StepKey, selector: string, icon: Gesture = 'single_tap'): TutorialStep => ({
  key,
  selector,
  icon,
  roles: [],
});
const areaLink = (key: StepKey, path: string) => step(key, `[data-area-link="${path}"]`);

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  step('dashboard', '[data-tutorial="dashboard"]', 'swipe_up'),
  step('mainMenu', '[data-tutorial="main-menu"]'),
  areaLink('calendar', '/calendar'),
  areaLink('shopMenu', '/shop'),
  areaLink('enrollmentMenu', '/enrollment'),
  areaLink('tourPlan', '/tour-browser'),
  areaLink('callPlan', '/call-plan'),
  areaLink('lastChance', '/last-chance-articles'),
  areaLink('cashbook', '/cashbook'),
  areaLink('downloads', '/downloads'),
  areaLink('analyticsMenu', '/analytics'),
  areaLink('customerSettings', '/customer-settings'),
  areaLink('admin', '/admin'),
  areaLink('account', '/account'),
  step('basket', '[data-tutorial="basket-features"]', 'double_tap'),
  step('wishList', '[data-tutorial="wish-list-features"]', 'double_tap'),
];
