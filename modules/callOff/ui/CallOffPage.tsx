// Call-off agreements and prepayments (issue 14): the agreements of the current delivery
// customer from the local database (readable offline), each with its figures, validity, call-off
// history and prepayments. 'Abrufen' puts the article into the primary basket through the shop's
// own mutation (queued offline); it counts as called off once delivered, until then 'vorgemerkt'.
import { useId, useRef, useState } from 'react';
import { formatEuro } from '../../../src/catalogue/money';
import { useDb, useLiveQuery } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { addToPrimaryBasket, AddedToBasketStatus, type AddedAnnouncement } from '../../shop/ui';
import { CallOffDialog } from './CallOffDialog';
import { loadAgreements } from './data';
import {
  AGREEMENT_FILTERS,
  arrangeAgreements,
  localDay,
  type AgreementFilter,
  type AgreementView,
} from './rules';
import { callOffDe } from '../texts.de';
import { AgreementCard } from './AgreementCard';
import { FieldLabel } from '../../../src/ui/FormField';
import { FILTER_CONTROL } from '../../../src/ui/filterFields';
import { PageFrame } from '../../../src/ui/PageFrame';
import { UntilFirstSync } from '../../../src/features/sync';

const t = callOffDe;

export function CallOffPage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const db = useDb();
  const today = localDay();
  const views = useLiveQuery(
    async () =>
      db && lieferkundeNr !== null ? loadAgreements(db, lieferkundeNr, today) : undefined,
    [db, lieferkundeNr, today],
  );
  const [filter, setFilter] = useState<AgreementFilter>('running');
  const [asking, setAsking] = useState<AgreementView | null>(null);
  const [added, setAdded] = useState<AddedAnnouncement | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const filterId = useId();

  const shown = views ? arrangeAgreements(views, filter) : [];
  const prepaid = (views ?? []).flatMap((v) => (v.prepaid ? [v.prepaid] : []));

  /** Into the user's primary basket of the customer (a new 'Warenkorb' when there is none). */
  const callOff = async (view: AgreementView, quantity: number) => {
    if (!db || lieferkundeNr === null) throw new Error(t.errors.noBasket);
    const target = await addToPrimaryBasket(db, lieferkundeNr, view.agreement.pzn, quantity);
    setAsking(null);
    setAdded({
      ...target,
      text: t.added(quantity, view.agreement.name, target.label),
      linkText: t.openBasket(target.label),
    });
    // The dialog is gone: the keyboard continues at the announcement and its link.
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  return (
    <PageFrame
      title={de.screens.abrufvereinbarungen}
      lead={t.intro}
      note={t.bookingNote}
      testId="calloff-page"
    >
      <AddedToBasketStatus added={added} ref={statusRef} testId="calloff-status" />

      {lieferkundeNr === null ? (
        <p className="text-slate-600">{t.noCustomer}</p>
      ) : views === undefined ? (
        <Spinner label={t.loading} />
      ) : views.length === 0 ? (
        <UntilFirstSync collections="callOffAgreements">
          <p className="text-slate-600">{t.noData}</p>
        </UntilFirstSync>
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <FieldLabel htmlFor={filterId}>{t.filterLabel}</FieldLabel>
              <select
                id={filterId}
                value={filter}
                onChange={(event) => setFilter(event.target.value as AgreementFilter)}
                className={FILTER_CONTROL}
              >
                {AGREEMENT_FILTERS.map((key) => (
                  <option key={key} value={key}>
                    {t.filter[key]}
                  </option>
                ))}
              </select>
            </div>
            {prepaid.length > 0 && (
              <p className="text-sm text-slate-800" data-testid="calloff-prepaid-summary">
                <span className="font-semibold">{t.summary.title}: </span>
                {t.summary.text(
                  formatEuro(prepaid.reduce((s, p) => s + p.paidCents, 0)),
                  formatEuro(prepaid.reduce((s, p) => s + p.balanceCents, 0)),
                )}
              </p>
            )}
          </div>
          <p className="text-sm text-slate-700" aria-live="polite" data-testid="calloff-count">
            {shown.length === 0 ? t.noneRunning : t.count(shown.length, views.length)}
          </p>
          <div className="space-y-4">
            {shown.map((view) => (
              <AgreementCard key={view.agreement.id} view={view} onCallOff={setAsking} />
            ))}
          </div>
        </>
      )}
      <CallOffDialog view={asking} onSubmit={callOff} onClose={() => setAsking(null)} />
    </PageFrame>
  );
}
