// One article of a pre-order window (issue 15): the quantity field (and the prescription's
// initials and day where the window asks for them), checked by the shared rules before
// 'Vorbestellen' or 'Ändern' queues it.
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { PreOrderArticle, PreOrderLineRow, PreOrderWindowRow } from '../contract';
import { isActive, lineProblem, preOrderProblemText, windowState, type LineDraft } from '../rules';
import { formatEuro } from '../../../src/catalogue/money';
import { mutate, newId } from '../../../src/db';
import { preOrderDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { firstIssue, GermanDayField, InitialsField, QuantityField } from './logic';

const t = preOrderDe;
const CELL = 'px-2 py-1.5 align-top';
const FIELD = 'mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm';

interface FieldErrors {
  quantity?: string | undefined;
  initials?: string | undefined;
  day?: string | undefined;
}

export function ArticleRow({
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
