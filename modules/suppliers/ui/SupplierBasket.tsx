// One supplier's basket at the current delivery customer: the rows with the shop's quantity
// field, the supplier's price per order unit and the line sums, a note row, the value against the
// minimum order value (in words, not by colour), and ordering. Every change is a queued mutation
// (offline-first): sent once when the connection is back.
import type { SupplierArticleRow, SupplierBasketRow, SupplierRow } from '../contract';
import { formatEuro } from '../../../src/catalogue/money';
import { de } from '../../../src/i18n/de';
import { suppliersDe } from '../texts.de';
import { basketFacts } from './logic';
import { NoteForm, OrderForm } from './BasketForms';
import { BasketTable } from './BasketTable';
import { TitledSection } from '../../../src/ui/TitledSection';

const t = suppliersDe.basket;

export function SupplierBasket({
  supplier,
  lieferkundeNr,
  rows,
  assortment,
  onSay,
  onPlaced,
}: {
  supplier: SupplierRow;
  lieferkundeNr: number;
  rows: readonly SupplierBasketRow[];
  assortment: ReadonlyMap<string, SupplierArticleRow>;
  onSay: (message: string) => void;
  onPlaced: (orderId: string) => void;
}) {
  const facts = basketFacts(rows, assortment, supplier.minOrderCents);
  const min = formatEuro(supplier.minOrderCents);
  return (
    <TitledSection
      titleId="supplier-basket-title"
      title={t.title(supplier.name)}
      className="space-y-3"
    >
      {rows.length === 0 ? (
        <p
          data-testid="supplier-basket-empty"
          className="rounded-md border border-slate-200 bg-white p-4 text-slate-600"
        >
          {t.empty}
        </p>
      ) : (
        <BasketTable rows={rows} assortment={assortment} onSay={onSay} />
      )}
      <NoteForm lieferkundeNr={lieferkundeNr} supplierId={supplier.id} onSay={onSay} />
      <div
        data-testid="supplier-basket-totals"
        className="rounded-md border border-slate-200 bg-white p-4 text-sm"
      >
        <dl className="flex flex-wrap items-baseline justify-end gap-x-6 gap-y-1">
          <div className="flex items-baseline gap-2">
            <dt className="sr-only">{t.articleCount}</dt>
            <dd className="text-slate-900" data-testid="supplier-basket-positions">
              {de.baskets.positions(facts.articleRows)}
            </dd>
          </div>
          <div className="flex items-baseline gap-2">
            <dt className="font-semibold text-slate-900">{t.value}</dt>
            <dd
              className="text-lg font-semibold text-slate-900"
              data-testid="supplier-basket-value"
            >
              {formatEuro(facts.valueCents)}
            </dd>
          </div>
        </dl>
        {supplier.minOrderCents > 0 && facts.articleRows > 0 ? (
          <p className="mt-1 text-right text-slate-700" data-testid="supplier-basket-minimum">
            {facts.missingCents === 0
              ? `✓ ${t.minimumReached(min)}`
              : `⚠ ${t.minimumMissing(formatEuro(facts.missingCents), min)}`}
          </p>
        ) : null}
      </div>
      <OrderForm
        supplier={supplier}
        lieferkundeNr={lieferkundeNr}
        rows={rows}
        assortment={assortment}
        onPlaced={onPlaced}
      />
    </TitledSection>
  );
}
