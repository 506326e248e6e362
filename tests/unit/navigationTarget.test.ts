import { beforeEach, describe, expect, it } from 'vitest';
import {
  loginTarget,
  normalizeTarget,
  rememberPostLoginTarget,
  rememberSelectorTarget,
  takeSelectorTarget,
} from '../../src/platform/navigationTarget';
import { ensureWindowId } from '../../src/platform/windowId';
import { makeMe, makeUser } from './fixtures';

describe('navigation targets', () => {
  beforeEach(() => sessionStorage.clear());

  it('turns /login and /logout into / (SPEC 4)', () => {
    expect(normalizeTarget('/login')).toBe('/');
    expect(normalizeTarget('/login?returnUrl=%2Fx')).toBe('/');
    expect(normalizeTarget('/logout')).toBe('/');
    expect(normalizeTarget('/shop/merklisten?x=1')).toBe('/shop/merklisten?x=1');
  });

  it('after the login: returnUrl wins; an admin without a customer lands on /admin (issue 24)', () => {
    const admin = makeMe({
      user: makeUser({ roles: ['User', 'Admin'], kunde: null }),
      lieferkunde: null,
    });
    expect(loginTarget(undefined, admin)).toBe('/admin');
    expect(loginTarget('/logout', admin)).toBe('/admin');
    expect(loginTarget('/notifications', admin)).toBe('/notifications');
    const pharmacy = makeMe({ lieferkunde: null });
    expect(loginTarget(undefined, pharmacy)).toBe('/');
    const rep = makeMe({
      user: makeUser({ roles: ['User', 'Admin', 'Vertreter'], vertreter: true, kunde: null }),
      lieferkunde: null,
    });
    expect(loginTarget(undefined, rep)).toBe('/');
  });

  it('never leaves the app', () => {
    expect(normalizeTarget('https://example.com')).toBe('/');
    expect(normalizeTarget('//example.com')).toBe('/');
    expect(normalizeTarget(undefined)).toBe('/');
  });

  it('prefers the remembered selector target over the post-login target, then forgets both', () => {
    rememberPostLoginTarget('/news');
    rememberSelectorTarget('/calendar');
    expect(takeSelectorTarget()).toBe('/calendar');
    expect(takeSelectorTarget()).toBe('/');
  });

  it('falls back to the post-login target', () => {
    rememberPostLoginTarget('/news');
    expect(takeSelectorTarget()).toBe('/news');
  });
});

describe('window id (SPEC 7)', () => {
  it('assigns a random name once per window and keeps it', () => {
    const win = { name: '' };
    const id = ensureWindowId(win, () => 'abc');
    expect(id).toBe('apo-window-abc');
    expect(ensureWindowId(win, () => 'other')).toBe('apo-window-abc');
  });

  it('replaces a foreign window name', () => {
    expect(ensureWindowId({ name: 'popup' }, () => 'x')).toBe('apo-window-x');
  });
});
