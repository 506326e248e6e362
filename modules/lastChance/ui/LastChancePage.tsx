// Last-chance articles (issue 15): the wholesaler's remaining and short-dated stock on offer,
// from the local database (readable offline). Each offer goes into the primary basket in one
// step with the shop's own mutation (queued offline); the offer price is settled on the invoice.
import { useId, useRef, useState } from 'react';
import { OFFER_REASONS } from '../contract';
import { useDb, useLiveQuery } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/platform/session';
import { addToPrimaryBasket, AddedToBasketStatus, type AddedAnnouncement } from '../../shop/ui';
import { loadOffers } from './data';
import { arrangeOffers, DEFAULT_FILTER, isOfferReason, localDay, type OfferFilter } from './rules';
import { lastChanceDe } from '../texts.de';
import { OfferCard, type AddToBasket } from './OfferCard';
import { FieldLabel } from '../../../src/ui/FormField';
import { FILTER_CONTROL } from '../../../src/ui/filterFields';
import { EmptyState } from '../../../src/ui/EmptyNote';
import { PageFrame } from '../../../src/ui/PageFrame';
import { UntilFirstSync } from '../../../src/features/sync';

const t = lastChanceDe;

export function LastChancePage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const db = useDb();
  const today = localDay();
  const views = useLiveQuery(
    async () => (db ? loadOffers(db, lieferkundeNr, today) : undefined),
    [db, lieferkundeNr, today],
  );
  const [filter, setFilter] = useState<OfferFilter>(DEFAULT_FILTER);
  const [added, setAdded] = useState<AddedAnnouncement | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const reasonId = useId();
  const onlyId = useId();

  const current = (views ?? []).filter((v) => v.state !== 'ended');
  const shown = views ? arrangeOffers(views, filter) : [];

  /** Into the user's primary basket of the customer (a new 'Warenkorb' when there is none). */
  const add: AddToBasket = async (view, quantity) => {
    if (!db || lieferkundeNr === null) throw new Error(t.errors.noBasket);
    const target = await addToPrimaryBasket(db, lieferkundeNr, view.offer.pzn, quantity);
    setAdded({
      ...target,
      text: t.added(quantity, view.offer.name, target.label),
      linkText: t.openBasket(target.label),
    });
    statusRef.current?.focus();
  };

  return (
    <PageFrame
      title={de.screens.lastChance}
      lead={t.intro}
      note={t.priceNote}
      testId="last-chance-page"
    >
      <AddedToBasketStatus added={added} ref={statusRef} testId="last-chance-status" />

      {views === undefined ? (
        <Spinner label={t.loading} />
      ) : current.length === 0 ? (
        <UntilFirstSync collections="lastChanceOffers">
          <EmptyState title={t.empty} text={t.emptyText} />
        </UntilFirstSync>
      ) : (
        <>
          <fieldset className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
            <legend className="sr-only">{t.filters.legend}</legend>
            <div>
              <FieldLabel htmlFor={searchId}>{t.filters.search}</FieldLabel>
              <input
                id={searchId}
                type="search"
                maxLength={100}
                value={filter.search}
                onChange={(event) => setFilter({ ...filter, search: event.target.value })}
                className={FILTER_CONTROL}
              />
            </div>
            <div>
              <FieldLabel htmlFor={reasonId}>{t.filters.reason}</FieldLabel>
              <select
                id={reasonId}
                value={filter.reason}
                onChange={(event) => {
                  const value = event.target.value;
                  setFilter({ ...filter, reason: isOfferReason(value) ? value : 'all' });
                }}
                className={FILTER_CONTROL}
              >
                <option value="all">{t.filters.allReasons}</option>
                {OFFER_REASONS.map((key) => (
                  <option key={key} value={key}>
                    {t.reason[key]}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex items-center gap-2 pb-2">
              <input
                id={onlyId}
                type="checkbox"
                checked={filter.onlyAvailable}
                onChange={(event) => setFilter({ ...filter, onlyAvailable: event.target.checked })}
                className="h-4 w-4 rounded border-slate-300"
              />
              <label htmlFor={onlyId} className="text-sm text-slate-800">
                {t.filters.onlyAvailable}
              </label>
            </div>
          </fieldset>
          <p className="text-sm text-slate-700" aria-live="polite" data-testid="last-chance-count">
            {shown.length === 0 ? t.noMatch : t.count(shown.length, current.length)}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((view) => (
              <OfferCard
                key={view.offer.id}
                view={view}
                canOrder={lieferkundeNr !== null}
                onAdd={add}
              />
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
