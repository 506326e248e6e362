// SPEC 4's conditions guard on the client: the pure decision (open conditions + target URL →
// checker or pass), the store with its 10 ms re-check and offline behaviour, the remembered
// target, the admin form's field messages, and the outbox kept on a 403 conditions_open.
import { describe, expect, it, vi } from 'vitest';
import {
  CONDITIONS_RECHECK_MS,
  conditionGuardsArea,
  decideConditions,
  isValidPattern,
  type OpenCondition,
} from '../../../modules/conditions/contract';
import { writeMutation } from '../../../src/db/mutate';
import { validateConditionForm } from '../../../modules/conditions/ui/conditionForm';
import {
  awaitConditions,
  ConditionsStore,
  CONDITIONS_MAX_AGE_MS,
} from '../../../modules/conditions/ui/conditionsStore';
import {
  rememberConditionsTarget,
  takeConditionsTarget,
} from '../../../modules/conditions/ui/conditionsTarget';
import { HttpError } from '../../../src/worker/http';
import { pushOutbox } from '../../../src/worker/push';
import { fastestRunMs } from '../../support/timing';
import { freshDb, senderOf, uuid } from '../db/support';

const condition = (matchcode: string, path_regexes: string[]): OpenCondition => ({
  matchcode,
  version: 1,
  title: matchcode,
  html: '<p>x</p>',
  path_regexes,
});
const at = (href: string) => ({ pathname: href.split(/[?#]/)[0] ?? href, href });

describe('decideConditions', () => {
  it('passes when nothing is open', () => {
    expect(decideConditions([], at('/shop'))).toEqual({ kind: 'pass' });
  });

  it('sends every screen to a condition without patterns', () => {
    const open = [condition('AGB', [])];
    for (const href of ['/', '/dashboard', '/shop/warenkorb/1', '/lieferkunden', '/admin']) {
      expect(decideConditions(open, at(href))).toEqual({ kind: 'check', matchcode: 'AGB' });
    }
  });

  it('sends a target whose path begins with a pattern to its condition', () => {
    const open = [condition('KASSABUCH', ['/cashbook'])];
    for (const href of ['/cashbook', '/cashbook/export', '/cashbook?tag=3', '/Cashbook']) {
      expect(decideConditions(open, at(href)), href).toEqual({
        kind: 'check',
        matchcode: 'KASSABUCH',
      });
    }
    for (const href of ['/shop', '/dashboard', '/shop?ziel=/cashbook', '/x/cashbook']) {
      expect(decideConditions(open, at(href)), href).toEqual({ kind: 'pass' });
    }
  });

  it('reads * as any run of characters, slashes included', () => {
    const open = [condition('E', ['/enrollment/*-shipping']), condition('S', ['/shop/*/detail'])];
    expect(decideConditions(open, at('/enrollment/enclosed-shipping')).kind).toBe('check');
    expect(decideConditions(open, at('/enrollment/a/b-shipping/c')).kind).toBe('check');
    expect(decideConditions(open, at('/enrollment/return'))).toEqual({ kind: 'pass' });
    expect(decideConditions(open, at('/enrollment/-shippin'))).toEqual({ kind: 'pass' });
    expect(decideConditions(open, at('/shop/1/2/detail'))).toEqual({
      kind: 'check',
      matchcode: 'S',
    });
    expect(decideConditions(open, at('/shop/detail'))).toEqual({ kind: 'pass' });
    expect(decideConditions([condition('A', ['/enrollment/*'])], at('/enrollment/x')).kind).toBe(
      'check',
    );
  });

  it('picks the first open condition that guards the target', () => {
    const open = [condition('A', ['/shop']), condition('B', []), condition('C', [])];
    expect(decideConditions(open, at('/shop'))).toEqual({ kind: 'check', matchcode: 'A' });
    expect(decideConditions(open, at('/calendar'))).toEqual({ kind: 'check', matchcode: 'B' });
  });

  it('never guards the checker, the error pages or the logout (no loop)', () => {
    const open = [condition('AGB', [])];
    for (const href of [
      '/check-conditions',
      '/check-conditions/AGB',
      '/error/no-agb-accepted',
      '/error/no-permission',
      '/logout',
    ]) {
      expect(decideConditions(open, at(href))).toEqual({ kind: 'pass' });
    }
  });

  it('accepts path patterns only: no regular expressions', () => {
    for (const valid of ['/cashbook', '/enrollment/*', '/shop/*/detail', '/', '/a-b_c.d~e%20']) {
      expect(isValidPattern(valid), valid).toBe(true);
    }
    for (const invalid of [
      '',
      'cashbook',
      '^/cashbook',
      '/shop(',
      '/shop/(warenkorb|merkliste)',
      '/shop?modus=kassa',
      '/shop#x',
      '/a b',
      '/a\\b',
      '^/enrollment/(?:[a-z-]|[a-z-])*X',
      '/' + 'x'.repeat(300),
    ]) {
      expect(isValidPattern(invalid), invalid).toBe(false);
    }
  });

  it('guards every screen for a stored pattern that is no path pattern (fails closed)', () => {
    const open = [condition('X', ['/nirgends', '^/shop('])];
    for (const href of ['/shop', '/dashboard', '/']) {
      expect(decideConditions(open, at(href))).toEqual({ kind: 'check', matchcode: 'X' });
    }
    expect(conditionGuardsArea(condition('X', ['modus=kassa']), ['/shop'])).toBe(true);
  });

  it('decides a legacy catastrophic regex in linear time (issue 23, finding 3)', async () => {
    const open = [condition('EVIL', ['^/enrollment/(?:[a-z-]|[a-z-])*X'])];
    // 26 letters already take a backtracking engine a quarter of a second; 40 would take hours.
    for (const letters of [26, 40]) {
      const target = at('/enrollment/' + 'a'.repeat(letters));
      expect(await fastestRunMs(() => decideConditions(open, target))).toBeLessThan(5);
      // Not a path pattern: it guards every screen rather than none.
      expect(decideConditions(open, target).kind).toBe('check');
    }
  });

  it('matches areas by their screen paths (the server side)', () => {
    expect(conditionGuardsArea(condition('A', ['/cashbook']), ['/cashbook'])).toBe(true);
    expect(conditionGuardsArea(condition('A', ['/cashbook']), ['/shop'])).toBe(false);
    expect(conditionGuardsArea(condition('A', ['/enrollment/*']), ['/enrollment/return'])).toBe(
      true,
    );
    expect(conditionGuardsArea(condition('A', ['/enrollment/*']), ['/enrollment'])).toBe(false);
    expect(conditionGuardsArea(condition('A', []), ['/shop'])).toBe(true);
    // An area without a screen of its own (surveys) is still part of "every screen".
    expect(conditionGuardsArea(condition('A', []), [])).toBe(true);
  });
});

describe('ConditionsStore and awaitConditions', () => {
  it('re-checks every 10 ms until the list is loaded', async () => {
    let resolve: (items: OpenCondition[]) => void = () => undefined;
    const load = vi.fn(() => new Promise<OpenCondition[]>((r) => (resolve = r)));
    const store = new ConditionsStore({ load });
    const sleeps: number[] = [];
    const sleep = async (ms: number) => {
      sleeps.push(ms);
      if (sleeps.length === 3) resolve([condition('AGB', [])]);
      await Promise.resolve();
    };
    const state = await awaitConditions(store, 'u1', sleep);
    expect(state).toEqual({ kind: 'loaded', items: [condition('AGB', [])] });
    expect(sleeps.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sleeps)).toEqual(new Set([CONDITIONS_RECHECK_MS]));
    expect(CONDITIONS_RECHECK_MS).toBe(10);
    expect(load).toHaveBeenCalledTimes(1);
    // Known now: no new load, no waiting.
    expect(await awaitConditions(store, 'u1', sleep)).toEqual(state);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the user work offline when no list was ever loaded, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<OpenCondition[]>>()
      .mockRejectedValueOnce(new HttpError(0, undefined, 'offline', true))
      .mockResolvedValueOnce([condition('AGB', [])]);
    const store = new ConditionsStore({ load });
    expect(await awaitConditions(store, 'u1')).toEqual({ kind: 'unavailable' });
    const next = awaitConditions(store, 'u1');
    // The retry runs in the background; the navigation meanwhile passes with 'unavailable'.
    expect(await next).toEqual({ kind: 'unavailable' });
    await vi.waitFor(() => expect(store.current('u1')?.kind).toBe('loaded'));
  });

  it('keeps a known list in force while a refresh fails (offline)', async () => {
    let now = 0;
    const load = vi
      .fn<() => Promise<OpenCondition[]>>()
      .mockResolvedValueOnce([condition('AGB', [])])
      .mockRejectedValueOnce(new HttpError(0, undefined, 'offline', true));
    const store = new ConditionsStore({ load, now: () => now });
    await awaitConditions(store, 'u1');
    now += CONDITIONS_MAX_AGE_MS + 1;
    const state = await awaitConditions(store, 'u1');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(state.kind).toBe('loaded');
    expect(store.current('u1')).toEqual({ kind: 'loaded', items: [condition('AGB', [])] });
  });

  it('loads again after invalidate() and for another user', async () => {
    const load = vi
      .fn<() => Promise<OpenCondition[]>>()
      .mockResolvedValueOnce([condition('AGB', [])])
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([condition('X', [])]);
    const store = new ConditionsStore({ load });
    expect((await awaitConditions(store, 'u1')).kind).toBe('loaded');
    store.invalidate();
    expect(store.current('u1')).toBeUndefined();
    expect(await awaitConditions(store, 'u1')).toEqual({ kind: 'loaded', items: [] });
    expect(await awaitConditions(store, 'u2')).toEqual({
      kind: 'loaded',
      items: [condition('X', [])],
    });
    expect(store.current('u1')).toBeUndefined();
  });
});

describe('the remembered target', () => {
  it('returns the remembered URL once, else /', () => {
    rememberConditionsTarget('/shop/warenkorb/7?x=1');
    expect(takeConditionsTarget()).toBe('/shop/warenkorb/7?x=1');
    expect(takeConditionsTarget()).toBe('/');
  });

  it('never returns to the checker, the login, or another site', () => {
    for (const target of ['/check-conditions/AGB', '/login', '//evil.example/x', 'https://x']) {
      rememberConditionsTarget(target);
      expect(takeConditionsTarget()).toBe('/');
    }
  });
});

describe('the publish form', () => {
  const ok = { matchcode: 'AGB', title: 'AGB', html: '<p>x</p>', patterns: '' };
  it('accepts a valid form, with blank pattern lines ignored', () => {
    expect(validateConditionForm({ ...ok, patterns: '/cashbook\n\n/enrollment/*\n' })).toEqual({});
  });
  it('names the field and the line', () => {
    expect(validateConditionForm({ ...ok, matchcode: '' }).matchcode).toBe('Wird benötigt!');
    expect(validateConditionForm({ ...ok, matchcode: 'a b' }).matchcode).toMatch(/Buchstaben/);
    expect(validateConditionForm({ ...ok, title: 'x'.repeat(201) }).title).toBe(
      'Höchstens 200 Zeichen.',
    );
    expect(validateConditionForm({ ...ok, patterns: '/a\n^/shop' }).patterns).toBe(
      'Zeile 2 ist kein gültiges URL-Muster. Erlaubt ist ein Pfad, der mit „/“ beginnt, mit „*“ für beliebige Zeichen, z. B. /enrollment/*.',
    );
    const many = Array.from({ length: 21 }, (_, i) => `/p${i}`).join('\n');
    expect(validateConditionForm({ ...ok, patterns: many }).patterns).toBe('Höchstens 20 Muster.');
  });
});

describe('push while a condition is open', () => {
  it('keeps the whole outbox on 403 conditions_open: nothing is filed as failed', async () => {
    const db = await freshDb();
    for (let i = 1; i <= 3; i++) {
      await writeMutation(db, 'basket.rename', { id: uuid(i), label: `Korb ${i}` });
    }
    const push = vi.fn(async () => {
      throw new HttpError(403, 'conditions_open', 'Bitte stimmen Sie zuerst zu.', true);
    });
    await expect(pushOutbox(db, { push }, await senderOf(db, 1))).rejects.toThrow();
    expect(push).toHaveBeenCalledTimes(1);
    expect(await db.outbox.count()).toBe(3);
    expect(await db.failedMutations.count()).toBe(0);
  });
});
