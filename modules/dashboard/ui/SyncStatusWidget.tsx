// The dashboard's sync widget (issue 13 item 11): connectivity, changes waiting to be sent,
// rejected ones and the last successful sync, from the same status the shell's bar shows.
import { Link } from '@tanstack/react-router';
import { useSyncStatus } from '../../../src/db';
import { dashboardDe } from '../texts.de';
import { FOCUS_RING } from '../../../src/ui/Button';
import { formatSyncTime, useNow } from '../../../src/features/sync';

const t = dashboardDe.sync;

const DOT = {
  online: 'bg-emerald-600',
  offline: 'bg-slate-500',
  unreachable: 'bg-amber-600',
} as const;

export function SyncStatusWidget() {
  const status = useSyncStatus();
  const now = useNow();
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm"
      data-testid="widget-sync-body"
      data-connectivity={status.connectivity}
      data-pending={status.pending}
    >
      <dt className="text-slate-600">{t.connectivity}</dt>
      <dd className="flex items-center gap-2 font-medium text-slate-900">
        <span aria-hidden="true" className={`size-2 rounded-full ${DOT[status.connectivity]}`} />
        {t[status.connectivity]}
      </dd>
      <dt className="text-slate-600">{t.pending}</dt>
      <dd className="font-medium text-slate-900" data-testid="widget-sync-pending">
        {status.pending}
      </dd>
      <dt className="text-slate-600">{t.failed}</dt>
      <dd className="font-medium text-slate-900">
        {status.failed}
        {status.failed > 0 ? (
          <Link
            to="/pending-changes"
            className={`ml-2 rounded text-brand-800 underline underline-offset-2 ${FOCUS_RING}`}
          >
            {t.showFailed}
          </Link>
        ) : null}
      </dd>
      <dt className="text-slate-600">{t.lastSync}</dt>
      <dd className="font-medium text-slate-900">
        {status.lastSyncAt ? formatSyncTime(status.lastSyncAt, now) : t.never}
      </dd>
    </dl>
  );
}
