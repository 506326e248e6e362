// The server root's list of modules (issue 25): the one place a module's server parts are added.
// Importing this file registers the synced modules' contracts (../modules.ts) and then each
// module's server parts (server/serverModules.ts), which the sync engine, buildServer, the seed
// and the migration check read. The server's entry point and the server tests import it first.
import '../modules.ts';
import type { UnionToIntersection } from '../../src/api/module.ts';
import type { Collection, MutationName } from '../../src/api/sync.ts';
import { registerServerModules } from '../../server/serverModules.ts';
import { analyticsServerModule } from '../../modules/analytics/server/index.ts';
import { callOffServerModule } from '../../modules/callOff/server/index.ts';
import { deliveryPharmacyServerModule } from '../../modules/deliveryPharmacy/server/index.ts';
import { lastChanceServerModule } from '../../modules/lastChance/server/index.ts';
import { temperatureLogServerModule } from '../../modules/temperatureLog/server/index.ts';
import { medTestServerModule } from '../../modules/medTest/server/index.ts';
import { enclosedShippingServerModule } from '../../modules/enclosedShipping/server/index.ts';
import { contentServerModule } from '../../modules/content/server/index.ts';
import { customerAccountServerModule } from '../../modules/customerAccount/server/index.ts';
import { returnsServerModule } from '../../modules/returns/server/index.ts';
import { toursServerModule } from '../../modules/tours/server/index.ts';
import { suppliersServerModule } from '../../modules/suppliers/server/index.ts';
import { preOrderServerModule } from '../../modules/preOrder/server/index.ts';
import { stockLevelsServerModule } from '../../modules/stockLevels/server/index.ts';
import { notificationsServerModule } from '../../modules/notifications/server/index.ts';
import { shopServerModule } from '../../modules/shop/server/index.ts';
import { cashbookServerModule } from '../../modules/cashbook/server/index.ts';
import { userSettingsServerModule } from '../../modules/userSettings/server/index.ts';
import { dashboardServerModule } from '../../modules/dashboard/server/index.ts';
import { surveysServerModule } from '../../modules/surveys/server/index.ts';
import { tutorialsServerModule } from '../../modules/tutorials/server/index.ts';
import { drugBookServerModule } from '../../modules/drugBook/server/index.ts';
import { destructionServerModule } from '../../modules/destruction/server/index.ts';
import { callPlanServerModule } from '../../modules/callPlan/server/index.ts';
import { conditionsServerModule } from '../../modules/conditions/server/index.ts';
import { customerSettingsServerModule } from '../../modules/customerSettings/server/index.ts';
import { recipeUploadServerModule } from '../../modules/recipeUpload/server/index.ts';

/**
 * Every module's server parts. Demo data is seeded in this order after the core's (a module
 * whose seed reads another's rows comes after it: the analytics' delivery lines before returns).
 */
export const SERVER_MODULES = [
  analyticsServerModule,
  callOffServerModule,
  deliveryPharmacyServerModule,
  lastChanceServerModule,
  temperatureLogServerModule,
  medTestServerModule,
  enclosedShippingServerModule,
  contentServerModule,
  customerAccountServerModule,
  returnsServerModule,
  toursServerModule,
  suppliersServerModule,
  preOrderServerModule,
  stockLevelsServerModule,
  notificationsServerModule,
  shopServerModule,
  cashbookServerModule,
  userSettingsServerModule,
  dashboardServerModule,
  surveysServerModule,
  tutorialsServerModule,
  drugBookServerModule,
  destructionServerModule,
  callPlanServerModule,
  conditionsServerModule,
  customerSettingsServerModule,
  recipeUploadServerModule,
] as const;

registerServerModules(SERVER_MODULES);

/** Fails to compile while a declared mutation or collection has no server half. */
type Halves = NonNullable<Extract<(typeof SERVER_MODULES)[number], { sync: unknown }>['sync']>;
type NoneMissing<T extends never> = T;
export type HandlersComplete = NoneMissing<
  Exclude<MutationName, keyof UnionToIntersection<Halves['handlers']>>
>;
export type LoadersComplete = NoneMissing<
  Exclude<Collection, keyof UnionToIntersection<Halves['loaders']>>
>;
