// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { recipeUploadRoutes } from './routes.ts';

export const recipeUploadServerModule = moduleServer({
  name: 'recipeUpload',
  tables,
  routes: recipeUploadRoutes,
});
