// Which entries a menu group shows: the access table decides, and the screens of a sub-menu the
// user may not open (the enrollment menu needs Preissenkung or Beipackanmeldung) appear in the
// main group instead, so none is reachable by address alone.
import { describe, expect, it } from 'vitest';
import { NAV_ENTRIES, visibleEntries } from '../../app/client/shell/navigation';
import { makeUser } from './fixtures';

const paths = (roles: string[], group: Parameters<typeof visibleEntries>[1]) =>
  visibleEntries(makeUser({ roles: ['User', ...roles], features: [] }), group).map((e) => e.to);

describe('visibleEntries', () => {
  it('lends the returns to the main group when the enrollment menu is closed', () => {
    const main = paths(['Apotheken'], 'main');
    expect(main).toContain('/enrollment/return');
    expect(main).not.toContain('/enrollment');
    expect(main).not.toContain('/enrollment/pre-order');
  });

  it('keeps them in the enrollment menu when the user may open it', () => {
    const main = paths(['Apotheken', 'Preissenkung'], 'main');
    expect(main).toContain('/enrollment');
    expect(main).not.toContain('/enrollment/return');
    expect(paths(['Apotheken', 'Preissenkung'], 'enrollment')).toContain('/enrollment/return');
  });

  it('shows nothing of a group without its roles', () => {
    expect(paths([], 'enrollment')).toEqual([]);
    expect(paths([], 'main')).not.toContain('/enrollment/return');
  });
});

describe('NAV_ENTRIES', () => {
  // The areas' entries are derived from the access table (issue 25); the menus keep the order and
  // groups they had when the list was written out by hand. A new module's entry may come between.
  const MENUS = {
    main: [
      '/shop',
      '/shop/warenkoerbe',
      '/shop/merklisten',
      '/shop/bestellungen',
      '/analytics',
      '/enrollment',
      '/calendar',
      '/tour-browser',
      '/call-plan',
      '/last-chance-articles',
      '/cashbook',
      '/downloads',
      '/suppliers',
      '/temperature-logger',
      '/drug-book',
      '/med-test',
      '/news',
      '/notifications',
      '/video',
      '/customer-settings',
      '/settings',
      '/account',
      '/change-password',
      '/admin',
    ],
    analytics: [
      '/analytics/documents',
      '/analytics/statistics',
      '/analytics/batch-documentation',
      '/analytics/residues',
      '/analytics/abrufvereinbarungen',
      '/analytics/order-archive',
      '/analytics/delivery-pharmacy',
    ],
    enrollment: [
      '/enrollment/stock-levels',
      '/enrollment/enclosed-shipping',
      '/enrollment/return',
      '/enrollment/pre-order',
      '/enrollment/recipe-upload',
      '/enrollment/declaration-of-destruction',
    ],
  } as const;

  it.each(Object.entries(MENUS))('keeps the %s menu in its order', (group, paths) => {
    const known = new Set<string>(paths);
    const listed = NAV_ENTRIES.filter((e) => e.group === group && known.has(e.to)).map((e) => e.to);
    expect(listed).toEqual(paths);
  });

  it('titles an area entry with its screen title', () => {
    const medTest = NAV_ENTRIES.find((e) => e.to === '/med-test');
    expect(medTest).toMatchObject({ title: 'Arzneimittelprüfung', area: 'medTest' });
  });
});
