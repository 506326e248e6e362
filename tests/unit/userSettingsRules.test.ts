import { describe, expect, it } from 'vitest';
import { UserSettingsPatchArgs } from '../../modules/userSettings/contract';
import {
  applySettingsPatch,
  clockStyleOf,
  DEFAULT_USER_SETTINGS,
  parseClockStyle,
} from '../../modules/userSettings/rules';

describe('clock style (SPEC 3)', () => {
  it('accepts any mix of d, z and kw, each once', () => {
    expect(parseClockStyle('d')).toEqual(['d']);
    expect(parseClockStyle('kw')).toEqual(['kw']);
    expect(parseClockStyle('zd')).toEqual(['z', 'd']);
    expect(parseClockStyle('kwzd')).toEqual(['kw', 'z', 'd']);
    expect(parseClockStyle('dzkw')).toEqual(['d', 'z', 'kw']);
  });

  it('refuses empty, unknown, partial and repeated parts', () => {
    for (const style of ['', 'k', 'w', 'x', 'dd', 'zz', 'kwkw', 'dzk', 'D', 'd z', 'dzkwd']) {
      expect(parseClockStyle(style), style).toBeNull();
    }
  });

  it('writes the chosen parts in a fixed order', () => {
    expect(clockStyleOf(['kw', 'd'])).toBe('dkw');
    expect(clockStyleOf(['z', 'kw', 'd'])).toBe('dzkw');
    expect(clockStyleOf([])).toBe('');
  });
});

describe('a settings change', () => {
  it('sets only the fields it names', () => {
    expect(applySettingsPatch(DEFAULT_USER_SETTINGS, { viewClockPosition: 'footer' })).toEqual({
      ...DEFAULT_USER_SETTINGS,
      viewClockPosition: 'footer',
    });
  });

  it('keeps the later tutorial reset, as UTC, and is the same when applied twice', () => {
    const once = applySettingsPatch(DEFAULT_USER_SETTINGS, {
      tutorialReset: '2026-11-24T10:00:00+01:00',
    });
    expect(once.tutorialReset).toBe('2026-11-24T09:00:00.000Z');
    const earlier = applySettingsPatch(once, { tutorialReset: '2026-11-24T08:59:59Z' });
    expect(earlier.tutorialReset).toBe('2026-11-24T09:00:00.000Z');
    expect(applySettingsPatch(once, { tutorialReset: '2026-11-24T10:00:00+01:00' })).toEqual(once);
  });

  it('is checked by the contract: a valid style and at least one field', () => {
    expect(UserSettingsPatchArgs.safeParse({ viewClockStyle: 'dkw' }).success).toBe(true);
    expect(UserSettingsPatchArgs.safeParse({ viewClockStyle: 'kk' }).success).toBe(false);
    expect(UserSettingsPatchArgs.safeParse({ viewClockPosition: 'header' }).success).toBe(false);
    expect(UserSettingsPatchArgs.safeParse({}).success).toBe(false);
  });
});
