// The widget registry of the dashboard (issue 13 item 11): the widget slot later modules plug
// into. One entry per widget id of modules/dashboard/rules.ts (WIDGET_AREAS; a missing entry does
// not compile): its German name, the SPEC 6 area a user needs to see it (the same table the
// routes and the server use), the component, loaded only when the widget is shown, and
// optionally a live count shown beside the name. How a module adds one:
// modules/dashboard/README.md 'Dashboard widgets'.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { canAccess, type AreaKey, type Principal } from '../../../src/api/access';
import { isWidgetId, WIDGET_AREAS, type WidgetId } from '../rules';
import type { PortalDb } from '../../../src/db';
import { dashboardDe } from '../texts.de';

/** What a widget's count may look at: the user's database and the session's scope. */
export interface WidgetScope {
  readonly lieferkundeNr: number | null;
}

export interface WidgetDef {
  readonly id: WidgetId;
  readonly title: string;
  /** The area whose roles and feature flags a user needs (null: every user). */
  readonly area: AreaKey | null;
  readonly Component: LazyExoticComponent<ComponentType>;
  /**
   * A count shown as a badge beside the title (unread notifications, open backorders), read
   * as a live query: it follows the local database. Zero shows no badge.
   */
  readonly badge?: (db: PortalDb, scope: WidgetScope) => Promise<number>;
  /** The badge's words for a count; '3 neu' when not given. */
  readonly badgeText?: (count: number) => string;
}

const names = dashboardDe.widgetNames;

export const WIDGETS: { readonly [K in WidgetId]: WidgetDef & { readonly id: K } } = {
  notifications: {
    id: 'notifications',
    title: names.notifications,
    area: WIDGET_AREAS.notifications,
    Component: lazy(() =>
      import('../../notifications/ui').then((m) => ({
        default: m.NotificationsWidget,
      })),
    ),
    badge: (db) => db.notifications.filter((row) => !row.seen).count(),
  },
  primaryBasket: {
    id: 'primaryBasket',
    title: names.primaryBasket,
    area: WIDGET_AREAS.primaryBasket,
    Component: lazy(() =>
      import('../../shop/ui').then((m) => ({ default: m.PrimaryBasketWidget })),
    ),
  },
  lastOrders: {
    id: 'lastOrders',
    title: names.lastOrders,
    area: WIDGET_AREAS.lastOrders,
    Component: lazy(() => import('../../shop/ui').then((m) => ({ default: m.LastOrdersWidget }))),
  },
  syncStatus: {
    id: 'syncStatus',
    title: names.syncStatus,
    area: WIDGET_AREAS.syncStatus,
    Component: lazy(() =>
      import('./SyncStatusWidget').then((m) => ({ default: m.SyncStatusWidget })),
    ),
  },
  backorders: {
    id: 'backorders',
    title: names.backorders,
    area: WIDGET_AREAS.backorders,
    Component: lazy(() =>
      import('../../analytics/ui').then((m) => ({ default: m.ResiduesWidget })),
    ),
    badge: async (db, { lieferkundeNr }) =>
      lieferkundeNr === null
        ? 0
        : db.backorders.where('[lieferkundeNr+state]').equals([lieferkundeNr, 'open']).count(),
    badgeText: dashboardDe.openBadge,
  },
  nextDelivery: {
    id: 'nextDelivery',
    title: names.nextDelivery,
    area: WIDGET_AREAS.nextDelivery,
    Component: lazy(() =>
      import('../../tours/ui').then((m) => ({ default: m.NextDeliveryWidget })),
    ),
  },
};

/** The widget of a stored id, if this version knows it and the user may see it. */
export function widgetFor(id: string, principal: Principal): WidgetDef | null {
  if (!isWidgetId(id)) return null;
  const widget: WidgetDef = WIDGETS[id];
  return widget.area === null || canAccess(principal, widget.area) ? widget : null;
}

/** The widgets of a layout this user sees, in its order (unknown and forbidden ones skipped). */
export function shownWidgets(layout: readonly string[], principal: Principal): WidgetDef[] {
  return layout.flatMap((id) => {
    const widget = widgetFor(id, principal);
    return widget ? [widget] : [];
  });
}

/** The widgets the user may add: allowed and not on the layout, in the registry's order. */
export function addableWidgets(layout: readonly string[], principal: Principal): WidgetDef[] {
  return (Object.keys(WIDGETS) as WidgetId[]).flatMap((id) => {
    const widget = widgetFor(id, principal);
    return widget && !layout.includes(id) ? [widget] : [];
  });
}
