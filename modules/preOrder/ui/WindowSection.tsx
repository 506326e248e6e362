// A pre-order window (issue 15): its state in words, delivery period and caps, the table of its
// articles and the customer's lines with 'Stornieren'.
import { useId } from 'react';
import type { PreOrderLineRow, PreOrderWindowRow } from '../contract';
import { daysLeft, deadlineProblem, isActive, orderedTotal, windowState } from '../rules';
import { mutate } from '../../../src/db';
import { preOrderDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { ScrollBox } from '../../../src/ui/ScrollBox';
import { ArticleRow } from './ArticleRow';
import { TableHead, headCells } from '../../../src/ui/TableHead';

const t = preOrderDe;
const CELL = 'px-2 py-1.5 align-top';

function stateText(w: PreOrderWindowRow, today: string): string {
  const state = windowState(w, today);
  if (state === 'upcoming') return `${t.state.upcoming} · ${t.opensOn(w.opensOn)}`;
  if (state === 'closed') return `${t.state.closed} · ${t.closedOn(w.closesOn)}`;
  return `${t.state.open} · ${t.endsIn(daysLeft(w, today))} · ${t.deadline(w.closesOn)}`;
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

export function WindowSection({
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
            <TableHead
              cells={headCells(
                CELL,
                t.table.article,
                t.table.aep,
                t.table.ordered,
                t.table.quantity,
              )}
            />
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
