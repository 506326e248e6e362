// Adds articles to a list: a quantity (default 1) and the catalogue search. Picking an article
// (Enter on a hit, a click, or a valid PZN + Enter as a barcode scanner types it) adds it at once
// with that quantity; the focus goes back to the search, so a basket is built by keyboard alone.
import { useId } from 'react';
import type { Article } from '../../../../src/api/catalogue';
import type { MergeableRow } from '../../rules';
import { ArticleSearch } from '../../../../src/catalogue/ArticleSearch';
import { mutate, newId } from '../../../../src/db';
import { de } from '../../../../src/i18n/de';
import { useQuantityEntry } from '../../../../src/ui/useQuantityEntry';
import { addOutcome } from './addOutcome';
import { errorText, parseQuantity } from './validation';
import { FieldAlert } from '../../../../src/ui/FieldAlert';
import { FieldLabel } from '../../../../src/ui/FormField';

function focusById(id: string): void {
  // After React has re-rendered the search (it may clear itself on a pick).
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/**
 * A quantity field and the catalogue search: a picked article is handed to `onAdd` with the
 * quantity, or, for a bad quantity, nothing is queued and the field says why. After a pick the
 * quantity goes back to 1 and the focus to the search.
 */
export function ArticleQuantityPicker({
  searchLabel,
  quantityLabel = de.baskets.addQuantity,
  quantityTestId,
  onAdd,
}: {
  searchLabel: string;
  quantityLabel?: string;
  quantityTestId: string;
  /** Queues the article; rejects with a German message. */
  onAdd: (article: Article, quantity: number) => Promise<void>;
}) {
  const searchId = useId();
  const quantityId = useId();
  const { quantity, error, setError, type, submit } = useQuantityEntry(
    quantityId,
    parseQuantity,
    errorText,
  );

  const add = async (article: Article) => {
    // A wrong quantity queues nothing and is explained at its field.
    if (await submit((value) => onAdd(article, value))) focusById(searchId);
  };

  const errorId = `${quantityId}-error`;
  return (
    <>
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-24">
          <FieldLabel htmlFor={quantityId}>{quantityLabel}</FieldLabel>
          <input
            id={quantityId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            data-testid={quantityTestId}
            value={quantity}
            onChange={(e) => type(e.target.value)}
            onKeyDown={(e) => {
              // Enter here moves on to the search, where the article is chosen.
              if (e.key === 'Enter') {
                e.preventDefault();
                const parsed = parseQuantity(quantity);
                if (!parsed.ok) setError(parsed.error);
                else document.getElementById(searchId)?.focus();
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`mt-1 block w-full rounded-md border px-3 py-2 text-right text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
          />
        </div>
        <div className="min-w-64 flex-1">
          <ArticleSearch
            id={searchId}
            label={searchLabel}
            placeholder={de.baskets.searchPlaceholder}
            onPick={(article) => void add(article)}
            // A scanner or the keyboard starts here: the search is the screen's first task.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
        </div>
      </div>
      <FieldAlert id={errorId} error={error} space="mt-2" />
    </>
  );
}

export function AddArticleBar({
  basketId,
  rows,
  onAdded,
  label = de.baskets.searchLabel,
}: {
  basketId: string;
  /** The list's rows in position order: an article already there raises its row. */
  rows: readonly MergeableRow[];
  /** The status line and the row to bring into view (the raised or the new one). */
  onAdded: (message: string, rowId: string) => void;
  label?: string;
}) {
  const add = async (article: Article, quantity: number) => {
    const row = { rowId: newId(), pzn: article.pzn, quantity };
    const what = `${article.name} (${de.baskets.pznLabel(article.pzn)})`;
    const outcome = addOutcome(rows, row, what);
    await mutate('basket.addRow', { basketId, ...row });
    onAdded(outcome.message, outcome.rowId);
  };

  return (
    <section
      aria-label={de.baskets.addArticleTitle}
      data-testid="add-article-form"
      className="rounded-md border border-slate-200 bg-white p-4"
    >
      <h2 className="text-base font-semibold text-slate-900">{de.baskets.addArticleTitle}</h2>
      <div className="mt-3">
        <ArticleQuantityPicker searchLabel={label} quantityTestId="add-quantity" onAdd={add} />
      </div>
      <p className="mt-2 text-xs text-slate-500">{de.baskets.addHint}</p>
    </section>
  );
}
