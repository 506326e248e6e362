// The pharmacy's returns with their state in words and a detail dialog (the wholesaler's
// decision, the credit note).
import { useEffect, useRef } from 'react';
import { LOCAL_VERSION } from '../../../src/api/fields';
import type { ReturnRow } from '../contract';
import { formatEuro } from '../../../src/catalogue/money';
import { returnsDe } from '../texts.de';
import { Button, buttonClass } from '../../../src/ui/Button';
import { DataTable, type Column } from '../../../src/ui/DataTable';
import { formatDay } from './logic';
import { EMPTY, CARD } from '../../../src/ui/register/styles';
import { UntilFirstSync } from '../../../src/features/sync';
import { TitledSection } from '../../../src/ui/TitledSection';

const t = returnsDe;

/** Status in words with a symbol (never colour alone). */
export const STATE_MARK = { announced: '◷', approved: '✓', rejected: '✕', credited: '€' } as const;

export function StateText({ row }: { row: ReturnRow }) {
  return (
    <span data-testid="return-status">
      <span aria-hidden="true">{STATE_MARK[row.status]} </span>
      {t.state[row.status]}
    </span>
  );
}

export function ReturnDetail({ row, onClose }: { row: ReturnRow; onClose: () => void }) {
  const no = row.returnNo ?? t.numberPending;
  const heading = useRef<HTMLHeadingElement>(null);
  // The focus goes to the details when they open (keyboard and screen reader users).
  useEffect(() => heading.current?.focus(), [row.id]);
  const facts: [string, string][] = [
    [t.detail.article, `${row.name} (PZN ${row.pzn})`],
    [t.detail.delivery, `${row.noteNo}, ${formatDay(row.deliveryDay)}`],
    [t.detail.quantity, t.packs(row.quantity)],
    [t.detail.reason, t.reason[row.reason]],
    ...(row.note ? [[t.detail.note, row.note] as [string, string]] : []),
    [t.detail.batch, `${row.batch} / ${formatDay(row.expiry)}`],
    [
      t.detail.confirmations,
      [t.detail.storageOk, row.coldChainConfirmed ? t.detail.coldChainOk : '']
        .filter(Boolean)
        .join('; '),
    ],
    ...(row.statusNote ? [[t.detail.statusNote, row.statusNote] as [string, string]] : []),
    ...(row.creditNoteNo && row.creditCents !== null
      ? [
          [t.detail.credit, t.detail.creditText(row.creditNoteNo, formatEuro(row.creditCents))] as [
            string,
            string,
          ],
        ]
      : []),
    [t.detail.by, `${row.createdBy}, ${formatDay(row.createdAt.slice(0, 10))}`],
  ];
  return (
    <section
      aria-labelledby="return-detail-title"
      className={`${CARD} space-y-2`}
      data-testid="return-detail"
    >
      <div className="flex items-start justify-between gap-2">
        <h2
          id="return-detail-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900"
        >
          {t.detail.title(no)}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          {t.detail.close}
        </Button>
      </div>
      <p className="text-sm">
        {t.detail.status}: <StateText row={row} />
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The announced returns' columns: number (or pending), article, status in words, details. */
export const returnColumns = (onDetails: (row: ReturnRow) => void): Column<ReturnRow>[] => [
  {
    key: 'number',
    header: t.col.number,
    testId: 'return-number',
    className: 'whitespace-nowrap',
    cell: (row) => (
      <>
        {row.returnNo ?? <span className="italic text-slate-600">{t.numberPending}</span>}
        {row.version === LOCAL_VERSION ? (
          <span className="block text-xs text-slate-600">{t.list.queued}</span>
        ) : null}
      </>
    ),
  },
  {
    key: 'announced',
    header: t.col.announced,
    cell: (row) => formatDay(row.createdAt.slice(0, 10)),
    className: 'whitespace-nowrap',
  },
  {
    key: 'article',
    header: t.col.article,
    primary: true,
    cell: (row) => (
      <>
        {row.name}
        <span className="block text-xs text-slate-600">{`${t.col.pzn} ${row.pzn}`}</span>
      </>
    ),
  },
  { key: 'quantity', header: t.col.quantity, cell: (row) => row.quantity, align: 'right' },
  { key: 'reason', header: t.col.reason, cell: (row) => t.reason[row.reason] },
  { key: 'status', header: t.col.status, cell: (row) => <StateText row={row} /> },
  {
    key: 'credit',
    header: t.col.credit,
    align: 'right',
    cell: (row) => (row.creditCents !== null ? formatEuro(row.creditCents) : '–'),
  },
  {
    key: 'actions',
    header: t.col.actions,
    action: true,
    align: 'right',
    cell: (row) => (
      <button
        type="button"
        className={buttonClass('ghost', 'px-2 py-1')}
        aria-label={t.list.detailsRow(row.returnNo ?? t.numberPending, row.name)}
        onClick={() => onDetails(row)}
      >
        {t.list.details}
      </button>
    ),
  },
];

export function ReturnList({
  returns,
  onDetails,
}: {
  returns: readonly ReturnRow[];
  onDetails: (row: ReturnRow) => void;
}) {
  const sorted = [...returns].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
  return (
    <TitledSection titleId="return-list-title" title={t.list.title} className="space-y-2">
      {sorted.length === 0 ? (
        <UntilFirstSync collections="returns">
          <p className={EMPTY}>{t.list.empty}</p>
        </UntilFirstSync>
      ) : (
        <DataTable
          columns={returnColumns(onDetails)}
          rows={sorted}
          rowKey={(row) => row.id}
          caption={t.list.caption}
          testId="return-list"
          rowAttributes={(row) => ({
            'data-testid': 'return-row',
            'data-queued': row.version === LOCAL_VERSION,
          })}
        />
      )}
    </TitledSection>
  );
}
