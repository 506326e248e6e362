// Backorders (Rückstände, issue 14): the open backorders of the current delivery customer from
// the local database, filtered and sorted; a line is cancelled after a confirmation through
// mutate('backorder.cancel'), so it works offline and is sent once the connection is back.
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import type { BackorderRow } from '../contract';
import { formatDay } from '../../../src/catalogue/money';
import { mutate, useDb, useLiveQuery } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { arrangeBackorders, openBackorders, RESIDUE_SORTS, type ResidueSort } from './residues';
import { analyticsTexts } from '../texts';
import { CELL, NUM, QUANTITY } from './tableStyles';
import { headCells, srOnlyHead } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';
import { RowButtonCell } from '../../../src/ui/RowButtonCell';
import { FieldLabel } from '../../../src/ui/FormField';
import { UntilFirstSync } from '../../../src/features/sync';
import { PageFrame } from '../../../src/ui/PageFrame';

const t = analyticsTexts.residues;
const FIELD =
  'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600';

/**
 * Where the backorder comes from: its delivery note, or (issue 29) the web order whose
 * confirmation announced it, as the wholesaler's order number linking the order.
 */
function Source({ row }: { row: BackorderRow }) {
  if (row.noteNo !== null) return <>{row.noteNo}</>;
  const text = t.fromOrder(row.orderNo);
  return row.orderId ? (
    <Link
      to="/shop/bestellungen"
      search={{ order: row.orderId }}
      className="text-brand-700 underline"
      data-testid="residue-order"
    >
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}

function ResidueTable({
  rows,
  onCancel,
}: {
  rows: readonly BackorderRow[];
  onCancel: (row: BackorderRow) => void;
}) {
  const c = t.columns;
  return (
    <PlainTable
      box="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      caption={t.caption}
      head={[
        ...headCells(CELL, c.name, c.pzn),
        ...headCells(NUM, c.quantity),
        ...headCells(CELL, c.ordered, c.expected, c.noteNo),
        srOnlyHead(c.action, CELL),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid="residue-row">
          <th scope="row" className={`${CELL} font-normal`}>
            {row.name}
          </th>
          <td className={`${CELL} tabular-nums`}>{row.pzn}</td>
          <td className={NUM}>{QUANTITY.format(row.quantity)}</td>
          <td className={`${CELL} whitespace-nowrap`}>{formatDay(row.orderedDay)}</td>
          <td className={`${CELL} whitespace-nowrap`}>
            {row.expectedDay ? (
              formatDay(row.expectedDay)
            ) : (
              <span className="italic text-slate-600">{t.unknown}</span>
            )}
          </td>
          <td className={`${CELL} tabular-nums`}>
            <Source row={row} />
          </td>
          <RowButtonCell aria-label={t.cancelLabel(row.name)} onClick={() => onCancel(row)}>
            {t.cancel}
          </RowButtonCell>
        </tr>
      ))}
    </PlainTable>
  );
}

export function ResiduesPage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const db = useDb();
  const rows = useLiveQuery(
    async () => (db && lieferkundeNr !== null ? openBackorders(db, lieferkundeNr) : undefined),
    [db, lieferkundeNr],
  );
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ResidueSort>('expected');
  const [asking, setAsking] = useState<BackorderRow | null>(null);
  const [status, setStatus] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const filterId = useId();
  const sortId = useId();

  const shown = rows ? arrangeBackorders(rows, query, sort) : [];

  const confirm = async () => {
    const row = asking;
    setAsking(null);
    if (!row) return;
    try {
      await mutate('backorder.cancel', { id: row.id });
      setStatus(t.cancelled(row.name));
    } catch (error) {
      setStatus(error instanceof Error ? error.message : String(error));
    }
    // The row is gone: the keyboard continues at the announcement.
    statusRef.current?.focus();
  };

  return (
    <PageFrame title={de.screens.residues} lead={t.intro} testId="residues-page">
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{t.noCustomer}</p>
      ) : rows === undefined ? (
        <Spinner label={t.loading} />
      ) : rows.length === 0 ? (
        <>
          <p
            ref={statusRef}
            tabIndex={-1}
            role="status"
            data-testid="residues-status"
            className="text-sm text-slate-800"
          >
            {status}
          </p>
          <UntilFirstSync collections="backorders">
            <p className="text-slate-600">{t.noData}</p>
          </UntilFirstSync>
        </>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-64 flex-1 sm:max-w-md">
              <FieldLabel htmlFor={filterId}>{t.filterLabel}</FieldLabel>
              <input
                id={filterId}
                type="search"
                value={query}
                autoComplete="off"
                maxLength={60}
                onChange={(event) => setQuery(event.target.value)}
                className={FIELD}
              />
            </div>
            <div>
              <FieldLabel htmlFor={sortId}>{t.sortLabel}</FieldLabel>
              <select
                id={sortId}
                value={sort}
                onChange={(event) => setSort(event.target.value as ResidueSort)}
                className={FIELD}
              >
                {RESIDUE_SORTS.map((key) => (
                  <option key={key} value={key}>
                    {t.sort[key]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p
            ref={statusRef}
            tabIndex={-1}
            role="status"
            data-testid="residues-status"
            aria-live="polite"
            className="text-sm text-slate-800"
          >
            {[status, shown.length === 0 ? t.noMatch(query.trim()) : t.count(shown.length)]
              .filter(Boolean)
              .join(' ')}
          </p>
          {shown.length > 0 && <ResidueTable rows={shown} onCancel={setAsking} />}
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t.confirmTitle}
        text={asking ? t.confirmBody(asking.name, asking.quantity) : ''}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </PageFrame>
  );
}
