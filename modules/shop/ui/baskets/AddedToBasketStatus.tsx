// The announcement after another screen put an article into a basket: what went where, and a
// link to that basket. It is a focusable status region, so the keyboard can continue at the link.
import { Link } from '@tanstack/react-router';
import type { Ref } from 'react';
import type { AddedToBasket } from './primaryBasket';

export interface AddedAnnouncement extends AddedToBasket {
  readonly text: string;
  readonly linkText: string;
}

export function AddedToBasketStatus({
  added,
  ref,
  testId,
}: {
  added: AddedAnnouncement | null;
  ref: Ref<HTMLDivElement>;
  testId: string;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid={testId}
      className="text-sm text-slate-800"
    >
      {added && (
        <p>
          {added.text}{' '}
          <Link
            to="/shop/warenkorb/$id"
            params={{ id: added.basketId }}
            className="font-medium text-brand-800 underline"
          >
            {added.linkText}
          </Link>
        </p>
      )}
    </div>
  );
}
