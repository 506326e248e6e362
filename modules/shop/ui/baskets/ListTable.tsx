// The rows of a list as an ARIA table (rows are CSS grids, see ListRow), plain or grouped: each
// group a row group with a heading row and its subtotal. A long list renders only the rows near
// the window (TanStack Virtual on the page's own scroll), so a change in a 1,000-row basket costs
// what a change in a short one costs; short lists render every row.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { BasketItemRow, ListKind } from '../../contract';
import { formatEuro } from '../../../../src/catalogue/money';
import { de } from '../../../../src/i18n/de';
import { ListRow, ROW_LAYOUT, type RowActions, type RowPlacement } from './ListRow';
import { groupRows, type Articles, type Grouping, type RowGroup } from './totals';
import type { RowAvailability } from './useAvailabilityCheck';

const g = de.shop.grouping;

/** Lists up to this many lines (rows and group headings) render in full. */
export const RENDER_ALL_UP_TO = 80;
/** Estimated height of a line before it is measured (px). */
const ESTIMATED_ROW_PX = 84;
/** Lines rendered beyond the window's edges, so Tab and short scrolls find rows ready. */
const OVERSCAN = 10;

export function groupTitle(group: RowGroup): string {
  switch (group.kind) {
    case 'availability':
      return g.availabilityGroup[group.name as keyof typeof g.availabilityGroup] ?? group.name;
    case 'manufacturer':
      return group.name || g.unknownManufacturer;
    case 'notes':
      return g.notes;
    default:
      return '';
  }
}

function GroupHeading({ group, placement }: { group: RowGroup; placement?: RowPlacement }) {
  return (
    <div
      role="row"
      ref={placement?.measure}
      data-index={placement?.index}
      aria-rowindex={placement?.rowIndex}
      style={placement ? { transform: `translateY(${placement.top}px)` } : undefined}
      className={`border-t border-slate-200 bg-slate-100 px-3 py-2 ${placement ? 'absolute inset-x-0 top-0' : ''}`}
      data-testid="group-heading"
      data-group={group.key}
    >
      <div role="rowheader" className="text-sm text-slate-900">
        <span className="font-semibold" data-testid="group-title">
          {groupTitle(group)}
        </span>
        {group.kind === 'notes' ? null : (
          <span className="ml-2 font-normal text-slate-700" data-testid="group-subtotal">
            {g.subtotal(
              de.baskets.positions(group.totals.articleRows),
              formatEuro(group.totals.aepCents),
            )}
          </span>
        )}
      </div>
    </div>
  );
}

const HEAD = 'text-xs font-semibold text-slate-600 uppercase';

function HeaderRow({ kind }: { kind: ListKind }) {
  return (
    <div role="rowgroup" className="hidden sm:block">
      <div
        role="row"
        aria-rowindex={1}
        className={`${ROW_LAYOUT[kind]} rounded-t-md border-b border-slate-200 bg-slate-50 px-3 py-2`}
      >
        {kind === 'merkliste' ? (
          <div role="columnheader" className={HEAD}>
            <span className="sr-only">{de.shop.transfer.selection}</span>
          </div>
        ) : null}
        <div role="columnheader" className={HEAD}>
          {de.baskets.positionColumn}
        </div>
        <div role="columnheader" className={HEAD}>
          {de.baskets.itemColumn}
        </div>
        <div role="columnheader" className={HEAD}>
          {de.baskets.quantity}
        </div>
        <div role="columnheader" className={`${HEAD} hidden text-right md:block`}>
          {de.baskets.priceColumn}
        </div>
        <div role="columnheader" className={`${HEAD} text-right`}>
          {de.baskets.sumColumn}
        </div>
        <div role="columnheader" className={HEAD}>
          <span className="sr-only">{de.baskets.actionsColumn}</span>
        </div>
      </div>
    </div>
  );
}

/** One line of the table: a group heading or a row. */
type Line =
  | { readonly type: 'heading'; readonly key: string; readonly group: RowGroup }
  | { readonly type: 'row'; readonly key: string; readonly row: BasketItemRow };

function linesOf(groups: readonly RowGroup[], grouping: Grouping): Line[] {
  const lines: Line[] = [];
  for (const group of groups) {
    if (grouping !== 'none') lines.push({ type: 'heading', key: `h:${group.key}`, group });
    for (const row of group.rows) lines.push({ type: 'row', key: row.id, row });
  }
  return lines;
}

interface TableProps {
  rows: readonly BasketItemRow[];
  articles: Articles | undefined;
  kind: ListKind;
  grouping: Grouping;
  results: ReadonlyMap<string, RowAvailability>;
  selected: ReadonlySet<string>;
  canCheck: boolean;
  canTransfer: boolean;
  actions: RowActions;
  /** The row just added or raised: brought into view and highlighted. */
  highlighted?: string | null;
}

type LineProps = Omit<TableProps, 'rows' | 'grouping'> & { line: Line; placement?: RowPlacement };

function LineView({
  line,
  placement,
  results,
  articles,
  selected,
  highlighted,
  ...rest
}: LineProps) {
  if (line.type === 'heading') return <GroupHeading group={line.group} placement={placement} />;
  const { row } = line;
  const result = results.get(row.id);
  return (
    <ListRow
      row={row}
      article={row.pzn === null ? undefined : articles?.get(row.pzn)}
      availability={result && result.quantity === row.quantity ? result : undefined}
      selected={selected.has(row.id)}
      highlighted={row.id === highlighted}
      placement={placement}
      {...rest}
    />
  );
}

/** Only the lines near the window, absolutely placed in a box of the whole list's height. */
function VirtualLines({ lines, ...props }: Omit<LineProps, 'line'> & { lines: Line[] }) {
  const box = useRef<HTMLDivElement>(null);
  // Where the list starts on the page: it moves when content above it changes height, which
  // also changes the page's height.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = (box.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setOffset((before) => (Math.abs(top - before) >= 1 ? top : before));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: lines.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    scrollMargin: offset,
    getItemKey: (index) => lines[index]?.key ?? index,
  });
  // A highlighted row far off screen is not rendered yet: scroll the virtualiser to it first.
  const { highlighted } = props;
  const highlightedIndex = lines.findIndex((l) => l.key === highlighted);
  useEffect(() => {
    if (highlightedIndex >= 0) virtualizer.scrollToIndex(highlightedIndex, { align: 'center' });
  }, [highlightedIndex, virtualizer]);
  return (
    <div
      ref={box}
      role="rowgroup"
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const line = lines[item.index];
        if (!line) return null;
        return (
          <LineView
            key={line.key}
            line={line}
            placement={{
              index: item.index,
              rowIndex: item.index + 2,
              top: item.start - offset,
              measure: virtualizer.measureElement,
            }}
            {...props}
          />
        );
      })}
    </div>
  );
}

function ListTableView({ rows, grouping, ...props }: TableProps) {
  const groups = useMemo(
    () => groupRows(rows, grouping, props.articles),
    [rows, grouping, props.articles],
  );
  const lines = useMemo(() => linesOf(groups, grouping), [groups, grouping]);
  const virtual = lines.length > RENDER_ALL_UP_TO;
  return (
    <div
      role="table"
      aria-label={de.baskets.rows}
      aria-rowcount={lines.length + 1}
      data-testid="basket-rows"
      data-grouping={grouping}
      data-virtual={virtual ? 'true' : undefined}
      className="rounded-md border border-slate-200 bg-white"
    >
      <HeaderRow kind={props.kind} />
      {virtual ? (
        <VirtualLines lines={lines} {...props} />
      ) : (
        <div role="rowgroup">
          {lines.map((line) => (
            <LineView key={line.key} line={line} {...props} />
          ))}
        </div>
      )}
    </div>
  );
}

export const ListTable = memo(ListTableView);
