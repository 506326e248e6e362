// One day of the calendar in detail (./CalendarPage.tsx): holiday, tour runs and changes, calls and
// other entries, as a list a screen reader reads in order.
import { type TourDay } from '../rules';
import type { TourRow } from '../contract';
import { toursDe } from '../texts.de';
import { type CalendarEntry } from './calendarSources';
import { TitledSection } from '../../../src/ui/TitledSection';

const t = toursDe;
const c = toursDe.calendar;

export interface DayInfo {
  readonly day: string;
  readonly holiday: string | null;
  readonly tourDay: TourDay<TourRow> | null;
  readonly changed: boolean;
  readonly entries: CalendarEntry[];
}

export function describe(info: DayInfo): string[] {
  const parts: string[] = [];
  if (info.holiday) parts.push(`${c.holiday} ${info.holiday}`);
  if (info.tourDay) {
    parts.push(
      info.tourDay.runs.length > 0 ? c.deliveries(info.tourDay.runs.length) : c.noDelivery,
    );
  }
  if (info.changed) parts.push(c.changed);
  if (info.entries.length > 0) parts.push(`${c.deadlines}: ${info.entries.length}`);
  return parts;
}

export function Details({ info }: { info: DayInfo }) {
  const gaps = info.tourDay?.gaps ?? [];
  const runs = info.tourDay?.runs ?? [];
  const empty =
    !info.holiday && runs.length === 0 && gaps.length === 0 && info.entries.length === 0;
  return (
    <TitledSection
      titleId="calendar-details"
      title={c.details(info.day)}
      testId="calendar-details"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <ul className="mt-2 space-y-1 text-sm">
        {info.holiday ? (
          <li>
            <span aria-hidden="true">★ </span>
            {t.browser.holiday(info.holiday)}
          </li>
        ) : null}
        {runs.map((run) => (
          <li key={`${run.tour.id}-${run.change?.id ?? ''}`}>
            <span aria-hidden="true">● </span>
            {t.browser.run(
              t.tour(run.tour.name, run.tour.tourNr),
              run.cutoff,
              run.deliveryFrom,
              run.deliveryTo,
            )}
            {run.change ? ` (⚠ ${t.browser.changed}: ${run.change.note})` : ''}
          </li>
        ))}
        {gaps
          .filter((gap) => gap.reason !== 'holiday')
          .map((gap) => {
            const name = t.tour(gap.tour.name, gap.tour.tourNr);
            return (
              <li key={`gap-${gap.tour.id}`}>
                <span aria-hidden="true">⚠ </span>
                {gap.reason === 'moved' && gap.change?.newDay
                  ? t.browser.gap.moved(name, t.shortDay(gap.change.newDay))
                  : `${t.browser.gap.cancelled(name)}${gap.change ? ` (${gap.change.note})` : ''}`}
              </li>
            );
          })}
        {info.holiday && gaps.some((gap) => gap.reason === 'holiday') ? (
          <li>{c.noDelivery}</li>
        ) : null}
        {info.entries.map((entry) => (
          <li key={entry.id}>
            <span aria-hidden="true">◷ </span>
            {entry.title}
            {entry.detail ? `: ${entry.detail}` : ''}
          </li>
        ))}
        {empty ? <li className="text-slate-600">{c.noEntries}</li> : null}
      </ul>
    </TitledSection>
  );
}
