// One basket or wish list as shown (./BasketPage.tsx finds it): its rows, the row actions, the
// wish list's transfer into a basket, the availability check and ordering.
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BasketItemRow, BasketRow } from '../../contract';
import { mutate, newId } from '../../../../src/db';
import { de } from '../../../../src/i18n/de';
import { CutoffCountdown } from '../../../tours/ui';
import { AddArticleBar } from './AddArticleBar';
import { AddNoteForm, createList, EditListDialog } from './BasketForms';
import { GroupingPicker } from './GroupingPicker';
import { canOrder, checksAvailability, listTexts } from './kinds';
import { ListTable } from './ListTable';
import type { RowActions } from './ListRow';
import { OrderDialog } from './OrderDialog';
import { TotalsBox } from './TotalsBox';
import { AvailabilityBar } from './AvailabilityBar';
import { ListHeader } from './ListHeader';
import { totalsOf, type Grouping } from './totals';
import { NEW_BASKET, TransferControls } from './TransferControls';
import { useAvailabilityCheck, useOnline } from './useAvailabilityCheck';
import { useSavingQuantities } from './useSavingQuantities';
import { primaryBasket, useCurrentCustomer, useLists, useRowArticles } from './useBaskets';
import { errorText } from './validation';

export function ListScreen({ basket, liveRows }: { basket: BasketRow; liveRows: BasketItemRow[] }) {
  const { lieferkundeNr, userId } = useCurrentCustomer();
  const kind = basket.kind;
  const t = listTexts(kind);
  const navigate = useNavigate();
  const online = useOnline();
  // The rows as shown: quantities being written appear at once (see useSavingQuantities).
  const { shownRows: rows, save: setQuantity, pending } = useSavingQuantities(liveRows);
  const articles = useRowArticles(rows);
  const totals = useMemo(() => totalsOf(rows, articles), [rows, articles]);
  const [message, setMessage] = useState('');
  // The row an add raised or appended (or a duplicate): scrolled into view and highlighted.
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [grouping, setGrouping] = useState<Grouping>('none');
  const [editing, setEditing] = useState(false);
  const [ordering, setOrdering] = useState(false);
  const [busy, setBusy] = useState(false);
  const availability = useAvailabilityCheck();
  const checking = availability.state === 'checking';

  // Wish lists: the selection and the target basket.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const baskets = useLists(kind === 'merkliste' ? lieferkundeNr : null, 'warenkorb');
  const [chosenTarget, setTarget] = useState<string | null>(null);
  const target =
    chosenTarget && baskets?.some((b) => b.id === chosenTarget)
      ? chosenTarget
      : (primaryBasket(baskets ?? [])?.id ?? baskets?.[0]?.id ?? NEW_BASKET);

  // Selected rows that are gone (moved, deleted elsewhere) leave the selection.
  const rowIds = useMemo(() => new Set(rows.map((r) => r.id)), [rows]);
  const selectedCount = useMemo(
    () => [...selected].filter((rowId) => rowIds.has(rowId)).length,
    [selected, rowIds],
  );

  // The row actions read the latest values through a ref, so the object itself never changes
  // and memoised rows are not re-rendered by it.
  const latest = useRef({ rows, target, baskets, lieferkundeNr });
  useEffect(() => {
    latest.current = { rows, target, baskets, lieferkundeNr };
  });

  const transfer = useCallback(async (rowIdsToMove: readonly string[], move: boolean) => {
    const { target: chosen, baskets: all, lieferkundeNr: customer } = latest.current;
    if (rowIdsToMove.length === 0 || customer === null) return;
    setBusy(true);
    try {
      const targetId =
        chosen === NEW_BASKET
          ? await createList(customer, 'warenkorb', de.baskets.kind.warenkorb.defaultLabel)
          : chosen;
      const label =
        all?.find((b) => b.id === targetId)?.label ?? de.baskets.kind.warenkorb.defaultLabel;
      await mutate('basket.transferRows', {
        targetBasketId: targetId,
        move,
        rows: rowIdsToMove.map((rowId) => ({ rowId, newRowId: newId() })),
      });
      setSelected(new Set());
      const n = rowIdsToMove.length;
      setMessage(move ? de.shop.transfer.moved(n, label) : de.shop.transfer.copied(n, label));
    } catch (e) {
      setMessage(errorText(e));
    } finally {
      setBusy(false);
    }
  }, []);

  const check = availability.check;
  const actions = useMemo<RowActions>(
    () => ({
      setQuantity,
      duplicate: (row) => {
        // A deliberate second row: `separate`, so the article does not merge into this row.
        const rowId = newId();
        const args =
          row.pzn !== null
            ? {
                basketId: row.basketId,
                rowId,
                pzn: row.pzn,
                quantity: row.quantity,
                separate: true as const,
              }
            : { basketId: row.basketId, rowId, note: row.note ?? '' };
        void mutate('basket.addRow', args)
          .then(() => {
            setMessage(de.baskets.rowDuplicated);
            setHighlighted(rowId);
          })
          .catch((e: unknown) => setMessage(errorText(e)));
      },
      remove: (row) =>
        void mutate('basket.deleteRow', { rowId: row.id })
          .then(() => setMessage(de.baskets.rowDeleted))
          .catch((e: unknown) => setMessage(errorText(e))),
      checkRow: (row) => void check([row]),
      transfer: (row, move) => void transfer([row.id], move),
      toggleSelected: (rowId) =>
        setSelected((before) => {
          const next = new Set(before);
          if (!next.delete(rowId)) next.add(rowId);
          return next;
        }),
    }),
    [check, transfer, setQuantity],
  );

  const placeOrder = async () => {
    setBusy(true);
    try {
      await mutate('order.place', { orderId: newId(), basketId: basket.id });
      setOrdering(false);
      await navigate({ to: '/shop/bestellungen' });
    } catch (e) {
      setOrdering(false);
      setMessage(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const owned = basket.ownerId === userId;
  const empty = totals.articleRows === 0;
  const orderHintId = `order-hint-${basket.id}`;

  return (
    <section
      aria-labelledby="screen-title"
      data-testid="basket-page"
      data-basket-id={basket.id}
      data-kind={kind}
      data-saving={pending ? 'true' : undefined}
      className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6"
    >
      <ListHeader
        basket={basket}
        kind={kind}
        userId={userId}
        totals={totals}
        empty={empty}
        busy={busy}
        orderHintId={orderHintId}
        onEdit={() => setEditing(true)}
        onOrder={() => setOrdering(true)}
        onMessage={setMessage}
      />
      {canOrder(kind) && empty ? (
        <p id={orderHintId} className="text-sm text-slate-600">
          {de.shop.order.emptyHint}
        </p>
      ) : null}

      {canOrder(kind) ? <CutoffCountdown /> : null}

      <AddArticleBar
        basketId={basket.id}
        rows={rows}
        onAdded={(text, rowId) => {
          setMessage(text);
          setHighlighted(rowId);
        }}
      />

      <p role="status" data-testid="basket-message" className="min-h-5 text-sm text-slate-700">
        {message}
      </p>

      {rows.length === 0 ? (
        <p
          data-testid="basket-empty"
          className="rounded-md border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600"
        >
          {t.rowsEmpty}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <GroupingPicker value={grouping} onChange={setGrouping} />
            {checksAvailability(kind) ? (
              <AvailabilityBar
                basketId={basket.id}
                rows={rows}
                online={online}
                empty={empty}
                availability={availability}
              />
            ) : null}
          </div>
          {kind === 'merkliste' ? (
            <TransferControls
              baskets={baskets ?? []}
              target={target}
              onTarget={setTarget}
              selectedCount={selectedCount}
              rowCount={rows.length}
              busy={busy}
              onTransfer={(move) =>
                void transfer(
                  selectedCount > 0
                    ? rows.filter((r) => selected.has(r.id)).map((r) => r.id)
                    : rows.map((r) => r.id),
                  move,
                )
              }
            />
          ) : null}
          <ListTable
            rows={rows}
            articles={articles}
            kind={kind}
            grouping={grouping}
            results={availability.results}
            selected={selected}
            canCheck={online && !checking}
            canTransfer={!busy}
            actions={actions}
            highlighted={highlighted}
          />
          <TotalsBox totals={totals} />
        </>
      )}

      <AddNoteForm basketId={basket.id} onAdded={setMessage} />

      <EditListDialog
        basket={basket}
        owned={owned}
        open={editing}
        onClose={() => setEditing(false)}
        onSaved={setMessage}
      />
      {canOrder(kind) ? (
        <OrderDialog
          open={ordering}
          basket={basket}
          rows={rows}
          articles={articles}
          totals={totals}
          online={online}
          busy={busy}
          onConfirm={() => void placeOrder()}
          onCancel={() => setOrdering(false)}
        />
      ) : null}
    </section>
  );
}
