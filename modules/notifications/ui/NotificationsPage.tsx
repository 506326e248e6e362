// SPEC 2 "/notifications": every notification, with the dropdown's click behaviour.
import { UntilFirstSync } from '../../../src/features/sync';
import { de } from '../../../src/i18n/de';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { NotificationItem } from './NotificationItem';
import { markAllSeen, unseenCount, useNotifications } from './useNotifications';
import { reportError, useOpenNotification } from './useOpenNotification';

export function NotificationsPage() {
  const rows = useNotifications();
  const open = useOpenNotification();
  const unseen = unseenCount(rows);

  return (
    <section aria-labelledby="screen-title" className="mx-auto max-w-3xl p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
          {de.screens.notifications}
        </h1>
        <Button
          variant="secondary"
          disabled={unseen === 0}
          onClick={() => void markAllSeen().catch(reportError)}
        >
          {de.notifications.markAllSeen}
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600" aria-live="polite">
        {de.notifications.unseenCount(unseen)}
      </p>
      {rows === undefined ? (
        <div className="mt-6">
          <Spinner label={de.app.loading} />
        </div>
      ) : rows.length === 0 ? (
        <UntilFirstSync collections="notifications" className="mt-6">
          <p className="mt-6 rounded-md border border-slate-200 bg-white p-6 text-center text-slate-600">
            {de.notifications.emptyPage}
          </p>
        </UntilFirstSync>
      ) : (
        <ul
          aria-label={de.notifications.list}
          data-testid="notifications-page-list"
          className="mt-4 divide-y divide-slate-100 rounded-md border border-slate-200 bg-white p-1"
        >
          {rows.map((row) => (
            <li key={row.id} className="py-0.5">
              <NotificationItem row={row} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
