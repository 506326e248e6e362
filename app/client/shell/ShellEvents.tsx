// Turns the HTTP pipeline's events into UI (SPEC 8): toasts, the session-expired screen and its
// logout and the forced logout. Connectivity banners follow useSyncStatus() (features/sync).
// A session changed in another tab leaves the screen (app/client/shell/sessionWatch.ts).
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSessionStore } from '../../../src/platform/session/SessionContext';
import { de } from '../../../src/i18n/de';
import { syncWorker } from '../../../src/platform/client';
import { onAppEvent, onHttpEvent } from '../../../src/state/events';
import { rememberPostLoginTarget } from '../../../src/platform/navigationTarget';
import { sessionExpired, showToast } from '../../../src/platform/overlays';
import { isSessionExpiry, watchSession } from './sessionWatch';

/** SPEC 9: session expiry logout delay. */
export const SESSION_EXPIRY_DELAY_MS = 2000;

export function ShellEvents() {
  const router = useRouter();
  const session = useSessionStore();

  useEffect(() => {
    let expiryTimer: ReturnType<typeof setTimeout> | undefined;
    let checking = false;
    let active = true;
    const unsubscribe = onHttpEvent((event) => {
      switch (event.type) {
        case 'message':
          showToast(event.message);
          break;
        // api_offline / api_online: the banners follow useSyncStatus().connectivity instead.
        case 'mutation_rejected':
          // The change now sits in the 'Nicht übertragene Änderungen' list (SyncStatusBar).
          showToast(event.message ? de.sync.rejected(event.message) : de.sync.rejectedUnknown);
          break;
        case 'local_data_lost':
          showToast(event.message);
          break;
        case 'logout':
          // The session is gone: nothing can be sent first; the queue stays for this user.
          void router.navigate({ to: '/logout', search: { confirmed: true } });
          break;
        case 'session_expired':
          // Several calls can fail at once; the first one drives the check and the logout.
          if (sessionExpired.get() || checking) break;
          checking = true;
          // A request sent under a session id that was just replaced (an impersonation started
          // or ended, here or in another tab) fails with 401 although the session lives on:
          // only a server that knows no session any more ends it. A changed identity is
          // sessionWatch's to handle. A deliberate logout is no expiry either (issue 24 point 9).
          void isSessionExpiry(session, () => router.state.location.pathname)
            .then((expired) => {
              if (!expired || !active) return;
              sessionExpired.set(true);
              void session.logout();
              expiryTimer = setTimeout(() => {
                const target = router.state.location.href;
                rememberPostLoginTarget(target);
                void router
                  .navigate({ to: '/login', search: { returnUrl: target } })
                  .finally(() => sessionExpired.set(false));
              }, SESSION_EXPIRY_DELAY_MS);
            })
            .finally(() => {
              checking = false;
            });
          break;
      }
    });
    return () => {
      active = false;
      unsubscribe();
      clearTimeout(expiryTimer);
    };
  }, [router, session]);

  useEffect(
    () =>
      watchSession({
        session,
        onAppEvent,
        leave: (to) => void router.navigate({ to, replace: true }),
        resumeSync: (userId) => void syncWorker().then((worker) => worker.resumeSync(userId)),
      }),
    [router, session],
  );

  return null;
}
