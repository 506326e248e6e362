// Login helpers. Accessible names come from src/i18n/de.ts so a text change needs no edit here.
// Mind the login limits: 10 failed logins per account and 30 per address (all browsers are
// 127.0.0.1) in 15 minutes, and all e2e files share one server, so tests with wrong passwords
// should use a username of their own and few tries. Successful logins do not count.
import { expect, type Page } from '@playwright/test';
import { de } from '../../../src/i18n/de';
import type { DemoUser } from './users';

/** Fills the login form at /login (or the current page) and submits it. */
export async function fillLogin(page: Page, user: DemoUser): Promise<void> {
  await page.getByLabel(de.login.username).fill(user.username);
  await page.getByLabel(de.login.password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: de.login.submit, exact: true }).click();
}

/** Opens /login (with an optional returnUrl), logs in and waits until the login page is left. */
export async function login(page: Page, user: DemoUser, returnUrl?: string): Promise<void> {
  const query = returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : '';
  await page.goto(`/login${query}`);
  await fillLogin(page, user);
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 15_000 });
}
