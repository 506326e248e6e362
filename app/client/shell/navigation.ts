// The areas a user can navigate to, computed from the role and feature table: the links of the
// dashboard, the main menu and the analytics and enrollment menus.
import type { RegisteredRouter } from '@tanstack/react-router';
import { canAccess, hasRole, ROLE, type AreaKey, type Principal } from '../../../src/api/access';
import { de } from '../../../src/i18n/de';

/**
 * A screen path links may name. Read from the router registered in app/client/router.ts rather than
 * imported from routeTree.gen.ts, which imports the routes, which import the shell.
 */
export type AppPath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];
export type MenuGroup = 'main' | 'analytics' | 'enrollment';

export interface NavEntry {
  readonly to: AppPath;
  readonly title: string;
  readonly group: MenuGroup;
  /** The area rule that decides; without one, role User suffices. */
  readonly area?: AreaKey;
}

const t = de.screens;

export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/shop', title: t.shop, group: 'main', area: 'shop' },
  { to: '/shop/warenkoerbe', title: t.warenkoerbe, group: 'main', area: 'shop' },
  { to: '/shop/merklisten', title: t.merklisten, group: 'main', area: 'shop' },
  { to: '/shop/bestellungen', title: t.bestellungen, group: 'main', area: 'shop' },
  { to: '/analytics', title: t.analytics, group: 'main', area: 'analyticsMenu' },
  { to: '/enrollment', title: t.enrollment, group: 'main', area: 'enrollmentMenu' },
  { to: '/calendar', title: t.calendar, group: 'main', area: 'calendar' },
  { to: '/tour-browser', title: t.tourBrowser, group: 'main', area: 'tourBrowser' },
  { to: '/call-plan', title: t.callPlan, group: 'main', area: 'callPlan' },
  { to: '/last-chance-articles', title: t.lastChance, group: 'main', area: 'lastChance' },
  { to: '/cashbook', title: t.cashbook, group: 'main', area: 'cashbook' },
  { to: '/downloads', title: t.downloads, group: 'main', area: 'downloads' },
  { to: '/suppliers', title: t.suppliers, group: 'main', area: 'suppliers' },
  {
    to: '/temperature-logger',
    title: t.temperatureLogger,
    group: 'main',
    area: 'temperatureLogger',
  },
  { to: '/drug-book', title: t.drugBook, group: 'main', area: 'drugBook' },
  { to: '/med-test', title: t.medTest, group: 'main', area: 'medTest' },
  { to: '/news', title: t.news, group: 'main', area: 'news' },
  { to: '/notifications', title: t.notifications, group: 'main', area: 'notifications' },
  { to: '/video', title: t.video, group: 'main', area: 'video' },
  { to: '/customer-settings', title: t.customerSettings, group: 'main', area: 'customerSettings' },
  { to: '/settings', title: t.settings, group: 'main', area: 'settings' },
  { to: '/account', title: t.account, group: 'main', area: 'account' },
  { to: '/change-password', title: t.changePassword, group: 'main' },
  { to: '/admin', title: t.admin, group: 'main', area: 'admin' },
  { to: '/analytics/documents', title: t.documents, group: 'analytics', area: 'documents' },
  { to: '/analytics/statistics', title: t.statistics, group: 'analytics', area: 'statistics' },
  {
    to: '/analytics/batch-documentation',
    title: t.batchDocumentation,
    group: 'analytics',
    area: 'batchDocumentation',
  },
  { to: '/analytics/residues', title: t.residues, group: 'analytics', area: 'residues' },
  {
    to: '/analytics/abrufvereinbarungen',
    title: t.abrufvereinbarungen,
    group: 'analytics',
    area: 'abrufvereinbarungen',
  },
  {
    to: '/analytics/order-archive',
    title: t.orderArchive,
    group: 'analytics',
    area: 'orderArchive',
  },
  {
    to: '/analytics/delivery-pharmacy',
    title: t.deliveryPharmacy,
    group: 'analytics',
    area: 'deliveryPharmacy',
  },
  {
    to: '/enrollment/stock-levels',
    title: t.stockLevels,
    group: 'enrollment',
    area: 'stockLevels',
  },
  {
    to: '/enrollment/enclosed-shipping',
    title: t.enclosedShipping,
    group: 'enrollment',
    area: 'enclosedShipping',
  },
  {
    to: '/enrollment/return',
    title: t.returnRegistration,
    group: 'enrollment',
    area: 'returnRegistration',
  },
  { to: '/enrollment/pre-order', title: t.preOrder, group: 'enrollment', area: 'preOrder' },
  {
    to: '/enrollment/recipe-upload',
    title: t.recipeUpload,
    group: 'enrollment',
    area: 'recipeUpload',
  },
  {
    to: '/enrollment/declaration-of-destruction',
    title: t.destruction,
    group: 'enrollment',
    area: 'destruction',
  },
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
