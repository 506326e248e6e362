// The screen kit's data table (issue 25): one list of column definitions drives a real <table>
// on wide screens, a list of cards on phones (each row a labelled card: the primary column as its
// title, the other columns as label and value, its actions as visible buttons, so nothing scrolls
// the page sideways) and the CSV export (tableCsv, the shared German writer).
import { useId, type ReactNode } from 'react';
import { buildCsv, type CsvValue } from '../api/csv';
import { useWideScreen } from './useWideScreen';

export interface Column<Row> {
  key: string;
  /** The column's header, the card's label and the CSV header. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The row's value in the CSV export; columns without it are left out. */
  csv?: (row: Row) => CsvValue;
  align?: 'left' | 'right';
  /** The card's title on phones (one column). */
  primary?: boolean;
  /** Buttons: a visually hidden header, the card's action row, hidden in print. */
  action?: boolean;
  /** Extra classes of the cell, e.g. for a struck-through row. */
  className?: string | ((row: Row) => string);
  testId?: string;
}

/** A line outside the rows, such as a balance brought forward: its value under one column. */
export interface SummaryLine {
  label: string;
  value: ReactNode;
  /** The column the value stands under on wide screens. */
  column: string;
  testId?: string;
}

type RowAttributes = Record<`data-${string}`, string | boolean | undefined>;

const CELL = 'px-2 py-1.5';

const cellClass = <Row,>(column: Column<Row>, row: Row) =>
  typeof column.className === 'function' ? column.className(row) : (column.className ?? '');

const alignClass = <Row,>(column: Column<Row>) =>
  column.align === 'right' ? 'text-right tabular-nums' : 'text-left';

/** The rows as German CSV: the columns that have a CSV value, header first. */
export function tableCsv<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const exported = columns.filter((column) => column.csv);
  return buildCsv([
    exported.map((column) => column.header),
    ...rows.map((row) => exported.map((column) => column.csv?.(row) ?? null)),
  ]);
}

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  testId,
  rowAttributes,
  empty,
  lead,
  foot,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The table's caption; the card list's name. */
  caption: string;
  testId?: string;
  rowAttributes?: (row: Row) => RowAttributes;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  lead?: SummaryLine;
  foot?: SummaryLine;
}) {
  const wide = useWideScreen();
  return wide ? (
    <Table {...{ columns, rows, rowKey, caption, testId, rowAttributes, empty, lead, foot }} />
  ) : (
    <Cards {...{ columns, rows, rowKey, caption, testId, rowAttributes, empty, lead, foot }} />
  );
}

type Props<Row> = Parameters<typeof DataTable<Row>>[0];

function SummaryRow<Row>({
  line,
  columns,
}: {
  line: SummaryLine;
  columns: readonly Column<Row>[];
}) {
  const at = Math.max(
    1,
    columns.findIndex((column) => column.key === line.column),
  );
  const rest = columns.slice(at + 1);
  return (
    <tr className="border-t border-slate-100">
      <td className={CELL} colSpan={at}>
        {line.label}
      </td>
      <td className={`${CELL} whitespace-nowrap text-right tabular-nums`} data-testid={line.testId}>
        {line.value}
      </td>
      {rest.map((column) => (
        <td key={column.key} className={column.action ? 'print:hidden' : ''} />
      ))}
    </tr>
  );
}

function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  testId,
  rowAttributes,
  empty,
  lead,
  foot,
}: Props<Row>) {
  return (
    // `relative`: the sr-only header texts are positioned absolutely and would otherwise escape
    // this scrolling box and widen the page.
    <div className="relative overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="min-w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`${CELL} font-medium ${alignClass(column)} ${column.action ? 'print:hidden' : ''}`}
              >
                {column.action ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lead ? <SummaryRow line={lead} columns={columns} /> : null}
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-testid={column.testId}
                  className={`${CELL} align-top ${alignClass(column)} ${column.action ? 'whitespace-nowrap print:hidden' : ''} ${cellClass(column, row)}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && empty ? (
            <tr>
              <td className={`${CELL} text-slate-600`} colSpan={columns.length}>
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
        {foot ? (
          <tfoot className="border-t border-slate-300 font-semibold">
            <SummaryRow line={foot} columns={columns} />
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

function Summary({ line, strong = false }: { line: SummaryLine; strong?: boolean }) {
  return (
    <p className={`flex justify-between gap-3 px-1 text-sm ${strong ? 'font-semibold' : ''}`}>
      <span>{line.label}</span>
      <span className="tabular-nums" data-testid={line.testId}>
        {line.value}
      </span>
    </p>
  );
}

function Cards<Row>({
  columns,
  rows,
  rowKey,
  caption,
  testId,
  rowAttributes,
  empty,
  lead,
  foot,
}: Props<Row>) {
  const id = useId();
  const primary = columns.find((column) => column.primary) ?? columns[0];
  const fields = columns.filter((column) => column !== primary && !column.action);
  const actions = columns.filter((column) => column.action);
  return (
    <div className="space-y-2">
      {lead ? <Summary line={lead} /> : null}
      {rows.length === 0 && empty ? (
        <p className="rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        <ul aria-label={caption} data-testid={testId} className="space-y-2">
          {rows.map((row, index) => {
            const titleId = `${id}-${index}`;
            return (
              <li
                key={rowKey(row)}
                aria-labelledby={titleId}
                className="rounded-md border border-slate-200 bg-white p-3 text-sm"
                {...rowAttributes?.(row)}
              >
                {primary ? (
                  <div
                    id={titleId}
                    data-testid={primary.testId}
                    className={`font-medium text-slate-900 ${cellClass(primary, row)}`}
                  >
                    {primary.cell(row)}
                  </div>
                ) : null}
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                  {fields.map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="text-slate-600">{column.header}</dt>
                      <dd
                        data-testid={column.testId}
                        className={`break-words ${cellClass(column, row)}`}
                      >
                        {column.cell(row)}
                      </dd>
                    </div>
                  ))}
                </dl>
                {actions.length > 0 ? (
                  <div className="mt-2 flex flex-wrap gap-2 print:hidden">
                    {actions.map((column) => (
                      <div key={column.key}>{column.cell(row)}</div>
                    ))}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {foot ? <Summary line={foot} strong /> : null}
    </div>
  );
}
