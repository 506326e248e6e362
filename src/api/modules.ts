// The registry of synced modules (issue 11): the one list a new offline-first module is added
// to. Everything that used to list collections or mutations by hand derives from it: the Dexie
// schema, the pull answer's shape and its local application, the outbox's transaction scopes,
// the descriptions of rejected changes, the server's pull, push and convergence (whose halves
// server/syncEngine/registry.ts types against it) and the e2e convergence check.
import type { z } from 'zod';
import { dashboardModule } from '../../modules/dashboard/contract';
import { cashbookModule } from '../../modules/cashbook/contract';
import { destructionModule } from '../../modules/destruction/contract';
import { drugBookModule } from '../../modules/drugBook/contract';
import { callOffModule } from '../../modules/callOff/contract';
import { enclosedShippingModule } from '../../modules/enclosedShipping/contract';
import { lastChanceModule } from '../../modules/lastChance/contract';
import { medTestModule } from '../../modules/medTest/contract';
import { callPlanModule } from '../../modules/callPlan/contract';
import { toursModule } from '../../modules/tours/contract';
import type { RowOfDef, UnionToIntersection } from './module';
import { shopModule } from '../../modules/shop/contract';
import { returnsModule } from '../../modules/returns/contract';
import { suppliersModule } from '../../modules/suppliers/contract';
import { preOrderModule } from '../../modules/preOrder/contract';
import { stockLevelsModule } from '../../modules/stockLevels/contract';
import { temperatureLogModule } from '../../modules/temperatureLog/contract';
import { userSettingsModule } from '../../modules/userSettings/contract';
import { analyticsModule } from '../../modules/analytics/contract';
import { deliveryPharmacyModule } from '../../modules/deliveryPharmacy/contract';
import { contentModule } from '../../modules/content/contract';
import { customerAccountModule } from '../../modules/customerAccount/contract';
import { notificationsModule } from '../../modules/notifications/contract';
import { surveysModule } from '../../modules/surveys/contract';
import { tutorialsModule } from '../../modules/tutorials/contract';

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

type AnyModule = (typeof MODULES)[number];

export type CollectionDefs = UnionToIntersection<AnyModule['collections']>;
export type Collection = keyof CollectionDefs & string;
export type RowOf<C extends Collection> = RowOfDef<CollectionDefs[C]>;

type AnyMutation = AnyModule['mutations'][number];
export type MutationName = AnyMutation['name'];
export type MutationDefOf<N extends MutationName> = Extract<AnyMutation, { name: N }>;
export type MutationArgs<N extends MutationName> = z.infer<MutationDefOf<N>['args']>;

function unique(kind: string, names: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new Error(`Two synced modules declare the ${kind} '${name}'.`);
    seen.add(name);
  }
}

unique(
  'collection',
  MODULES.flatMap((m) => Object.keys(m.collections)),
);
unique(
  'mutation',
  MODULES.flatMap((m) => m.mutations.map((d) => d.name)),
);

export const COLLECTION_DEFS = Object.assign(
  {},
  ...MODULES.map((m) => m.collections),
) as CollectionDefs;

/** The collections that sync, in pull order. */
export const COLLECTIONS = MODULES.flatMap((m) => Object.keys(m.collections)) as Collection[];

export const MUTATIONS = Object.fromEntries(
  MODULES.flatMap((m) => m.mutations.map((d) => [d.name, d] as const)),
) as { readonly [N in MutationName]: MutationDefOf<N> };

export const MUTATION_NAMES = Object.keys(MUTATIONS) as MutationName[];

export const isMutationName = (name: string): name is MutationName =>
  Object.hasOwn(MUTATIONS, name);

/** The collections of the module that declares a mutation (what its description may look at). */
export function moduleCollectionsOf(name: MutationName): Collection[] {
  const module = MODULES.find((m) => m.mutations.some((d) => d.name === name));
  return Object.keys(module?.collections ?? {}) as Collection[];
}
