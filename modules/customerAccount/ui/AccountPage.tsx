// Account (Mein Konto, issue 15, role User): the session's delivery customer's account with the
// wholesaler (open items, balance, credit limit used and available, payment terms, SEPA direct
// debit) from the synced collections, so offline it shows the last synced state; and the user's
// own data (name, e-mail, username, roles in words, delivery customers) with links to change the
// password and to the settings.
import { useDomainConfig } from '../../../src/platform/DomainConfigContext';
import type { OpenItemRow } from '../contract';
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { useDb, useLiveQuery, useSyncStatus } from '../../../src/db';
import { customerAccountDe } from '../texts.de';
import { de } from '../../../src/i18n/de';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { customerName, UserData } from './UserData';
import { headCells } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';
import { DAY_MS } from '../../../src/api/days';
import { UntilFirstSync } from '../../../src/features/sync';

const t = customerAccountDe;

const CELL = 'px-3 py-2 text-left align-top';

/** Today's calendar day on this device. */
export function localDay(now = new Date()): string {
  const d = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 10);
}

/** An item's state in words: overdue by n days, due today, open, or a credit to be set off. */
export function itemState(item: OpenItemRow, today: string): { text: string; overdue: boolean } {
  if (item.kind === 'credit') return { text: t.items.creditOpen, overdue: false };
  const days = Math.round((Date.parse(today) - Date.parse(item.dueDay)) / DAY_MS);
  if (days > 0) return { text: t.items.overdue(days), overdue: true };
  if (days === 0) return { text: t.items.dueToday, overdue: false };
  return { text: t.items.open, overdue: false };
}

/** Balance, overdue sum, used and available credit (never below 0). */
export function accountFigures(items: readonly OpenItemRow[], limitCents: number, today: string) {
  const balance = items.reduce((sum, i) => sum + i.amountCents, 0);
  const overdue = items
    .filter((i) => itemState(i, today).overdue)
    .reduce((sum, i) => sum + i.amountCents, 0);
  const used = Math.max(0, balance);
  return {
    balance,
    overdue,
    used,
    available: Math.max(0, limitCents - used),
    percent: limitCents > 0 ? Math.round((used * 100) / limitCents) : 0,
  };
}

function useAccount(lieferkundeNr: number | null) {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    if (lieferkundeNr === null) return null;
    const [summary, items] = await Promise.all([
      db.accountSummaries.where('lieferkundeNr').equals(lieferkundeNr).first(),
      db.openItems.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
    ]);
    return {
      summary,
      items: items.sort(
        (a, b) => a.dueDay.localeCompare(b.dueDay) || a.docNo.localeCompare(b.docNo),
      ),
    };
  }, [db, lieferkundeNr]);
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd data-testid={testId} className="text-base font-semibold text-slate-900">
        {value}
      </dd>
    </div>
  );
}

function CustomerAccount({ lieferkundeNr }: { lieferkundeNr: number }) {
  const account = useAccount(lieferkundeNr);
  const today = localDay();
  if (account === undefined) return <Spinner label={t.loading} />;
  if (!account?.summary) return <p className="text-slate-600">{t.notYetSynced}</p>;
  const { summary, items } = account;
  const f = accountFigures(items, summary.creditLimitCents, today);
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 rounded-md border border-slate-200 bg-white p-4 sm:grid-cols-4">
        <Fact label={t.account.balance} value={formatEuro(f.balance)} testId="account-balance" />
        <Fact
          label={t.account.creditLimit}
          value={formatEuro(summary.creditLimitCents)}
          testId="account-limit"
        />
        <Fact label={t.account.used} value={formatEuro(f.used)} />
        <Fact
          label={t.account.available}
          value={formatEuro(f.available)}
          testId="account-available"
        />
      </dl>
      <div>
        <div
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, f.percent)}
          aria-label={t.account.usedShare(f.percent)}
        >
          <div
            className={`h-full ${f.percent >= 90 ? 'bg-red-700' : 'bg-brand-700'}`}
            style={{ width: `${Math.min(100, f.percent)}%` }}
          />
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {t.account.usedShare(f.percent)}
          {f.percent > 100 ? ` · ${t.account.overLimit}` : ''}
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-slate-900">{t.account.paymentTerms}</dt>
          <dd className="text-sm text-slate-800">{summary.paymentTerms}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-900">{t.account.directDebit}</dt>
          <dd className="text-sm text-slate-800">
            {summary.directDebit
              ? t.account.directDebitOn(summary.ibanMasked, summary.mandateRef)
              : t.account.directDebitOff}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="open-items-title" className="space-y-2">
        <h3 id="open-items-title" className="text-base font-semibold text-slate-900">
          {t.items.title}
        </h3>
        {items.length === 0 ? (
          <UntilFirstSync collections="openItems">
            <p className="text-slate-600">{t.items.empty}</p>
          </UntilFirstSync>
        ) : (
          <>
            {f.overdue > 0 ? (
              <p className="text-sm font-semibold text-red-800">
                <span aria-hidden="true">⚠ </span>
                {t.items.overdueSum(formatEuro(f.overdue))}
              </p>
            ) : null}
            <PlainTable
              box="overflow-x-auto rounded-md border border-slate-200 bg-white"
              className="w-full text-sm"
              caption={t.items.caption}
              head={[
                ...headCells(CELL, t.items.number, t.items.type, t.items.date, t.items.due),
                ...headCells(`${CELL} text-right`, t.items.amount),
                ...headCells(CELL, t.items.status),
              ]}
              bodyClassName={null}
            >
              {items.map((item) => {
                const state = itemState(item, today);
                return (
                  <tr key={item.id} data-testid="open-item" className="border-t border-slate-100">
                    <td className={`${CELL} font-mono`}>{item.docNo}</td>
                    <td className={CELL}>{t.items.kind[item.kind]}</td>
                    <td className={CELL}>{formatDay(item.day)}</td>
                    <td className={CELL}>{formatDay(item.dueDay)}</td>
                    <td className={`${CELL} text-right tabular-nums`}>
                      {formatEuro(item.amountCents)}
                    </td>
                    <td
                      className={`${CELL} ${state.overdue ? 'font-semibold text-red-800' : 'text-slate-700'}`}
                    >
                      {state.overdue ? <span aria-hidden="true">⚠ </span> : null}
                      {state.text}
                    </td>
                  </tr>
                );
              })}
            </PlainTable>
          </>
        )}
      </section>
    </>
  );
}

export function AccountPage() {
  const me = useMe();
  const { connectivity, lastSyncAt } = useSyncStatus();
  const lieferkunde = me?.lieferkunde ?? null;
  const numberConfig = useDomainConfig();
  return (
    <section
      aria-labelledby="screen-title"
      data-testid="account-page"
      className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6"
    >
      <div>
        <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
          {de.screens.account}
        </h1>
        <p className="mt-1 text-sm text-slate-700">{t.intro}</p>
      </div>
      {connectivity !== 'online' ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.offlineNote}
          {lastSyncAt
            ? ` ${t.lastSync(new Date(lastSyncAt).toLocaleString('de-AT', { dateStyle: 'medium', timeStyle: 'short' }))}`
            : ''}
        </p>
      ) : null}
      <section aria-labelledby="account-title" className="space-y-4">
        <h2 id="account-title" className="text-lg font-semibold text-slate-900">
          {t.account.title}
          {lieferkunde ? ` · ${customerName(lieferkunde, numberConfig)}` : ''}
        </h2>
        {lieferkunde === null ? (
          <p className="text-slate-600">{t.noCustomer}</p>
        ) : (
          <CustomerAccount lieferkundeNr={lieferkunde.LieferkundeNr} />
        )}
      </section>
      <UserData />
    </section>
  );
}
