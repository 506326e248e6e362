// Which tutorial step comes next (SPEC 4): the first, in the list's order, not seen since the last
// reset, whose roles match and whose element is visible; steps closed on this page are skipped.
import { describe, expect, it } from 'vitest';
import { laterSeenAt, seenSinceReset } from '../../../modules/tutorials/contract';
import {
  isTutorialPaused,
  pauseTutorial,
  TUTORIAL_PAUSE_COOKIE,
} from '../../../modules/tutorials/ui/pause';
import { nextStep, pageBusy, type StepContext } from '../../../modules/tutorials/ui/nextStep';
import { TUTORIAL_STEPS, type TutorialStep } from '../../../modules/tutorials/ui/steps';

const steps: TutorialStep[] = [
  { key: 'dashboard', selector: '#a', icon: 'single_tap', roles: [] },
  { key: 'admin', selector: '#b', icon: 'single_tap', roles: ['Admin'] },
  { key: 'account', selector: '#c', icon: 'single_tap', roles: [] },
];

const context = (over: Partial<StepContext> = {}): StepContext => ({
  seen: new Map(),
  reset: null,
  roles: ['User'],
  closed: new Set(),
  isVisible: () => true,
  ...over,
});

describe('nextStep', () => {
  it('takes the first unseen, visible step whose roles match', () => {
    expect(nextStep(steps, context())?.selector).toBe('#a');
    expect(
      nextStep(steps, context({ seen: new Map([['#a', '2026-11-24T08:00:00Z']]) }))?.selector,
    ).toBe('#c');
    expect(
      nextStep(
        steps,
        context({ seen: new Map([['#a', '2026-11-24T08:00:00Z']]), roles: ['User', 'Admin'] }),
      )?.selector,
    ).toBe('#b');
    expect(nextStep(steps, context({ isVisible: (s) => s === '#c' }))?.selector).toBe('#c');
    expect(nextStep(steps, context({ closed: new Set(['#a', '#c']) }))).toBeNull();
  });

  it('treats steps seen before the last reset as unseen', () => {
    const seen = new Map([['#a', '2026-11-24T08:00:00Z']]);
    expect(nextStep(steps, context({ seen, reset: '2026-11-24T09:00:00Z' }))?.selector).toBe('#a');
    expect(nextStep(steps, context({ seen, reset: '2026-11-24T07:00:00Z' }))?.selector).toBe('#c');
  });

  it('has the steps SPEC 4 documents, each with its own selector and every role', () => {
    expect(TUTORIAL_STEPS.map((s) => s.key)).toEqual([
      'dashboard',
      'mainMenu',
      'calendar',
      'shopMenu',
      'enrollmentMenu',
      'tourPlan',
      'callPlan',
      'lastChance',
      'cashbook',
      'downloads',
      'analyticsMenu',
      'customerSettings',
      'admin',
      'account',
      'basket',
      'wishList',
    ]);
    expect(new Set(TUTORIAL_STEPS.map((s) => s.selector)).size).toBe(TUTORIAL_STEPS.length);
    expect(TUTORIAL_STEPS.every((s) => s.roles.length === 0)).toBe(true);
  });
});

describe('seen times', () => {
  it('keeps the later time as UTC and compares with the reset', () => {
    expect(laterSeenAt(undefined, '2026-11-24T10:00:00+01:00')).toBe('2026-11-24T09:00:00.000Z');
    expect(laterSeenAt('2026-11-24T09:00:00.000Z', '2026-11-20T00:00:00Z')).toBe(
      '2026-11-24T09:00:00.000Z',
    );
    expect(seenSinceReset(undefined, null)).toBe(false);
    expect(seenSinceReset('2026-11-24T09:00:00Z', null)).toBe(true);
    expect(seenSinceReset('2026-11-24T09:00:00Z', '2026-11-24T09:00:00Z')).toBe(false);
  });
});

describe('the session pause', () => {
  it('is a session cookie without an expiry', () => {
    document.cookie = `${TUTORIAL_PAUSE_COOKIE}=; Path=/; Max-Age=0`;
    expect(isTutorialPaused()).toBe(false);
    pauseTutorial();
    expect(isTutorialPaused()).toBe(true);
    document.cookie = `${TUTORIAL_PAUSE_COOKIE}=; Path=/; Max-Age=0`;
  });
});

describe('a page busy with a dialog', () => {
  it("counts the browser's own modal <dialog> (the privacy consent), not the tutorial's caption", () => {
    document.body.innerHTML =
      '<div data-testid="walkthrough"><div role="dialog" aria-modal="true"></div></div>';
    expect(pageBusy()).toBe(false);
    const consent = document.createElement('dialog');
    document.body.append(consent);
    expect(pageBusy()).toBe(false);
    consent.setAttribute('open', '');
    expect(pageBusy()).toBe(true);
    document.body.innerHTML = '';
  });
});
