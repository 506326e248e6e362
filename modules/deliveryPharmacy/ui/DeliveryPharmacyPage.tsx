// The delivery pharmacy (Lieferapotheke, issue 14): the institutions the pharmacy supplies under a
// contract, each with its deliveries of the last 30 days and this year's value against last
// year's; select one to list its deliveries (period, search by note number, PZN or article,
// newest first), open a delivery to read its lines, export the list as CSV, print it, and read
// the institution's monthly totals. Everything from the local database, so offline too. The
// selected institution and the period live in the address (the route validates them).
import { customerWithNumber } from '../../../src/platform/customerDisplay';
import { useDomainConfig } from '../../../src/platform/DomainConfigContext';
import { useEffect, useId, useRef } from 'react';
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { useDb, useLiveQuery } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import {
  localDay,
  recipientFigures,
  supplyPeriodStart,
  yearChange,
  type RecipientFigures,
  type SupplyPeriod,
} from './deliveryPharmacy';
import { RecipientDeliveries } from './RecipientDeliveries';
import { DELIVERIES_HEADING, t } from './screenParts';

const PERCENT = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 });

function RecipientCard({
  figures,
  selected,
  onSelect,
}: {
  figures: RecipientFigures;
  selected: boolean;
  onSelect: () => void;
}) {
  const { recipient: r } = figures;
  const change = yearChange(figures);
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      data-testid="supply-recipient"
      className={`flex flex-col gap-2 rounded-lg border bg-white p-4 ${
        selected ? 'border-brand-700 ring-2 ring-brand-600' : 'border-slate-200'
      }`}
    >
      <div>
        <h3 id={headingId} className="font-semibold text-slate-900">
          {r.name}
        </h3>
        <p className="text-sm text-slate-700">{t.kinds[r.kind]}</p>
        <p className="text-sm text-slate-600">
          {r.street}, {r.postalCode} {r.city}
        </p>
        <p className="text-xs text-slate-600">{t.contract(r.contractNo, formatDay(r.since))}</p>
      </div>
      <p className="text-sm text-slate-800">{t.last30(figures.last30)}</p>
      <dl className="grid grid-cols-2 gap-x-3 text-sm">
        <dt className="text-slate-600">{t.valueThisYear}</dt>
        <dt className="text-slate-600">{t.valueLastYear}</dt>
        <dd className="font-medium tabular-nums text-slate-900">
          {formatEuro(figures.thisYearCents)}
        </dd>
        <dd className="tabular-nums text-slate-800">{formatEuro(figures.lastYearCents)}</dd>
      </dl>
      <p className="text-sm text-slate-700">
        {change === null ? (
          t.noComparison
        ) : (
          <>
            <span aria-hidden="true">{change >= 0 ? '▲ ' : '▼ '}</span>
            {t.change(PERCENT.format(Math.abs(change)), change >= 0)}
          </>
        )}
      </p>
      <div className="mt-auto flex items-center gap-2">
        <Button
          variant={selected ? 'primary' : 'secondary'}
          aria-pressed={selected}
          aria-label={t.selectLabel(r.name)}
          onClick={onSelect}
        >
          {t.select}
        </Button>
        {selected && <span className="text-sm font-medium text-brand-800">{t.selected}</span>}
      </div>
    </li>
  );
}

export interface DeliveryPharmacyState {
  readonly recipient?: string;
  readonly period: SupplyPeriod;
}

export function DeliveryPharmacyPage({
  state,
  onState,
  today = new Date(),
}: {
  state: DeliveryPharmacyState;
  onState: (next: DeliveryPharmacyState) => void;
  /** The device's day; tests pass their own. */
  today?: Date;
}) {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const db = useDb();
  const todayIso = localDay(today);
  const data = useLiveQuery(async () => {
    if (!db || lieferkundeNr === null) return undefined;
    const [recipients, deliveries] = await Promise.all([
      db.supplyRecipients.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
      // Last year's first day onward: enough for the cards' figures.
      db.supplyDeliveries
        .where('[lieferkundeNr+day]')
        .between([lieferkundeNr, `${today.getFullYear() - 1}-01-01`], [lieferkundeNr, '\uffff'])
        .toArray(),
    ]);
    return recipientFigures(recipients, deliveries, today);
  }, [db, lieferkundeNr, todayIso]);
  const selected = data?.find((f) => f.recipient.id === state.recipient)?.recipient;
  // Set by a card's button: the keyboard continues at the deliveries it selected (not on load).
  const focusDeliveries = useRef(false);
  useEffect(() => {
    if (!selected || !focusDeliveries.current) return;
    focusDeliveries.current = false;
    document.getElementById(DELIVERIES_HEADING)?.focus();
  }, [selected]);
  const periodName = t.periods[state.period];
  const customer = me?.lieferkunde;
  const numberConfig = useDomainConfig();
  const customerName = customer ? customerWithNumber(customer.Vorname, customer, numberConfig) : '';

  let body;
  if (lieferkundeNr === null) body = <p className="text-slate-600">{t.noCustomer}</p>;
  else if (data === undefined) body = <Spinner label={t.loading} />;
  else if (data.length === 0) {
    body = (
      <div data-testid="supply-empty">
        <h2 className="text-lg font-semibold text-slate-900">{t.noRecipients}</h2>
        <p className="text-slate-600">{t.noRecipientsText}</p>
      </div>
    );
  } else {
    body = (
      <>
        <section aria-labelledby="supply-recipients-title" className="space-y-2 print:hidden">
          <h2 id="supply-recipients-title" className="text-xl font-semibold text-slate-900">
            {t.recipientsTitle}{' '}
            <span className="text-base font-normal text-slate-600">
              ({t.recipientsCount(data.length)})
            </span>
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((f) => (
              <RecipientCard
                key={f.recipient.id}
                figures={f}
                selected={f.recipient.id === selected?.id}
                onSelect={() => {
                  focusDeliveries.current = true;
                  onState({ recipient: f.recipient.id, period: state.period });
                }}
              />
            ))}
          </ul>
        </section>
        {selected && (
          <RecipientDeliveries
            // A new institution starts with an empty search and its list.
            key={selected.id}
            recipient={selected}
            period={state.period}
            onPeriod={(period) => onState({ recipient: selected.id, period })}
            today={today}
          />
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby="screen-title"
      data-testid="delivery-pharmacy-page"
      className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6 print:max-w-none print:p-0"
    >
      {/* A div, not <header>: the print rules hide every header (the shell's) on paper. */}
      <div>
        <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
          <span className="print:hidden">{de.screens.deliveryPharmacy}</span>
          {selected && (
            <span className="hidden print:inline">
              {t.printTitle(selected.name, periodName, todayIso)}
            </span>
          )}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 print:hidden">{t.intro}</p>
        {customerName && (
          <p className="hidden text-sm print:block">
            {customerName} · {formatDay(supplyPeriodStart(state.period, today))} –{' '}
            {formatDay(todayIso)}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}
