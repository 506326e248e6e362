// A supplier's assortment: a search over name, PZN, the supplier's article number and maker, and
// per article its order unit, the supplier's price per unit, the units already in the basket, a
// quantity (the shop's field rule: whole units 1–9999, explained at the field, nothing queued
// when wrong) and 'Hinzufügen', which queues 'supplierBasket.addRows' (works offline).
import { useId, useMemo, useState } from 'react';
import type { SupplierArticleRow, SupplierBasketRow } from '../contract';
import { formatEuro } from '../../../src/catalogue/money';
import { mutate, newId } from '../../../src/db';
import { suppliersDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { useQuantityEntry } from '../../../src/ui/useQuantityEntry';
import { addOutcome, errorText, parseQuantity } from '../../shop/ui';
import { searchAssortment, unitsInBasket } from './logic';
import { FieldLabel } from '../../../src/ui/FormField';
import { TitledSection } from '../../../src/ui/TitledSection';

const t = suppliersDe.assortment;

function ArticleItem({
  article,
  inBasket,
  onAdd,
}: {
  article: SupplierArticleRow;
  inBasket: number;
  onAdd: (article: SupplierArticleRow, quantity: number) => Promise<void>;
}) {
  const id = useId();
  const { quantity, error, type, submit } = useQuantityEntry(id, parseQuantity, errorText);
  const add = () => submit((value) => onAdd(article, value));
  return (
    <li
      data-testid="supplier-article"
      data-pzn={article.pzn}
      className="flex flex-wrap items-start justify-between gap-3 border-t border-slate-100 px-3 py-2"
    >
      <div className="min-w-48 flex-1">
        <p className="font-medium text-slate-900">{article.name}</p>
        <p className="text-xs text-slate-600">
          {[t.pzn(article.pzn), t.articleNo(article.supplierArticleNo), article.manufacturer].join(
            ' · ',
          )}
        </p>
        <p className="text-sm text-slate-800">
          <span className="font-semibold">{formatEuro(article.priceCents)}</span>{' '}
          {t.per(article.orderUnit)}
          {inBasket > 0 ? (
            <span className="ml-2 text-slate-600">({t.inBasket(inBasket)})</span>
          ) : null}
        </p>
      </div>
      <div className="flex items-start gap-2">
        <div>
          <label htmlFor={id} className="sr-only">
            {t.quantityOf(article.name)}
          </label>
          <input
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            data-testid="supplier-article-quantity"
            value={quantity}
            onChange={(e) => type(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void add();
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`w-20 rounded-md border px-2 py-2 text-right text-slate-900 focus:outline-2 focus:outline-brand-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
          />
        </div>
        <Button
          variant="secondary"
          aria-label={t.addLabel(article.name)}
          data-testid="supplier-article-add"
          onClick={() => void add()}
        >
          {t.add}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="w-full text-right text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}

export function Assortment({
  lieferkundeNr,
  supplierId,
  articles,
  rows,
  onSay,
}: {
  lieferkundeNr: number;
  supplierId: string;
  articles: readonly SupplierArticleRow[];
  rows: readonly SupplierBasketRow[];
  onSay: (message: string) => void;
}) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const hits = useMemo(() => searchAssortment(articles, query), [articles, query]);
  const add = async (article: SupplierArticleRow, quantity: number) => {
    const row = { rowId: newId(), pzn: article.pzn, quantity };
    // The shop's merge rule (issue 24): an article already in the basket raises its row.
    const outcome = addOutcome(rows, row, article.name);
    await mutate('supplierBasket.addRows', { lieferkundeNr, supplierId, rows: [row] });
    onSay(outcome.plain ? t.added(article.name, quantity, article.orderUnit) : outcome.message);
  };
  return (
    <TitledSection titleId="supplier-assortment-title" title={t.title} className="space-y-3">
      {articles.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-600">{t.empty}</p>
      ) : (
        <>
          <div>
            <FieldLabel htmlFor={searchId}>{t.search}</FieldLabel>
            <input
              id={searchId}
              type="search"
              maxLength={100}
              data-testid="supplier-assortment-search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-600"
            />
            <p className="mt-1 text-sm text-slate-600" aria-live="polite">
              {t.count(hits.length, articles.length)}
            </p>
          </div>
          {hits.length === 0 ? (
            <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-600">
              {t.noHits}
            </p>
          ) : (
            <ul
              aria-label={t.title}
              data-testid="supplier-assortment"
              className="rounded-md border border-slate-200 bg-white"
            >
              {hits.map((article) => (
                <ArticleItem
                  key={article.id}
                  article={article}
                  inBasket={unitsInBasket(rows, article.pzn)}
                  onAdd={add}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </TitledSection>
  );
}
