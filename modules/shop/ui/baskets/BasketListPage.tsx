// /shop/warenkoerbe and /shop/merklisten: the user's lists of one kind for the current delivery
// customer, with count and value, the primary one marked, owned or shared; create, edit (label,
// internal note), set primary, share with the company, delete.
import { Field, Label, Switch } from '@headlessui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { BasketRow, ListKind } from '../../contract';
import { formatEuro } from '../../../../src/catalogue/money';
import { mutate } from '../../../../src/db';
import { FirstSyncNote, useFirstSync } from '../../../../src/features/sync';
import { de } from '../../../../src/i18n/de';
import { buttonClass, FOCUS_RING } from '../../../../src/ui/Button';
import { ConfirmDialog } from '../../../../src/ui/ConfirmDialog';
import { StarIcon } from '../../../../src/ui/icons';
import { Spinner } from '../../../../src/ui/Spinner';
import { CreateListForm, EditListDialog } from './BasketForms';
import { LIST_ROUTES, listTexts } from './kinds';
import { useCurrentCustomer, useLists, useListValues, type ListValue } from './useBaskets';
import { errorText } from './validation';

const SMALL_BUTTON = buttonClass('secondary', 'px-3 py-1.5');

export function PrimaryBadge({ kind }: { kind: ListKind }) {
  return (
    <span
      data-testid="basket-primary"
      className="inline-flex items-center gap-1 rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
    >
      <StarIcon width={14} height={14} />
      {listTexts(kind).primary}
    </span>
  );
}

/** Owned, shared with the company, or shared by someone else: always as text. */
export function ownershipText(basket: BasketRow, userId: string | null): string {
  if (basket.ownerId !== userId) return de.baskets.sharedBy(basket.ownerName);
  return basket.sharedWithCompany
    ? `${de.baskets.owned} · ${de.baskets.sharedWithCompany}`
    : de.baskets.owned;
}

function ShareSwitch({ basket, onMessage }: { basket: BasketRow; onMessage: (m: string) => void }) {
  const toggle = (shared: boolean) =>
    void mutate('basket.setShared', { id: basket.id, shared })
      .then(() =>
        onMessage(shared ? de.baskets.shared(basket.label) : de.baskets.unshared(basket.label)),
      )
      .catch((e: unknown) => onMessage(errorText(e)));
  return (
    <Field className="flex items-center gap-2">
      <Switch
        checked={basket.sharedWithCompany}
        onChange={toggle}
        data-testid="basket-share"
        aria-label={de.baskets.shareSwitchOf(basket.label)}
        className={`group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors data-checked:bg-brand-700 ${FOCUS_RING}`}
      >
        <span className="inline-block size-4 translate-x-1 rounded-full bg-white transition-transform group-data-checked:translate-x-6" />
      </Switch>
      <Label className="text-sm text-slate-700">{de.baskets.shareSwitch}</Label>
    </Field>
  );
}

function ListCard({
  basket,
  value,
  userId,
  onMessage,
  onEdit,
  onDelete,
}: {
  basket: BasketRow;
  value: ListValue | undefined;
  userId: string | null;
  onMessage: (message: string) => void;
  onEdit: (basket: BasketRow) => void;
  onDelete: (basket: BasketRow) => void;
}) {
  const owned = basket.ownerId === userId;
  const t = listTexts(basket.kind);
  const count = value?.articleRows ?? basket.artikel_count;
  const cents = value?.valueCents ?? basket.wert_summe;
  return (
    <li
      data-testid="basket-item"
      data-basket-id={basket.id}
      data-primary={basket.primary ? 'true' : undefined}
      className={`rounded-md border bg-white p-4 ${basket.primary ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link
          to={LIST_ROUTES[basket.kind].item}
          params={{ id: basket.id }}
          aria-label={t.open(basket.label)}
          className={`rounded text-lg font-semibold text-brand-800 underline-offset-2 hover:underline ${FOCUS_RING}`}
        >
          {basket.label}
        </Link>
        {basket.primary ? <PrimaryBadge kind={basket.kind} /> : null}
      </div>
      <p className="mt-1 text-sm text-slate-700" data-testid="basket-item-summary">
        <span data-testid="basket-item-count">{de.baskets.positions(count)}</span> ·{' '}
        <span data-testid="basket-item-value">{de.baskets.value(formatEuro(cents))}</span>
      </p>
      <p className="mt-1 text-xs text-slate-600" data-testid="basket-item-owner">
        {ownershipText(basket, userId)}
      </p>
      {basket.internalNote ? (
        <p className="mt-2 rounded bg-slate-50 px-2 py-1 text-sm whitespace-pre-line text-slate-700">
          <span className="font-medium">{de.baskets.internalNote}: </span>
          {basket.internalNote}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {basket.primary ? null : (
          <button
            type="button"
            className={SMALL_BUTTON}
            data-testid="basket-set-primary"
            aria-label={de.baskets.setPrimaryOf(t.setPrimary, basket.label)}
            onClick={() =>
              void mutate('basket.setPrimary', { id: basket.id })
                .then(() => onMessage(t.primarySet(basket.label)))
                .catch((e: unknown) => onMessage(errorText(e)))
            }
          >
            {t.setPrimary}
          </button>
        )}
        <button
          type="button"
          className={SMALL_BUTTON}
          data-testid="basket-edit"
          aria-label={de.baskets.editOf(basket.label)}
          onClick={() => onEdit(basket)}
        >
          {de.baskets.edit}
        </button>
        {owned ? (
          <>
            <button
              type="button"
              className={buttonClass('ghost', 'px-3 py-1.5 text-red-800 hover:bg-red-50')}
              data-testid="basket-delete"
              aria-label={de.baskets.deleteOf(basket.label)}
              onClick={() => onDelete(basket)}
            >
              {de.baskets.delete}
            </button>
            <div className="ml-auto">
              <ShareSwitch basket={basket} onMessage={onMessage} />
            </div>
          </>
        ) : null}
      </div>
    </li>
  );
}

export function BasketListPage({ kind = 'warenkorb' }: { kind?: ListKind }) {
  const { lieferkundeNr, userId } = useCurrentCustomer();
  const lists = useLists(lieferkundeNr, kind);
  const values = useListValues(lists);
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState<BasketRow | null>(null);
  const [deleting, setDeleting] = useState<BasketRow | null>(null);
  const t = listTexts(kind);
  const firstSync = useFirstSync('baskets');

  const confirmDelete = () => {
    const basket = deleting;
    setDeleting(null);
    if (!basket) return;
    void mutate('basket.delete', { id: basket.id })
      .then(() => setMessage(t.deleted(basket.label)))
      .catch((e: unknown) => setMessage(errorText(e)));
  };

  return (
    <section
      aria-labelledby="screen-title"
      data-testid="basket-list-page"
      data-kind={kind}
      className="mx-auto max-w-3xl space-y-4 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
          {t.listTitle}
        </h1>
        <Link
          to={LIST_ROUTES[kind === 'warenkorb' ? 'merkliste' : 'warenkorb'].overview}
          className={`rounded text-sm text-brand-700 underline-offset-2 hover:underline ${FOCUS_RING}`}
        >
          {t.toOther}
        </Link>
      </div>
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{de.baskets.noCustomer}</p>
      ) : (
        <>
          <p role="status" className="min-h-5 text-sm text-slate-700">
            {message}
          </p>
          {lists === undefined ? (
            <Spinner label={de.app.loading} />
          ) : lists.length === 0 && firstSync === 'loading' ? (
            <FirstSyncNote />
          ) : lists.length === 0 ? (
            <div
              data-testid="basket-list-empty"
              className="rounded-md border border-dashed border-slate-300 bg-white p-6 text-center"
            >
              <p className="font-medium text-slate-800">{t.listEmpty}</p>
              <p className="mt-1 text-sm text-slate-600">{t.listEmptyHint}</p>
            </div>
          ) : (
            <ul aria-label={t.list} data-testid="basket-list" className="space-y-3">
              {lists.map((basket) => (
                <ListCard
                  key={basket.id}
                  basket={basket}
                  value={values?.get(basket.id)}
                  userId={userId}
                  onMessage={setMessage}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                />
              ))}
            </ul>
          )}
          {/* Not before the lists' first pull: the list wanted may be on its way (issue 27). */}
          {firstSync === 'done' ? (
            <CreateListForm
              lieferkundeNr={lieferkundeNr}
              kind={kind}
              onCreated={(id) => void navigate({ to: LIST_ROUTES[kind].item, params: { id } })}
            />
          ) : null}
        </>
      )}
      {editing ? (
        <EditListDialog
          basket={editing}
          owned={editing.ownerId === userId}
          open
          onClose={() => setEditing(null)}
          onSaved={setMessage}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        text={deleting ? t.deleteQuestion(deleting.label) : ''}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
