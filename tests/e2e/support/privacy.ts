// The privacy consent dialog opens on every page of a browser without a stored choice (issue 12)
// and would cover the screens the other specs drive. Every browser the e2e specs open therefore
// starts with the choice 'Nur notwendige' stored, written by the app's own code: the config's
// `use.storageState` gives it to every `page`/`context` fixture, and a context a spec opens
// itself passes `storageState: withPrivacyChoice(baseURL)`. tests/e2e/privacy.spec.ts starts
// without it.
//
// The guided tutorial would cover them too: every browser also starts with the tutorial paused
// for its session ('Jetzt nicht mehr anzeigen', a session cookie), the app's own mechanism.
// tests/e2e/tutorial.spec.ts starts with the privacy choice only.
import type { BrowserContext, BrowserContextOptions } from '@playwright/test';
import { TUTORIAL_PAUSE_COOKIE } from '../../../modules/tutorials/ui/pause';
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

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The tutorial's session pause for a host: a session cookie (`expires: -1`). */
const tutorialPaused = (host: string) => ({
  name: TUTORIAL_PAUSE_COOKIE,
  value: '1',
  domain: host,
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Strict' as const,
});

/**
 * A storage state for `origin` (the server's base URL) with the privacy choice already made and,
 * unless `tutorial` is true, the tutorial paused for the session.
 */
export function withPrivacyChoice(
  origin: string | undefined,
  { tutorial = false }: { tutorial?: boolean } = {},
): StorageState {
  if (!origin) throw new Error('withPrivacyChoice needs the base URL of the server');
  const url = new URL(origin);
  return {
    cookies: tutorial ? [] : [tutorialPaused(url.hostname)],
    origins: [{ origin: url.origin, localStorage: [PRIVACY_CHOICE] }],
  };
}

/** A fresh browser: nothing stored, so the dialog asks (only the tutorial is paused). */
export const NO_STORED_STATE: StorageState = {
  cookies: [tutorialPaused('127.0.0.1')],
  origins: [],
};

/**
 * The same choice for a context whose server's address is known only once the spec runs (an
 * OwnServer): written into localStorage before any page script, on every origin, unless a
 * choice is already there.
 */
export async function storePrivacyChoice(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ name, value, pause }) => {
      if (localStorage.getItem(name) === null) localStorage.setItem(name, value);
      if (!document.cookie.includes(pause)) document.cookie = `${pause}; Path=/; SameSite=Strict`;
    },
    { ...PRIVACY_CHOICE, pause: `${TUTORIAL_PAUSE_COOKIE}=1` },
  );
}
