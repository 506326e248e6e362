// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { userSettingsServer } from './sync.ts';

export const userSettingsServerModule = moduleServer({
  name: 'userSettings',
  sync: userSettingsServer,
  tables,
});
