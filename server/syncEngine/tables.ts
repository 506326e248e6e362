// Every table of the server database: the core (server/db/schema.ts) and each module's
// (modules/<name>/server/tables.ts), one line per module. Migrations are checked against it
// (tests/server/migrate.test.ts) and drizzle.config.ts reads the same files.
import * as core from '../db/schema.ts';
import * as analytics from '../../modules/analytics/server/tables.ts';
import * as callPlan from '../../modules/callPlan/server/tables.ts';
import * as content from '../../modules/content/server/tables.ts';
import * as customerAccount from '../../modules/customerAccount/server/tables.ts';
import * as deliveryPharmacy from '../../modules/deliveryPharmacy/server/tables.ts';
import * as notifications from '../../modules/notifications/server/tables.ts';
import * as surveys from '../../modules/surveys/server/tables.ts';
import * as tutorials from '../../modules/tutorials/server/tables.ts';
import * as tours from '../../modules/tours/server/tables.ts';
import * as autoSend from './autoSendRuns.ts';

export const ALL_TABLES = {
  ...core,
  ...tours,
  ...callPlan,
  ...analytics,
  ...deliveryPharmacy,
  ...customerAccount,
  ...content,
  ...surveys,
  ...notifications,
  ...tutorials,
  ...autoSend,
};
