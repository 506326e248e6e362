// Service worker registration (SPEC 7) and the update flow (SPEC 4) with workbox-window:
// production only; registered once the app is stable or after 30 s; update checks from stable or
// 5 s on; a waiting version shows the update hint, and clicking it runs app/client/shell/updateFlow.ts.
// workbox-window and the database are loaded on demand: neither belongs in /login's first load.
import type { Workbox } from 'workbox-window';
import { workerStatus } from '../../../src/db/workerStatus';
import { fullscreenLoader } from '../../../src/platform/overlays';
import { Store } from '../../../src/state/store';
import {
  installUpdate,
  recoverFromMissingChunk,
  startUpdateChecks,
  type UpdateDeps,
} from './updateFlow';

/** SPEC 9: default registration when stable or after 30000 ms. */
const REGISTER_AT_LATEST_MS = 30_000;

export const updateAvailable = new Store<boolean>(false);
let workbox: Workbox | null = null;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const browserDeps: Pick<UpdateDeps, 'reload' | 'showLoader' | 'wait'> = {
  reload: () => window.location.reload(),
  showLoader: (text) => fullscreenLoader.set(text),
  wait,
};

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

async function register(stable: Promise<void>): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  // A new version installed and waits (also when it was found by another tab's check).
  wb.addEventListener('waiting', () => updateAvailable.set(true));
  await wb.register({ immediate: true });
  workbox = wb;
  startUpdateChecks(stable, async () => {
    await wb.update();
  });
}

/**
 * Registers once `stable` resolves (the first screen has rendered and the browser is idle) or
 * after 30 s.
 */
export function registerServiceWorkerWhenStable(stable: Promise<void>): void {
  // A chunk of the previous deployment is gone: the unrecoverable update state (SPEC 4).
  window.addEventListener('vite:preloadError', (event) => {
    if (recoverFromMissingChunk(browserDeps, sessionStore(), Date.now())) event.preventDefault();
  });
  if (!import.meta.env.PROD) return;
  if (!('serviceWorker' in navigator)) {
    console.warn('Service workers are disabled or not supported by this browser');
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    register(stable).catch((error: unknown) =>
      console.error('Service worker registration failed', error),
    );
  };
  void stable.then(start);
  setTimeout(start, REGISTER_AT_LATEST_MS);
}

/** The waiting worker takes over; resolves once it controls this page. */
function activateWaiting(wb: Workbox): Promise<void> {
  return new Promise<void>((resolve) => {
    wb.addEventListener('controlling', () => resolve());
    wb.messageSkipWaiting();
  });
}

/** The update hint's click: send the outbox, activate the new version, reload. */
export async function applyUpdate(): Promise<void> {
  const wb = workbox;
  const { flushOutbox, holdSync } = await import('../../../src/db');
  await installUpdate({
    ...browserDeps,
    flush: flushOutbox,
    hold: holdSync,
    online: () => workerStatus.get().connectivity === 'online',
    activate: () => (wb ? activateWaiting(wb) : Promise.reject(new Error('no service worker'))),
  });
}
