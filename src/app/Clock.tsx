import { useEffect, useState } from 'react';
import { de } from '../i18n/de';
import { formatClock } from './clockFormat';

/** SPEC 9: clock tick. */
const TICK_MS = 700;
/** Until user settings exist (a later issue): time and date, in the navbar. */
const DEFAULT_STYLE = 'zd';

export function Clock({ style = DEFAULT_STYLE }: { style?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const parts = formatClock(now, style);
  return (
    <time
      dateTime={now.toISOString()}
      aria-label={de.navbar.clock}
      className="flex flex-col items-end text-xs leading-tight text-slate-600 tabular-nums"
    >
      {parts.time ? (
        <span className="text-sm font-semibold text-slate-800">{parts.time}</span>
      ) : null}
      {parts.date ? <span>{parts.date}</span> : null}
      {/* SPEC 5: in the navbar the week goes on its own line when the date is shown. */}
      {parts.week ? <span>{parts.week}</span> : null}
    </time>
  );
}
