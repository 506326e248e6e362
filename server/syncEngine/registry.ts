// The server halves of the synced modules (issue 11), typed against their declarations in
// src/api/modules.ts: a mutation without its handler, or a collection without its loader, does
// not compile. A module's server half lives in server/modules/<module>.ts.
import type { UnionToIntersection } from '../../src/api/module.ts';
import type { Collection, MutationArgs, MutationName, RowOf } from '../../src/api/sync.ts';
import { dashboardServer } from '../../modules/dashboard/server/sync.ts';
import { cashbookServer } from '../../modules/cashbook/server/sync.ts';
import { temperatureLogServer } from '../../modules/temperatureLog/server/sync.ts';
import { drugBookServer } from '../../modules/drugBook/server/sync.ts';
import { callOffServer } from '../../modules/callOff/server/sync.ts';
import { enclosedShippingServer } from '../../modules/enclosedShipping/server/sync.ts';
import { lastChanceServer } from '../../modules/lastChance/server/sync.ts';
import { medTestServer } from '../../modules/medTest/server/sync.ts';
import { returnsServer } from '../../modules/returns/server/sync.ts';
import { destructionServer } from '../../modules/destruction/server/sync.ts';
import { callPlanServer } from '../../modules/callPlan/server/sync.ts';
import { toursServer } from '../../modules/tours/server/sync.ts';
import { shopServer } from '../../modules/shop/server/sync.ts';
import { preOrderServer } from '../../modules/preOrder/server/sync.ts';
import { suppliersServer } from '../../modules/suppliers/server/sync.ts';
import { stockLevelsServer } from '../../modules/stockLevels/server/sync.ts';
import { userSettingsServer } from '../../modules/userSettings/server/sync.ts';
import { analyticsServer } from '../../modules/analytics/server/sync.ts';
import { deliveryPharmacyServer } from '../../modules/deliveryPharmacy/server/sync.ts';
import { contentServer } from '../../modules/content/server/sync.ts';
import { customerAccountServer } from '../../modules/customerAccount/server/sync.ts';
import { notificationsServer } from '../../modules/notifications/server/sync.ts';
import { surveysServer } from '../../modules/surveys/server/sync.ts';
import { tutorialsServer } from '../../modules/tutorials/server/sync.ts';
import type { Handler, Loader, View } from '../sync/serverModule.ts';

export type { Changed, Handler, Loader, LoadScope, View } from '../sync/serverModule.ts';

/** Every module's server half: one line per module of src/api/modules.ts. */
const SERVER_MODULES = [
  notificationsServer,
  shopServer,
  cashbookServer,
  userSettingsServer,
  dashboardServer,
  surveysServer,
  tutorialsServer,
  analyticsServer,
  callOffServer,
  deliveryPharmacyServer,
  lastChanceServer,
  temperatureLogServer,
  drugBookServer,
  medTestServer,
  enclosedShippingServer,
  contentServer,
  customerAccountServer,
  returnsServer,
  destructionServer,
  toursServer,
  callPlanServer,
  suppliersServer,
  preOrderServer,
  stockLevelsServer,
] as const;

type Halves = (typeof SERVER_MODULES)[number];

export const HANDLERS = Object.assign({}, ...SERVER_MODULES.map((m) => m.handlers)) as {
  readonly [N in MutationName]: Handler<MutationArgs<N>>;
};

export const LOADERS = Object.assign({}, ...SERVER_MODULES.map((m) => m.loaders)) as {
  readonly [C in Collection]: Loader<RowOf<C>>;
};

/** The collections with a view of their own (rows that depend on the user's roles). */
export const VIEWS: { readonly [C in Collection]?: View } = Object.assign(
  {},
  ...SERVER_MODULES.map((m) => m.views ?? {}),
);

/**
 * Fails to compile while a declared mutation or collection has no server half (the merge above
 * cannot check its keys itself).
 */
type NoneMissing<T extends never> = T;
export type HandlersComplete = NoneMissing<
  Exclude<MutationName, keyof UnionToIntersection<Halves['handlers']>>
>;
export type LoadersComplete = NoneMissing<
  Exclude<Collection, keyof UnionToIntersection<Halves['loaders']>>
>;
