import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { adminApi } from './api';
import { de } from '../../i18n/de';
import { Button } from '../../ui/Button';
import { SearchBox } from '../../ui/filterFields';
import { Spinner } from '../../ui/Spinner';
import type { LoadState } from '../../ui/useAdminList';
import type { AdminUser } from '../../worker/api';
import { HttpError } from '../../worker/http';
import { useMe, useSessionStore } from '../auth';
import { ImpersonationAudit } from './ImpersonationAudit';
import { MailOutbox } from './MailOutbox';
import { PendingRegistrations } from './PendingRegistrations';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Lists users with a search; an admin can impersonate one (SPEC 1, issue 2 point 7). Below, the
 * audit trail of impersonations (issue 10), the mail outbox, then the modules' own panels, which
 * the route hands in (the platform imports no module).
 */
export function AdminPage({ modulePanels }: { modulePanels?: ReactNode }) {
  const session = useSessionStore();
  const me = useMe();
  const navigate = useNavigate();
  const searchId = useId();
  const [query, setQuery] = useState('');
  // The last answer stays on screen while the next search runs; null before the first one.
  const [users, setUsers] = useState<readonly AdminUser[] | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [busy, setBusy] = useState(false);
  const [impersonateFailed, setImpersonateFailed] = useState(false);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      setState('loading');
      adminApi.adminUsers({ search: query.trim() || undefined }).then(
        (found) => {
          if (!current) return;
          setUsers(found.items);
          setState('ready');
        },
        // A failed search is said as such, never as 'Keine Treffer'.
        () => current && setState('failed'),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  async function impersonate(user: AdminUser) {
    setBusy(true);
    setImpersonateFailed(false);
    try {
      await session.impersonate(user.id);
      // The root sends the impersonated user through the delivery customer selection.
      await navigate({ to: '/' });
    } catch (error) {
      // An error answer was shown by the call's own message (SPEC 8); anything else is said here.
      setImpersonateFailed(!(error instanceof HttpError));
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-5xl p-4 sm:p-6">
      <h1 className="text-2xl font-semibold text-slate-900">{de.userMenu.admin}</h1>
      {/* Staff's daily task first: registrations waiting for a decision. */}
      <PendingRegistrations />
      <section aria-labelledby="admin-title" className="mt-10">
        <h2 id="admin-title" className="text-xl font-semibold text-slate-900">
          {de.admin.heading}
        </h2>
        <div className="mt-4 max-w-md">
          <SearchBox
            id={searchId}
            label={de.admin.search}
            placeholder={de.admin.searchPlaceholder}
            value={query}
            onChange={setQuery}
          />
        </div>
        {impersonateFailed ? (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {de.admin.impersonateFailed}
          </p>
        ) : null}
        <div aria-live="polite" aria-busy={state === 'loading'} className="mt-4 space-y-3">
          {state === 'loading' ? <Spinner label={de.app.loading} /> : null}
          {state === 'failed' ? (
            <p role="alert" className="text-sm text-red-700">
              {de.admin.searchFailed}
            </p>
          ) : users === null ? null : users.length === 0 ? (
            state === 'ready' ? (
              <p className="text-slate-600">{de.admin.noHits}</p>
            ) : null
          ) : (
            <ul
              aria-label={de.admin.usersList}
              className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
            >
              {users.map((user) => (
                <li key={user.id} className="flex flex-wrap items-center gap-3 p-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">{user.benutzerandruckname}</p>
                    <p className="truncate text-sm text-slate-600">{user.email}</p>
                    <p className="text-xs text-slate-500">
                      {de.admin.roles}: {user.roles.join(', ')}
                      {user.vertreter ? ` · ${de.admin.vertreter}` : ''}
                    </p>
                  </div>
                  {/* Nobody impersonates themselves (the server refuses it too). */}
                  {user.id !== me?.user.id ? (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      aria-label={de.admin.impersonateUser(user.benutzerandruckname)}
                      onClick={() => void impersonate(user)}
                    >
                      {de.admin.impersonate}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <ImpersonationAudit />
      <MailOutbox />
      {modulePanels}
    </div>
  );
}
