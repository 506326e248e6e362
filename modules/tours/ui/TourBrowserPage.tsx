// The tour browser (Tourenplan, issue 15): the session's delivery customer's tours from the local
// database (readable offline). The next delivery first (the next tour whose cut-off is still
// ahead, skipping holidays and cancelled runs), then one week as a table (Monday to Saturday,
// with holidays and changes in words), the coming changes, and the standing weekly plan.
import { useState } from 'react';
import { nextCutoff, viennaToday } from '../rules';
import { addDays } from '../../../src/api/days';
import type { TourExceptionRow, TourRow } from '../contract';
import { de } from '../../../src/i18n/de';
import { toursDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { TitledSection } from '../../../src/ui/TitledSection';
import { useMe } from '../../../src/platform/session';
import { dayWord } from './CutoffCountdown';
import { useCustomerTours, useNow } from './data';
import { Changes, StandingPlan, WeekTable } from './TourTables';
import { EmptyState } from '../../../src/ui/EmptyNote';
import { PageFrame } from '../../../src/ui/PageFrame';

export { dayNotes } from './TourTables';

const t = toursDe;
const b = toursDe.browser;

const tourName = (tour: TourRow) => t.tour(tour.name, tour.tourNr);

/** The notes of a day: its holiday and the tours that do not run, in words. */
function NextDelivery({ tours, exceptions }: { tours: TourRow[]; exceptions: TourExceptionRow[] }) {
  const now = useNow();
  const next = nextCutoff(tours, exceptions, now);
  return (
    <TitledSection
      titleId="next-delivery"
      title={b.next}
      testId="next-delivery"
      className="rounded-lg border-2 border-brand-600 bg-brand-50 p-4"
    >
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
    </TitledSection>
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
    <PageFrame
      title={de.screens.tourBrowser}
      lead={b.intro}
      context={customer ? b.customer(customer.Vorname, customer.LieferkundeNr) : null}
      width="max-w-5xl"
    >
      {data === undefined ? (
        <Spinner label={b.loading} />
      ) : data === null ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6">{b.noCustomer}</p>
      ) : data.tours.length === 0 ? (
        <EmptyState title={b.empty} text={b.emptyText} />
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
    </PageFrame>
  );
}
