// The privacy consent dialog opens on every page of a browser without a stored choice (issue 12)
// and would cover the screens the other specs drive. Every browser the e2e specs open therefore
// starts with the choice 'Nur notwendige' stored, written by the app's own code: the config's
// `use.storageState` gives it to every `page`/`context` fixture, and a context a spec opens
// itself passes `storageState: withPrivacyChoice(baseURL)`. tests/e2e/privacy.spec.ts starts
// without it.
import type { BrowserContext, BrowserContextOptions } from '@playwright/test';
import {
  NO_CONSENT,
  PRIVACY_STORAGE_KEY,
  writeConsent,
} from '../../../src/platform/consent/settings';

/** The stored choice: all optional purposes off. */
export const PRIVACY_CHOICE = {
  name: PRIVACY_STORAGE_KEY,
  value: writeConsent(NO_CONSENT, new Date('2026-11-01T08:00:00.000Z')),
};

/** A storage state for `origin` (the server's base URL) with the choice already made. */
export function withPrivacyChoice(
  origin: string | undefined,
): Exclude<BrowserContextOptions['storageState'], string | undefined> {
  if (!origin) throw new Error('withPrivacyChoice needs the base URL of the server');
  return {
    cookies: [],
    origins: [{ origin: new URL(origin).origin, localStorage: [PRIVACY_CHOICE] }],
  };
}

/** A fresh browser: nothing stored, so the dialog asks. */
export const NO_STORED_STATE = { cookies: [], origins: [] };

/**
 * The same choice for a context whose server's address is known only once the spec runs (an
 * OwnServer): written into localStorage before any page script, on every origin, unless a
 * choice is already there.
 */
export async function storePrivacyChoice(context: BrowserContext): Promise<void> {
  await context.addInitScript(({ name, value }) => {
    if (localStorage.getItem(name) === null) localStorage.setItem(name, value);
  }, PRIVACY_CHOICE);
}
