// One institution's deliveries: the period, the search, the list or one delivery, and the CSV.
import { useId, useState } from 'react';
import type { SupplyDeliveryRow, SupplyRecipientRow } from '../contract';
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { useDb, useLiveQuery } from '../../../src/db';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { FilterBar, FilterSelect, ResultStatus, SearchField } from '../../../src/ui/filterFields';
import { downloadCsv } from '../../../src/ui/downloadCsv';
import {
  localDay,
  monthlyTotals,
  searchSupplyDeliveries,
  SUPPLY_PERIODS,
  SUPPLY_QUERY_MAX,
  SUPPLY_SHOWN_MAX,
  supplyCsv,
  type MonthTotal,
  type SupplyPeriod,
} from './deliveryPharmacy';
import { DeliveryDetail, DeliveryList } from './SupplyDeliveries';
import { CELL, DELIVERIES_HEADING, NUM, QUANTITY, t } from './screenParts';
import { TableHead, headCells } from '../../../src/ui/TableHead';
import { formatMonth } from '../../../src/api/days';

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
        <TableHead
          cells={[
            ...headCells(CELL, c.month),
            ...headCells(NUM, c.deliveries, c.lines, c.packs, c.blister, c.ward, c.net),
          ]}
        />
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

export function RecipientDeliveries({
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
  const monthlyId = useId();
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
          <FilterBar label={t.filters} printHidden>
            <SearchField
              label={t.searchLabel}
              hint={t.searchHint}
              value={query}
              maxLength={SUPPLY_QUERY_MAX}
              onChange={setQuery}
            />
            <FilterSelect
              label={t.periodLabel}
              value={period}
              values={SUPPLY_PERIODS}
              optionLabel={(key) => t.periods[key]}
              onChange={onPeriod}
            />
            <div className="flex gap-2 pb-5">
              <Button variant="secondary" disabled={total === 0} onClick={() => void exportCsv()}>
                {t.exportCsv}
              </Button>
              <Button variant="secondary" disabled={total === 0} onClick={() => window.print()}>
                {t.print}
              </Button>
            </div>
          </FilterBar>
          <ResultStatus
            testId="supply-status"
            className="print:font-medium"
            parts={
              result === undefined
                ? []
                : [
                    total === 0 ? t.noHits : t.found(total, formatEuro(net)),
                    total > SUPPLY_SHOWN_MAX ? t.truncated(SUPPLY_SHOWN_MAX) : '',
                    announcement,
                  ]
            }
          />
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
        <section aria-labelledby={monthlyId} className="space-y-2 pt-2 print:hidden">
          <h2 id={monthlyId} className="text-xl font-semibold text-slate-900">
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
