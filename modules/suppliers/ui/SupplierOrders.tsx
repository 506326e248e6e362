// The orders to suppliers of the current delivery customer (all, or one supplier's), newest
// first: number (or that it follows once sent), status in words, who ordered, the total; the
// lines open below an entry (the shop's OrderDetail); 'Erneut bestellen' copies the lines still
// in the supplier's assortment into that supplier's basket.
import { useState } from 'react';
import type { SupplierOrderRow } from '../contract';
import { de } from '../../../src/i18n/de';
import { suppliersDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { DetailsToggle } from '../../../src/ui/DetailsToggle';
import { formatDateTime, OrderDetail, OrderStatusBadge, totalText } from '../../shop/ui';
import { TitledSection } from '../../../src/ui/TitledSection';
import { UntilFirstSync } from '../../../src/features/sync';

const t = suppliersDe.orders;

function OrderItem({
  order,
  open,
  onToggle,
  onReorder,
}: {
  order: SupplierOrderRow;
  open: boolean;
  onToggle: (id: string | null) => void;
  onReorder: (order: SupplierOrderRow) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const date = formatDateTime(order.createdAt);
  const detailId = `supplier-order-${order.id}`;
  return (
    <li
      data-testid="supplier-order"
      data-order-id={order.id}
      data-status={order.status}
      className="rounded-md border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-slate-900">
            <time dateTime={order.createdAt}>{date}</time>
            <span className="text-slate-400"> · </span>
            <span>{order.supplierName}</span>
          </h3>
          <p className="mt-1 text-sm text-slate-800" data-testid="supplier-order-number">
            {order.number ? t.number(order.number) : t.numberPending}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <OrderStatusBadge status={order.status} />
            <span>{de.shop.orders.orderedBy(order.userName)}</span>
            <span>{de.shop.orders.rowCount(order.rowCount)}</span>
            <span className="font-semibold text-slate-900" data-testid="supplier-order-total">
              {totalText(order)}
            </span>
          </p>
          {order.note ? <p className="mt-1 text-sm text-slate-600">{t.note(order.note)}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <DetailsToggle
            open={open}
            detailId={detailId}
            label={open ? de.shop.orders.hideDetails : t.showDetails(order.supplierName, date)}
            onToggle={() => onToggle(open ? null : order.id)}
          >
            {de.shop.orders.details}
          </DetailsToggle>
          <Button
            variant="secondary"
            aria-label={t.reorderLabel(order.supplierName, date)}
            data-testid="supplier-order-reorder"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void onReorder(order).finally(() => setBusy(false));
            }}
          >
            {t.reorder}
          </Button>
        </div>
      </div>
      {open ? (
        <OrderDetail
          order={order}
          id={detailId}
          title={t.detailTitle(order.supplierName, date)}
          unitPriceLabel={suppliersDe.basket.price}
          lineDetail={(index) => order.lines[index]?.unit || null}
        />
      ) : null}
    </li>
  );
}

export function SupplierOrders({
  title,
  orders,
  emptyText,
  openId,
  onToggle,
  onReorder,
}: {
  title: string;
  orders: readonly SupplierOrderRow[];
  emptyText: string;
  openId: string | undefined;
  onToggle: (id: string | null) => void;
  onReorder: (order: SupplierOrderRow) => Promise<void>;
}) {
  return (
    <TitledSection titleId="supplier-orders-title" title={title} className="space-y-3">
      {orders.length === 0 ? (
        <UntilFirstSync collections="supplierOrders">
          <p
            data-testid="supplier-orders-empty"
            className="rounded-md border border-slate-200 bg-white p-4 text-slate-600"
          >
            {emptyText}
          </p>
        </UntilFirstSync>
      ) : (
        <ul aria-label={t.list} data-testid="supplier-orders" className="space-y-3">
          {orders.map((order) => (
            <OrderItem
              key={order.id}
              order={order}
              open={order.id === openId}
              onToggle={onToggle}
              onReorder={onReorder}
            />
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
