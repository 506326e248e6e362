// The e2e suite's `test`: Playwright's, plus the axe check (./axe.ts) on every screen a spec
// visits. Spec files import { test, expect, ... } from here instead of '@playwright/test'.
// Covered: every page of the test's `context` and of contexts made with browser.newContext is
// checked before it leaves a screen by page.goto/page.reload (the test has waited for that
// screen), and every open page of `context` when the test has passed. Each screen (path, ids
// made generic: axe.ts screenKey) is checked once per worker process, which keeps the suite fast;
// tests/e2e/a11y-routes.spec.ts checks every route and the open menus and dialogs explicitly.
// A page that navigates while axe runs is not checked (the screen was not settled).
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { checkA11y, checkedScreens, screenKey } from './axe';

export * from '@playwright/test';

const WATCHED = Symbol('axe-watched');
type Watched = Page & { [WATCHED]?: true };

/** The path shown, or null for a blank or foreign page. */
function pathOf(page: Page): string | null {
  const url = page.url();
  return url.startsWith('http') ? new URL(url).pathname : null;
}

/** Checks the current screen unless this worker has checked that screen already. */
async function checkOnce(page: Watched): Promise<void> {
  const path = pathOf(page);
  if (!path || !page[WATCHED] || page.isClosed()) return;
  if (checkedScreens.has(screenKey(path))) return;
  try {
    await checkA11y(page);
  } catch (error) {
    // A navigation under way destroys axe's context: not a finding, the next screen is checked.
    if (error instanceof Error && !error.message.startsWith('axe (WCAG')) return;
    throw error;
  }
}

/** Wraps goto and reload so that the screen being left is checked first. */
function watch(page: Watched): void {
  if (page[WATCHED]) return;
  page[WATCHED] = true;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    await checkOnce(page);
    return goto(url, options);
  };
  page.reload = async (options) => {
    await checkOnce(page);
    return reload(options);
  };
}

function watchContext(context: BrowserContext): void {
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
}

export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    watchContext(context);
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus) return;
    for (const page of context.pages()) await checkOnce(page);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watchContext(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
