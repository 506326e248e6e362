// The delivery pharmacy (Lieferapotheke, issue 14): the institutions the pharmacy supplies under a
// contract, each with its deliveries of the last 30 days and this year's value against last
// year's; select one to list its deliveries (period, search by note number, PZN or article,
// newest first), open a delivery to read its lines, export the list as CSV, print it, and read
// the institution's monthly totals. Everything from the local database, so offline too. The
// selected institution and the period live in the address (the route validates them).
import { customerWithNumber } from '../../../src/platform/customerDisplay';
import { useDomainConfig } from '../../../src/platform/DomainConfigContext';
import { useEffect, useId, useRef, useState } from 'react';
import type { SupplyDeliveryRow, SupplyRecipientRow } from '../contract';
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { useDb, useLiveQuery } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { downloadCsv } from '../../../src/ui/downloadCsv';
import {
  localDay,
  monthlyTotals,
  recipientFigures,
  searchSupplyDeliveries,
  SUPPLY_PERIODS,
  SUPPLY_QUERY_MAX,
  SUPPLY_SHOWN_MAX,
  supplyCsv,
  supplyLinesOf,
  supplyPeriodStart,
  yearChange,
  type MonthTotal,
  type RecipientFigures,
  type SupplyPeriod,
} from './deliveryPharmacy';
import { analyticsTexts } from '../../analytics/texts';

const t = analyticsTexts.deliveryPharmacy;
const CELL = 'px-2 py-1.5 text-left';
const NUM = 'px-2 py-1.5 text-right tabular-nums';
const QUANTITY = new Intl.NumberFormat('de-DE');
const PERCENT = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 });
const MONTH = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const FIELD =
  'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600';

/** The selected institution's heading, which takes the focus when a card selects it. */
const DELIVERIES_HEADING = 'supply-deliveries-title';

const formatMonth = (month: string) => MONTH.format(Date.parse(`${month}-01T00:00:00Z`));

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

function DeliveryDetail({
  delivery,
  recipient,
  onBack,
}: {
  delivery: SupplyDeliveryRow;
  recipient: SupplyRecipientRow;
  onBack: () => void;
}) {
  const db = useDb();
  const lines = useLiveQuery(
    async () => (db ? supplyLinesOf(db, delivery.id) : undefined),
    [db, delivery.id],
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const c = t.lineColumns;
  return (
    <div data-testid="supply-detail" className="space-y-3">
      <Button variant="secondary" onClick={onBack} className="print:hidden">
        {t.back}
      </Button>
      <div>
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {t.detailTitle(delivery.noteNo)}
        </h3>
        <p className="text-sm text-slate-600">
          {t.detailMeta(formatDay(delivery.day), t.supplies[delivery.supply], recipient.name)}
        </p>
      </div>
      {lines === undefined ? (
        <Spinner label={t.loading} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full text-sm">
            <caption className="sr-only">{t.linesCaption(delivery.noteNo)}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={NUM}>
                  {c.position}
                </th>
                <th scope="col" className={CELL}>
                  {c.name}
                </th>
                <th scope="col" className={CELL}>
                  {c.pzn}
                </th>
                <th scope="col" className={NUM}>
                  {c.quantity}
                </th>
                <th scope="col" className={NUM}>
                  {c.price}
                </th>
                <th scope="col" className={NUM}>
                  {c.net}
                </th>
                <th scope="col" className={NUM}>
                  {c.vat}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {lines.map((line) => (
                <tr key={line.id} data-testid="supply-line">
                  <td className={NUM}>{line.position}</td>
                  <th scope="row" className={`${CELL} font-normal`}>
                    {line.name}
                  </th>
                  <td className={`${CELL} tabular-nums`}>{line.pzn}</td>
                  <td className={NUM}>{QUANTITY.format(line.quantity)}</td>
                  <td className={NUM}>{formatEuro(line.unitPriceCents)}</td>
                  <td className={NUM}>{formatEuro(line.unitPriceCents * line.quantity)}</td>
                  <td className={NUM}>{t.vatRate(line.vatRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="border-t border-slate-200 px-2 py-1.5 text-right text-sm font-medium">
            {t.detailTotal(delivery.packs, formatEuro(delivery.netCents))}
          </p>
        </div>
      )}
    </div>
  );
}

function DeliveryList({
  recipient,
  deliveries,
  onOpen,
}: {
  recipient: SupplyRecipientRow;
  deliveries: readonly SupplyDeliveryRow[];
  onOpen: (d: SupplyDeliveryRow) => void;
}) {
  const c = t.columns;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white print:overflow-visible print:border-0">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{t.caption(recipient.name)}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={CELL}>
              {c.day}
            </th>
            <th scope="col" className={CELL}>
              {c.noteNo}
            </th>
            <th scope="col" className={CELL}>
              {c.supply}
            </th>
            <th scope="col" className={NUM}>
              {c.lines}
            </th>
            <th scope="col" className={NUM}>
              {c.packs}
            </th>
            <th scope="col" className={NUM}>
              {c.net}
            </th>
            <th scope="col" className={`${CELL} print:hidden`}>
              <span className="sr-only">{c.open}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {deliveries.map((d) => (
            <tr key={d.id} data-testid="supply-delivery">
              <td className={`${CELL} whitespace-nowrap`}>{formatDay(d.day)}</td>
              <th scope="row" className={`${CELL} font-normal tabular-nums`}>
                {d.noteNo}
              </th>
              <td className={CELL}>{t.supplies[d.supply]}</td>
              <td className={NUM}>{QUANTITY.format(d.lineCount)}</td>
              <td className={NUM}>{QUANTITY.format(d.packs)}</td>
              <td className={NUM}>{formatEuro(d.netCents)}</td>
              <td className="px-2 py-1 text-right print:hidden">
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  aria-label={t.openLabel(d.noteNo, formatDay(d.day))}
                  data-delivery-id={d.id}
                  onClick={() => onOpen(d)}
                >
                  {t.open}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MonthlyTable({
  recipient,
  months,
  sum,
}: {
  recipient: SupplyRecipientRow;
  months: readonly MonthTotal[];
  sum: MonthTotal;
}) {
  const c = t.monthlyColumns;
  const row = (m: MonthTotal) => (
    <>
      <td className={NUM}>{QUANTITY.format(m.deliveries)}</td>
      <td className={NUM}>{QUANTITY.format(m.lines)}</td>
      <td className={NUM}>{QUANTITY.format(m.packs)}</td>
      <td className={NUM}>{formatEuro(m.blisterCents)}</td>
      <td className={NUM}>{formatEuro(m.wardCents)}</td>
      <td className={`${NUM} font-medium`}>{formatEuro(m.netCents)}</td>
    </>
  );
  if (months.length === 0) return <p className="text-slate-600">{t.noMonths}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm" data-testid="supply-monthly">
        <caption className="sr-only">{t.monthlyCaption(recipient.name)}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={CELL}>
              {c.month}
            </th>
            <th scope="col" className={NUM}>
              {c.deliveries}
            </th>
            <th scope="col" className={NUM}>
              {c.lines}
            </th>
            <th scope="col" className={NUM}>
              {c.packs}
            </th>
            <th scope="col" className={NUM}>
              {c.blister}
            </th>
            <th scope="col" className={NUM}>
              {c.ward}
            </th>
            <th scope="col" className={NUM}>
              {c.net}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row" className={`${CELL} whitespace-nowrap font-normal`}>
                {formatMonth(m.month)}
              </th>
              {row(m)}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-medium">
          <tr>
            <th scope="row" className={CELL}>
              {t.monthlyTotal}
            </th>
            {row(sum)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function RecipientDeliveries({
  recipient,
  period,
  onPeriod,
  today,
}: {
  recipient: SupplyRecipientRow;
  period: SupplyPeriod;
  onPeriod: (period: SupplyPeriod) => void;
  today: Date;
}) {
  const db = useDb();
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<SupplyDeliveryRow | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const ids = { query: useId(), hint: useId(), period: useId(), monthly: useId() };
  const todayIso = localDay(today);
  const result = useLiveQuery(async () => {
    if (!db) return undefined;
    const [deliveries, all] = await Promise.all([
      searchSupplyDeliveries(db, recipient.id, { period, query }, today),
      db.supplyDeliveries.where('recipientId').equals(recipient.id).toArray(),
    ]);
    return { deliveries, monthly: monthlyTotals(all) };
    // today changes once a day: its ISO day is the dependency.
  }, [db, recipient.id, period, query, todayIso]);

  const exportCsv = async () => {
    if (!db || !result) return;
    const text = await supplyCsv(db, recipient, result.deliveries);
    downloadCsv(t.fileName(recipient.name, todayIso), text);
    setAnnouncement(t.exported(result.deliveries.length));
  };

  const back = () => {
    const id = opened?.id;
    setOpened(null);
    // The keyboard continues at the delivery it opened.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-delivery-id="${id ?? ''}"]`)?.focus(),
    );
  };

  const total = result?.deliveries.length ?? 0;
  const net = result?.deliveries.reduce((s, d) => s + d.netCents, 0) ?? 0;

  return (
    <section aria-labelledby={DELIVERIES_HEADING} className="space-y-3">
      <h2
        id={DELIVERIES_HEADING}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 print:hidden"
      >
        {t.deliveriesTitle(recipient.name)}
      </h2>
      <p className="hidden text-sm print:block">
        {t.contract(recipient.contractNo, formatDay(recipient.since))} · {recipient.street},{' '}
        {recipient.postalCode} {recipient.city}
      </p>
      {opened ? (
        <DeliveryDetail delivery={opened} recipient={recipient} onBack={back} />
      ) : (
        <>
          <form
            role="search"
            aria-label={t.filters}
            onSubmit={(event) => event.preventDefault()}
            className="flex flex-wrap items-end gap-3 print:hidden"
          >
            <div className="min-w-64 flex-1 sm:max-w-md">
              <label htmlFor={ids.query} className="block text-sm font-medium text-slate-800">
                {t.searchLabel}
              </label>
              <input
                id={ids.query}
                type="search"
                value={query}
                maxLength={SUPPLY_QUERY_MAX}
                autoComplete="off"
                aria-describedby={ids.hint}
                onChange={(event) => setQuery(event.target.value)}
                className={FIELD}
              />
              <p id={ids.hint} className="mt-1 text-xs text-slate-600">
                {t.searchHint}
              </p>
            </div>
            <div className="pb-5">
              <label htmlFor={ids.period} className="block text-sm font-medium text-slate-800">
                {t.periodLabel}
              </label>
              <select
                id={ids.period}
                value={period}
                onChange={(event) => onPeriod(event.target.value as SupplyPeriod)}
                className={FIELD}
              >
                {SUPPLY_PERIODS.map((key) => (
                  <option key={key} value={key}>
                    {t.periods[key]}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex gap-2 pb-5">
              <Button variant="secondary" disabled={total === 0} onClick={() => void exportCsv()}>
                {t.exportCsv}
              </Button>
              <Button variant="secondary" disabled={total === 0} onClick={() => window.print()}>
                {t.print}
              </Button>
            </div>
          </form>
          <p
            role="status"
            aria-live="polite"
            data-testid="supply-status"
            className="text-sm text-slate-800 print:font-medium"
          >
            {result === undefined
              ? ''
              : [
                  total === 0 ? t.noHits : t.found(total, formatEuro(net)),
                  total > SUPPLY_SHOWN_MAX ? t.truncated(SUPPLY_SHOWN_MAX) : '',
                  announcement,
                ]
                  .filter(Boolean)
                  .join(' ')}
          </p>
          {result === undefined ? (
            <Spinner label={t.loading} />
          ) : (
            total > 0 && (
              <DeliveryList
                recipient={recipient}
                deliveries={result.deliveries.slice(0, SUPPLY_SHOWN_MAX)}
                onOpen={setOpened}
              />
            )
          )}
        </>
      )}
      {result && (
        <section aria-labelledby={ids.monthly} className="space-y-2 pt-2 print:hidden">
          <h2 id={ids.monthly} className="text-xl font-semibold text-slate-900">
            {t.monthlyTitle}
          </h2>
          <p className="text-sm text-slate-600">{t.monthlyIntro}</p>
          <MonthlyTable
            recipient={recipient}
            months={result.monthly.months}
            sum={result.monthly.sum}
          />
        </section>
      )}
    </section>
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
      db.supplyRecipients.toArray(),
      // Last year's first day onward: enough for the cards' figures.
      db.supplyDeliveries
        .where('day')
        .aboveOrEqual(`${today.getFullYear() - 1}-01-01`)
        .toArray(),
    ]);
    const own = recipients.filter((r) => r.lieferkundeNr === lieferkundeNr);
    return recipientFigures(
      own,
      deliveries.filter((d) => d.lieferkundeNr === lieferkundeNr),
      today,
    );
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
