// The calendar (Kalender, issue 15): a month with ISO week numbers (KW), the delivery days of
// the session's delivery customer's tours, the Austrian public holidays (computed), the tour
// changes and the entries of other modules (./sources.ts: the pre-order deadlines' extension
// point). A grid navigable by keyboard (arrows: day, Home/End: week, PageUp/PageDown: month),
// each day's marks in words and signs, not colour alone; the chosen day's details below.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { holidayOn, isoWeekOf, monthGrid, toursOnDay, viennaToday } from '../rules';
import { addDays } from '../../../src/api/days';
import { useDb, useLiveQuery } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { toursDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { useMe } from '../../../src/features/auth';
import { useCustomerTours, useNow } from './';
import { loadCalendarEntries } from './calendarSources';
import { describe, Details, type DayInfo } from './CalendarDayDetails';
import { PageFrame } from '../../../src/ui/PageFrame';

const t = toursDe;
const c = toursDe.calendar;

const monthOf = (day: string) => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
});

/** The same day of the month `n` months on, clamped to the month's last day. */
export function shiftMonth(day: string, n: number): string {
  const { year, month } = monthOf(day);
  const index = year * 12 + (month - 1) + n;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const first = `${y}-${String(m).padStart(2, '0')}-01`;
  const last = addDays(
    m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`,
    -1,
  );
  const wanted = `${first.slice(0, 8)}${day.slice(8, 10)}`;
  return wanted > last ? last : wanted;
}

export function CalendarPage() {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const data = useCustomerTours();
  const db = useDb();
  const now = useNow(60_000);
  const today = viennaToday(now);
  const [selected, setSelected] = useState(today);
  const { year, month } = monthOf(selected);
  const days = useMemo(() => monthGrid(year, month), [year, month]);
  const from = days[0] ?? selected;
  const to = days[days.length - 1] ?? selected;
  const entries = useLiveQuery(
    async () => (db ? loadCalendarEntries(db, { lieferkundeNr, from, to }) : []),
    [db, lieferkundeNr, from, to],
  );
  const gridRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const infoOf = (day: string): DayInfo => {
    const key = holidayOn(day);
    const tourDay = data ? toursOnDay(day, data.tours, data.exceptions) : null;
    return {
      day,
      holiday: key ? t.holidays[key] : null,
      tourDay: tourDay && data && data.tours.length > 0 ? tourDay : null,
      changed:
        tourDay !== null &&
        (tourDay.runs.some((r) => r.change !== null) ||
          tourDay.gaps.some((g) => g.reason !== 'holiday')),
      entries: (entries ?? []).filter((e) => e.day === day),
    };
  };

  // Keyboard moves put the focus on the newly chosen day (also across months).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${selected}"]`)?.focus();
  }, [selected]);

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const weekday = (new Date(`${selected}T00:00:00Z`).getUTCDay() + 6) % 7;
    const target: Record<string, () => string> = {
      ArrowLeft: () => addDays(selected, -1),
      ArrowRight: () => addDays(selected, 1),
      ArrowUp: () => addDays(selected, -7),
      ArrowDown: () => addDays(selected, 7),
      Home: () => addDays(selected, -weekday),
      End: () => addDays(selected, 6 - weekday),
      PageUp: () => shiftMonth(selected, -1),
      PageDown: () => shiftMonth(selected, 1),
    };
    const next = target[event.key];
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setSelected(next());
  };

  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  const monthPrefix = selected.slice(0, 7);

  return (
    <PageFrame
      title={de.screens.calendar}
      lead={c.intro}
      context={data === null ? c.noCustomerTours : null}
      width="max-w-5xl"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="calendar-month" className="text-xl font-semibold text-slate-900" aria-live="polite">
          {c.month(month, year)}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setSelected(shiftMonth(selected, -1))}>
            {c.previousMonth}
          </Button>
          <Button variant="secondary" onClick={() => setSelected(today)}>
            {c.today}
          </Button>
          <Button variant="secondary" onClick={() => setSelected(shiftMonth(selected, 1))}>
            {c.nextMonth}
          </Button>
        </div>
      </div>
      <p className="text-xs text-slate-600">{c.legend}</p>
      <div
        ref={gridRef}
        role="grid"
        tabIndex={-1}
        aria-labelledby="calendar-month"
        onKeyDown={onKey}
        data-testid="calendar-grid"
        className="overflow-x-auto"
      >
        <div role="row" className="grid grid-cols-[3rem_repeat(7,minmax(2.75rem,1fr))] gap-1">
          <span
            role="columnheader"
            className="p-1 text-center text-xs font-semibold text-slate-600"
          >
            {c.week}
          </span>
          {t.weekdayShort.map((name, i) => (
            <span
              key={name}
              role="columnheader"
              aria-label={t.weekdayLong[i]}
              className="p-1 text-center text-xs font-semibold text-slate-600"
            >
              {name}
            </span>
          ))}
        </div>
        {weeks.map((week) => {
          const kw = isoWeekOf(week[0] ?? selected);
          return (
            <div
              key={week[0]}
              role="row"
              className="mt-1 grid grid-cols-[3rem_repeat(7,minmax(2.75rem,1fr))] gap-1"
            >
              <span
                role="rowheader"
                aria-label={c.weekOf(kw)}
                className="flex items-center justify-center text-xs text-slate-600"
              >
                {kw}
              </span>
              {week.map((day) => {
                const info = infoOf(day);
                const inMonth = day.startsWith(monthPrefix);
                const isSelected = day === selected;
                const runs = info.tourDay?.runs.length ?? 0;
                // Days of the months around: lighter, still 4.5:1 on white (slate-500).
                const tone = inMonth ? 'text-slate-900' : 'text-slate-500';
                return (
                  // The button's visible text is the day's number alone, which its name
                  // contains (WCAG 2.5.3); the marks lie over it, outside the button, hidden
                  // from screen readers because the name already says them.
                  <span role="gridcell" key={day} aria-selected={isSelected} className="relative">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={isSelected ? 0 : -1}
                      aria-label={c.dayLabel(day, describe(info))}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => setSelected(day)}
                      className={`flex h-16 w-full flex-col items-start rounded border p-1 text-left text-xs focus:outline-none focus:ring-2 focus:ring-brand-600 ${
                        isSelected
                          ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                          : 'border-slate-200 bg-white'
                      } ${tone}`}
                    >
                      <span className={`text-sm ${day === today ? 'font-bold underline' : ''}`}>
                        {Number(day.slice(8, 10))}
                      </span>
                    </button>
                    <span
                      aria-hidden="true"
                      className={`pointer-events-none absolute inset-x-1 top-6 flex flex-col text-xs ${tone}`}
                    >
                      <span className="flex flex-wrap gap-0.5">
                        {info.holiday ? <span title={info.holiday}>★</span> : null}
                        {runs > 0 ? <span>●{runs}</span> : null}
                        {info.changed ? <span>⚠</span> : null}
                        {info.entries.length > 0 ? <span>◷</span> : null}
                      </span>
                      {info.holiday ? (
                        <span className="hidden truncate sm:block">{info.holiday}</span>
                      ) : null}
                    </span>
                  </span>
                );
              })}
            </div>
          );
        })}
      </div>
      <Details info={infoOf(selected)} />
    </PageFrame>
  );
}
