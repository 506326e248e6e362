import type { dashboardModule } from '../../../modules/dashboard/contract.ts';
import type { Scenarios } from './scenario.ts';

export const dashboardScenarios: Scenarios<typeof dashboardModule> = {
  'dashboard.add': [
    {
      title: 'a first change starts from the default layout; adding one shown changes nothing',
      steps: () => [
        { name: 'dashboard.remove', args: { widget: 'lastOrders' } },
        { name: 'dashboard.add', args: { widget: 'lastOrders' } },
        { name: 'dashboard.add', args: { widget: 'syncStatus' } },
      ],
    },
  ],
  'dashboard.remove': [
    {
      title: 'removing every widget leaves an empty layout; removing again changes nothing',
      steps: () => [
        { name: 'dashboard.reset', args: {} },
        { name: 'dashboard.remove', args: { widget: 'notifications' } },
        { name: 'dashboard.remove', args: { widget: 'primaryBasket' } },
        { name: 'dashboard.remove', args: { widget: 'lastOrders' } },
        { name: 'dashboard.remove', args: { widget: 'syncStatus' } },
        { name: 'dashboard.remove', args: { widget: 'syncStatus' } },
        { name: 'dashboard.remove', args: { widget: 'laterWidget' } },
      ],
    },
  ],
  'dashboard.move': [
    {
      title: 'moves to the front, past the end and of a widget not shown',
      steps: () => [
        { name: 'dashboard.reset', args: {} },
        { name: 'dashboard.move', args: { widget: 'syncStatus', to: 0 } },
        { name: 'dashboard.move', args: { widget: 'notifications', to: 19 } },
        { name: 'dashboard.move', args: { widget: 'primaryBasket', to: 2 } },
        { name: 'dashboard.remove', args: { widget: 'lastOrders' } },
        { name: 'dashboard.move', args: { widget: 'lastOrders', to: 0 } },
      ],
    },
  ],
  'dashboard.reset': [
    {
      title: 'reset brings back the default layout',
      steps: () => [
        { name: 'dashboard.remove', args: { widget: 'notifications' } },
        { name: 'dashboard.move', args: { widget: 'syncStatus', to: 0 } },
        { name: 'dashboard.reset', args: {} },
      ],
    },
  ],
};
