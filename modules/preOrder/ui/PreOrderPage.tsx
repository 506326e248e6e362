// The pre-order (Vorbestellung, issue 15) of the current delivery customer: the wholesaler's order
// windows with their deadline, delivery period and caps, a quantity per article (with the
// prescription's reference where the window asks for one), what has been pre-ordered, changed or
// cancelled until the deadline. Everything reads and writes the local database, so it works
// offline; changes are queued and sent once. The shared rules (modules/preOrder/rules.ts) check an
// entry before it is queued, with the words the server would refuse it with.
import { useId, useMemo, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { viennaDay } from '../../../src/api/enrollmentDays';
import type { PreOrderArticle, PreOrderLineRow, PreOrderWindowRow } from '../contract';
import {
  daysLeft,
  deadlineProblem,
  isActive,
  lineProblem,
  orderedTotal,
  preOrderProblemText,
  windowState,
  type LineDraft,
} from '../rules';
import { formatEuro } from '../../../src/catalogue/money';
import { mutate, newId, useDb, useLiveQuery } from '../../../src/db';
import { preOrderDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { firstIssue, GermanDayField, InitialsField, QuantityField, sortWindows } from './logic';
import { PageFrame } from '../../../src/ui/PageFrame';
import { de } from '../../../src/i18n/de';
import { ScrollBox } from '../../../src/ui/ScrollBox';

const t = preOrderDe;
const CELL = 'px-2 py-1.5 align-top';
const FIELD = 'mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm';

function stateText(w: PreOrderWindowRow, today: string): string {
  const state = windowState(w, today);
  if (state === 'upcoming') return `${t.state.upcoming} · ${t.opensOn(w.opensOn)}`;
  if (state === 'closed') return `${t.state.closed} · ${t.closedOn(w.closesOn)}`;
  return `${t.state.open} · ${t.endsIn(daysLeft(w, today))} · ${t.deadline(w.closesOn)}`;
}

interface FieldErrors {
  quantity?: string | undefined;
  initials?: string | undefined;
  day?: string | undefined;
}

function ArticleRow({
  window: w,
  article,
  lines,
  today,
  lieferkundeNr,
  onStatus,
}: {
  window: PreOrderWindowRow;
  article: PreOrderArticle;
  lines: readonly PreOrderLineRow[];
  today: string;
  lieferkundeNr: number;
  onStatus: (message: string) => void;
}) {
  const id = useId();
  const open = windowState(w, today) === 'open';
  const rx = w.prescriptionRequired;
  const mine = lines.filter((l) => l.pzn === article.pzn && isActive(l));
  const line = rx ? undefined : mine[0];
  const [quantity, setQuantity] = useState(line ? String(line.quantity) : rx ? '1' : '');
  const [initials, setInitials] = useState('');
  const [day, setDay] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const q = v.safeParse(QuantityField, quantity);
    const i = rx ? v.safeParse(InitialsField, initials) : null;
    const d = rx ? v.safeParse(GermanDayField, day) : null;
    const found: FieldErrors = {
      quantity: firstIssue(q),
      initials: i ? firstIssue(i) : undefined,
      day: d ? firstIssue(d) : undefined,
    };
    if (!q.success || (i && !i.success) || (d && !d.success)) {
      setErrors(found);
      return;
    }
    const draft: LineDraft = {
      id: line?.id ?? newId(),
      pzn: article.pzn,
      quantity: q.output,
      prescriptionInitials: i?.success ? i.output : '',
      prescriptionDay: d?.success ? d.output : null,
    };
    const problem = lineProblem(w, lines, draft, today);
    if (problem) {
      const message = preOrderProblemText(problem);
      if (problem.code === 'prescriptionFuture') setErrors({ day: message });
      else if (problem.code === 'prescriptionMissing' || problem.code === 'prescriptionTaken') {
        setErrors({ initials: message });
      } else setErrors({ quantity: message });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (line) {
        await mutate('preOrder.change', { id: line.id, quantity: draft.quantity });
        onStatus(t.status.changed(article.name, draft.quantity));
      } else {
        await mutate('preOrder.place', { ...draft, lieferkundeNr, windowId: w.id });
        onStatus(t.status.placed(article.name, draft.quantity));
        if (rx) {
          setInitials('');
          setDay('');
        }
      }
    } catch (error) {
      setErrors({ quantity: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof FieldErrors) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  const error = (key: keyof FieldErrors) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-700">
        {errors[key]}
      </p>
    ) : null;

  const ordered = mine.reduce((sum, l) => sum + l.quantity, 0);
  return (
    <tr className="border-t border-slate-100" data-testid="pre-order-article">
      <td className={CELL}>
        <span className="block font-medium text-slate-900">{article.name}</span>
        <span className="block text-slate-600">
          {t.articleLine(article.pzn, article.manufacturer)}
        </span>
      </td>
      <td className={`${CELL} whitespace-nowrap`}>{formatEuro(article.aepCents)}</td>
      <td className={CELL} data-testid="pre-order-ordered">
        {ordered > 0 ? t.packs(ordered) : '–'}
      </td>
      <td className={CELL}>
        {open ? (
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            className="flex flex-wrap items-start gap-2"
          >
            <div className="w-24">
              <label htmlFor={`${id}-q`} className="sr-only">
                {t.form.quantityOf(article.name)}
              </label>
              <input
                id={`${id}-q`}
                inputMode="numeric"
                autoComplete="off"
                value={quantity}
                readOnly={rx}
                onChange={(e) => {
                  setQuantity(e.target.value);
                  setErrors({});
                }}
                className={FIELD}
                {...field('quantity')}
              />
            </div>
            {rx ? (
              <>
                <div className="w-28">
                  <label htmlFor={`${id}-i`} className="block text-xs text-slate-700">
                    {t.form.initials}
                  </label>
                  <input
                    id={`${id}-i`}
                    autoComplete="off"
                    maxLength={3}
                    value={initials}
                    aria-label={t.form.initialsOf(article.name)}
                    onChange={(e) => {
                      setInitials(e.target.value);
                      setErrors({});
                    }}
                    className={FIELD}
                    {...field('initials')}
                  />
                </div>
                <div className="w-36">
                  <label htmlFor={`${id}-d`} className="block text-xs text-slate-700">
                    {t.form.prescriptionDay}
                  </label>
                  <input
                    id={`${id}-d`}
                    autoComplete="off"
                    maxLength={10}
                    value={day}
                    aria-label={t.form.prescriptionDayOf(article.name)}
                    onChange={(e) => {
                      setDay(e.target.value);
                      setErrors({});
                    }}
                    className={FIELD}
                    {...field('day')}
                  />
                </div>
              </>
            ) : null}
            <Button
              type="submit"
              disabled={busy}
              aria-label={line ? t.form.changeOf(article.name) : t.form.placeOf(article.name)}
              className="mt-1 px-3 py-1"
            >
              {line ? t.form.change : t.form.place}
            </Button>
            <div className="w-full">
              {error('quantity')}
              {error('initials')}
              {error('day')}
            </div>
          </form>
        ) : (
          <span className="text-slate-600">–</span>
        )}
      </td>
    </tr>
  );
}

function LineList({
  window: w,
  lines,
  today,
  onStatus,
}: {
  window: PreOrderWindowRow;
  lines: readonly PreOrderLineRow[];
  today: string;
  onStatus: (message: string) => void;
}) {
  const changeable = deadlineProblem(w, today) === null;
  const nameOf = (pzn: string) => w.articles.find((a) => a.pzn === pzn)?.name ?? pzn;
  const sorted = [...lines].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-slate-900">{t.lines.title}</h3>
      {sorted.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t.lines.empty}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm" data-testid="pre-order-lines">
          {sorted.map((l) => {
            const name = nameOf(l.pzn);
            const active = isActive(l);
            return (
              <li
                key={l.id}
                data-testid="pre-order-line"
                className="flex flex-wrap items-center gap-x-3 gap-y-1"
              >
                <span className={active ? 'text-slate-900' : 'text-slate-500 line-through'}>
                  {name}: {t.packs(l.quantity)}
                  {l.prescriptionDay
                    ? ` · ${t.lines.rx(l.prescriptionInitials, l.prescriptionDay)}`
                    : ''}
                </span>
                <span className="text-slate-700">
                  {active ? t.lines.active : t.lines.cancelled}
                  {l.version === '0' ? ` (${t.lines.pending})` : ''}
                </span>
                {active && changeable ? (
                  <Button
                    variant="secondary"
                    className="px-2 py-0.5"
                    aria-label={t.form.cancelOf(name)}
                    onClick={() =>
                      void mutate('preOrder.cancel', { id: l.id }).then(
                        () => onStatus(t.status.cancelled(name)),
                        (e: unknown) => onStatus(e instanceof Error ? e.message : String(e)),
                      )
                    }
                  >
                    {t.form.cancel}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function WindowSection({
  window: w,
  lines,
  today,
  lieferkundeNr,
  onStatus,
}: {
  window: PreOrderWindowRow;
  lines: readonly PreOrderLineRow[];
  today: string;
  lieferkundeNr: number;
  onStatus: (message: string) => void;
}) {
  const headingId = useId();
  const total = orderedTotal(lines);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="pre-order-window"
      className="rounded-md border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {w.title}
      </h2>
      <p className="text-sm font-medium text-slate-800" data-testid="pre-order-state">
        {stateText(w, today)}
      </p>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{w.description}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li>{t.delivery(w.deliveryFrom, w.deliveryTo)}</li>
        {w.maxPerLine !== null ? <li>{t.capLine(w.maxPerLine)}</li> : null}
        {w.maxPerPharmacy !== null ? <li>{t.capPharmacy(w.maxPerPharmacy)}</li> : null}
        {w.prescriptionRequired ? <li className="font-medium">{t.prescription}</li> : null}
      </ul>
      <p className="mt-1 text-sm text-slate-800" data-testid="pre-order-total">
        {t.ordered(total, w.maxPerPharmacy)}
      </p>
      {w.articles.length > 0 ? (
        <ScrollBox label={t.table.caption(w.title)} className="mt-2">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t.table.caption(w.title)}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={CELL}>
                  {t.table.article}
                </th>
                <th scope="col" className={CELL}>
                  {t.table.aep}
                </th>
                <th scope="col" className={CELL}>
                  {t.table.ordered}
                </th>
                <th scope="col" className={CELL}>
                  {t.table.quantity}
                </th>
              </tr>
            </thead>
            <tbody>
              {w.articles.map((a) => (
                <ArticleRow
                  key={a.pzn}
                  window={w}
                  article={a}
                  lines={lines}
                  today={today}
                  lieferkundeNr={lieferkundeNr}
                  onStatus={onStatus}
                />
              ))}
            </tbody>
          </table>
        </ScrollBox>
      ) : null}
      <LineList window={w} lines={lines} today={today} onStatus={onStatus} />
    </section>
  );
}

export function PreOrderPage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const db = useDb();
  const [status, setStatus] = useState('');
  const data = useLiveQuery(async () => {
    if (!db) return undefined;
    const windows = await db.preOrderWindows.toArray();
    const lines =
      lieferkundeNr === null
        ? []
        : await db.preOrderLines.where('lieferkundeNr').equals(lieferkundeNr).toArray();
    return { windows, lines };
  }, [db, lieferkundeNr]);
  const today = viennaDay(new Date());
  const windows = useMemo(() => sortWindows(data?.windows ?? [], today), [data, today]);

  return (
    <PageFrame title={de.screens.preOrder} lead={t.intro}>
      <p
        role="status"
        aria-live="polite"
        data-testid="enrollment-status"
        className="text-sm text-emerald-800"
      >
        {status}
      </p>
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{t.noCustomer}</p>
      ) : data === undefined ? (
        <Spinner label={t.loading} />
      ) : windows.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-slate-600">
          {t.empty}
        </p>
      ) : (
        windows.map((w) => (
          <WindowSection
            key={w.id}
            window={w}
            lines={data.lines.filter((l) => l.windowId === w.id)}
            today={today}
            lieferkundeNr={lieferkundeNr}
            onStatus={setStatus}
          />
        ))
      )}
    </PageFrame>
  );
}
