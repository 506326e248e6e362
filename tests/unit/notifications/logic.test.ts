import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  badgeLevel,
  clampLimit,
  DROPDOWN_STEP,
  followTarget,
  initialLimit,
  newestFirst,
  notificationTarget,
  openExternal,
  showMore,
} from '../../../modules/notifications/ui/logic';

describe('badge colour (SPEC 9)', () => {
  it('is ok up to 3, warn from 4 to 10, danger above 10', () => {
    expect([0, 1, 3].map(badgeLevel)).toEqual(['ok', 'ok', 'ok']);
    expect([4, 7, 10].map(badgeLevel)).toEqual(['warn', 'warn', 'warn']);
    expect([11, 250].map(badgeLevel)).toEqual(['danger', 'danger']);
  });
});

describe('dropdown limit (SPEC 9)', () => {
  it('starts at 5 and each "Mehr anzeigen" adds 5', () => {
    expect(initialLimit()).toBe(5);
    expect(showMore(initialLimit())).toBe(10);
    expect(showMore(showMore(initialLimit()))).toBe(15);
  });

  it('never goes below 5', () => {
    expect(clampLimit(0)).toBe(DROPDOWN_STEP);
    expect(clampLimit(-20)).toBe(5);
    expect(clampLimit(Number.NaN)).toBe(5);
    expect(showMore(-10)).toBe(10);
    expect(clampLimit(12)).toBe(12);
  });
});

describe('notification target', () => {
  it('routes app paths internally', () => {
    expect(notificationTarget('/shop/warenkoerbe')).toEqual({
      kind: 'internal',
      href: '/shop/warenkoerbe',
    });
  });

  it('opens http and https urls externally', () => {
    expect(notificationTarget('https://example.org/a?b=1')).toEqual({
      kind: 'external',
      href: 'https://example.org/a?b=1',
    });
    expect(notificationTarget('HTTP://example.org').kind).toBe('external');
  });

  it('follows nothing else', () => {
    for (const url of [
      null,
      undefined,
      '',
      '  ',
      'javascript:alert(1)',
      '//evil.example',
      'mailto:x@y.z',
      'shop',
    ]) {
      expect(notificationTarget(url)).toEqual({ kind: 'none' });
    }
  });

  it('navigates internal targets and opens external ones in a new tab without opener', () => {
    const navigate = vi.fn();
    const open = vi.fn();
    followTarget(notificationTarget('/news'), { navigate, openExternal: open });
    followTarget(notificationTarget('https://example.org/'), { navigate, openExternal: open });
    followTarget(notificationTarget(null), { navigate, openExternal: open });
    expect(navigate.mock.calls).toEqual([['/news']]);
    expect(open.mock.calls).toEqual([['https://example.org/']]);
  });

  afterEach(() => vi.restoreAllMocks());

  it('openExternal uses window.open with noopener', () => {
    const spy = vi.spyOn(window, 'open').mockReturnValue(null);
    openExternal('https://example.org/');
    expect(spy).toHaveBeenCalledWith('https://example.org/', '_blank', 'noopener,noreferrer');
  });
});

describe('newestFirst', () => {
  it('sorts by dat_insert descending, stable by id', () => {
    const rows = [
      { id: 'a', dat_insert: '2026-01-01T10:00:00.000Z' },
      { id: 'c', dat_insert: '2026-01-02T10:00:00.000Z' },
      { id: 'b', dat_insert: '2026-01-01T10:00:00.000Z' },
    ];
    expect(newestFirst(rows).map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });
});
