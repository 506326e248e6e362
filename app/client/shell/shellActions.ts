// Shell actions with SPEC timings: restart and leaving differential mode; ending an impersonation.
import type { useRouter } from '@tanstack/react-router';
import { flushOutbox } from '../../../src/db';
import { removeLocalData } from '../../../src/features/auth/localData';
import { de } from '../../../src/i18n/de';
import type { SessionStore } from '../../../src/platform/session/sessionStore';
import { fullscreenLoader } from '../../../src/platform/overlays';

type Router = ReturnType<typeof useRouter>;

/** SPEC 9: restart delays 1 s and 0.5 s. */
const RESTART_NAVIGATE_MS = 500;
const RESTART_RELOAD_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** SPEC 4 "Restart": fullscreen loader, go to /, reload after about 1 s. */
export async function restartApp(
  router: Pick<Router, 'navigate'>,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  fullscreenLoader.set({ title: de.restart.loaderTitle, text: de.restart.loaderText });
  await wait(RESTART_NAVIGATE_MS);
  await router.navigate({ to: '/' });
  await wait(RESTART_RELOAD_MS);
  reload();
}

/** SPEC 4 "Leaving differential mode": reset, then go to /. */
export async function leaveDifferentialMode(router: Router, session: SessionStore) {
  await session.resetDifferential();
  await router.navigate({ to: '/' });
}

/** How long 'Depersonate' waits for the changes made during the impersonation to go out. */
export const DEPERSONATE_FLUSH_MS = 5000;

/**
 * Issue 10 point 13: the changes made during an impersonation are sent before it ends. True once
 * the outbox is empty; false offline or after the wait (the caller then asks).
 */
export async function flushBeforeDepersonate(
  online: boolean,
  flush: (timeoutMs: number) => Promise<boolean> = flushOutbox,
): Promise<boolean> {
  if (!online) return false;
  fullscreenLoader.set({
    title: de.depersonatePending.sendingTitle,
    text: de.logoutPending.sending,
  });
  try {
    return await flush(DEPERSONATE_FLUSH_MS);
  } catch {
    return false;
  } finally {
    fullscreenLoader.set(null);
  }
}

/**
 * Ends the impersonation, then removes the impersonated user's local data from the admin's
 * browser. The removal refuses while changes are queued: after 'Trotzdem beenden' they stay
 * for that user.
 */
export async function depersonate(router: Router, session: SessionStore) {
  const impersonated = session.current()?.user.id;
  await session.depersonate();
  await router.navigate({ to: '/admin' });
  if (impersonated) {
    await removeLocalData(session, impersonated).catch((error: unknown) => {
      // Left on the device; nothing is lost and the admin can go on.
      console.error('removing the impersonated user’s local data', error);
    });
  }
}
