// The widget registry: what a user sees and may add follows the SPEC 6 table (roles and feature
// flags), unknown ids (a newer version's widgets) are skipped, the order is the layout's.
import { describe, expect, it } from 'vitest';
import { WIDGET_AREAS, WIDGET_IDS } from '../../../modules/dashboard/rules';
import { addableWidgets, shownWidgets, WIDGETS } from '../../../modules/dashboard/ui/widgets';

const ids = (widgets: readonly { id: string }[]) => widgets.map((w) => w.id);
const principal = (roles: string[]) => ({ roles, features: [] });

describe('widget registry', () => {
  it('has one entry per known id, with the area of the contract', () => {
    expect(Object.keys(WIDGETS).sort()).toEqual([...WIDGET_IDS].sort());
    for (const id of WIDGET_IDS) {
      expect(WIDGETS[id].id).toBe(id);
      expect(WIDGETS[id].area).toBe(WIDGET_AREAS[id]);
      expect(WIDGETS[id].title.length).toBeGreaterThan(0);
    }
  });

  it('shows the shop widgets only to role Auftrag, in the layout order', () => {
    const layout = ['syncStatus', 'lastOrders', 'laterWidget', 'notifications', 'primaryBasket'];
    expect(ids(shownWidgets(layout, principal(['User', 'Auftrag'])))).toEqual([
      'syncStatus',
      'lastOrders',
      'notifications',
      'primaryBasket',
    ]);
    expect(ids(shownWidgets(layout, principal(['User'])))).toEqual(['syncStatus', 'notifications']);
    // Without role User, nothing (canAccess demands it for every area).
    expect(ids(shownWidgets(layout, principal(['Auftrag'])))).toEqual(['syncStatus']);
  });

  it('offers to add only allowed widgets not on the dashboard', () => {
    expect(ids(addableWidgets(['notifications'], principal(['User', 'Auftrag'])))).toEqual([
      'primaryBasket',
      'lastOrders',
      'syncStatus',
      'nextDelivery',
    ]);
    expect(ids(addableWidgets([], principal(['User'])))).toEqual(['notifications', 'syncStatus']);
    expect(ids(addableWidgets([...WIDGET_IDS], principal(['User', 'Auftrag'])))).toEqual([]);
  });

  it("offers 'Nächste Lieferung' to every orderer (role Auftrag), not without it", () => {
    expect(ids(addableWidgets([], principal(['User', 'Auftrag'])))).toContain('nextDelivery');
    expect(ids(addableWidgets([], principal(['User', 'Tourenbrowser'])))).not.toContain(
      'nextDelivery',
    );
  });
});
