import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { NotificationRow } from '../contract';
import { showToast } from '../../../src/platform/overlays';
import { de } from '../../../src/i18n/de';
import { followTarget, notificationTarget, openExternal } from './logic';
import { markSeen } from './useNotifications';

export function reportError(error: unknown): void {
  showToast(error instanceof Error && error.message ? error.message : de.errors.generic);
}

/** SPEC 4: a click marks the notification seen and follows its url. */
export function useOpenNotification(): (row: NotificationRow) => void {
  const router = useRouter();
  return useCallback(
    (row: NotificationRow) => {
      // The new tab opens synchronously inside the click, or popup blockers refuse it.
      followTarget(notificationTarget(row.url), {
        navigate: (href) => void router.navigate({ href }),
        openExternal,
      });
      void markSeen([row]).catch(reportError);
    },
    [router],
  );
}
