import type { NotificationRow } from '../contract';
import { de } from '../../../src/i18n/de';
import { FOCUS_RING } from '../../../src/ui/Button';
import { CheckIcon, DotIcon, ExternalIcon } from './icons';
import { formatDateTime, notificationTarget } from './logic';

/** One notification as a button; seen and unseen differ by text and icon, not only colour. */
export function NotificationItem({
  row,
  onOpen,
  compact = false,
}: {
  row: NotificationRow;
  onOpen: (row: NotificationRow) => void;
  compact?: boolean;
}) {
  const external = notificationTarget(row.url).kind === 'external';
  return (
    <button
      type="button"
      onClick={() => onOpen(row)}
      data-testid="notification-item"
      data-notification-id={row.id}
      data-seen={row.seen ? 'true' : 'false'}
      className={`flex w-full items-start gap-3 rounded-md px-3 py-2 text-left hover:bg-slate-100 ${FOCUS_RING} ${row.seen ? 'text-slate-600' : 'bg-brand-50/60 text-slate-900'}`}
    >
      <span className={`mt-0.5 shrink-0 ${row.seen ? 'text-slate-400' : 'text-brand-700'}`}>
        {row.seen ? <CheckIcon width={16} height={16} /> : <DotIcon width={16} height={16} />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className={`text-xs font-semibold uppercase ${row.seen ? '' : 'text-brand-800'}`}>
            {row.seen ? de.notifications.seen : de.notifications.unseen}
          </span>
          <span className={row.seen ? 'font-normal' : 'font-semibold'}>{row.label}</span>
        </span>
        <span className={`text-sm ${compact ? 'line-clamp-2' : 'block'}`}>{row.text}</span>
        {/* slate-600: 4.5:1 also on the tinted background of an unseen entry. */}
        <span className="mt-0.5 block text-xs text-slate-600">
          {de.notifications.insertedAt(formatDateTime(row.dat_insert))}
          {row.seen && row.dat_seen && !compact
            ? ` · ${de.notifications.seenAt(formatDateTime(row.dat_seen))}`
            : null}
        </span>
      </span>
      {external ? (
        <span className="mt-0.5 shrink-0 text-slate-500">
          <ExternalIcon width={16} height={16} />
          <span className="sr-only">{de.notifications.opensInNewTab}</span>
        </span>
      ) : null}
    </button>
  );
}
