// Pure rules of the notification menu (SPEC 4 "Notifications", SPEC 9 constants).

/** SPEC 9: the dropdown shows 5 at first and 'Mehr anzeigen' adds 5; never below 5. */
export const DROPDOWN_STEP = 5;

export const initialLimit = (): number => DROPDOWN_STEP;

export const showMore = (limit: number): number => clampLimit(limit) + DROPDOWN_STEP;

export function clampLimit(limit: number): number {
  return Number.isFinite(limit) ? Math.max(DROPDOWN_STEP, Math.floor(limit)) : DROPDOWN_STEP;
}

export type BadgeLevel = 'ok' | 'warn' | 'danger';

/** SPEC 9: up to 3 ok, 4 to 10 warn, above 10 danger. */
export function badgeLevel(unseen: number): BadgeLevel {
  if (unseen <= 3) return 'ok';
  if (unseen <= 10) return 'warn';
  return 'danger';
}

export type NotificationTarget =
  | { readonly kind: 'none' }
  | { readonly kind: 'internal'; readonly href: string }
  | { readonly kind: 'external'; readonly href: string };

/**
 * Where a click leads: app paths through the router, http(s) urls in a new tab. Anything else
 * (javascript:, protocol-relative '//host', mailto:) is not followed: the url comes from data.
 */
export function notificationTarget(url: string | null | undefined): NotificationTarget {
  const value = url?.trim();
  if (!value) return { kind: 'none' };
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', href: value };
  if (/^https?:\/\//i.test(value)) {
    try {
      return { kind: 'external', href: new URL(value).href };
    } catch {
      return { kind: 'none' };
    }
  }
  return { kind: 'none' };
}

export interface Followers {
  readonly navigate: (href: string) => void;
  readonly openExternal: (href: string) => void;
}

export function followTarget(target: NotificationTarget, followers: Followers): void {
  if (target.kind === 'internal') followers.navigate(target.href);
  if (target.kind === 'external') followers.openExternal(target.href);
}

/** A new tab that cannot reach back into the portal (no opener, no referrer). */
export function openExternal(href: string): void {
  window.open(href, '_blank', 'noopener,noreferrer');
}

interface Inserted {
  readonly id: string;
  readonly dat_insert: string;
}

/** Newest first; ties by id so the order is stable between renders and tabs. */
export function newestFirst<T extends Inserted>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => {
    const byDate = Date.parse(b.dat_insert) - Date.parse(a.dat_insert);
    return byDate !== 0 ? byDate : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  });
}

const DATE_TIME = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : DATE_TIME.format(time);
}
