import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { browserPushDeps } from '../../platform/pushBrowser';
import { unsubscribePush, within } from '../../platform/pushSubscription';
import { LoaderScreen } from '../../platform/LoaderScreen';
import { pendingCount } from '../../db';
import { de } from '../../i18n/de';
import { PendingLogoutDialog } from '../sync';
import { removalOffer } from './localData';
import { useSessionStore } from '../../platform/session/SessionContext';

/** How long the logout waits for the push subscription's removal. */
const PUSH_UNSUBSCRIBE_MS = 2000;

type Phase = { kind: 'checking' } | { kind: 'ask'; count: number } | { kind: 'logout' };

/**
 * SPEC 2: /logout runs the logout on entry, then goes to /login. With unsent changes it asks
 * first (issue 3 point 10) unless the user already confirmed (`confirmed`, e.g. in the user menu)
 * or the session is gone anyway (forced logout): the changes then stay queued for this user.
 * With nothing queued, the login page then offers to remove the user's data from the device.
 */
export function LogoutPage({ confirmed = false }: { confirmed?: boolean }) {
  const session = useSessionStore();
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const [phase, setPhase] = useState<Phase>(confirmed ? { kind: 'logout' } : { kind: 'checking' });

  useEffect(() => {
    if (phase.kind !== 'checking') return;
    let active = true;
    void pendingCount()
      .catch(() => 0)
      .then((count) => {
        if (active) setPhase(count > 0 ? { kind: 'ask', count } : { kind: 'logout' });
      });
    return () => {
      active = false;
    };
  }, [phase.kind]);

  useEffect(() => {
    if (phase.kind !== 'logout') return;
    let active = true;
    const user = session.current()?.user;
    void (async () => {
      // Read before the logout closes the database; unknown counts as pending.
      const pending = await pendingCount().catch(() => 1);
      // Web Push: this browser stops getting the user's messages (at most 2 s, never an error).
      await within(unsubscribePush(browserPushDeps), PUSH_UNSUBSCRIBE_MS, undefined);
      await session.logout();
      removalOffer.set(
        user && pending === 0 ? { userId: user.id, name: user.benutzerandruckname } : null,
      );
      if (active) void navigate({ to: '/login', replace: true });
    })();
    return () => {
      active = false;
    };
  }, [phase.kind, session, navigate]);

  if (phase.kind === 'ask') {
    return (
      <PendingLogoutDialog
        open
        initialCount={phase.count}
        onLogout={() => setPhase({ kind: 'logout' })}
        onCancel={() =>
          canGoBack ? router.history.back() : void navigate({ to: '/dashboard', replace: true })
        }
      />
    );
  }
  return <LoaderScreen title={de.logout.loaderTitle} text={de.logout.loaderText} />;
}
