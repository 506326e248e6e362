// The tour browser's tables (./TourBrowserPage.tsx): one week's runs per day, the tour changes
// ahead, and the standing weekly plan.
import { holidayOn, isoWeekOf, toursOnDay, weekOf, type TourDay } from '../rules';
import { addDays } from '../../../src/api/days';
import type { TourExceptionRow, TourRow } from '../contract';
import { toursDe } from '../texts.de';
import { headCells } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';
import { TitledSection } from '../../../src/ui/TitledSection';

const t = toursDe;
const b = toursDe.browser;
const TH = 'px-3 py-2 text-left font-semibold text-slate-800';
const TD = 'px-3 py-2 align-top';

const tourName = (tour: TourRow) => t.tour(tour.name, tour.tourNr);

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

export function WeekTable({
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
    <PlainTable
      box="overflow-x-auto"
      className="min-w-full divide-y divide-slate-200 text-sm"
      testId="tour-week"
      caption={b.weekCaption(isoWeekOf(first), first, last)}
      captionClassName="mb-2 text-left font-medium text-slate-800"
      headClassName="bg-slate-50"
      head={headCells(TH, b.day, b.runs, b.notes)}
    >
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
    </PlainTable>
  );
}

export function Changes({
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
    <TitledSection titleId="tour-changes" title={b.changes} className="space-y-2">
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
    </TitledSection>
  );
}

export function StandingPlan({ tours }: { tours: TourRow[] }) {
  const sorted = [...tours].sort(
    (x, y) => x.weekday - y.weekday || x.cutoff.localeCompare(y.cutoff),
  );
  return (
    <TitledSection titleId="tour-plan" title={b.plan} className="space-y-2">
      <PlainTable
        box="overflow-x-auto"
        className="min-w-full divide-y divide-slate-200 text-sm"
        headClassName="bg-slate-50"
        head={headCells(TH, b.weekday, b.runs, b.cutoff, b.delivery)}
      >
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
      </PlainTable>
    </TitledSection>
  );
}
