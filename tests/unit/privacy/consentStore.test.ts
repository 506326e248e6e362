// The consent settings and store (SPEC 3, 4): defaults, the stored shape, reopening for a flag
// added later, the dependent flags, and another tab's choice.
import { describe, expect, it } from 'vitest';
import {
  FULL_CONSENT,
  NO_CONSENT,
  PRIVACY_FLAGS,
  PRIVACY_STORAGE_KEY,
  normalizeFlags,
  readConsent,
  withFlag,
  writeConsent,
} from '../../../src/platform/consent/settings';
import { ConsentStore, dialogVisible } from '../../../src/platform/consent/store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const NOW = new Date('2026-11-25T09:30:00.000Z');
const stored = (flags: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ v: 1, chosenAt: '2026-11-01T08:00:00.000Z', flags, ...extra });

describe('consent settings', () => {
  it('are the five SPEC 3 flags, all false by default', () => {
    expect(PRIVACY_FLAGS).toEqual([
      'sentry',
      'sentry_userid',
      'sentry_performance',
      'matomo_pageview',
      'matomo_userid',
    ]);
    expect(Object.values(NO_CONSENT)).toEqual([false, false, false, false, false]);
    expect(readConsent(null)).toEqual({ flags: NO_CONSENT, chosenAt: null, needsChoice: true });
  });

  it('are stored versioned, with the five booleans and the date of the choice', () => {
    const flags = { ...NO_CONSENT, sentry: true, sentry_userid: true };
    expect(JSON.parse(writeConsent(flags, NOW))).toEqual({
      v: 1,
      chosenAt: '2026-11-25T09:30:00.000Z',
      flags: {
        sentry: true,
        sentry_userid: true,
        sentry_performance: false,
        matomo_pageview: false,
        matomo_userid: false,
      },
    });
    expect(readConsent(writeConsent(flags, NOW))).toEqual({
      flags,
      chosenAt: '2026-11-25T09:30:00.000Z',
      needsChoice: false,
    });
  });

  it('ask again when the stored choice lacks a flag added later, keeping the known ones', () => {
    const state = readConsent(
      stored({
        sentry: true,
        sentry_userid: false,
        sentry_performance: true,
        matomo_pageview: true,
      }),
    );
    expect(state.needsChoice).toBe(true);
    expect(state.flags).toEqual({
      sentry: true,
      sentry_userid: false,
      sentry_performance: true,
      matomo_pageview: true,
      matomo_userid: false,
    });
  });

  it('treat unreadable values as no choice', () => {
    for (const raw of [
      'not json',
      '[]',
      JSON.stringify({ flags: FULL_CONSENT }),
      stored(FULL_CONSENT, { v: 2 }),
      JSON.stringify({ v: 1, flags: FULL_CONSENT }),
    ]) {
      expect(readConsent(raw).needsChoice, raw).toBe(true);
    }
    // A flag of the wrong type is a missing flag: asked again, not taken as consent.
    const state = readConsent(stored({ ...NO_CONSENT, sentry: 'yes' }));
    expect(state).toMatchObject({ needsChoice: true, flags: NO_CONSENT });
  });

  it('switch a personalising flag only together with its base', () => {
    expect(normalizeFlags({ ...NO_CONSENT, sentry_userid: true, matomo_userid: true })).toEqual(
      NO_CONSENT,
    );
    const both = withFlag(withFlag(NO_CONSENT, 'sentry', true), 'sentry_userid', true);
    expect(both).toMatchObject({ sentry: true, sentry_userid: true });
    // Base off: the dependent flag goes off with it.
    expect(withFlag(both, 'sentry', false)).toMatchObject({ sentry: false, sentry_userid: false });
    // Performance data does not depend on crash reports.
    expect(withFlag(NO_CONSENT, 'sentry_performance', true).sentry_performance).toBe(true);
    // A stored dependent flag without its base is read as off.
    expect(readConsent(stored({ ...NO_CONSENT, matomo_userid: true })).flags.matomo_userid).toBe(
      false,
    );
  });
});

describe('ConsentStore', () => {
  it('opens the dialog on a first start and stores the choice on close', () => {
    const storage = memoryStorage();
    const store = new ConsentStore({ storage, now: () => NOW });
    expect(store.state.get().dialog).toEqual({ open: true, view: 'main', openedOn: null });
    expect(store.flags).toEqual(NO_CONSENT);

    store.choose(FULL_CONSENT);
    expect(store.state.get()).toMatchObject({
      flags: FULL_CONSENT,
      needsChoice: false,
      chosenAt: NOW.toISOString(),
      dialog: { open: false },
    });
    expect(readConsent(storage.data.get(PRIVACY_STORAGE_KEY) ?? null).flags).toEqual(FULL_CONSENT);
  });

  it('stays closed with a complete stored choice, and opens again for a missing flag', () => {
    const complete = memoryStorage({ [PRIVACY_STORAGE_KEY]: writeConsent(NO_CONSENT, NOW) });
    expect(new ConsentStore({ storage: complete }).state.get().dialog.open).toBe(false);

    const { matomo_userid: _dropped, ...older } = { ...FULL_CONSENT };
    const lacking = memoryStorage({ [PRIVACY_STORAGE_KEY]: stored(older) });
    const store = new ConsentStore({ storage: lacking });
    expect(store.state.get().dialog.open).toBe(true);
    expect(store.flags).toEqual({ ...FULL_CONSENT, matomo_userid: false });
  });

  it("opens in the detail view from 'Privatsphäre' and switches views", () => {
    const store = new ConsentStore({
      storage: memoryStorage({ [PRIVACY_STORAGE_KEY]: writeConsent(NO_CONSENT, NOW) }),
    });
    store.openSettings('details', '/dashboard');
    expect(store.state.get().dialog).toEqual({
      open: true,
      view: 'details',
      openedOn: '/dashboard',
    });
    store.showView('main');
    expect(store.state.get().dialog.view).toBe('main');
  });

  it('keeps the choice for the page when storage refuses it', () => {
    const store = new ConsentStore({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    });
    store.choose({ ...NO_CONSENT, matomo_pageview: true });
    expect(store.flags.matomo_pageview).toBe(true);
    expect(store.state.get().dialog.open).toBe(false);
  });

  it("takes another tab's choice at once", () => {
    const events = new EventTarget();
    const store = new ConsentStore({
      storage: memoryStorage(),
      events: events as unknown as Window,
    });
    const event = new Event('storage') as Event & { key: string; newValue: string };
    Object.assign(event, { key: PRIVACY_STORAGE_KEY, newValue: writeConsent(FULL_CONSENT, NOW) });
    events.dispatchEvent(event);
    expect(store.flags).toEqual(FULL_CONSENT);
    expect(store.state.get().dialog.open).toBe(false);
  });
});

describe('dialogVisible', () => {
  const asked = { open: true, view: 'main' as const, openedOn: null };
  it('shows on every page, but a dialog the app opened steps aside on the legal documents', () => {
    expect(dialogVisible(asked, '/login')).toBe(true);
    expect(dialogVisible(asked, '/dashboard')).toBe(true);
    expect(dialogVisible(asked, '/docs/datenschutz')).toBe(false);
    expect(dialogVisible({ ...asked, open: false }, '/login')).toBe(false);
    // Opened by the user on that very page: it shows there.
    expect(dialogVisible({ ...asked, openedOn: '/docs/datenschutz' }, '/docs/datenschutz')).toBe(
      true,
    );
  });
});
