// One call-off agreement (issue 14): its state in words and sign, the figures, the progress of
// what is called off and reserved, 'Abrufen', and its history and prepayments.
import { useId } from 'react';
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { Button } from '../../../src/ui/Button';
import { type AgreementView } from './rules';
import { callOffDe } from '../texts.de';
import { History, Prepayments } from './AgreementHistory';

const t = callOffDe;
const QUANTITY = new Intl.NumberFormat('de-DE');

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

export function AgreementCard({
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
