// The platform's declared calls (src/api/sessionCalls.ts, shell.ts, push.ts, catalogue.ts) in
// the shapes their callers use. Each goes through the worker's one `request` and is read with its
// declaration's schema, so neither the worker nor this file spells a path or a schema. The
// declarations (zod) load with the first call: this file is in the login page's bundle.
import { sendCall, type Endpoint, type EndpointCall, type EndpointRequest } from '../api/endpoint';
import type { AvailabilityBody } from '../api/catalogue';
import type { DeletePushSubscriptionBody, PushSubscriptionBody } from '../api/push';

type Send = (request: EndpointRequest) => Promise<unknown>;

export interface LieferkundenSearch {
  readonly search: string;
  readonly differential: boolean;
  readonly limit: number;
}

/** The calls of a lazily loaded declaration, by name. */
function declared<E extends Record<string, Endpoint>>(send: Send, load: () => Promise<E>) {
  return <K extends keyof E & string>(name: K): EndpointCall<E[K]> =>
    (async (input?: unknown) => {
      const endpoint = (await load())[name];
      if (!endpoint) throw new Error(`No declared call ${name}`);
      return sendCall(send, endpoint, input);
    }) as EndpointCall<E[K]>;
}

export function platformCalls(send: Send) {
  const session = declared(send, () =>
    import('../api/sessionCalls').then((m) => m.SESSION_ENDPOINTS),
  );
  const shell = declared(send, () => import('../api/shell').then((m) => m.SHELL_ENDPOINTS));
  const push = declared(send, () => import('../api/push').then((m) => m.PUSH_ENDPOINTS));
  const shop = declared(send, () =>
    import('../api/catalogue').then((m) => ({ availability: m.AVAILABILITY_ENDPOINT })),
  );
  return {
    lieferkunden: async ({ search, differential, limit }: LieferkundenSearch) =>
      (
        await session('lieferkunden')({
          search: search || undefined,
          differential: differential ? 'true' : 'false',
          limit,
        })
      ).items,
    setCurrentLieferkunde: (LieferkundeNr: number, differential: boolean) =>
      session('currentLieferkunde')({ LieferkundeNr, differential }),
    resetDifferential: () => session('resetDifferential')(),
    getAutologonLkndNr: async () => (await session('autologon')()).value,
    setAutologonLkndNr: async (value: string) => (await session('setAutologon')({ value })).value,
    impersonate: (userId: string) => session('impersonate')({ userId }),
    depersonate: () => session('depersonate')(),
    /** Online only; the caller shows its own state (SPEC 8: silent by its URL). */
    checkAvailability: (body: AvailabilityBody) => shop('availability')(body),
    /** Issue 13: the help button's contact for the session's delivery customer (kept offline). */
    helpContact: () => shell('helpContact')(),
    /** SPEC 7 "Domain suggestions" (kept offline). */
    domainSuggestions: () => shell('domainSuggestions')(),
    /** Issue 13 item 7, Web Push: the server's VAPID public key and the browser's subscription. */
    pushPublicKey: () => push('publicKey')(),
    addPushSubscription: (body: PushSubscriptionBody) => push('subscribe')(body),
    removePushSubscription: (body: DeletePushSubscriptionBody) => push('unsubscribe')(body),
  };
}

export type PlatformCalls = ReturnType<typeof platformCalls>;
