import { useCallback, useEffect, useId, useState } from 'react';
import { adminApi } from './api';
import { formatEuro, formatNumber } from '../../catalogue/money';
import { de } from '../../i18n/de';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import type { ImpersonationAuditPage } from '../../worker/api';
import { formatDateTime } from '../../api/days';

type Entry = ImpersonationAuditPage['items'][number];

const t = de.admin.audit;

function Person({ person }: { person: Entry['admin'] }) {
  return (
    <>
      <span className="block font-medium text-slate-900">{person.benutzerandruckname}</span>
      <span className="block text-xs text-slate-600">{person.email}</span>
    </>
  );
}

function Orders({ orders }: { orders: Entry['orders'] }) {
  if (orders.length === 0) return <span className="text-slate-500">{t.noOrders}</span>;
  return (
    <ul className="space-y-1">
      {orders.map((order) => (
        <li key={order.id}>
          {t.order(
            order.label,
            formatDateTime(order.createdAt),
            t.positions(order.positions, formatNumber(order.positions)),
            formatEuro(order.totalCents),
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The audit trail of impersonations (issue 10): who, as whom, from when to when, how it ended,
 * and the orders placed meanwhile; newest first, older pages on request.
 */
export function ImpersonationAudit() {
  const headingId = useId();
  const [entries, setEntries] = useState<readonly Entry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  /** Shows a page: the first replaces, a later one is appended below. */
  const receive = useCallback((cursor: string | null, page: ImpersonationAuditPage) => {
    setEntries((shown) => (cursor ? [...shown, ...page.items] : page.items));
    setNext(page.nextCursor);
    setState('ready');
  }, []);

  useEffect(() => {
    let current = true;
    adminApi.adminImpersonations({}).then(
      (page) => current && receive(null, page),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [receive]);

  function load(cursor: string | null) {
    setState('loading');
    adminApi.adminImpersonations(cursor ? { cursor } : {}).then(
      (page) => receive(cursor, page),
      () => setState('failed'),
    );
  }

  const cell = 'px-3 py-2 align-top';
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t.heading}
      </h2>
      <div aria-live="polite" aria-busy={state === 'loading'} className="mt-4">
        {entries.length > 0 ? (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="sr-only">{t.caption}</caption>
              <thead className="bg-slate-50 text-left text-slate-700">
                <tr>
                  <th scope="col" className={cell}>
                    {t.admin}
                  </th>
                  <th scope="col" className={cell}>
                    {t.user}
                  </th>
                  <th scope="col" className={cell}>
                    {t.started}
                  </th>
                  <th scope="col" className={cell}>
                    {t.ended}
                  </th>
                  <th scope="col" className={cell}>
                    {t.endReason}
                  </th>
                  <th scope="col" className={cell}>
                    {t.orders}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-800">
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={cell}>
                      <Person person={entry.admin} />
                    </td>
                    <td className={cell}>
                      <Person person={entry.user} />
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>
                      <time dateTime={entry.startedAt}>{formatDateTime(entry.startedAt)}</time>
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>
                      {entry.endedAt ? (
                        <time dateTime={entry.endedAt}>{formatDateTime(entry.endedAt)}</time>
                      ) : (
                        t.running
                      )}
                    </td>
                    <td className={cell}>{entry.endReason ? t.reasons[entry.endReason] : '–'}</td>
                    <td className={cell}>
                      <Orders orders={entry.orders} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : state === 'ready' ? (
          <p className="text-slate-600">{t.empty}</p>
        ) : null}
        <div className="mt-3 flex items-center gap-3">
          {state === 'loading' ? <Spinner label={de.app.loading} /> : null}
          {state === 'failed' ? (
            <>
              <p role="alert" className="text-red-700">
                {t.failed}
              </p>
              <Button variant="secondary" onClick={() => load(next)}>
                {t.retry}
              </Button>
            </>
          ) : null}
          {state === 'ready' && next ? (
            <Button variant="secondary" onClick={() => load(next)}>
              {t.more}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
