// /suppliers (Lieferantenbestellung, issue 15): the direct suppliers with their terms and what is
// in each one's basket, and the orders to them; `?supplier=<id>` opens one supplier: its basket,
// ordering and its assortment. Everything reads the local database and writes through queued
// mutations, so it works offline; an order placed offline is sent once and then numbered.
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { SupplierOrderRow, SupplierRow } from '../contract';
import { LIST_ROWS_MAX } from '../contract';
import { formatEuro } from '../../../src/catalogue/money';
import { mutate, newId } from '../../../src/db';
import { suppliersDe } from '../texts.de';
import { buttonClass } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { errorText } from '../../shop/ui';
import { reorderRows } from '../../shop/ui';
import { Assortment } from './Assortment';
import {
  useAssortmentOf,
  useAssortments,
  useBasketRows,
  useSupplierOrders,
  useSuppliers,
} from './hooks';
import { basketFacts } from './logic';
import type { SuppliersSearch } from './searchParams';
import { SupplierBasket } from './SupplierBasket';
import { SupplierOrders } from './SupplierOrders';
import { PageFrame } from '../../../src/ui/PageFrame';
import { UntilFirstSync } from '../../../src/features/sync';

const t = suppliersDe;

function Facts({ supplier }: { supplier: SupplierRow }) {
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
      <li>
        {t.kind[supplier.kind]} · {t.supplierNumber(supplier.supplierNumber)}
      </li>
      <li>{supplier.minOrderCents > 0 ? t.minOrder(supplier.minOrderCents) : t.noMinOrder}</li>
      <li>{t.delivery(supplier.deliveryDays, supplier.leadTimeDays)}</li>
      <li>{t.channel(supplier.orderChannel)}</li>
      <li>{t.contact(supplier.contact)}</li>
    </ul>
  );
}

/** The confirmation of the order just placed: its number once the server has numbered it. */
function Confirmation({ order }: { order: SupplierOrderRow | undefined }) {
  if (!order) return null;
  return (
    <p
      role="status"
      data-testid="supplier-order-confirmation"
      className="rounded-md border border-slate-300 bg-white p-3 text-sm font-medium text-slate-900"
    >
      {order.number ? `✓ ${t.order.confirmed(order.number)}` : t.order.queued}
    </p>
  );
}

export function SuppliersPage({
  search,
  onChange,
}: {
  search: SuppliersSearch;
  onChange: (next: SuppliersSearch) => void;
}) {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const suppliers = useSuppliers();
  const assortments = useAssortments();
  const rows = useBasketRows(lieferkundeNr);
  const orders = useSupplierOrders(lieferkundeNr);
  const [message, setMessage] = useState('');
  const [placedId, setPlacedId] = useState<string | null>(null);
  const supplier = suppliers?.find((s) => s.id === search.supplier);

  const toggleOrder = useCallback(
    (id: string | null) => onChange({ ...search, order: id ?? undefined }),
    [onChange, search],
  );

  const reorder = useCallback(
    async (order: SupplierOrderRow) => {
      if (lieferkundeNr === null) return;
      const offered = new Set(
        (assortments ?? []).filter((a) => a.supplierId === order.supplierId).map((a) => a.pzn),
      );
      const { rows: copied, withdrawn } = reorderRows(order.lines, newId, (pzn) =>
        offered.has(pzn),
      );
      const skipped =
        withdrawn.length > 0 ? ` ${t.orders.reorderSkipped(withdrawn.join(', '))}` : '';
      if (copied.length === 0) {
        setMessage(`${t.orders.reorderEmpty}${skipped}`);
        return;
      }
      try {
        await mutate('supplierBasket.addRows', {
          lieferkundeNr,
          supplierId: order.supplierId,
          rows: copied.slice(0, LIST_ROWS_MAX),
        });
      } catch (e) {
        setMessage(errorText(e));
        return;
      }
      setMessage(`${t.orders.reordered(copied.length, order.supplierName)}${skipped}`);
      setPlacedId(null);
      onChange({ supplier: order.supplierId });
    },
    [assortments, lieferkundeNr, onChange],
  );

  const own = useAssortmentOf(assortments, supplier?.id ?? '');
  const basketRows = useMemo(
    () => (rows ?? []).filter((r) => r.supplierId === supplier?.id),
    [rows, supplier?.id],
  );
  const placed = placedId === null ? undefined : orders?.find((x) => x.id === placedId);

  const loading =
    suppliers === undefined ||
    assortments === undefined ||
    rows === undefined ||
    orders === undefined;

  let body;
  if (lieferkundeNr === null) {
    body = <p className="text-slate-600">{t.noCustomer}</p>;
  } else if (loading) {
    body = <Spinner label={t.loading} />;
  } else if (supplier) {
    body = (
      <>
        <div>
          <Link
            to="/suppliers"
            search={{}}
            className="text-sm text-brand-800 underline"
            onClick={() => {
              setMessage('');
              setPlacedId(null);
            }}
          >
            ← {t.back}
          </Link>
          <h2 className="mt-2 text-xl font-semibold text-slate-900" data-testid="supplier-name">
            {supplier.name}
          </h2>
          <Facts supplier={supplier} />
        </div>
        <p
          role="status"
          aria-live="polite"
          className="min-h-5 text-sm text-slate-800"
          data-testid="supplier-message"
        >
          {message}
        </p>
        <Confirmation order={placed} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <SupplierBasket
            supplier={supplier}
            lieferkundeNr={lieferkundeNr}
            rows={basketRows}
            assortment={own.byPzn}
            onSay={setMessage}
            onPlaced={(id) => {
              setMessage('');
              setPlacedId(id);
            }}
          />
          <Assortment
            lieferkundeNr={lieferkundeNr}
            supplierId={supplier.id}
            articles={own.list}
            rows={basketRows}
            onSay={(text) => {
              setPlacedId(null);
              setMessage(text);
            }}
          />
        </div>
        <SupplierOrders
          title={t.orders.titleOf(supplier.name)}
          orders={orders.filter((x) => x.supplierId === supplier.id)}
          emptyText={t.orders.emptyOf}
          openId={search.order}
          onToggle={toggleOrder}
          onReorder={reorder}
        />
      </>
    );
  } else if (suppliers.length === 0) {
    body = (
      <UntilFirstSync collections="suppliers">
        <p
          data-testid="suppliers-empty"
          className="rounded-md border border-slate-200 bg-white p-6 text-center text-slate-600"
        >
          {t.empty}
        </p>
      </UntilFirstSync>
    );
  } else {
    body = (
      <>
        <p role="status" aria-live="polite" className="text-sm text-slate-800">
          {message}
        </p>
        <ul
          aria-label={t.listLabel}
          data-testid="suppliers-list"
          className="grid gap-3 md:grid-cols-2"
        >
          {suppliers.map((s) => {
            const mine = rows.filter((r) => r.supplierId === s.id);
            const offered = assortments.filter((a) => a.supplierId === s.id);
            const facts = basketFacts(
              mine,
              new Map(offered.map((a) => [a.pzn, a])),
              s.minOrderCents,
            );
            return (
              <li
                key={s.id}
                data-testid="supplier-card"
                data-supplier-id={s.id}
                className="flex flex-col justify-between rounded-md border border-slate-200 bg-white p-4"
              >
                <div>
                  <h2 className="text-base font-semibold text-slate-900">{s.name}</h2>
                  <Facts supplier={s} />
                  <p className="mt-2 text-sm text-slate-700">{t.assortmentSize(offered.length)}</p>
                  <p
                    className="text-sm font-medium text-slate-900"
                    data-testid="supplier-card-basket"
                  >
                    {t.basketSummary(facts.articleRows, facts.valueCents)}
                    {facts.articleRows > 0 && facts.missingCents > 0
                      ? ` · ${t.basket.minimumMissing(formatEuro(facts.missingCents), formatEuro(s.minOrderCents))}`
                      : ''}
                  </p>
                </div>
                <Link
                  to="/suppliers"
                  search={{ supplier: s.id }}
                  aria-label={t.open(s.name)}
                  data-testid="supplier-open"
                  className={buttonClass('primary', 'mt-3 self-start')}
                  onClick={() => {
                    setMessage('');
                    setPlacedId(null);
                  }}
                >
                  {t.openShort}
                </Link>
              </li>
            );
          })}
        </ul>
        <SupplierOrders
          title={t.orders.title}
          orders={orders}
          emptyText={t.orders.empty}
          openId={search.order}
          onToggle={toggleOrder}
          onReorder={reorder}
        />
      </>
    );
  }

  return (
    <PageFrame title={t.title} lead={t.intro} width="max-w-7xl" testId="suppliers-page">
      {body}
    </PageFrame>
  );
}
