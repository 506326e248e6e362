// SPEC 4's conditions guard, for the main layout's beforeLoad: loads the open conditions (once,
// waiting with the 10 ms re-check) and decides with the pure decideConditions of the contract.
import { decideConditions, isConditionsFreeScreen, type ConditionsDecision } from '../rules';
import type { Me } from '../../../src/worker/api';
import { awaitConditions, ConditionsStore } from './conditionsStore';

// The call and its zod contract load with the first check, not with the layout: the route tree
// (and so this guard) is in /login's bundle, which carries no zod.
export const conditionsStore = new ConditionsStore({
  load: async () => {
    const { conditionsApi } = await import('./api');
    return (await conditionsApi.openConditions()).items;
  },
});

/** The list belongs to a user, and is another one during an impersonation (then empty). */
export const conditionsIdentity = (me: Me) => JSON.stringify([me.user.id, me.user.impersonated_by]);

export async function guardConditions(
  me: Me,
  target: { readonly pathname: string; readonly href: string },
): Promise<ConditionsDecision> {
  // The checker, the error pages and the logout never wait for the list (no loop, no block).
  if (isConditionsFreeScreen(target.pathname)) return { kind: 'pass' };
  const state = await awaitConditions(conditionsStore, conditionsIdentity(me));
  return decideConditions(state.kind === 'loaded' ? state.items : [], target);
}

/** The matchcode of the first open condition, or null (none, or the list is unavailable). */
export async function firstOpenCondition(me: Me, store: ConditionsStore): Promise<string | null> {
  const state = await awaitConditions(store, conditionsIdentity(me));
  return state.kind === 'loaded' ? (state.items[0]?.matchcode ?? null) : null;
}
