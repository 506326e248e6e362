import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DomainConfigProvider } from '../../src/platform/DomainConfigContext';
import { registerServiceWorkerWhenStable } from './shell/serviceWorker';
import { services } from './shell/services';
import { SessionProvider } from '../../src/platform/session/SessionContext';
import { router } from './router';
import { markScreenShown } from '../../src/platform/screenShown';
import { setSyncWorkerScript } from '../../src/worker/script';
import '../../src/styles.css';

// SPEC 8: a chunk that fails to load (an old tab after a deploy) reloads the page, at most
// once a minute so a broken deploy cannot loop.
const RELOAD_KEY = 'apo.chunkReloadAt';
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < 60_000) return;
  event.preventDefault();
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
});

// The sync worker's script (started after the login): it registers the modules it syncs.
setSyncWorkerScript(() => import('./syncWorkerScript').then((m) => m.createSyncWorker));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');

// The warm-up starts at once; the login page and readiness level 1 both need it (usually it
// came with the page and needs no request).
void services.domainConfig.ensureLoaded();
// The session: a browser that cached one asks at once (its guards wait for it). One that did
// not (a visitor of /login) asks once the first screen is painted, so that paint waits for no
// request (issue 11, Lighthouse); a guard that needs it sooner asks itself.
if (services.session.mayBeLoggedIn()) {
  void services.session.ensureLoaded();
} else {
  const load = () => void services.session.ensureLoaded();
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    // The frame after the one that shows the screen; a hidden tab gets no frames.
    requestAnimationFrame(() => requestAnimationFrame(load));
    setTimeout(load, 500);
  });
}

createRoot(root).render(
  <StrictMode>
    <SessionProvider store={services.session}>
      <DomainConfigProvider store={services.domainConfig}>
        <RouterProvider router={router} />
      </DomainConfigProvider>
    </SessionProvider>
  </StrictMode>,
);

// "Stable": the first navigation has resolved and the browser has an idle moment.
const stable = new Promise<void>((resolve) => {
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe();
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
    idle(() => resolve());
  });
});
registerServiceWorkerWhenStable(stable);
// Every resolved navigation, once the browser is idle, is a screen shown: a session's first
// pulls wait for it (src/platform/screenShown.ts).
router.subscribe('onResolved', () => {
  if (window.requestIdleCallback) window.requestIdleCallback(markScreenShown, { timeout: 1_000 });
  else setTimeout(markScreenShown, 1);
});
