// The module's server parts (its synced half; its tables are the core's), listed by
// app/server/modules.ts.
import { moduleServer } from '../../../server/serverModules.ts';
import { customersServer } from './sync.ts';

export const customersServerModule = moduleServer({ name: 'customers', sync: customersServer });
