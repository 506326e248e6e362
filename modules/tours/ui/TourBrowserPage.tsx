// The tour browser (Tourenplan, issue 15): the session's delivery customer's tours from the local
// database (readable offline). The next delivery first (the next tour whose cut-off is still
// ahead, skipping holidays and cancelled runs), then one week as a table (Monday to Saturday,
// with holidays and changes in words), the coming changes, and the standing weekly plan.
import { useState } from 'react';
import {
  addDays,
  holidayOn,
  isoWeekOf,
  nextCutoff,
  toursOnDay,
  viennaToday,
  weekOf,
  type TourDay,
} from '../rules';
import type { TourExceptionRow, TourRow } from '../contract';
import { de } from '../../../src/i18n/de';
import { toursDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/platform/session';
import { dayWord } from './CutoffCountdown';
import { useCustomerTours, useNow } from './data';

const t = toursDe;
const b = toursDe.browser;
const TH = 'px-3 py-2 text-left font-semibold text-slate-800';
const TD = 'px-3 py-2 align-top';

const tourName = (tour: TourRow) => t.tour(tour.name, tour.tourNr);

/** The notes of a day: its holiday and the tours that do not run, in words. */
export function dayNotes(day: string, tourDay: TourDay<TourRow>): string[] {
  const notes: string[] = [];
  const holiday = holidayOn(day);
  if (holiday) notes.push(b.holiday(t.holidays[holiday]));
  for (const gap of tourDay.gaps) {
    const name = tourName(gap.tour);
    if (gap.reason === 'moved' && gap.change?.newDay) {
      notes.push(b.gap.moved(name, t.shortDay(gap.change.newDay)));
    } else if (gap.reason === 'cancelled') {
      notes.push(
        gap.change?.note ? `${b.gap.cancelled(name)} (${gap.change.note})` : b.gap.cancelled(name),
      );
    } else notes.push(b.gap.holiday(name));
  }
  return notes;
}

export function RunList({ tourDay }: { tourDay: TourDay<TourRow> }) {
  if (tourDay.runs.length === 0) return <p className="text-slate-600">{b.noTour}</p>;
  return (
    <ul className="space-y-1">
      {tourDay.runs.map((run) => (
        <li key={`${run.tour.id}-${run.change?.id ?? ''}`}>
          {b.run(tourName(run.tour), run.cutoff, run.deliveryFrom, run.deliveryTo)}
          {run.change ? (
            <span className="ml-1 rounded border border-amber-600 px-1 text-xs text-amber-900">
              ⚠ {b.changed}: {run.change.note}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function NextDelivery({ tours, exceptions }: { tours: TourRow[]; exceptions: TourExceptionRow[] }) {
  const now = useNow();
  const next = nextCutoff(tours, exceptions, now);
  return (
    <section
      aria-labelledby="next-delivery"
      data-testid="next-delivery"
      className="rounded-lg border-2 border-brand-600 bg-brand-50 p-4"
    >
      <h2 id="next-delivery" className="text-lg font-semibold text-slate-900">
        {b.next}
      </h2>
      {next === null ? (
        <p>{b.noNext}</p>
      ) : (
        <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-700">{b.runs}</dt>
          <dd className="text-lg font-semibold text-slate-900">
            {tourName(next.run.tour)}, {dayWord(next.run.day, now)}
            {next.run.change ? ` (${b.changed}: ${next.run.change.note})` : ''}
          </dd>
          <dt className="font-medium text-slate-700">{b.cutoff}</dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid="next-cutoff">
            {t.clock(next.run.cutoff)}{' '}
            <span className="font-normal tabular-nums">({t.left(next.msLeft)})</span>
          </dd>
          <dt className="font-medium text-slate-700">{b.delivery}</dt>
          <dd>
            {t.shortDay(next.run.day)}, {t.window(next.run.deliveryFrom, next.run.deliveryTo)}
          </dd>
        </dl>
      )}
    </section>
  );
}

function WeekTable({
  tours,
  exceptions,
  anchor,
  today,
}: {
  tours: TourRow[];
  exceptions: TourExceptionRow[];
  anchor: string;
  today: string;
}) {
  const days = weekOf(anchor);
  const first = days[0] ?? anchor;
  const last = days[6] ?? anchor;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="tour-week">
        <caption className="mb-2 text-left font-medium text-slate-800">
          {b.weekCaption(isoWeekOf(first), first, last)}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={TH}>
              {b.day}
            </th>
            <th scope="col" className={TH}>
              {b.runs}
            </th>
            <th scope="col" className={TH}>
              {b.notes}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {days.map((day, i) => {
            if (i === 6) {
              return (
                <tr key={day}>
                  <th scope="row" className={`${TD} text-left font-medium`}>
                    {t.shortDay(day)}
                  </th>
                  <td className={`${TD} text-slate-600`} colSpan={2}>
                    {b.sunday}
                  </td>
                </tr>
              );
            }
            const tourDay = toursOnDay(day, tours, exceptions);
            const notes = dayNotes(day, tourDay);
            return (
              <tr key={day}>
                <th scope="row" className={`${TD} text-left font-medium`}>
                  {t.shortDay(day)}
                  {day === today ? ` (${b.today})` : ''}
                </th>
                <td className={TD}>
                  <RunList tourDay={tourDay} />
                </td>
                <td className={TD}>
                  {notes.length > 0 ? (
                    <ul className="space-y-1">
                      {notes.map((note) => (
                        <li key={note}>{note}</li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Changes({
  tours,
  exceptions,
  today,
}: {
  tours: TourRow[];
  exceptions: TourExceptionRow[];
  today: string;
}) {
  const until = addDays(today, 60);
  const byId = new Map(tours.map((tour) => [tour.id, tour]));
  const coming = exceptions
    .filter((e) => e.day >= today && e.day <= until)
    .sort(
      (x, y) =>
        x.day.localeCompare(y.day) ||
        (byId.get(x.tourId)?.cutoff ?? '').localeCompare(byId.get(y.tourId)?.cutoff ?? ''),
    );
  return (
    <section aria-labelledby="tour-changes" className="space-y-2">
      <h2 id="tour-changes" className="text-lg font-semibold text-slate-900">
        {b.changes}
      </h2>
      <p className="text-sm text-slate-600">{b.changesIntro}</p>
      {coming.length === 0 ? (
        <p className="text-sm">{b.noChanges}</p>
      ) : (
        <ul className="space-y-1 text-sm" data-testid="tour-changes">
          {coming.map((e) => {
            const tour = byId.get(e.tourId);
            const name = tour ? tourName(tour) : '';
            const text =
              e.kind === 'cancelled'
                ? b.change.cancelled(name, e.day)
                : b.change.moved(name, e.day, e.newDay ?? e.day, e.cutoff ?? tour?.cutoff ?? '');
            return (
              <li key={e.id}>
                <span aria-hidden="true">⚠ </span>
                {text} <span className="text-slate-600">({e.note})</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function StandingPlan({ tours }: { tours: TourRow[] }) {
  const sorted = [...tours].sort(
    (x, y) => x.weekday - y.weekday || x.cutoff.localeCompare(y.cutoff),
  );
  return (
    <section aria-labelledby="tour-plan" className="space-y-2">
      <h2 id="tour-plan" className="text-lg font-semibold text-slate-900">
        {b.plan}
      </h2>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={TH}>
                {b.weekday}
              </th>
              <th scope="col" className={TH}>
                {b.runs}
              </th>
              <th scope="col" className={TH}>
                {b.cutoff}
              </th>
              <th scope="col" className={TH}>
                {b.delivery}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sorted.map((tour) => (
              <tr key={tour.id}>
                <th scope="row" className={`${TD} text-left font-medium`}>
                  {t.weekdayLong[tour.weekday - 1]}
                </th>
                <td className={TD}>{tourName(tour)}</td>
                <td className={TD}>{t.clock(tour.cutoff)}</td>
                <td className={TD}>{t.window(tour.deliveryFrom, tour.deliveryTo)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function TourBrowserPage() {
  const me = useMe();
  const data = useCustomerTours();
  const now = useNow(60_000);
  const today = viennaToday(now);
  const [weekShift, setWeekShift] = useState(0);
  const customer = me?.lieferkunde ?? null;
  return (
    <section aria-labelledby="screen-title" className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6">
      <div>
        <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
          {de.screens.tourBrowser}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{b.intro}</p>
        {customer ? (
          <p className="mt-1 text-sm text-slate-800">
            {b.customer(customer.Vorname, customer.LieferkundeNr)}
          </p>
        ) : null}
      </div>
      {data === undefined ? (
        <Spinner label={b.loading} />
      ) : data === null ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6">{b.noCustomer}</p>
      ) : data.tours.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
          <p className="text-lg font-medium text-slate-900">{b.empty}</p>
          <p className="mt-1 text-sm text-slate-600">{b.emptyText}</p>
        </div>
      ) : (
        <>
          <NextDelivery tours={data.tours} exceptions={data.exceptions} />
          <section aria-labelledby="tour-week-heading" className="space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="tour-week-heading" className="text-lg font-semibold text-slate-900">
                {b.week}
              </h2>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setWeekShift((n) => n - 1)}>
                  {b.previousWeek}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setWeekShift(0)}
                  disabled={weekShift === 0}
                >
                  {b.thisWeek}
                </Button>
                <Button variant="secondary" onClick={() => setWeekShift((n) => n + 1)}>
                  {b.nextWeek}
                </Button>
              </div>
            </div>
            <WeekTable
              tours={data.tours}
              exceptions={data.exceptions}
              anchor={addDays(today, weekShift * 7)}
              today={today}
            />
          </section>
          <Changes tours={data.tours} exceptions={data.exceptions} today={today} />
          <StandingPlan tours={data.tours} />
        </>
      )}
    </section>
  );
}
