// An agreement's call-off history and its prepayments with the balance left (issue 14).
import type { CallOffRow, PrepaymentRow } from '../contract';
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { callOffDe } from '../texts.de';
import { headCells } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';

const t = callOffDe;
const CELL = 'px-2 py-1.5 text-left';
const NUM = 'px-2 py-1.5 text-right tabular-nums';
const QUANTITY = new Intl.NumberFormat('de-DE');

export function History({ no, rows }: { no: string; rows: readonly CallOffRow[] }) {
  const h = t.history;
  if (rows.length === 0) return <p className="text-sm text-slate-600">{h.none}</p>;
  return (
    <PlainTable
      box="overflow-x-auto"
      caption={h.caption(no)}
      head={[
        ...headCells(CELL, h.day),
        ...headCells(NUM, h.quantity),
        ...headCells(CELL, h.noteNo),
        ...headCells(NUM, h.value, h.prepaid),
      ]}
    >
      {rows.map((c) => (
        <tr key={c.id}>
          <td className={`${CELL} whitespace-nowrap`}>{formatDay(c.day)}</td>
          <td className={NUM}>{QUANTITY.format(c.quantity)}</td>
          <td className={`${CELL} tabular-nums`}>{c.noteNo}</td>
          <td className={NUM}>{formatEuro(c.valueCents)}</td>
          <td className={NUM}>{c.prepaidCents > 0 ? formatEuro(c.prepaidCents) : '–'}</td>
        </tr>
      ))}
    </PlainTable>
  );
}

export function Prepayments({
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
      <PlainTable
        box="overflow-x-auto"
        caption={p.caption(no)}
        head={[...headCells(CELL, p.reference, p.paidDay), ...headCells(NUM, p.amount)]}
      >
        {rows.map((r) => (
          <tr key={r.id}>
            <td className={`${CELL} tabular-nums`}>{r.reference}</td>
            <td className={`${CELL} whitespace-nowrap`}>{formatDay(r.paidDay)}</td>
            <td className={NUM}>{formatEuro(r.amountCents)}</td>
          </tr>
        ))}
      </PlainTable>
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
