// Every table of the server database: the core (server/db/schema.ts) and each module's
// (modules/<name>/server/tables.ts), one line per module. Migrations are checked against it
// (tests/server/migrate.test.ts) and drizzle.config.ts reads the same files.
import * as core from '../db/schema.ts';
import * as callOff from '../../modules/callOff/server/tables.ts';
import * as callPlan from '../../modules/callPlan/server/tables.ts';
import * as customerSettings from '../../modules/customerSettings/server/tables.ts';
import * as dashboard from '../../modules/dashboard/server/tables.ts';
import * as cashbook from '../../modules/cashbook/server/tables.ts';
import * as destruction from '../../modules/destruction/server/tables.ts';
import * as drugBook from '../../modules/drugBook/server/tables.ts';
import * as medTest from '../../modules/medTest/server/tables.ts';
import * as returns from '../../modules/returns/server/tables.ts';
import * as temperatureLog from '../../modules/temperatureLog/server/tables.ts';
import * as enclosedShipping from '../../modules/enclosedShipping/server/tables.ts';
import * as preOrder from '../../modules/preOrder/server/tables.ts';
import * as recipeUpload from '../../modules/recipeUpload/server/tables.ts';
import * as stockLevels from '../../modules/stockLevels/server/tables.ts';
import * as suppliers from '../../modules/suppliers/server/tables.ts';
import * as analytics from '../../modules/analytics/server/tables.ts';
import * as content from '../../modules/content/server/tables.ts';
import * as customerAccount from '../../modules/customerAccount/server/tables.ts';
import * as deliveryPharmacy from '../../modules/deliveryPharmacy/server/tables.ts';
import * as notifications from '../../modules/notifications/server/tables.ts';
import * as surveys from '../../modules/surveys/server/tables.ts';
import * as tutorials from '../../modules/tutorials/server/tables.ts';
import * as tours from '../../modules/tours/server/tables.ts';
import * as lastChance from '../../modules/lastChance/server/tables.ts';
import * as userSettings from '../../modules/userSettings/server/tables.ts';
import * as autoSend from './autoSendRuns.ts';

export const ALL_TABLES = {
  ...core,
  ...tours,
  ...callPlan,
  ...userSettings,
  ...dashboard,
  ...customerSettings,
  ...drugBook,
  ...medTest,
  ...temperatureLog,
  ...cashbook,
  ...returns,
  ...destruction,
  ...enclosedShipping,
  ...recipeUpload,
  ...preOrder,
  ...stockLevels,
  ...suppliers,
  ...callOff,
  ...analytics,
  ...deliveryPharmacy,
  ...customerAccount,
  ...content,
  ...surveys,
  ...notifications,
  ...tutorials,
  ...lastChance,
  ...autoSend,
};
