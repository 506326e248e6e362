import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { Me } from '../../../src/api/schemas';
import { pendingCount } from '../../../src/db';
import { useMe, useSessionStore } from '../../../src/platform/session/SessionContext';
import { PendingLogoutDialog } from '../../../src/features/sync';
import { de } from '../../../src/i18n/de';
import { FOCUS_RING } from '../../../src/ui/Button';
import { MENU_HIDE_MS, useCloseOnLeave } from '../../../src/ui/closeOnLeave';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { ChevronIcon, UserIcon } from '../../../src/ui/icons';
import { useAddressCount } from './addressCount';
import { useLeaveImpersonation } from './leaveImpersonation';
import { leaveDifferentialMode, restartApp } from './shellActions';
import { userMenuEntries, type UserMenuEntry } from './userMenuEntries';

const ITEM =
  'block w-full px-4 py-2 text-left text-sm text-slate-800 data-focus:bg-brand-50 data-focus:text-brand-800';

/** The pending-changes question before a logout (an impersonation's end asks its own). */
type PendingQuestion = { readonly count: number };
type Confirm = 'restart' | 'leaveDifferential' | PendingQuestion | null;

interface EntryActions {
  readonly leaveDifferential: () => void;
  readonly depersonate: () => void;
}

/** One entry of the pure list as a menu item (restart and logout come after the separator). */
function Entry({ entry, actions }: { entry: UserMenuEntry; actions: EntryActions }) {
  switch (entry) {
    case 'switchCustomer':
    case 'switchAddress':
      return (
        <MenuItem>
          <Link to="/lieferkunden" className={ITEM} data-testid="user-menu-switch">
            {entry === 'switchCustomer' ? de.userMenu.switchCustomer : de.userMenu.switchAddress}
          </Link>
        </MenuItem>
      );
    case 'admin':
      return (
        <MenuItem>
          <Link to="/admin" className={ITEM} data-testid="user-menu-admin">
            {de.userMenu.admin}
          </Link>
        </MenuItem>
      );
    case 'customerSettings':
      return (
        <MenuItem>
          <Link to="/customer-settings" className={ITEM}>
            {de.userMenu.customerSettings}
          </Link>
        </MenuItem>
      );
    case 'enterDifferential':
      return (
        <MenuItem>
          <Link to="/lieferkunde" className={ITEM}>
            {de.selector.enterDifferential}
          </Link>
        </MenuItem>
      );
    case 'leaveDifferential':
      return (
        <MenuItem>
          <button type="button" className={ITEM} onClick={actions.leaveDifferential}>
            {de.selector.leaveDifferential}
          </button>
        </MenuItem>
      );
    case 'depersonate':
      return (
        <MenuItem>
          <button type="button" className={ITEM} onClick={actions.depersonate}>
            {de.userMenu.depersonate}
          </button>
        </MenuItem>
      );
    case 'changePassword':
      return (
        <MenuItem>
          <Link to="/change-password" className={ITEM}>
            {de.userMenu.changePassword}
          </Link>
        </MenuItem>
      );
    default:
      return null;
  }
}

/** Button and list of the open or closed menu; SPEC 9: closes 200 ms after the mouse left. */
function UserMenuBody({
  me,
  entries,
  open,
  close,
  actions,
  onRestart,
  onLogout,
}: {
  me: Me;
  entries: readonly UserMenuEntry[];
  open: boolean;
  close: () => void;
  actions: EntryActions;
  onRestart: () => void;
  onLogout: () => void;
}) {
  const { user } = me;
  const leave = useCloseOnLeave(close, MENU_HIDE_MS);
  return (
    <>
      <MenuButton
        // WCAG 2.5.3: the accessible name starts with the visible text (the user's name).
        aria-label={de.userMenu.buttonNamed(user.benutzerandruckname)}
        data-testid="user-menu-button"
        className={`flex min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-slate-100 ${FOCUS_RING}`}
        {...(open ? leave : {})}
      >
        <UserIcon className="shrink-0" />
        <span data-testid="user-menu-name" className="hidden whitespace-nowrap text-sm lg:inline">
          {user.benutzerandruckname}
        </span>
        <ChevronIcon width={16} height={16} className="shrink-0" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        data-testid="user-menu"
        className="z-40 mt-1 w-64 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
        {...leave}
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
        {entries.map((entry) => (
          <Entry key={entry} entry={entry} actions={actions} />
        ))}
        <MenuSeparator className="my-1 h-px bg-slate-100" />
        <MenuItem>
          <button type="button" className={ITEM} data-testid="restart-button" onClick={onRestart}>
            {de.userMenu.restart}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={ITEM} data-testid="logout-button" onClick={onLogout}>
            {de.userMenu.logout}
          </button>
        </MenuItem>
      </MenuItems>
    </>
  );
}

export function UserMenu() {
  const me = useMe();
  const session = useSessionStore();
  const router = useRouter();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const addressCount = useAddressCount();
  const impersonation = useLeaveImpersonation();
  if (!me) return null;
  const entries = userMenuEntries(me, addressCount);

  const logout = () => void router.navigate({ to: '/logout', search: { confirmed: true } });

  // Issue 3 point 10: with unsent changes, ask here, over the current screen.
  const requestLogout = async () => {
    const count = await pendingCount().catch(() => 0);
    if (count > 0) setConfirm({ count });
    else logout();
  };

  const pendingQuestion = typeof confirm === 'object' ? confirm : null;

  const onConfirm = () => {
    const action = confirm;
    setConfirm(null);
    if (action === 'restart') void restartApp(router);
    if (action === 'leaveDifferential') void leaveDifferentialMode(router, session);
  };

  const actions: EntryActions = {
    leaveDifferential: () => setConfirm('leaveDifferential'),
    depersonate: impersonation.request,
  };

  return (
    <>
      <Menu as="div" className="relative min-w-0">
        {({ open, close }) => (
          <UserMenuBody
            me={me}
            entries={entries}
            open={open}
            close={close}
            actions={actions}
            onRestart={() => setConfirm('restart')}
            onLogout={() => void requestLogout()}
          />
        )}
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
        onLogout={() => {
          setConfirm(null);
          logout();
        }}
        onCancel={() => setConfirm(null)}
      />
      {impersonation.dialog}
    </>
  );
}
