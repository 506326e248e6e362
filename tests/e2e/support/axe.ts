// The accessibility check of the e2e suite (issue 24 point 13): axe-core with the WCAG 2.1 A and
// AA rules on the page as it is now; a violation fails the test with one line per element
// (rule, impact, CSS target, route, state). Nothing is excluded: every screen is ours.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The screens axe has checked in this worker process, in any state, as `screenKey`s: the suite's
 * fixture skips those. Injecting and running axe costs 0.3-1 s a page on the 2-core CI machine,
 * and the specs of one worker revisit the same screens many times.
 */
export const checkedScreens = new Set<string>();

/** A screen's key: its path with ids and tokens (uuids, long digit or hex runs) made generic. */
export function screenKey(path: string): string {
  return path
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
    .replace(/\/[A-Za-z0-9_-]{20,}(?=\/|$)/g, '/:token');
}

/** One readable line per failing element; empty when the page passes. */
export async function axeViolations(page: Page, state = ''): Promise<string[]> {
  // options() replaces the whole options object: it comes before withTags, which adds runOnly.
  const result = await new AxeBuilder({ page })
    // Only the violations come back: passes and incomplete results cost time on every page.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  const path = new URL(page.url()).pathname;
  checkedScreens.add(screenKey(path));
  const where = `${path}${state ? ` (${state})` : ''}`;
  return result.violations.flatMap((rule) =>
    rule.nodes.map(
      (node) =>
        `${rule.id} [${rule.impact ?? '?'}] ${node.target.join(' > ')} on ${where}: ${rule.help}`,
    ),
  );
}

/** Fails with the list of violations of the page as it is now; `state` names what is open. */
export async function checkA11y(page: Page, state = ''): Promise<void> {
  const lines = await axeViolations(page, state);
  if (lines.length > 0) {
    throw new Error(`axe (WCAG 2.1 A/AA): ${lines.length} violation(s)\n${lines.join('\n')}`);
  }
}
