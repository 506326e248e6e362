// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { contentRoutes } from './routes.ts';
import { contentServer } from './sync.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { renderDownload } from './files.ts';
import { seedContent } from './seed.ts';

export const contentServerModule = moduleServer({
  name: 'content',
  sync: contentServer,
  tables,
  routes: contentRoutes,
  // The downloads, news and videos (after the analytics documents; issue 15).
  seedDemo: (db) => seedContent(db, async (d) => (await renderDownload(d)).length),
});
