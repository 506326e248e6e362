// One price cut opened (issue 15): a stock field per PZN with the refund per article and in total as
// typed, 'Bestand melden' or 'Korrektur melden (neue Version)', and the versions reported so far.
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { PriceCutRow, StockReportRow } from '../contract';
import {
  cutState,
  daysToDeadline,
  dropCents,
  latestReport,
  refundCents,
  reportProblem,
  reportProblemText,
  STOCK_MAX,
} from '../rules';
import { formatEuro } from '../../../src/catalogue/money';
import { mutate, newId } from '../../../src/db';
import { stockLevelsDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { headCells } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';
import { FieldAlert } from '../../../src/ui/FieldAlert';

const t = stockLevelsDe;
const CELL = 'px-2 py-1.5 align-top';

const dateTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  dateStyle: 'medium',
  timeStyle: 'short',
});

export const StockField = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d+$/, t.detail.badStock),
  v.transform(Number),
  v.maxValue(STOCK_MAX, t.detail.badStock),
);

export function deadlineText(cut: PriceCutRow, today: string) {
  const state = cutState(cut, today);
  if (state === 'beforeCutoff') return t.cutState.beforeCutoff(cut.cutoffDay);
  if (state === 'closed') return t.cutState.closed;
  return t.cutState.open(daysToDeadline(cut, today));
}

const totalPacks = (r: StockReportRow) => r.quantities.reduce((s, q) => s + q.quantity, 0);

export function CutDetail({
  cut,
  reports,
  today,
  lieferkundeNr,
  onStatus,
  onClose,
}: {
  cut: PriceCutRow;
  reports: readonly StockReportRow[];
  today: string;
  lieferkundeNr: number;
  onStatus: (message: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const latest = latestReport(reports);
  const state = cutState(cut, today);
  const locked = latest !== undefined && latest.status !== 'submitted';
  const editable = state === 'open' && !locked;
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      cut.articles.map((a) => [
        a.pzn,
        String(latest?.quantities.find((q) => q.pzn === a.pzn)?.quantity ?? ''),
      ]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const parsed = cut.articles.map((a) => {
    const result = v.safeParse(StockField, texts[a.pzn] ?? '');
    return { pzn: a.pzn, result };
  });
  const live = parsed.map(({ pzn, result }) => ({
    pzn,
    quantity: result.success ? result.output : 0,
  }));
  const total = refundCents(cut, live);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const { pzn, result } of parsed) {
      if (!result.success) found[pzn] = result.issues[0].message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t.detail.formInvalid);
      return;
    }
    const problem = reportProblem(cut, reports, live, today);
    if (problem) {
      setFormError(reportProblemText(problem));
      return;
    }
    setFormError('');
    setBusy(true);
    try {
      await mutate('stockLevels.report', {
        id: newId(),
        lieferkundeNr,
        priceCutId: cut.id,
        quantities: live,
      });
      onStatus(t.status.submitted(cut.title, formatEuro(total)));
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const versions = [...reports].sort((a, b) => b.revision - a.revision);
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="price-cut-detail"
      className="rounded-md border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {cut.title}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          {t.detail.close}
        </Button>
      </div>
      <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
        <li>{t.detail.manufacturer(cut.manufacturer)}</li>
        <li>{t.detail.announced(cut.announcedOn)}</li>
        <li>{t.detail.cutoff(cut.cutoffDay)}</li>
        <li>{t.detail.deadline(cut.reportUntil)}</li>
        <li className="font-medium">{deadlineText(cut, today)}</li>
      </ul>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-3">
        <PlainTable
          box="relative overflow-x-auto"
          className="min-w-full text-left text-sm"
          caption={t.detail.caption}
          head={[
            ...headCells(CELL, t.detail.pzn, t.detail.article),
            ...headCells(`${CELL} text-right`, t.detail.oldAep, t.detail.newAep),
            ...headCells(CELL, t.detail.stock),
            ...headCells(`${CELL} text-right`, t.detail.refund),
          ]}
          bodyClassName={null}
        >
          {cut.articles.map((a) => {
            const error = errors[a.pzn];
            const q = live.find((x) => x.pzn === a.pzn)?.quantity ?? 0;
            return (
              <tr key={a.pzn} className="border-t border-slate-100" data-testid="price-cut-article">
                <td className={CELL}>{a.pzn}</td>
                <td className={CELL}>{a.name}</td>
                <td className={`${CELL} text-right`}>{formatEuro(a.oldAepCents)}</td>
                <td className={`${CELL} text-right`}>{formatEuro(a.newAepCents)}</td>
                <td className={CELL}>
                  <input
                    inputMode="numeric"
                    autoComplete="off"
                    aria-label={t.detail.stockOf(a.name)}
                    disabled={!editable}
                    value={texts[a.pzn] ?? ''}
                    onChange={(e) => {
                      setTexts((old) => ({ ...old, [a.pzn]: e.target.value }));
                      setErrors((old) => {
                        const { [a.pzn]: _gone, ...rest } = old;
                        return rest;
                      });
                    }}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-${a.pzn}-error` : undefined}
                    className="block w-24 rounded-md border border-slate-300 px-2 py-1 disabled:bg-slate-100"
                  />
                  {error ? (
                    <p id={`${id}-${a.pzn}-error`} className="mt-1 text-sm text-red-700">
                      {error}
                    </p>
                  ) : null}
                </td>
                <td className={`${CELL} text-right`}>{formatEuro(q * dropCents(a))}</td>
              </tr>
            );
          })}
        </PlainTable>
        <p className="mt-2 text-sm font-semibold text-slate-900" data-testid="price-cut-total">
          {t.detail.total}: {formatEuro(total)}
        </p>
        {state === 'beforeCutoff' ? (
          <p className="mt-1 text-sm text-slate-700">{t.detail.beforeNote(cut.cutoffDay)}</p>
        ) : state === 'closed' ? (
          <p className="mt-1 text-sm text-slate-700">{t.detail.closedNote}</p>
        ) : locked ? (
          <p className="mt-1 text-sm text-slate-700">{t.detail.lockedNote}</p>
        ) : null}
        <FieldAlert error={formError} />
        {editable ? (
          <Button type="submit" disabled={busy} className="mt-2">
            {latest ? t.detail.correct : t.detail.submit}
          </Button>
        ) : null}
      </form>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{t.versions.title}</h3>
      {versions.length === 0 ? (
        <p className="text-sm text-slate-600">{t.versions.empty}</p>
      ) : (
        <ol className="mt-1 space-y-1 text-sm" data-testid="stock-report-versions">
          {versions.map((r) => (
            <li key={r.id} data-testid="stock-report-version">
              <span className="font-medium">{t.versions.version(r.revision)}</span>
              {' · '}
              {r === latest ? t.versions.current : t.versions.superseded}
              {' · '}
              {t.versions.submittedAt(dateTime.format(new Date(r.submittedAt)), r.submittedBy)}
              {' · '}
              {t.versions.packs(totalPacks(r))}
              {' · '}
              {t.detail.total}: {formatEuro(refundCents(cut, r.quantities))}
              {r.version === '0' ? ` · ${t.versions.pending}` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
