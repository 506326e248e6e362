// The countdown to the next order cut-off of the session's delivery customer (issue 15, DOMAIN
// 'Cut-off'), shown in the basket and, larger, in the 'Nächste Lieferung' widget. The visible
// time left changes every second but is not announced; a polite live region speaks once, when
// the last 5 minutes begin (the wholesalers' advice), and the box then says so in words and with
// a ⚠ sign, not by colour alone. Nothing shows while the user receives no tours.
import { Link } from '@tanstack/react-router';
import { nextCutoff, viennaToday, WARN_MS } from '../rules';
import { addDays } from '../../../src/api/days';
import { toursDe } from '../texts.de';
import { useCustomerTours, useNow } from './data';

const t = toursDe;

export function dayWord(day: string, now: number): string {
  const today = viennaToday(now);
  if (day === today) return t.browser.today;
  if (day === addDays(today, 1)) return t.browser.tomorrow;
  return t.shortDay(day);
}

export function CutoffCountdown({ compact = true }: { compact?: boolean }) {
  const data = useCustomerTours();
  const now = useNow();
  if (!data || data.tours.length === 0) return null;
  const next = nextCutoff(data.tours, data.exceptions, now);
  const warn = next !== null && next.msLeft <= WARN_MS;
  return (
    <div
      data-testid="cutoff-countdown"
      data-warning={warn ? 'true' : undefined}
      className={`rounded-lg border p-3 text-sm ${
        warn
          ? 'border-amber-600 bg-amber-50 text-amber-950'
          : 'border-slate-200 bg-white text-slate-800'
      }`}
    >
      {next === null ? (
        <p>{t.countdown.none}</p>
      ) : (
        <>
          <p className={compact ? '' : 'text-base'}>
            <span className="font-semibold">
              {warn ? <span aria-hidden="true">⚠ </span> : null}
              {t.countdown.heading}:{' '}
            </span>
            {t.countdown.next(
              t.tour(next.run.tour.name, next.run.tour.tourNr),
              dayWord(next.run.day, now),
              next.run.cutoff,
            )}{' '}
            <span className="font-semibold tabular-nums" data-testid="cutoff-left">
              ({t.left(next.msLeft)})
            </span>
          </p>
          {!compact ? (
            <p className="mt-1">
              {t.browser.delivery}: {t.window(next.run.deliveryFrom, next.run.deliveryTo)}
            </p>
          ) : null}
        </>
      )}
      {/* Announced once when the warning begins; empty otherwise. */}
      <p role="status" aria-live="polite" className={warn ? 'mt-1 font-semibold' : 'sr-only'}>
        {warn && next ? t.countdown.warning(next.run.cutoff) : ''}
      </p>
      {compact ? null : (
        <Link to="/tour-browser" className="mt-2 inline-block text-brand-800 underline">
          {t.countdown.toBrowser}
        </Link>
      )}
    </div>
  );
}
