// /shop/warenkorb/{id} and /shop/merkliste/{id}: one list. Add articles from the catalogue
// search (or PZN + Enter, or a scanner), quantities by keyboard and +/-, duplicate, note rows,
// delete, totals in EUR, a grouped view. Baskets: availability check (online) and 'Bestellen'.
// Wish lists: copy or move rows into a basket.
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BasketItemRow, BasketRow, ListKind } from '../../api/sync';
import { formatEuro } from '../../catalogue/money';
import { mutate, newId } from '../../db';
import { de } from '../../i18n/de';
import { Button, buttonClass, FOCUS_RING } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { CutoffCountdown } from '../../../modules/tours/ui';
import { AddArticleBar } from './AddArticleBar';
import { AddNoteForm, createList, EditListDialog } from './BasketForms';
import { ownershipText, PrimaryBadge } from './BasketListPage';
import { GroupingPicker } from './GroupingPicker';
import { canOrder, checksAvailability, LIST_ROUTES, listTexts } from './kinds';
import { ListTable } from './ListTable';
import type { RowActions } from './ListRow';
import { OrderDialog } from './OrderDialog';
import { TotalsBox } from './TotalsBox';
import { totalsOf, type Grouping } from './totals';
import { NEW_BASKET, TransferControls } from './TransferControls';
import { useAvailabilityCheck, useOnline } from './useAvailabilityCheck';
import { useSavingQuantities } from './useSavingQuantities';
import {
  primaryBasket,
  useBasket,
  useCurrentCustomer,
  useLists,
  useRowArticles,
} from './useBaskets';
import { errorText } from './validation';

function NotFound({ kind }: { kind: ListKind }) {
  const t = listTexts(kind);
  return (
    <section
      aria-labelledby="screen-title"
      data-testid="basket-not-found"
      className="mx-auto max-w-3xl p-4 sm:p-6"
    >
      <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
        {t.notFoundTitle}
      </h1>
      <p className="mt-2 text-slate-600">{t.notFoundText}</p>
      <Link to={LIST_ROUTES[kind].overview} className={buttonClass('secondary', 'mt-4')}>
        {t.toList}
      </Link>
    </section>
  );
}

export function BasketPage({ id, kind = 'warenkorb' }: { id: string; kind?: ListKind }) {
  const { lieferkundeNr } = useCurrentCustomer();
  const view = useBasket(id, lieferkundeNr, kind);

  if (view === undefined) {
    return (
      <div className="p-6">
        <Spinner label={de.app.loading} />
      </div>
    );
  }
  if (!view.basket) return <NotFound kind={kind} />;
  return <ListScreen key={view.basket.id} basket={view.basket} liveRows={view.rows} />;
}

function ListScreen({ basket, liveRows }: { basket: BasketRow; liveRows: BasketItemRow[] }) {
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
  const checkHintId = `check-hint-${basket.id}`;
  const orderHintId = `order-hint-${basket.id}`;
  const checkHint = !online
    ? de.shop.availabilityCheck.offline
    : availability.state === 'failed'
      ? de.shop.availabilityCheck.failed
      : checking
        ? de.shop.availabilityCheck.checking
        : null;

  return (
    <section
      aria-labelledby="screen-title"
      data-testid="basket-page"
      data-basket-id={basket.id}
      data-kind={kind}
      data-saving={pending ? 'true' : undefined}
      className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={LIST_ROUTES[kind].overview}
            className={`rounded text-sm text-brand-700 underline-offset-2 hover:underline ${FOCUS_RING}`}
          >
            {t.toList}
          </Link>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
              {basket.label}
            </h1>
            {basket.primary ? <PrimaryBadge kind={kind} /> : null}
          </div>
          <p className="mt-1 text-sm text-slate-600" data-testid="basket-summary">
            {de.baskets.positions(totals.articleRows)} ·{' '}
            {de.baskets.value(formatEuro(totals.aepCents))} · {ownershipText(basket, userId)}
          </p>
          {basket.internalNote ? (
            <p className="mt-1 text-sm whitespace-pre-line text-slate-700">
              <span className="font-medium">{de.baskets.internalNote}: </span>
              {basket.internalNote}
            </p>
          ) : null}
        </div>
        <div
          className="flex flex-wrap items-center gap-2"
          data-tutorial={kind === 'warenkorb' ? 'basket-features' : 'wish-list-features'}
        >
          <Button
            variant="secondary"
            data-testid="basket-edit"
            aria-label={de.baskets.editOf(basket.label)}
            onClick={() => setEditing(true)}
          >
            {de.baskets.edit}
          </Button>
          {basket.primary ? null : (
            <Button
              variant="secondary"
              data-testid="basket-set-primary"
              onClick={() =>
                void mutate('basket.setPrimary', { id: basket.id })
                  .then(() => setMessage(t.primarySet(basket.label)))
                  .catch((e: unknown) => setMessage(errorText(e)))
              }
            >
              {t.setPrimary}
            </Button>
          )}
          {canOrder(kind) ? (
            <Button
              data-testid="order-button"
              disabled={empty || busy}
              aria-describedby={empty ? orderHintId : undefined}
              onClick={() => setOrdering(true)}
            >
              {de.shop.order.button}
            </Button>
          ) : null}
        </div>
      </div>
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
              <div className="flex flex-wrap items-center gap-2">
                <p id={checkHintId} className="text-sm text-slate-600" aria-live="polite">
                  {checkHint ??
                    (availability.checkedAt
                      ? de.shop.availabilityCheck.checkedAt(
                          new Date(availability.checkedAt).toLocaleTimeString('de-DE', {
                            hour: '2-digit',
                            minute: '2-digit',
                          }),
                        )
                      : null)}
                </p>
                <Button
                  variant="secondary"
                  data-testid="check-all"
                  disabled={!online || checking || empty}
                  aria-describedby={checkHint ? checkHintId : undefined}
                  onClick={() => void check(rows)}
                >
                  {de.shop.availabilityCheck.checkAll}
                </Button>
              </div>
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
