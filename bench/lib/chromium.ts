// Debian's Chromium for the benches (never a downloaded browser), with the flags this machine needs.
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath, args });
}

/** A browser with its profile in `userDataDir`, so a bench can measure what it stores on disk. */
export function launchPersistentChromium(
  userDataDir: string,
  options: { baseURL?: string; bypassCSP?: boolean } = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { executablePath, args, ...options });
}
