// The registry of what each module brings to the server (issue 25): its synced half, its tables,
// its routes and its demo seed. The platform imports no module: the server root
// app/server/modules.ts lists each module's modules/<name>/server/index.ts and hands them to
// registerServerModules() before the server is built or seeded; the sync engine, buildServer,
// the seed and the migration check read them from here.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaKey } from '../src/api/access.ts';
import type { NumberedLine } from '../src/api/orderList.ts';
import type { Db } from './db/client.ts';
import { assertDistinctLockNamespaces, LOCK_NAMESPACES } from './db/locks.ts';
import type { ServerDeps } from './deps.ts';
import type { Clock } from './services/clock.ts';
import type { ImpersonationOrder, OrdersDuring } from './services/impersonations.ts';
import type { Mailer } from './services/mail.ts';
import type { MarkSource } from './sync/marks.ts';
import type { Handler, Loader, RunHandler, View } from './sync/serverModule.ts';
import type { Tx } from './sync/types.ts';

/** What a module's routes receive: the server's dependencies with the mailer made. */
export type ModuleRouteDeps = ServerDeps & { readonly mailer: Mailer };

/** The demo data's sizes, from the environment (server/config.ts). */
export interface DemoSizes {
  readonly analyticsLinesPerDay: number;
}

/**
 * A synced half as the engine sees it: handlers by mutation name, loaders and views by
 * collection (each module types its own against its contract, server/sync/serverModule.ts).
 */
export interface SyncHalf {
  // A handler's arguments are its mutation's; the engine validated them against the contract.
  readonly handlers: { readonly [name: string]: Handler<never> };
  readonly loaders: { readonly [collection: string]: Loader<unknown> };
  readonly views?: { readonly [collection: string]: View | undefined };
  readonly runs?: { readonly [name: string]: RunHandler<never> | undefined };
  readonly marks?: { readonly [collection: string]: readonly MarkSource[] | undefined };
}

/** The demo accounts' ids, and the demo seed's number (each module draws its own stream from it). */
export interface DemoAccounts {
  readonly seed: number;
  readonly users: {
    readonly apotheke: string;
    readonly mitarbeiter: string;
    readonly vertreter: string;
    readonly admin: string;
  };
}

/** What a gate judges: a route of an area, or a sync call, which carries every area's data. */
export type GateScope = { readonly area: AreaKey } | 'everything';

export interface ModuleServer {
  /** The module's folder name (modules/<name>/). */
  readonly name: string;
  readonly sync?: SyncHalf;
  /** Its Drizzle tables (modules/<name>/server/tables.ts), for the migration check. */
  readonly tables?: Readonly<Record<string, unknown>>;
  /** Its API routes, registered under /api after the platform's. */
  readonly routes?: (deps: ModuleRouteDeps) => FastifyPluginAsyncZod;
  /**
   * Refuses (throws an ApiError) a user's call while the module's condition for it is unmet: the
   * legal conditions not accepted. The guard asks every gate on each request of an area, the sync
   * routes with 'everything'; an impersonating admin is never held by the user's gates.
   */
  readonly gate?: (db: Db, userId: string, scope: GateScope) => Promise<void>;
  /**
   * Its part of a user made from an approved registration, in that transaction (the conditions:
   * the general terms ticked when registering count as accepted).
   */
  readonly onRegistrationApproved?: (
    tx: Tx,
    approved: { readonly userId: string; readonly registeredAt: Date },
    clock: Clock,
  ) => Promise<void>;
  /**
   * Its part of a web order, in the transaction that records it (order.place): the last-chance
   * offers lose the packs ordered. The place where every submission the wholesaler must act on
   * is seen once, in its transaction (an outbox, issue 29, would hang here too).
   */
  readonly onOrderPlaced?: (tx: Tx, order: PlacedOrder) => Promise<void>;
  /** The orders it recorded while the given impersonations ran, for the admin's audit trail. */
  readonly ordersDuringImpersonations?: OrdersDuring;
  /**
   * Work of its own beside the requests (a timer), started once the server has its realtime hub
   * and push service; it ends with the server (an onClose hook of its own).
   */
  readonly start?: (app: FastifyInstance, deps: ServerDeps) => void;
  /**
   * Its demo data, written after the core's demo seed and the catalogue, in the root's order (a
   * module whose seed reads another's rows comes after it). A text it returns is shown on the start line.
   */
  readonly seedDemo?: (db: Db, sizes: DemoSizes) => Promise<unknown>;
  /**
   * Its rows of the demo accounts, written in the transaction of the core's demo seed once every
   * demo user exists (so a database has all the demo accounts' data or none), in the root's order.
   */
  readonly seedDemoAccounts?: (tx: Tx, accounts: DemoAccounts) => Promise<unknown>;
  /** Reference data an installation without demo data needs too (the demo seed writes its own). */
  readonly seedBase?: (db: Db) => Promise<unknown>;
}

/** A web order as recorded, for the modules' `onOrderPlaced` (the outbox's order.placed too). */
export interface PlacedOrder {
  readonly orderId: string;
  readonly lieferkundeNr: number;
  readonly placedAt: Date;
  /** Who ordered, and the admin acting as that user (impersonation), if one did. */
  readonly userId: string;
  readonly actingAdminId: string | null;
  /** The basket's label. */
  readonly label: string;
  /** Σ quantity × price over the article lines, in cents. */
  readonly totalCents: number;
  /** Its article lines, numbered from 1, each with the note rows written under it. */
  readonly lines: readonly NumberedLine[];
}

/** Declares a module's server parts; keeps their exact type for the root's completeness check. */
export const moduleServer = <const S extends ModuleServer>(parts: S): S => parts;

let registered: readonly ModuleServer[] | null = null;
const listeners: ((modules: readonly ModuleServer[]) => void)[] = [];

/** Registers the modules' server parts, once (a second call with the same list does nothing). */
export function registerServerModules(modules: readonly ModuleServer[]): void {
  if (registered) {
    if (registered.length === modules.length && registered.every((m, i) => m === modules[i])) {
      return;
    }
    throw new Error('The server modules were registered twice with different lists.');
  }
  const names = new Set<string>();
  for (const { name } of modules) {
    if (names.has(name)) throw new Error(`The server module '${name}' is listed twice.`);
    names.add(name);
  }
  // A module locks by its own name (server/db/locks.ts): no two may meet in one namespace.
  assertDistinctLockNamespaces([...Object.keys(LOCK_NAMESPACES), ...names]);
  registered = modules;
  for (const listener of listeners.splice(0)) listener(modules);
}

/** Runs `fill` once the modules are registered (at once when they are). */
export function onServerModulesRegistered(fill: (modules: readonly ModuleServer[]) => void): void {
  if (registered) fill(registered);
  else listeners.push(fill);
}

/** The registered modules; throws before registration, so a root that forgot it shows at once. */
export function serverModules(): readonly ModuleServer[] {
  if (!registered) {
    throw new Error('No server modules registered: import the root app/server/modules.ts first.');
  }
  return registered;
}

/** Asks every module's gate (see ModuleServer.gate); the first refusal is thrown. */
export async function refuseByGates(db: Db, userId: string, scope: GateScope): Promise<void> {
  for (const { gate } of serverModules()) if (gate) await gate(db, userId, scope);
}

/** Every module's part of an approved registration (ModuleServer.onRegistrationApproved). */
export function onRegistrationApproved(clock: Clock) {
  return async (tx: Tx, approved: { readonly userId: string; readonly registeredAt: Date }) => {
    for (const { onRegistrationApproved: part } of serverModules()) {
      if (part) await part(tx, approved, clock);
    }
  };
}

/** Every module's part of a web order, in its transaction (ModuleServer.onOrderPlaced). */
export async function orderPlaced(tx: Tx, order: PlacedOrder): Promise<void> {
  for (const { onOrderPlaced } of serverModules())
    if (onOrderPlaced) await onOrderPlaced(tx, order);
}

/** Every module's orders placed during these impersonations, oldest first. */
export const ordersDuringImpersonations: OrdersDuring = async (db, impersonationIds) => {
  const found = await Promise.all(
    serverModules().map((m) => m.ordersDuringImpersonations?.(db, impersonationIds) ?? []),
  );
  const byTime = (a: ImpersonationOrder, b: ImpersonationOrder) =>
    a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return found.flat().sort(byTime);
};
