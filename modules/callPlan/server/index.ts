// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { callPlanServer } from './sync.ts';
import { seedCallPlan } from './seed.ts';
import { moduleServer } from '../../../server/serverModules.ts';

export const callPlanServerModule = moduleServer({
  name: 'callPlan',
  sync: callPlanServer,
  tables,
  // Who calls which customer when: drawn with the tours (issue 15).
  seedDemo: (db) => seedCallPlan(db),
});
