// /shop/warenkorb without an id: the primary basket. Without one, the page offers to create a
// basket (it becomes the primary one) and links to the list, once the lists' first pull is done.
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ListKind } from '../../contract';
import { de } from '../../../../src/i18n/de';
import { Button, buttonClass } from '../../../../src/ui/Button';
import { PageFrame } from '../../../../src/ui/PageFrame';
import { FirstSyncNote, useFirstSync } from '../../../../src/features/sync';
import { Spinner } from '../../../../src/ui/Spinner';
import { createList } from './BasketForms';
import { LIST_ROUTES, listTexts } from './kinds';
import { primaryBasket, useCurrentCustomer, useLists } from './useBaskets';
import { errorText } from './validation';

export function BasketIndexPage({ kind = 'warenkorb' }: { kind?: ListKind }) {
  const { lieferkundeNr } = useCurrentCustomer();
  const lists = useLists(lieferkundeNr, kind);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const t = listTexts(kind);
  // Before the lists' first pull an absent primary may only not be here yet: offering to create
  // one would have the pharmacy rebuild its weekly basket (issue 27), also offline.
  const firstSync = useFirstSync('baskets');
  if (lists !== undefined && !primaryBasket(lists) && firstSync === 'loading') {
    return <FirstSyncNote className="p-6" />;
  }
  if (lists === undefined) {
    return (
      <div className="p-6">
        <Spinner label={de.app.loading} />
      </div>
    );
  }
  const primary = primaryBasket(lists);
  if (primary) return <Navigate to={LIST_ROUTES[kind].item} params={{ id: primary.id }} replace />;

  const create = async () => {
    if (lieferkundeNr === null) return;
    try {
      const id = await createList(lieferkundeNr, kind, t.defaultLabel);
      await navigate({ to: LIST_ROUTES[kind].item, params: { id }, replace: true });
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <PageFrame title={t.noPrimaryTitle} width="max-w-3xl" testId="no-primary">
      <p className="text-slate-600">{lists.length === 0 ? t.noPrimaryText : t.noPrimaryPick}</p>
      <div className="flex flex-wrap gap-3">
        <Button data-testid="create-primary" onClick={() => void create()}>
          {t.createPrimary}
        </Button>
        {lists.length > 0 ? (
          <Link to={LIST_ROUTES[kind].overview} className={buttonClass('secondary')}>
            {t.toList}
          </Link>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </PageFrame>
  );
}
