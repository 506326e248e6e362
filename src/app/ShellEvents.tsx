// Turns the HTTP pipeline's events into UI (SPEC 8): toasts, the session-expired screen and its
// logout, the forced logout, and the API-offline banner.
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSessionStore } from '../features/auth/SessionContext';
import { onHttpEvent } from './events';
import { rememberPostLoginTarget } from './navigationTarget';
import { apiOffline, sessionExpired, showToast } from './overlays';

/** SPEC 9: session expiry logout delay. */
export const SESSION_EXPIRY_DELAY_MS = 2000;

export function ShellEvents() {
  const router = useRouter();
  const session = useSessionStore();

  useEffect(() => {
    let expiryTimer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onHttpEvent((event) => {
      switch (event.type) {
        case 'message':
          showToast(event.message);
          break;
        case 'api_offline':
          apiOffline.set(true);
          break;
        case 'api_online':
          apiOffline.set(false);
          break;
        case 'logout':
          void router.navigate({ to: '/logout' });
          break;
        case 'session_expired':
          // Several calls can fail at once; the first one drives the logout.
          if (sessionExpired.get()) break;
          sessionExpired.set(true);
          void session.logout();
          expiryTimer = setTimeout(() => {
            const target = router.state.location.href;
            rememberPostLoginTarget(target);
            void router
              .navigate({ to: '/login', search: { returnUrl: target } })
              .finally(() => sessionExpired.set(false));
          }, SESSION_EXPIRY_DELAY_MS);
          break;
      }
    });
    return () => {
      unsubscribe();
      clearTimeout(expiryTimer);
    };
  }, [router, session]);

  return null;
}
