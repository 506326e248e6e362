// The client root's list of synced modules (issue 25): the one place a new offline-first module
// is added. Importing this file registers them (src/api/modules.ts); every root imports it before
// anything syncs: the page (app/client/main.tsx), the sync worker (app/client/sync.worker.ts),
// the server (app/server/modules.ts), the test setups and the benches.
import { registerModules } from '../src/api/modules';
import { dashboardModule } from '../modules/dashboard/contract';
import { cashbookModule } from '../modules/cashbook/contract';
import { destructionModule } from '../modules/destruction/contract';
import { drugBookModule } from '../modules/drugBook/contract';
import { callOffModule } from '../modules/callOff/contract';
import { enclosedShippingModule } from '../modules/enclosedShipping/contract';
import { lastChanceModule } from '../modules/lastChance/contract';
import { medTestModule } from '../modules/medTest/contract';
import { callPlanModule } from '../modules/callPlan/contract';
import { toursModule } from '../modules/tours/contract';
import { shopModule } from '../modules/shop/contract';
import { returnsModule } from '../modules/returns/contract';
import { suppliersModule } from '../modules/suppliers/contract';
import { preOrderModule } from '../modules/preOrder/contract';
import { stockLevelsModule } from '../modules/stockLevels/contract';
import { temperatureLogModule } from '../modules/temperatureLog/contract';
import { userSettingsModule } from '../modules/userSettings/contract';
import { analyticsModule } from '../modules/analytics/contract';
import { deliveryPharmacyModule } from '../modules/deliveryPharmacy/contract';
import { contentModule } from '../modules/content/contract';
import { customerAccountModule } from '../modules/customerAccount/contract';
import { notificationsModule } from '../modules/notifications/contract';
import { surveysModule } from '../modules/surveys/contract';
import { tutorialsModule } from '../modules/tutorials/contract';

/** Every synced module. Collections pull in this order (a parent before its children). */
export const MODULES = [
  notificationsModule,
  shopModule,
  cashbookModule,
  userSettingsModule,
  dashboardModule,
  surveysModule,
  tutorialsModule,
  analyticsModule,
  callOffModule,
  deliveryPharmacyModule,
  lastChanceModule,
  temperatureLogModule,
  drugBookModule,
  medTestModule,
  enclosedShippingModule,
  contentModule,
  customerAccountModule,
  returnsModule,
  destructionModule,
  toursModule,
  callPlanModule,
  suppliersModule,
  preOrderModule,
  stockLevelsModule,
] as const;

declare module '../src/api/modules' {
  interface Register {
    modules: typeof MODULES;
  }
}

registerModules(MODULES);
