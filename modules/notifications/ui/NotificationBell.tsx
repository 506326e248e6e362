// SPEC 2/4/9: the navbar's notification dropdown with its unseen badge; it closes 200 ms after
// the mouse leaves it (SPEC 9 menu hide delay).
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { UntilFirstSync } from '../../../src/features/sync';
import { de } from '../../../src/i18n/de';
import { buttonClass, FOCUS_RING } from '../../../src/ui/Button';
import { MENU_HIDE_MS, useCloseOnLeave } from '../../../src/ui/closeOnLeave';
import { BellIcon } from './icons';
import { badgeLevel, initialLimit, showMore, type BadgeLevel } from './logic';
import { NotificationItem } from './NotificationItem';
import { markAllSeen, markSeen, unseenCount, useNotifications } from './useNotifications';
import { reportError, useOpenNotification } from './useOpenNotification';

const BADGE: Record<BadgeLevel, string> = {
  ok: 'bg-slate-600 text-white',
  warn: 'bg-amber-400 text-amber-950',
  danger: 'bg-red-700 text-white',
};

/** The count itself is always shown; the colour only adds to it. */
export function UnseenBadge({ count }: { count: number }) {
  if (count === 0) return null;
  const level = badgeLevel(count);
  return (
    <span
      aria-hidden="true"
      data-testid="notification-badge"
      data-level={level}
      className={`absolute -top-1 -right-1 min-w-5 rounded-full px-1 text-center text-xs leading-5 font-semibold ${BADGE[level]}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function NotificationBell() {
  return (
    <Popover className="relative max-sm:static">
      {({ open, close }) => <BellMenu open={open} close={close} />}
    </Popover>
  );
}

/** SPEC 9: closes MENU_HIDE_MS after the mouse left button and panel, like the cart menu. */
function BellMenu({ open: expanded, close: hide }: { open: boolean; close: () => void }) {
  const leave = useCloseOnLeave(hide, MENU_HIDE_MS);
  const rows = useNotifications();
  const unseen = unseenCount(rows);
  const [limit, setLimit] = useState(initialLimit);
  const open = useOpenNotification();
  const shown = rows?.slice(0, limit) ?? [];
  const hasMore = (rows?.length ?? 0) > shown.length;

  return (
    // No `anchor`: an anchored panel is portalled, and Headless UI then adds focus sentinels
    // (buttons with aria-hidden) that screen readers meet as hidden yet focusable. Below sm the
    // panel hangs from the sticky header (max-sm:static on the Popover), so it stays inside a
    // phone's width.
    <>
      <PopoverButton
        {...(expanded ? leave : {})}
        aria-label={de.notifications.bell(unseen)}
        title={de.notifications.dropdownTitle}
        data-testid="notification-bell"
        className={`relative inline-flex items-center justify-center rounded-md p-2 text-slate-700 hover:bg-slate-100 ${FOCUS_RING}`}
      >
        <BellIcon />
        <UnseenBadge count={unseen} />
      </PopoverButton>
      <PopoverPanel
        data-testid="notification-dropdown"
        {...leave}
        className="absolute top-full right-0 z-40 mt-1 flex w-[min(24rem,calc(100vw-1rem))] flex-col rounded-md border border-slate-200 bg-white shadow-lg focus:outline-none max-sm:right-2"
      >
        {({ close }) => (
          <>
            <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 px-4 py-2">
              <h2 className="text-sm font-semibold text-slate-900">
                {de.notifications.dropdownTitle}
              </h2>
              <span className="text-right text-xs text-slate-600" aria-live="polite">
                {de.notifications.unseenShort(unseen)}
              </span>
            </div>
            {shown.length === 0 ? (
              <UntilFirstSync collections="notifications" className="px-4 py-6 text-sm">
                <p className="px-4 py-6 text-center text-sm text-slate-600">
                  {de.notifications.emptyDropdown}
                </p>
              </UntilFirstSync>
            ) : (
              <ul aria-label={de.notifications.list} className="max-h-96 overflow-y-auto p-1">
                {shown.map((row) => (
                  <li key={row.id}>
                    <NotificationItem
                      row={row}
                      compact
                      onOpen={(clicked) => {
                        close();
                        open(clicked);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
            <div className="flex flex-wrap gap-2 border-t border-slate-100 p-2">
              {hasMore ? (
                <button
                  type="button"
                  className={buttonClass('ghost', 'px-2 py-1')}
                  onClick={() => setLimit(showMore)}
                >
                  {de.notifications.showMore}
                </button>
              ) : null}
              <button
                type="button"
                className={buttonClass('ghost', 'px-2 py-1')}
                disabled={!shown.some((row) => !row.seen)}
                onClick={() => void markSeen(shown).catch(reportError)}
              >
                {de.notifications.markShownSeen}
              </button>
              <button
                type="button"
                className={buttonClass('ghost', 'px-2 py-1')}
                disabled={unseen === 0}
                onClick={() => {
                  setLimit(initialLimit());
                  void markAllSeen().catch(reportError);
                }}
              >
                {de.notifications.markAllSeen}
              </button>
              <Link
                to="/notifications"
                onClick={() => close()}
                className={`ml-auto rounded px-2 py-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline ${FOCUS_RING}`}
              >
                {de.notifications.showAll}
              </Link>
            </div>
          </>
        )}
      </PopoverPanel>
    </>
  );
}
