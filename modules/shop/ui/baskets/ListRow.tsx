// One row of a basket or wish list. Rows are memoised on what they show, so a quantity change
// in a list of 1,000 rows re-renders one row and the totals, not the whole table.
import { memo, useCallback, useEffect, useRef } from 'react';
import type { Article } from '../../../../src/api/catalogue';
import type { BasketItemRow, ListKind } from '../../contract';
import { ArticleFlags } from '../../../../src/catalogue/ArticleFlags';
import { AvailabilityLabel } from '../../../../src/catalogue/AvailabilityLabel';
import { formatEuro, formatNumber } from '../../../../src/catalogue/money';
import { de } from '../../../../src/i18n/de';
import { FOCUS_RING } from '../../../../src/ui/Button';
import { CopyToCartIcon, DuplicateIcon, MoveToCartIcon, TrashIcon, TruckIcon } from './icons';
import { checksAvailability } from './kinds';
import { QuantityField } from './QuantityField';
import { availabilityResultText } from './useAvailabilityCheck';
import { sameRowProps, type ListRowProps } from './rowProps';

export type { ListRowProps, RowActions, RowPlacement } from './rowProps';

/** The row's name for labels: the article's name, else 'PZN …', or the note. */
export function rowName(row: BasketItemRow, article: Article | undefined): string {
  if (row.pzn === null) return de.baskets.noteLabel(row.note ?? '');
  return article
    ? `${article.name} (${de.baskets.pznLabel(row.pzn)})`
    : de.baskets.pznLabel(row.pzn);
}

/**
 * The columns of a list: a CSS grid per row (a <table> lays out every row again on each change,
 * which a 1,000-row basket cannot afford). Narrow screens wrap a row instead.
 */
export const ROW_LAYOUT: Record<ListKind, string> = {
  warenkorb:
    'grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-2 sm:grid-cols-[2.5rem_minmax(0,1fr)_9.5rem_6.5rem_6.75rem] md:grid-cols-[2.5rem_minmax(0,1fr)_9.5rem_5.5rem_6.5rem_6.75rem]',
  merkliste:
    'grid grid-cols-[auto_auto_minmax(0,1fr)_auto] items-start gap-x-2 sm:grid-cols-[2rem_2.5rem_minmax(0,1fr)_9.5rem_6.5rem_11rem] md:grid-cols-[2rem_2.5rem_minmax(0,1fr)_9.5rem_5.5rem_6.5rem_11rem]',
};
/** Narrow screens: the article takes the first line, quantity, sum and actions the second. */
const ITEM_CELL = 'col-span-3 min-w-0 sm:col-span-1';
const QUANTITY_CELL: Record<ListKind, string> = {
  warenkorb: 'mt-2 sm:mt-0',
  merkliste: 'col-start-2 mt-2 sm:col-start-auto sm:mt-0',
};

export const ICON_BUTTON = `inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent ${FOCUS_RING}`;

function ArticleCell({ row, article }: { row: BasketItemRow; article: Article | undefined }) {
  if (row.pzn === null) {
    return <p className="text-slate-700 italic">{de.baskets.noteLabel(row.note ?? '')}</p>;
  }
  if (!article) {
    return (
      <>
        <p className="font-mono text-slate-900">{de.baskets.pznLabel(row.pzn)}</p>
        <p className="text-xs text-slate-500">{de.baskets.unknownArticle}</p>
      </>
    );
  }
  const meta = [
    de.baskets.pznLabel(row.pzn),
    de.baskets.pack(formatNumber(article.packSize), article.packUnit),
    article.dosageForm,
    article.manufacturer,
  ].filter(Boolean);
  return (
    <>
      <p className="font-medium text-slate-900" data-testid="row-name">
        {article.name}
      </p>
      <p className="text-xs text-slate-600">{meta.join(' · ')}</p>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <ArticleFlags article={article} />
        <AvailabilityLabel article={article} />
      </div>
    </>
  );
}

function ListRowView({
  row,
  article,
  kind,
  availability,
  selected,
  canCheck,
  canTransfer,
  actions,
  highlighted = false,
  placement,
}: ListRowProps) {
  const what = rowName(row, article);
  const element = useRef<HTMLDivElement | null>(null);
  const measure = placement?.measure;
  const setElement = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      measure?.(node);
    },
    [measure],
  );
  const inFlow = placement === undefined;
  useEffect(() => {
    // Centred, so neither the sticky totals bar nor the window's edge covers it.
    const node = element.current;
    // jsdom has no scrollIntoView.
    if (highlighted && inFlow && node && 'scrollIntoView' in node) {
      node.scrollIntoView({ block: 'center' });
    }
  }, [highlighted, inFlow, row.quantity]);
  const isArticle = row.pzn !== null;
  const line = isArticle && article ? row.quantity * article.aepCents : null;
  return (
    <div
      role="row"
      ref={setElement}
      data-index={placement?.index}
      aria-rowindex={placement?.rowIndex}
      style={placement ? { transform: `translateY(${placement.top}px)` } : undefined}
      data-testid="basket-row"
      data-row-id={row.id}
      data-pzn={row.pzn ?? undefined}
      data-highlighted={highlighted ? 'true' : undefined}
      className={`${ROW_LAYOUT[kind]} border-t border-slate-100 px-2 py-2 sm:px-3 ${highlighted ? 'bg-amber-50 outline-2 -outline-offset-2 outline-amber-500' : selected ? 'bg-brand-50' : 'bg-white'} ${placement ? 'absolute inset-x-0 top-0' : ''}`}
    >
      {kind === 'merkliste' ? (
        <div role="cell" className="pt-1">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            aria-label={de.baskets.selectRow(what)}
            data-testid="row-select"
            checked={selected}
            onChange={() => actions.toggleSelected(row.id)}
          />
        </div>
      ) : null}
      <div role="cell" className="hidden pt-1 text-sm text-slate-500 sm:block">
        {row.position}
      </div>
      <div role="cell" className={ITEM_CELL}>
        <ArticleCell row={row} article={article} />
        {availability ? (
          <p
            className="mt-1 inline-flex items-center gap-1 rounded border border-slate-300 bg-slate-50 px-1.5 py-px text-xs font-medium text-slate-800"
            data-testid="row-availability-result"
            data-status={availability.status}
          >
            <TruckIcon width={14} height={14} />
            {de.shop.availabilityCheck.result(availabilityResultText(availability))}
          </p>
        ) : null}
      </div>
      <div role="cell" className={QUANTITY_CELL[kind]}>
        {isArticle ? (
          <QuantityField
            rowId={row.id}
            quantity={row.quantity}
            what={what}
            onSave={actions.setQuantity}
          />
        ) : (
          <span className="text-sm text-slate-500">{de.baskets.noQuantity}</span>
        )}
      </div>
      <div
        role="cell"
        className="hidden pt-1 text-right text-sm whitespace-nowrap text-slate-700 md:block"
      >
        {isArticle ? (article ? formatEuro(article.aepCents) : de.baskets.noPrice) : null}
      </div>
      <div
        role="cell"
        className="mt-2 pt-1 text-right text-sm font-medium whitespace-nowrap text-slate-900 sm:mt-0"
        data-testid="row-sum"
      >
        {line === null ? null : formatEuro(line)}
      </div>
      <div role="cell" className="mt-2 flex justify-end gap-0.5 sm:mt-0">
        {checksAvailability(kind) && isArticle ? (
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={de.shop.availabilityCheck.checkRow(what)}
            title={
              canCheck
                ? de.shop.availabilityCheck.checkRow(what)
                : de.shop.availabilityCheck.offline
            }
            data-testid="row-check"
            disabled={!canCheck}
            onClick={() => actions.checkRow(row)}
          >
            <TruckIcon width={18} height={18} />
          </button>
        ) : null}
        {kind === 'merkliste' ? (
          <>
            <button
              type="button"
              className={ICON_BUTTON}
              aria-label={de.shop.transfer.copyRow(what)}
              title={de.shop.transfer.copyRow(what)}
              data-testid="row-copy"
              disabled={!canTransfer}
              onClick={() => actions.transfer(row, false)}
            >
              <CopyToCartIcon width={18} height={18} />
            </button>
            <button
              type="button"
              className={ICON_BUTTON}
              aria-label={de.shop.transfer.moveRow(what)}
              title={de.shop.transfer.moveRow(what)}
              data-testid="row-move"
              disabled={!canTransfer}
              onClick={() => actions.transfer(row, true)}
            >
              <MoveToCartIcon width={18} height={18} />
            </button>
          </>
        ) : null}
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={de.baskets.duplicateRow(what)}
          title={de.baskets.duplicateRow(what)}
          data-testid="row-duplicate"
          onClick={() => actions.duplicate(row)}
        >
          <DuplicateIcon width={18} height={18} />
        </button>
        <button
          type="button"
          className={`${ICON_BUTTON} text-red-800 hover:bg-red-50`}
          aria-label={de.baskets.deleteRow(what)}
          title={de.baskets.deleteRow(what)}
          data-testid="row-delete"
          onClick={() => actions.remove(row)}
        >
          <TrashIcon width={18} height={18} />
        </button>
      </div>
    </div>
  );
}

export const ListRow = memo(ListRowView, sameRowProps);
