// An /admin panel over a list the server keeps (published conditions, surveys): its heading with
// 'Aktualisieren', the intro, the list's load states (loading, failed, empty) and, once loaded,
// the list; the panel's form follows as children. useAdminList holds the load state.
import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { Spinner } from './Spinner';
import type { LoadState } from './useAdminList';

export interface AdminListTexts {
  readonly heading: string;
  readonly reload: string;
  readonly intro: string;
  readonly loading: string;
  readonly loadFailed: string;
  readonly empty: string;
}

export function AdminListPanel({
  texts: t,
  testId,
  state,
  reload,
  count,
  list,
  children,
}: {
  texts: AdminListTexts;
  testId: string;
  state: LoadState;
  reload: () => Promise<unknown>;
  /** How many items the list holds; null before the first answer. */
  count: number | null;
  /** The loaded, non-empty list. */
  list: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t.heading}
        </h2>
        <Button variant="secondary" onClick={() => void reload()} disabled={state === 'loading'}>
          {t.reload}
        </Button>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t.intro}</p>

      {state === 'loading' && count === null ? (
        <div className="mt-4">
          <Spinner label={t.loading} />
        </div>
      ) : state === 'failed' ? (
        <p className="mt-4 text-sm text-red-700">{t.loadFailed}</p>
      ) : count === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t.empty}</p>
      ) : count !== null ? (
        list
      ) : null}

      {children}
    </section>
  );
}
