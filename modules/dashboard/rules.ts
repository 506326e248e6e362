// The dashboard's layout (issue 13 item 11): the rules both halves of the module apply, and the
// layout of a user who never edited it. Pure and free of texts, so the dashboard, the contract
// and the server share them.
import type { AreaKey } from '../../src/api/access';

/**
 * The widgets this version knows, each with the SPEC 6 area a user needs to see it (null: every
 * user). A later module adds its widget here and in modules/dashboard/ui/widgets.ts (see
 * modules/dashboard/README.md 'Dashboard widgets'). Mutations accept only these ids.
 */
export const WIDGET_AREAS = {
  notifications: 'notifications',
  primaryBasket: 'shop',
  lastOrders: 'shop',
  syncStatus: null,
  backorders: 'residues',
  // The next cut-off and delivery (issue 15): every orderer receives the tours (modules/tours/contract.ts).
  nextDelivery: 'shop',
} as const satisfies Readonly<Record<string, AreaKey | null>>;

export type WidgetId = keyof typeof WIDGET_AREAS;
export const WIDGET_IDS = Object.keys(WIDGET_AREAS) as [WidgetId, ...WidgetId[]];

export const isWidgetId = (id: string): id is WidgetId => Object.hasOwn(WIDGET_AREAS, id);

/** The most widgets a stored layout holds (the known set is smaller; room for later ones). */
export const LAYOUT_MAX = 20;

/**
 * The shape of a stored widget id. A stored layout may name widgets a newer version added; an
 * older client keeps them in the list (and in moves) but does not show them.
 */
export const WIDGET_ID_PATTERN = /^[a-z][A-Za-z0-9]{0,39}$/;

/** What a user who never edited the dashboard sees (in this order). */
export const DEFAULT_LAYOUT: readonly string[] = [
  'notifications',
  'primaryBasket',
  'lastOrders',
  'syncStatus',
];

/** A change of the layout: one intent, so two devices' offline changes merge. */
export type LayoutChange =
  | { readonly kind: 'add'; readonly widget: string }
  | { readonly kind: 'remove'; readonly widget: string }
  | { readonly kind: 'move'; readonly widget: string; readonly to: number }
  | { readonly kind: 'reset' };

/**
 * The layout after a change. Each change is idempotent (the rebase after a pull re-applies
 * queued changes): adding a widget already shown, removing one not shown or moving one not
 * shown changes nothing; a move puts the widget at index `to` of the list without it (the end
 * if `to` is past it), so applying it twice gives the same list. A layout at LAYOUT_MAX takes
 * no further widget.
 */
export function applyLayoutChange(current: readonly string[], change: LayoutChange): string[] {
  const list = [...current];
  switch (change.kind) {
    case 'add':
      if (list.includes(change.widget) || list.length >= LAYOUT_MAX) return list;
      return [...list, change.widget];
    case 'remove':
      return list.filter((id) => id !== change.widget);
    case 'move': {
      if (!list.includes(change.widget)) return list;
      const rest = list.filter((id) => id !== change.widget);
      const at = Math.max(0, Math.min(change.to, rest.length));
      return [...rest.slice(0, at), change.widget, ...rest.slice(at)];
    }
    case 'reset':
      return [...DEFAULT_LAYOUT];
  }
}

/**
 * The index a move up or down of `widget` sends it to in the whole stored list, stepping over
 * widgets this user does not see (`visible` says which are shown): it trades places with the
 * previous or next shown widget. Null when it is already first or last among the shown ones.
 */
export function moveTarget(
  layout: readonly string[],
  visible: (id: string) => boolean,
  widget: string,
  direction: 'up' | 'down',
): number | null {
  const from = layout.indexOf(widget);
  if (from < 0) return null;
  if (direction === 'up') {
    for (let i = from - 1; i >= 0; i--) {
      const id = layout[i];
      if (id !== undefined && visible(id)) return i;
    }
    return null;
  }
  for (let i = from + 1; i < layout.length; i++) {
    const id = layout[i];
    // In the list without the widget, the next shown one sits at i - 1: after it is i.
    if (id !== undefined && visible(id)) return i;
  }
  return null;
}
