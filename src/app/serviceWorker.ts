// Service worker registration (SPEC 7): production only, once the app is stable or after 30 s,
// whichever comes first. An update waits until the user clicks the update hint (SPEC 4).
import { Store } from '../state/store';

/** SPEC 9: default registration when stable or after 30000 ms. */
const REGISTER_AT_LATEST_MS = 30_000;

export const updateAvailable = new Store<boolean>(false);
let activateUpdate: (() => Promise<void>) | undefined;

async function register(): Promise<void> {
  const { registerSW } = await import('virtual:pwa-register');
  activateUpdate = registerSW({
    immediate: true,
    onNeedRefresh: () => updateAvailable.set(true),
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
}

/**
 * Registers once `stable` resolves (the first screen has rendered and the browser is idle) or
 * after 30 s.
 */
export function registerServiceWorkerWhenStable(stable: Promise<void>): void {
  if (!import.meta.env.PROD) return;
  if (!('serviceWorker' in navigator)) {
    console.warn('Service workers are disabled or not supported by this browser');
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    register().catch((error: unknown) => console.error(error));
  };
  void stable.then(start);
  setTimeout(start, REGISTER_AT_LATEST_MS);
}

/** Activates the waiting service worker; the page reloads once it has taken control. */
export async function applyUpdate(): Promise<void> {
  await activateUpdate?.();
}
