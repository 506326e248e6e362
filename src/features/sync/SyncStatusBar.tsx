// Issue 3 point 9: the queue is visible (pending count, age of the oldest, last successful sync,
// a stall warning) and rejected changes are reachable from the shell.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { syncNow, useSyncStatus, type SyncStatus } from '../../db';
import { de } from '../../i18n/de';
import { FOCUS_RING } from '../../ui/Button';
import { ConnectivityBanner } from './ConnectivityBanner';
import { formatFirstSyncShare } from './firstSyncFormat';
import { formatAge, formatSyncTime } from './format';
import { useFirstSyncProgress } from './useFirstSync';
import { useNow } from './useNow';

const SMALL_BUTTON = `rounded px-2 py-0.5 text-xs font-medium text-brand-800 underline-offset-2 hover:underline disabled:text-slate-400 disabled:no-underline ${FOCUS_RING}`;

/**
 * `firstSync`: the share of the first pull done (0 to 1) while it is under way, else null: until
 * then nothing is "all sent", since what the screens show may still be missing (issue 27).
 */
export function queueSummary(
  status: SyncStatus,
  now: number,
  firstSync: number | null = null,
): string {
  if (status.pending === 0) {
    return firstSync === null
      ? de.queue.allSent
      : de.queue.firstSync(formatFirstSyncShare(firstSync));
  }
  const pending = de.queue.pending(status.pending);
  return status.oldestPendingAt
    ? `${pending}, ${de.queue.oldest(formatAge(status.oldestPendingAt, now))}`
    : pending;
}

function SyncButton({ status }: { status: SyncStatus }) {
  const [running, setRunning] = useState(false);
  const busy = running || status.syncing;
  return (
    <button
      type="button"
      data-testid="sync-now"
      className={SMALL_BUTTON}
      disabled={busy || status.connectivity === 'offline'}
      aria-busy={busy}
      onClick={() => {
        setRunning(true);
        void syncNow()
          .catch(() => undefined) // the worker reports its own failures as events
          .finally(() => setRunning(false));
      }}
    >
      {busy ? de.queue.syncing : de.queue.syncNow}
    </button>
  );
}

export function SyncStatusBar() {
  const status = useSyncStatus();
  const now = useNow();
  // Unknown while the database opens: the bar claims neither.
  const firstSync = useFirstSyncProgress();

  return (
    <div data-testid="sync-status" data-pending={status.pending} data-failed={status.failed}>
      <ConnectivityBanner connectivity={status.connectivity} />
      <div
        aria-label={de.queue.label}
        role="region"
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-0.5 px-3 py-1 text-xs text-slate-600"
      >
        <span role="status" data-testid="sync-pending">
          {firstSync === undefined && status.pending === 0
            ? de.queue.firstSyncLoading
            : queueSummary(status, now, firstSync ?? null)}
        </span>
        <span aria-hidden="true" className="hidden sm:inline">
          ·
        </span>
        <span data-testid="sync-last">
          {status.lastSyncAt
            ? de.queue.lastSync(formatSyncTime(status.lastSyncAt, now))
            : de.queue.neverSynced}
        </span>
        <SyncButton status={status} />
        {status.failed > 0 ? (
          <Link
            to="/pending-changes"
            data-testid="sync-failed-link"
            className={`ml-auto rounded px-2 py-0.5 font-semibold text-red-800 underline underline-offset-2 ${FOCUS_RING}`}
          >
            {de.queue.failedLink(status.failed)}
          </Link>
        ) : null}
      </div>
      <div role="alert">
        {status.stalled ? (
          <p
            data-testid="sync-stalled"
            className="bg-amber-50 px-4 py-1 text-center text-sm text-amber-950"
          >
            {de.queue.stalled}
          </p>
        ) : null}
      </div>
    </div>
  );
}
