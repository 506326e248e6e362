// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { analyticsServer } from './sync.ts';
import { documentRoutes } from './routes.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { seedAnalytics } from './seed.ts';

export const analyticsServerModule = moduleServer({
  name: 'analytics',
  sync: analyticsServer,
  tables,
  routes: documentRoutes,
  seedDemo: async (db, sizes) => {
    // After the catalogue, whose articles the deliveries draw from (issue 14).
    const lines = await seedAnalytics(db, sizes.analyticsLinesPerDay);
    return lines > 0 ? `${lines.toLocaleString('de-DE')} Lieferscheinzeilen angelegt` : undefined;
  },
});
