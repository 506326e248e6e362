// Call-off agreements and prepayments (issue 14): the agreements of the current delivery
// customer from the local database (readable offline), each with its figures, validity, call-off
// history and prepayments. 'Abrufen' puts the article into the primary basket through the shop's
// own mutation (queued offline); it counts as called off once delivered, until then 'vorgemerkt'.
import { useId, useRef, useState } from 'react';
import type { CallOffRow, PrepaymentRow } from '../../api/callOff';
import { formatDay, formatEuro } from '../../catalogue/money';
import { useDb, useLiveQuery } from '../../db';
import { de } from '../../i18n/de';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useMe } from '../auth';
import { addToPrimaryBasket, AddedToBasketStatus, type AddedAnnouncement } from '../baskets';
import { CallOffDialog } from './CallOffDialog';
import { loadAgreements } from './data';
import {
  AGREEMENT_FILTERS,
  arrangeAgreements,
  localDay,
  type AgreementFilter,
  type AgreementView,
} from './rules';
import { analyticsTexts } from '../../../modules/analytics/texts';

const t = analyticsTexts.callOff;
const CELL = 'px-2 py-1.5 text-left';
const NUM = 'px-2 py-1.5 text-right tabular-nums';
const QUANTITY = new Intl.NumberFormat('de-DE');
const FIELD =
  'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600';

const STATE_STYLE: Record<AgreementView['state'], string> = {
  running: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  upcoming: 'border-sky-300 bg-sky-50 text-sky-900',
  fullyCalledOff: 'border-slate-300 bg-slate-100 text-slate-800',
  expired: 'border-slate-300 bg-slate-100 text-slate-700',
};
/** A sign beside each state's word, so the state never rests on the colour. */
const STATE_SIGN: Record<AgreementView['state'], string> = {
  running: '▶',
  upcoming: '◷',
  fullyCalledOff: '✓',
  expired: '■',
};

/** Called off (solid) and reserved (hatched) of the agreed quantity; the text beside says it. */
function ProgressBar({ view }: { view: AgreementView }) {
  const agreed = Math.max(1, view.agreement.agreedQuantity);
  const done = Math.min(100, (view.calledOff * 100) / agreed);
  const held = Math.min(100 - done, (view.reserved * 100) / agreed);
  return (
    <div className="h-3 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
      <div className="flex h-full">
        <div className="h-full bg-brand-700" style={{ width: `${done}%` }} />
        <div
          className="h-full bg-[repeating-linear-gradient(45deg,var(--color-amber-500)_0_4px,var(--color-amber-200)_4px_8px)]"
          style={{ width: `${held}%` }}
        />
      </div>
    </div>
  );
}

function History({ no, rows }: { no: string; rows: readonly CallOffRow[] }) {
  const h = t.history;
  if (rows.length === 0) return <p className="text-sm text-slate-600">{h.none}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{h.caption(no)}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={CELL}>
              {h.day}
            </th>
            <th scope="col" className={NUM}>
              {h.quantity}
            </th>
            <th scope="col" className={CELL}>
              {h.noteNo}
            </th>
            <th scope="col" className={NUM}>
              {h.value}
            </th>
            <th scope="col" className={NUM}>
              {h.prepaid}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((c) => (
            <tr key={c.id}>
              <td className={`${CELL} whitespace-nowrap`}>{formatDay(c.day)}</td>
              <td className={NUM}>{QUANTITY.format(c.quantity)}</td>
              <td className={`${CELL} tabular-nums`}>{c.noteNo}</td>
              <td className={NUM}>{formatEuro(c.valueCents)}</td>
              <td className={NUM}>{c.prepaidCents > 0 ? formatEuro(c.prepaidCents) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Prepayments({
  no,
  rows,
  paidCents,
  balanceCents,
}: {
  no: string;
  rows: readonly PrepaymentRow[];
  paidCents: number;
  balanceCents: number;
}) {
  const p = t.prepayments;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{p.title}</h3>
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <caption className="sr-only">{p.caption(no)}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className={CELL}>
                {p.reference}
              </th>
              <th scope="col" className={CELL}>
                {p.paidDay}
              </th>
              <th scope="col" className={NUM}>
                {p.amount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.id}>
                <td className={`${CELL} tabular-nums`}>{r.reference}</td>
                <td className={`${CELL} whitespace-nowrap`}>{formatDay(r.paidDay)}</td>
                <td className={NUM}>{formatEuro(r.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="grid grid-cols-[auto_auto] justify-start gap-x-4 text-sm">
        <dt className="text-slate-600">{p.paid}</dt>
        <dd className="text-right tabular-nums">{formatEuro(paidCents)}</dd>
        <dt className="text-slate-600">{p.booked}</dt>
        <dd className="text-right tabular-nums">{formatEuro(paidCents - balanceCents)}</dd>
        <dt className="font-semibold text-slate-900">{p.balance}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="prepayment-balance">
          {formatEuro(balanceCents)}
        </dd>
      </dl>
      {balanceCents <= 0 && <p className="text-sm text-slate-600">{p.exhausted}</p>}
    </div>
  );
}

function AgreementCard({
  view,
  onCallOff,
}: {
  view: AgreementView;
  onCallOff: (view: AgreementView) => void;
}) {
  const a = view.agreement;
  const f = t.facts;
  const headingId = useId();
  const reasonId = useId();
  const notCallable =
    view.state === 'running'
      ? view.callable > 0
        ? null
        : t.notCallable.reserved
      : view.state === 'upcoming'
        ? t.notCallable.upcoming
        : t.notCallable[view.state];
  return (
    <article
      aria-labelledby={headingId}
      data-testid="calloff-agreement"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t.agreementTitle(a.agreementNo, a.name)}
          </h2>
          <p className="text-sm text-slate-600">
            {[t.pzn(a.pzn), a.promotion ? t.promotion(a.promotion) : '']
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className={`rounded-full border px-2 py-0.5 ${STATE_STYLE[view.state]}`}>
            <span aria-hidden="true">{STATE_SIGN[view.state]} </span>
            {t.state[view.state]}
          </span>
          {view.endsSoon && (
            <span
              className="rounded-full border border-amber-400 bg-amber-50 px-2 py-0.5 font-medium text-amber-900"
              data-testid="calloff-ends-soon"
            >
              <span aria-hidden="true">⚠ </span>
              {t.endsSoon(view.daysLeft)}
            </span>
          )}
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        {(
          [
            [f.agreed, t.packs(a.agreedQuantity)],
            [f.calledOff, t.packs(view.calledOff)],
            [f.remaining, t.packs(view.remaining)],
            [f.reserved, t.packs(view.reserved)],
            [f.price, formatEuro(a.priceCents)],
            [f.listPrice, formatEuro(a.listPriceCents)],
            [
              f.saving,
              view.savingCents > 0
                ? t.savingText(formatEuro(view.savingCents), view.savingPercent)
                : t.noSaving,
            ],
            [f.validity, t.validity(formatDay(a.validFrom), formatDay(a.validTo))],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="space-y-1">
        <ProgressBar view={view} />
        <p className="text-sm text-slate-700" data-testid="calloff-progress">
          {view.reserved > 0
            ? t.progressWithReserved(view.calledOff, a.agreedQuantity, view.reserved)
            : t.progress(view.calledOff, a.agreedQuantity)}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => onCallOff(view)}
          disabled={notCallable !== null}
          aria-label={t.callOffLabel(a.name)}
          aria-describedby={notCallable ? reasonId : undefined}
        >
          {t.callOff}
        </Button>
        {notCallable && (
          <p id={reasonId} className="text-sm text-slate-600">
            {notCallable}
          </p>
        )}
      </div>

      <div className="grid items-start gap-4 lg:grid-cols-2">
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">
            {t.history.title} ({QUANTITY.format(view.callOffs.length)})
          </summary>
          <div className="mt-2">
            <History no={a.agreementNo} rows={view.callOffs} />
          </div>
        </details>
        {view.prepaid && (
          <Prepayments
            no={a.agreementNo}
            rows={view.prepayments}
            paidCents={view.prepaid.paidCents}
            balanceCents={view.prepaid.balanceCents}
          />
        )}
      </div>
    </article>
  );
}

export function CallOffPage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const db = useDb();
  const today = localDay();
  const views = useLiveQuery(
    async () =>
      db && lieferkundeNr !== null ? loadAgreements(db, lieferkundeNr, today) : undefined,
    [db, lieferkundeNr, today],
  );
  const [filter, setFilter] = useState<AgreementFilter>('running');
  const [asking, setAsking] = useState<AgreementView | null>(null);
  const [added, setAdded] = useState<AddedAnnouncement | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const filterId = useId();

  const shown = views ? arrangeAgreements(views, filter) : [];
  const prepaid = (views ?? []).flatMap((v) => (v.prepaid ? [v.prepaid] : []));

  /** Into the user's primary basket of the customer (a new 'Warenkorb' when there is none). */
  const callOff = async (view: AgreementView, quantity: number) => {
    if (!db || lieferkundeNr === null) throw new Error(t.errors.noBasket);
    const target = await addToPrimaryBasket(db, lieferkundeNr, view.agreement.pzn, quantity);
    setAsking(null);
    setAdded({
      ...target,
      text: t.added(quantity, view.agreement.name, target.label),
      linkText: t.openBasket(target.label),
    });
    // The dialog is gone: the keyboard continues at the announcement and its link.
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  return (
    <section
      aria-labelledby="screen-title"
      data-testid="calloff-page"
      className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6"
    >
      <div>
        <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
          {de.screens.abrufvereinbarungen}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t.intro}</p>
        <p className="mt-2 max-w-3xl rounded-md border border-sky-200 bg-sky-50 p-2 text-sm text-sky-950">
          <span aria-hidden="true">ℹ </span>
          {t.bookingNote}
        </p>
      </div>

      <AddedToBasketStatus added={added} ref={statusRef} testId="calloff-status" />

      {lieferkundeNr === null ? (
        <p className="text-slate-600">{t.noCustomer}</p>
      ) : views === undefined ? (
        <Spinner label={t.loading} />
      ) : views.length === 0 ? (
        <p className="text-slate-600">{t.noData}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <label htmlFor={filterId} className="block text-sm font-medium text-slate-800">
                {t.filterLabel}
              </label>
              <select
                id={filterId}
                value={filter}
                onChange={(event) => setFilter(event.target.value as AgreementFilter)}
                className={FIELD}
              >
                {AGREEMENT_FILTERS.map((key) => (
                  <option key={key} value={key}>
                    {t.filter[key]}
                  </option>
                ))}
              </select>
            </div>
            {prepaid.length > 0 && (
              <p className="text-sm text-slate-800" data-testid="calloff-prepaid-summary">
                <span className="font-semibold">{t.summary.title}: </span>
                {t.summary.text(
                  formatEuro(prepaid.reduce((s, p) => s + p.paidCents, 0)),
                  formatEuro(prepaid.reduce((s, p) => s + p.balanceCents, 0)),
                )}
              </p>
            )}
          </div>
          <p className="text-sm text-slate-700" aria-live="polite" data-testid="calloff-count">
            {shown.length === 0 ? t.noneRunning : t.count(shown.length, views.length)}
          </p>
          <div className="space-y-4">
            {shown.map((view) => (
              <AgreementCard key={view.agreement.id} view={view} onCallOff={setAsking} />
            ))}
          </div>
        </>
      )}
      <CallOffDialog view={asking} onSubmit={callOff} onClose={() => setAsking(null)} />
    </section>
  );
}
