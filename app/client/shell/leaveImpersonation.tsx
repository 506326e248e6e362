// Ending an impersonation, from the user menu or the impersonation banner (issue 24 point 8):
// what was changed meanwhile goes out first (issue 10 point 13); still pending, ask as before a
// logout. The customer's local data then leaves this browser (shellActions.depersonate).
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { pendingCount, useSyncStatus } from '../../../src/db';
import { useSessionStore } from '../../../src/platform/session/SessionContext';
import { PendingLogoutDialog } from '../../../src/features/sync';
import { depersonate, flushBeforeDepersonate } from './shellActions';

export function useLeaveImpersonation() {
  const router = useRouter();
  const session = useSessionStore();
  const { connectivity } = useSyncStatus();
  const [pending, setPending] = useState<number | null>(null);

  const request = async () => {
    const count = await pendingCount().catch(() => 0);
    if (count > 0 && !(await flushBeforeDepersonate(connectivity === 'online'))) {
      setPending(await pendingCount().catch(() => count));
      return;
    }
    void depersonate(router, session);
  };

  const dialog = (
    <PendingLogoutDialog
      open={pending !== null}
      initialCount={pending ?? 0}
      leave="depersonate"
      onLogout={() => {
        setPending(null);
        void depersonate(router, session);
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { request: () => void request(), dialog };
}
