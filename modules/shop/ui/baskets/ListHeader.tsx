// The head of a basket or wish list screen (./BasketPage.tsx): back link, name, summary, internal
// note, and the buttons to edit, make primary and order.
import { Link } from '@tanstack/react-router';
import type { BasketRow, ListKind } from '../../contract';
import { formatEuro } from '../../../../src/catalogue/money';
import { mutate } from '../../../../src/db';
import { de } from '../../../../src/i18n/de';
import { Button, FOCUS_RING } from '../../../../src/ui/Button';
import { ownershipText, PrimaryBadge } from './BasketListPage';
import { canOrder, LIST_ROUTES, listTexts } from './kinds';
import type { Totals } from './totals';
import { errorText } from './validation';

interface Props {
  readonly basket: BasketRow;
  readonly kind: ListKind;
  readonly userId: string | null;
  readonly totals: Totals;
  readonly empty: boolean;
  readonly busy: boolean;
  readonly orderHintId: string;
  readonly onEdit: () => void;
  readonly onOrder: () => void;
  readonly onMessage: (text: string) => void;
}

export function ListHeader({
  basket,
  kind,
  userId,
  totals,
  empty,
  busy,
  orderHintId,
  onEdit,
  onOrder,
  onMessage,
}: Props) {
  const t = listTexts(kind);
  return (
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
          onClick={onEdit}
        >
          {de.baskets.edit}
        </Button>
        {basket.primary ? null : (
          <Button
            variant="secondary"
            data-testid="basket-set-primary"
            onClick={() =>
              void mutate('basket.setPrimary', { id: basket.id })
                .then(() => onMessage(t.primarySet(basket.label)))
                .catch((e: unknown) => onMessage(errorText(e)))
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
            onClick={onOrder}
          >
            {de.shop.order.button}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
