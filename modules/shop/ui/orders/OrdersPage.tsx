// /shop/bestellungen: the web orders of the current delivery customer from the local database,
// newest first; `?order=<id>` opens one order's lines below its entry; 'Erneut bestellen'.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { OrderRow } from '../../contract';
import { FirstSyncNote, useFirstSync } from '../../../../src/features/sync';
import { de } from '../../../../src/i18n/de';
import { Button, buttonClass } from '../../../../src/ui/Button';
import { DetailsToggle } from '../../../../src/ui/DetailsToggle';
import { InfoIcon } from '../../../../src/ui/icons';
import { Spinner } from '../../../../src/ui/Spinner';
import { formatDateTime, shortfallSummary, totalText } from './logic';
import { OrderDetail } from './OrderDetail';
import { OrderStatusBadge } from './OrderStatusBadge';
import { useCurrentCustomer, useOrders, useReorder, type Reorder } from './useOrders';
import { PageFrame } from '../../../../src/ui/PageFrame';

const t = de.shop.orders;

interface ItemProps {
  order: OrderRow;
  open: boolean;
  onToggle: (id: string | null) => void;
  reorder: Reorder | null;
}

function OrderItem({ order, open, onToggle, reorder }: ItemProps) {
  const [busy, setBusy] = useState(false);
  const date = formatDateTime(order.createdAt);
  const detailId = `order-detail-${order.id}`;
  const title = t.detailTitle(order.label, date);
  const shortfalls = shortfallSummary(order);
  return (
    <li
      data-testid="order-item"
      data-order-id={order.id}
      data-status={order.status}
      className="rounded-md border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">
            <time dateTime={order.createdAt} data-testid="order-date">
              {date}
            </time>
            <span className="text-slate-400"> · </span>
            <span data-testid="order-label">{order.label}</span>
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <OrderStatusBadge status={order.status} />
            <span data-testid="order-user">{t.orderedBy(order.userName)}</span>
            <span data-testid="order-row-count">{t.rowCount(order.rowCount)}</span>
            <span data-testid="order-item-total" className="font-semibold text-slate-900">
              {totalText(order)}
            </span>
          </p>
          {shortfalls ? (
            <p
              data-testid="order-shortfalls"
              className="mt-1 flex items-center gap-1 text-sm text-amber-900"
            >
              <InfoIcon width={14} height={14} className="shrink-0" />
              {shortfalls}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <DetailsToggle
            open={open}
            detailId={detailId}
            label={open ? t.hideDetails : t.showDetails(order.label, date)}
            testId="order-details-toggle"
            onToggle={() => onToggle(open ? null : order.id)}
          >
            {t.details}
          </DetailsToggle>
          <Button
            variant="primary"
            aria-label={t.reorderLabel(order.label, date)}
            data-testid="order-reorder"
            disabled={!reorder || busy}
            onClick={() => {
              if (!reorder) return;
              setBusy(true);
              void reorder(order).finally(() => setBusy(false));
            }}
          >
            {t.reorder}
          </Button>
        </div>
      </div>
      {open ? <OrderDetail order={order} id={detailId} title={title} answers={order} /> : null}
    </li>
  );
}

export function OrdersPage({
  openId,
  onToggle,
}: {
  openId: string | undefined;
  onToggle: (id: string | null) => void;
}) {
  const { lieferkundeNr } = useCurrentCustomer();
  const orders = useOrders(lieferkundeNr);
  const firstSync = useFirstSync('orders');
  const reorder = useReorder();
  const pending = orders?.some((o) => o.status === 'wird_gesendet') ?? false;

  return (
    <PageFrame title={t.title} lead={t.intro} width="max-w-4xl" testId="orders-page">
      {pending ? (
        <p
          data-testid="orders-pending-hint"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {t.pendingHint}
        </p>
      ) : null}
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{t.noCustomer}</p>
      ) : orders === undefined ? (
        <Spinner label={de.app.loading} />
      ) : orders.length === 0 && firstSync === 'loading' ? (
        <FirstSyncNote />
      ) : orders.length === 0 ? (
        <div
          data-testid="orders-empty"
          className="rounded-md border border-slate-200 bg-white p-6 text-center text-slate-600"
        >
          <p>{t.empty}</p>
          <Link to="/shop/warenkoerbe" className={buttonClass('secondary', 'mt-3')}>
            {t.toBaskets}
          </Link>
        </div>
      ) : (
        <ul aria-label={t.list} data-testid="orders-list" className="space-y-3">
          {orders.map((order) => (
            <OrderItem
              key={order.id}
              order={order}
              open={order.id === openId}
              onToggle={onToggle}
              reorder={reorder}
            />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
