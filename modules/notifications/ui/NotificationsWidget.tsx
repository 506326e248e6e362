// The dashboard's notifications widget (issue 13 item 11): the count of unread notifications and
// the latest unread ones, from the local database (offline too); a click opens one like the
// dropdown does (marks it seen, follows its url).
import { notificationsDe } from '../texts.de';
import { UntilFirstSync } from '../../../src/features/sync';
import { de } from '../../../src/i18n/de';
import { WidgetLink } from '../../../src/ui/WidgetLink';
import { NotificationItem } from './NotificationItem';
import { unseenCount, useNotifications } from './useNotifications';
import { useOpenNotification } from './useOpenNotification';

const t = notificationsDe.widget;
const SHOWN = 3;

export function NotificationsWidget() {
  const rows = useNotifications();
  const open = useOpenNotification();
  if (!rows) return <p className="text-sm text-slate-500">{de.app.loading}</p>;
  const unseen = rows.filter((row) => !row.seen);
  return (
    <div data-testid="widget-notifications-body">
      {rows.length === 0 ? (
        <UntilFirstSync collections="notifications" className="text-sm">
          <p className="text-sm text-slate-700" data-testid="widget-notifications-count">
            {t.unseen(0)}
          </p>
        </UntilFirstSync>
      ) : (
        <p className="text-sm text-slate-700" data-testid="widget-notifications-count">
          {t.unseen(unseenCount(rows))}
        </p>
      )}
      {unseen.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {unseen.slice(0, SHOWN).map((row) => (
            <li key={row.id}>
              <NotificationItem row={row} onOpen={open} compact />
            </li>
          ))}
        </ul>
      ) : null}
      <WidgetLink to="/notifications">{t.all}</WidgetLink>
    </div>
  );
}
