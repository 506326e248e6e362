import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { pendingCount, useSyncStatus } from '../db';
import { useMe, useSessionStore } from '../features/auth/SessionContext';
import { PendingLogoutDialog } from '../features/sync';
import { de } from '../i18n/de';
import { FOCUS_RING } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ChevronIcon, UserIcon } from '../ui/icons';
import {
  depersonate,
  flushBeforeDepersonate,
  leaveDifferentialMode,
  restartApp,
} from './shellActions';
import { userMenuEntries } from './userMenuEntries';

const ITEM =
  'block w-full px-4 py-2 text-left text-sm text-slate-800 data-focus:bg-brand-50 data-focus:text-brand-800';

/** The pending-changes question: before a logout, or before an impersonation ends. */
type PendingQuestion = { readonly leave: 'logout' | 'depersonate'; readonly count: number };
type Confirm = 'restart' | 'leaveDifferential' | PendingQuestion | null;

export function UserMenu() {
  const me = useMe();
  const session = useSessionStore();
  const router = useRouter();
  const { connectivity } = useSyncStatus();
  const [confirm, setConfirm] = useState<Confirm>(null);
  if (!me) return null;
  const { user } = me;
  // restart and logout close the menu below a separator; the rest come from the pure list.
  const entries = userMenuEntries(me);

  const logout = () => void router.navigate({ to: '/logout', search: { confirmed: true } });

  // Issue 3 point 10: with unsent changes, ask here, over the current screen.
  const requestLogout = async () => {
    const count = await pendingCount().catch(() => 0);
    if (count > 0) setConfirm({ leave: 'logout', count });
    else logout();
  };

  // Issue 10 point 13: what was changed during the impersonation goes out first; the customer's
  // local data then leaves this browser. Still pending: ask, as before a logout.
  const requestDepersonate = async () => {
    const count = await pendingCount().catch(() => 0);
    if (count > 0 && !(await flushBeforeDepersonate(connectivity === 'online'))) {
      setConfirm({ leave: 'depersonate', count: await pendingCount().catch(() => count) });
      return;
    }
    void depersonate(router, session);
  };

  const pendingQuestion = typeof confirm === 'object' ? confirm : null;

  const onConfirm = () => {
    const action = confirm;
    setConfirm(null);
    if (action === 'restart') void restartApp(router);
    if (action === 'leaveDifferential') void leaveDifferentialMode(router, session);
  };

  return (
    <>
      <Menu as="div" className="relative">
        {/* The name is the visible text, so it starts the accessible name (WCAG 2.5.3). */}
        <MenuButton
          className={`flex items-center gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-slate-100 ${FOCUS_RING}`}
        >
          <UserIcon />
          <span className="hidden max-w-40 truncate text-sm lg:inline">
            {user.benutzerandruckname}
          </span>
          <span className="sr-only">{de.userMenu.button}</span>
          <ChevronIcon width={16} height={16} />
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-40 mt-1 w-64 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
        >
          <div className="border-b border-slate-100 px-4 py-2 text-sm">
            <p className="font-medium text-slate-900">{user.benutzerandruckname}</p>
            <p className="truncate text-slate-500">{user.email}</p>
            {user.impersonated_by ? (
              <p className="mt-1 text-amber-800">
                {de.userMenu.impersonatedBy(user.impersonated_by)}
              </p>
            ) : null}
          </div>
          {entries.map((entry) => {
            switch (entry) {
              case 'admin':
                return (
                  <MenuItem key={entry}>
                    <Link to="/admin" className={ITEM} data-testid="user-menu-admin">
                      {de.userMenu.admin}
                    </Link>
                  </MenuItem>
                );
              case 'customerSettings':
                return (
                  <MenuItem key={entry}>
                    <Link to="/customer-settings" className={ITEM}>
                      {de.userMenu.customerSettings}
                    </Link>
                  </MenuItem>
                );
              case 'enterDifferential':
                return (
                  <MenuItem key={entry}>
                    <Link to="/lieferkunde" className={ITEM}>
                      {de.selector.enterDifferential}
                    </Link>
                  </MenuItem>
                );
              case 'leaveDifferential':
                return (
                  <MenuItem key={entry}>
                    <button
                      type="button"
                      className={ITEM}
                      onClick={() => setConfirm('leaveDifferential')}
                    >
                      {de.selector.leaveDifferential}
                    </button>
                  </MenuItem>
                );
              case 'depersonate':
                return (
                  <MenuItem key={entry}>
                    <button
                      type="button"
                      className={ITEM}
                      onClick={() => void requestDepersonate()}
                    >
                      {de.userMenu.depersonate}
                    </button>
                  </MenuItem>
                );
              case 'changePassword':
                return (
                  <MenuItem key={entry}>
                    <Link to="/change-password" className={ITEM}>
                      {de.userMenu.changePassword}
                    </Link>
                  </MenuItem>
                );
              default:
                return null;
            }
          })}
          <MenuSeparator className="my-1 h-px bg-slate-100" />
          <MenuItem>
            <button
              type="button"
              className={ITEM}
              data-testid="restart-button"
              onClick={() => setConfirm('restart')}
            >
              {de.userMenu.restart}
            </button>
          </MenuItem>
          <MenuItem>
            <button
              type="button"
              className={ITEM}
              data-testid="logout-button"
              onClick={() => void requestLogout()}
            >
              {de.userMenu.logout}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      <ConfirmDialog
        open={confirm === 'restart'}
        title={de.restart.title}
        text={de.restart.question}
        onConfirm={onConfirm}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'leaveDifferential'}
        title={de.selector.leaveDifferential}
        text={de.selector.leaveDifferentialQuestion}
        onConfirm={onConfirm}
        onCancel={() => setConfirm(null)}
      />
      <PendingLogoutDialog
        open={pendingQuestion !== null}
        initialCount={pendingQuestion?.count ?? 0}
        leave={pendingQuestion?.leave}
        onLogout={() => {
          setConfirm(null);
          if (pendingQuestion?.leave === 'depersonate') void depersonate(router, session);
          else logout();
        }}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}
