// The areas a user can navigate to, computed from the role and feature table: the links of the
// dashboard, the main menu and the analytics and enrollment menus. A module's screen is in a menu
// when its area names one (src/api/access.ts); only the shell's own entries are listed here.
import type { RegisteredRouter } from '@tanstack/react-router';
import {
  AREA_KEYS,
  AREAS,
  canAccess,
  hasRole,
  ROLE,
  type AreaKey,
  type MenuGroup,
  type Principal,
} from '../../../src/api/access';
import { de } from '../../../src/i18n/de';

export type { MenuGroup };

/**
 * A screen path links may name. Read from the router registered in app/client/router.ts rather than
 * imported from routeTree.gen.ts, which imports the routes, which import the shell.
 */
export type AppPath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];

export interface NavEntry {
  readonly to: AppPath;
  readonly title: string;
  readonly group: MenuGroup;
  /** The area rule that decides; without one, role User suffices. */
  readonly area?: AreaKey;
}

const t = de.screens;

/** The areas whose first path a menu links; the compiler checks each has its title. */
type MenuAreaKey = {
  [K in AreaKey]: (typeof AREAS)[K] extends { readonly menu: MenuGroup } ? K : never;
}[AreaKey];
const MENU_TITLES: Readonly<Record<MenuAreaKey, string>> = t;

const hasMenu = (key: AreaKey): key is MenuAreaKey => AREAS[key].menu !== undefined;

/**
 * The areas' entries in the access table's order. Each `to` is an area path, which
 * tests/unit/architecture/routes.test.ts checks is a screen of that area.
 */
const AREA_ENTRIES: readonly NavEntry[] = AREA_KEYS.filter(hasMenu).map((key) => ({
  to: AREAS[key].paths[0] as AppPath,
  title: MENU_TITLES[key],
  group: AREAS[key].menu,
  area: key,
}));

export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/shop', title: t.shop, group: 'main', area: 'shop' },
  { to: '/shop/warenkoerbe', title: t.warenkoerbe, group: 'main', area: 'shop' },
  { to: '/shop/merklisten', title: t.merklisten, group: 'main', area: 'shop' },
  { to: '/shop/bestellungen', title: t.bestellungen, group: 'main', area: 'shop' },
  { to: '/analytics', title: t.analytics, group: 'main', area: 'analyticsMenu' },
  { to: '/enrollment', title: t.enrollment, group: 'main', area: 'enrollmentMenu' },
  ...AREA_ENTRIES,
  { to: '/change-password', title: t.changePassword, group: 'main' },
  { to: '/admin', title: t.admin, group: 'main', area: 'admin' },
];

/** The menu entry of the main group that opens each sub-menu. */
const SUB_MENUS: Readonly<Record<Exclude<MenuGroup, 'main'>, AppPath>> = {
  analytics: '/analytics',
  enrollment: '/enrollment',
};

const mayOpen = (principal: Principal, entry: NavEntry) =>
  entry.area ? canAccess(principal, entry.area) : hasRole(principal, ROLE.User);

/**
 * The entries of a menu group the principal may open. SPEC 6 opens the enrollment menu only with
 * Preissenkung or Beipackanmeldung, yet its screens have roles of their own (Apotheken opens
 * the returns): a sub-menu the principal may not open lends its open screens to the main group,
 * so no screen a user may use is reachable by address alone.
 */
export function visibleEntries(principal: Principal, group: MenuGroup): NavEntry[] {
  const own = NAV_ENTRIES.filter((entry) => entry.group === group && mayOpen(principal, entry));
  if (group !== 'main') return own;
  const lent = (Object.keys(SUB_MENUS) as Exclude<MenuGroup, 'main'>[]).flatMap((sub) =>
    own.some((entry) => entry.to === SUB_MENUS[sub])
      ? []
      : NAV_ENTRIES.filter((entry) => entry.group === sub && mayOpen(principal, entry)),
  );
  return [...own, ...lent];
}
