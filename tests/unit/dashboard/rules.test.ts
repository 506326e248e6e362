// The dashboard layout's shared rules (modules/dashboard/rules.ts) and the contract's checks:
// each change is an idempotent intent, a move steps over widgets the user does not see, and only
// known ids, positions in range and well-formed stored layouts pass.
import { describe, expect, it } from 'vitest';
import { DashboardLayoutRow } from '../../../modules/dashboard/contract';
import {
  applyLayoutChange,
  DEFAULT_LAYOUT,
  LAYOUT_MAX,
  moveTarget,
  type LayoutChange,
} from '../../../modules/dashboard/rules';
import { MUTATIONS } from '../../../src/api/modules';

const L = ['notifications', 'primaryBasket', 'lastOrders', 'syncStatus'];

describe('applyLayoutChange', () => {
  it('adds at the end, once; removes; resets to the default', () => {
    expect(applyLayoutChange(['syncStatus'], { kind: 'add', widget: 'lastOrders' })).toEqual([
      'syncStatus',
      'lastOrders',
    ]);
    expect(applyLayoutChange(L, { kind: 'add', widget: 'lastOrders' })).toEqual(L);
    expect(applyLayoutChange(L, { kind: 'remove', widget: 'primaryBasket' })).toEqual([
      'notifications',
      'lastOrders',
      'syncStatus',
    ]);
    expect(applyLayoutChange(L, { kind: 'remove', widget: 'laterWidget' })).toEqual(L);
    expect(applyLayoutChange([], { kind: 'reset' })).toEqual(DEFAULT_LAYOUT);
  });

  it('moves to an index of the list without the widget, clamped to its end', () => {
    expect(applyLayoutChange(L, { kind: 'move', widget: 'syncStatus', to: 0 })).toEqual([
      'syncStatus',
      'notifications',
      'primaryBasket',
      'lastOrders',
    ]);
    expect(applyLayoutChange(L, { kind: 'move', widget: 'notifications', to: 2 })).toEqual([
      'primaryBasket',
      'lastOrders',
      'notifications',
      'syncStatus',
    ]);
    expect(applyLayoutChange(L, { kind: 'move', widget: 'notifications', to: 19 })).toEqual([
      'primaryBasket',
      'lastOrders',
      'syncStatus',
      'notifications',
    ]);
    expect(applyLayoutChange(['a'], { kind: 'move', widget: 'b', to: 0 })).toEqual(['a']);
  });

  it('gives the same list when a change is applied twice (the rebase re-applies)', () => {
    const changes: LayoutChange[] = [
      { kind: 'add', widget: 'x' },
      { kind: 'remove', widget: 'lastOrders' },
      { kind: 'move', widget: 'syncStatus', to: 1 },
      { kind: 'move', widget: 'notifications', to: 3 },
      { kind: 'reset' },
    ];
    for (const change of changes) {
      const once = applyLayoutChange(L, change);
      expect(applyLayoutChange(once, change), change.kind).toEqual(once);
    }
  });

  it('takes no widget beyond the maximum', () => {
    const full = Array.from({ length: LAYOUT_MAX }, (_, i) => `w${i}`);
    expect(applyLayoutChange(full, { kind: 'add', widget: 'syncStatus' })).toEqual(full);
  });
});

describe('moveTarget', () => {
  const all = () => true;
  it('trades places with the neighbour; none past the ends', () => {
    expect(moveTarget(L, all, 'primaryBasket', 'up')).toBe(0);
    expect(moveTarget(L, all, 'primaryBasket', 'down')).toBe(2);
    expect(moveTarget(L, all, 'notifications', 'up')).toBeNull();
    expect(moveTarget(L, all, 'syncStatus', 'down')).toBeNull();
    expect(moveTarget(L, all, 'unknown', 'up')).toBeNull();
    for (const [widget, direction, expected] of [
      ['primaryBasket', 'up', ['primaryBasket', 'notifications', 'lastOrders', 'syncStatus']],
      ['primaryBasket', 'down', ['notifications', 'lastOrders', 'primaryBasket', 'syncStatus']],
    ] as const) {
      const to = moveTarget(L, all, widget, direction);
      expect(applyLayoutChange(L, { kind: 'move', widget, to: to ?? -1 })).toEqual(expected);
    }
  });

  it('steps over widgets the user does not see', () => {
    const layout = ['notifications', 'primaryBasket', 'laterWidget', 'lastOrders', 'syncStatus'];
    const visible = (id: string) => id !== 'primaryBasket' && id !== 'laterWidget';
    // Shown: notifications, lastOrders, syncStatus.
    const up = moveTarget(layout, visible, 'lastOrders', 'up');
    expect(applyLayoutChange(layout, { kind: 'move', widget: 'lastOrders', to: up ?? -1 })).toEqual(
      ['lastOrders', 'notifications', 'primaryBasket', 'laterWidget', 'syncStatus'],
    );
    const down = moveTarget(layout, visible, 'notifications', 'down');
    expect(
      applyLayoutChange(layout, { kind: 'move', widget: 'notifications', to: down ?? -1 }),
    ).toEqual(['primaryBasket', 'laterWidget', 'lastOrders', 'notifications', 'syncStatus']);
    expect(moveTarget(layout, visible, 'syncStatus', 'down')).toBeNull();
  });
});

describe('the contract', () => {
  const ok = (name: keyof typeof MUTATIONS, args: unknown) =>
    MUTATIONS[name].args.safeParse(args).success;

  it('accepts known widgets and positions in range only', () => {
    expect(ok('dashboard.add', { widget: 'notifications' })).toBe(true);
    expect(ok('dashboard.add', { widget: 'cashBalance' })).toBe(false);
    expect(ok('dashboard.add', { widget: 'notifications', at: 0 })).toBe(false);
    expect(ok('dashboard.move', { widget: 'syncStatus', to: 0 })).toBe(true);
    expect(ok('dashboard.move', { widget: 'syncStatus', to: LAYOUT_MAX - 1 })).toBe(true);
    expect(ok('dashboard.move', { widget: 'syncStatus', to: LAYOUT_MAX })).toBe(false);
    expect(ok('dashboard.move', { widget: 'syncStatus', to: -1 })).toBe(false);
    expect(ok('dashboard.move', { widget: 'syncStatus', to: 0.5 })).toBe(false);
    expect(ok('dashboard.remove', { widget: 'laterWidget' })).toBe(true);
    expect(ok('dashboard.remove', { widget: '<script>' })).toBe(false);
    expect(ok('dashboard.reset', {})).toBe(true);
    expect(ok('dashboard.reset', { all: true })).toBe(false);
  });

  it('accepts stored layouts of well-formed, distinct ids, at most the maximum', () => {
    const row = (widgets: string[]) =>
      DashboardLayoutRow.safeParse({
        id: '00000000-0000-4000-8000-000000000001',
        widgets,
        version: '7',
      }).success;
    expect(row([])).toBe(true);
    expect(row(['notifications', 'laterWidget'])).toBe(true);
    expect(row(['notifications', 'notifications'])).toBe(false);
    expect(row(['Nicht gültig'])).toBe(false);
    expect(row(Array.from({ length: LAYOUT_MAX + 1 }, (_, i) => `w${i}`))).toBe(false);
  });

  it('describes changes in German', () => {
    const describe = <N extends 'dashboard.add' | 'dashboard.move' | 'dashboard.remove'>(
      name: N,
      args: Parameters<(typeof MUTATIONS)[N]['describe']>[0],
    ) =>
      (MUTATIONS[name].describe as (a: typeof args, r: () => undefined) => string)(
        args,
        () => undefined,
      );
    expect(describe('dashboard.add', { widget: 'lastOrders' })).toBe(
      'Dashboard: Widget „Letzte Bestellungen“ hinzugefügt',
    );
    expect(describe('dashboard.move', { widget: 'syncStatus', to: 0 })).toBe(
      'Dashboard: Widget „Synchronisation“ an Position 1 verschoben',
    );
    expect(describe('dashboard.remove', { widget: 'laterWidget' })).toBe(
      'Dashboard: Widget „Unbekanntes Widget“ entfernt',
    );
  });
});
