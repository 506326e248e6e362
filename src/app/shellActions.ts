// Shell actions with SPEC timings: restart and leaving differential mode.
import type { useRouter } from '@tanstack/react-router';
import { de } from '../i18n/de';
import type { SessionStore } from '../features/auth/sessionStore';
import { fullscreenLoader } from './overlays';

type Router = ReturnType<typeof useRouter>;

/** SPEC 9: restart delays 1 s and 0.5 s. */
const RESTART_NAVIGATE_MS = 500;
const RESTART_RELOAD_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** SPEC 4 "Restart": fullscreen loader, go to /, reload after about 1 s. */
export async function restartApp(router: Router): Promise<void> {
  fullscreenLoader.set({ title: de.restart.loaderTitle, text: de.restart.loaderText });
  await wait(RESTART_NAVIGATE_MS);
  await router.navigate({ to: '/' });
  await wait(RESTART_RELOAD_MS);
  window.location.reload();
}

/** SPEC 4 "Leaving differential mode": reset, then go to /. */
export async function leaveDifferentialMode(router: Router, session: SessionStore) {
  await session.resetDifferential();
  await router.navigate({ to: '/' });
}

export async function depersonate(router: Router, session: SessionStore) {
  await session.depersonate();
  await router.navigate({ to: '/admin' });
}
