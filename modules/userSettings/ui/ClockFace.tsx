// The clock's face (SPEC 5 "Clock format"), ticking every 700 ms (SPEC 9): used by the shell's
// clock (app/client/shell/Clock.tsx) and by the preview on /settings.
import { useEffect, useState } from 'react';
import type { ClockPosition } from '../rules';
import { de } from '../../../src/i18n/de';
import { clockLines } from './clockFormat';

/** SPEC 9: clock tick. */
export const CLOCK_TICK_MS = 700;

/** The time, ticking every 700 ms while mounted. */
export function useClockNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const LAYOUT: Record<Exclude<ClockPosition, 'none'>, string> = {
  navbar:
    'flex flex-col items-end text-xs leading-tight whitespace-nowrap text-slate-700 tabular-nums',
  footer: 'text-xs whitespace-nowrap text-slate-600 tabular-nums',
};

/**
 * The clock's lines in a <time> element (machine-readable `dateTime`, a label a screen reader
 * reads in full). No live region: a clock announcing itself every minute would drown everything
 * else. Renders nothing for 'none' or a style without parts.
 */
export function ClockFace({
  style,
  position,
  now,
  testId,
}: {
  style: string;
  position: ClockPosition;
  now: Date;
  testId?: string;
}) {
  if (position === 'none') return null;
  const lines = clockLines(now, style, position);
  if (lines.length === 0) return null;
  return (
    <time
      dateTime={now.toISOString()}
      aria-label={`${de.navbar.clock}: ${lines.join(', ')}`}
      data-testid={testId}
      className={LAYOUT[position]}
    >
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </time>
  );
}
