// Times of the queue indicator: the age of the oldest pending change and the last sync.
import { de } from '../../i18n/de';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'gerade eben', 'vor 5 Min.', 'vor 2 Std.', 'vor 3 Tagen'. */
export function formatAge(iso: string, now: number): string {
  const age = Math.max(0, now - Date.parse(iso));
  if (Number.isNaN(age) || age < MINUTE) return de.queue.ageNow;
  if (age < HOUR) return de.queue.ageMinutes(Math.floor(age / MINUTE));
  if (age < DAY) return de.queue.ageHours(Math.floor(age / HOUR));
  return de.queue.ageDays(Math.floor(age / DAY));
}

const TIME = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' });
const DATE_TIME = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'short' });

/** Today only the time ('10:42'), on other days date and time. */
export function formatSyncTime(iso: string, now: number): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const sameDay = new Date(time).toDateString() === new Date(now).toDateString();
  return sameDay ? TIME.format(time) : DATE_TIME.format(time);
}

const FULL = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium' });

export function formatFull(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : FULL.format(time);
}
