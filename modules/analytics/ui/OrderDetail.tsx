// One order of the archive: its lines with their states, to select and order again into a basket.
import { useState } from 'react';
import type { DeliveryLineRow, DeliveryNoteRow, LineState } from '../contract';
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { useDb, useLiveQuery } from '../../../src/db';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { DetailHead } from '../../../src/ui/DetailHead';
import { useReorder } from '../../shop/ui';
import { linesOf } from './archive';
import { analyticsTexts } from '../texts';
import { CELL, NUM, QUANTITY } from './tableStyles';

const t = analyticsTexts.archive;

/** Icon and colour go with the words; the words alone carry the state. */
const STATE_LOOK: Record<LineState, { icon: string; className: string }> = {
  delivered: { icon: '✓', className: 'text-green-800' },
  partial: { icon: '◐', className: 'text-amber-800' },
  backordered: { icon: '⏱', className: 'text-amber-800' },
  unavailable: { icon: '✕', className: 'text-red-800' },
};

function LineStateLabel({ state }: { state: LineState }) {
  const look = STATE_LOOK[state];
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap ${look.className}`}>
      <span aria-hidden="true">{look.icon}</span>
      {t.states[state]}
    </span>
  );
}

export function OrderDetail({ note, onBack }: { note: DeliveryNoteRow; onBack: () => void }) {
  const db = useDb();
  const lines = useLiveQuery(async () => (db ? linesOf(db, note.id) : undefined), [db, note.id]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const reorder = useReorder();
  const [busy, setBusy] = useState(false);
  const c = t.lineColumns;

  const copy = (chosen: readonly DeliveryLineRow[]) => {
    if (!reorder || chosen.length === 0) return;
    setBusy(true);
    void reorder({
      label: t.basketLabel(note.orderNo),
      lines: chosen.map((l) => ({
        pzn: l.pzn,
        name: l.name,
        note: null,
        quantity: l.quantityOrdered,
        unitPriceCents: l.unitPriceCents,
      })),
    }).finally(() => setBusy(false));
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const all = lines !== undefined && lines.length > 0 && selected.size === lines.length;

  return (
    <div data-testid="archive-detail" className="space-y-3">
      <DetailHead
        level={2}
        title={t.detailTitle(note.orderNo)}
        meta={t.detailMeta(note.noteNo, formatDay(note.day), t.channels[note.channel])}
        backLabel={t.back}
        onBack={onBack}
      />
      {lines === undefined ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="min-w-full text-sm">
              <caption className="sr-only">{t.linesCaption(note.orderNo)}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={CELL}>
                    <input
                      type="checkbox"
                      aria-label={t.selectAll}
                      checked={all}
                      onChange={() =>
                        setSelected(all ? new Set() : new Set(lines.map((l) => l.id)))
                      }
                      className="size-4"
                    />
                  </th>
                  <th scope="col" className={NUM}>
                    {c.position}
                  </th>
                  <th scope="col" className={CELL}>
                    {c.name}
                  </th>
                  <th scope="col" className={CELL}>
                    {c.pzn}
                  </th>
                  <th scope="col" className={NUM}>
                    {c.ordered}
                  </th>
                  <th scope="col" className={NUM}>
                    {c.delivered}
                  </th>
                  <th scope="col" className={CELL}>
                    {c.state}
                  </th>
                  <th scope="col" className={NUM}>
                    {c.price}
                  </th>
                  <th scope="col" className={CELL}>
                    {c.batch}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {lines.map((line) => (
                  <tr key={line.id} data-testid="archive-line">
                    <td className={CELL}>
                      <input
                        type="checkbox"
                        aria-label={t.selectLine(line.name)}
                        checked={selected.has(line.id)}
                        onChange={() => toggle(line.id)}
                        className="size-4"
                      />
                    </td>
                    <td className={NUM}>{line.position}</td>
                    <th scope="row" className={`${CELL} font-normal`}>
                      {line.name}
                    </th>
                    <td className={`${CELL} tabular-nums`}>{line.pzn}</td>
                    <td className={NUM}>{QUANTITY.format(line.quantityOrdered)}</td>
                    <td className={NUM}>{QUANTITY.format(line.quantityDelivered)}</td>
                    <td className={CELL}>
                      <LineStateLabel state={line.state} />
                    </td>
                    <td className={NUM}>{formatEuro(line.unitPriceCents)}</td>
                    <td className={`${CELL} font-mono`}>{line.batch ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-slate-600">{t.reorderHint}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={!reorder || busy || selected.size === 0}
              onClick={() => copy(lines.filter((l) => selected.has(l.id)))}
            >
              {t.reorderSelected(selected.size)}
            </Button>
            <Button
              variant="secondary"
              disabled={!reorder || busy || lines.length === 0}
              onClick={() => copy(lines)}
            >
              {t.reorderAll}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
