// The typed calls of this release, each parsed by the zod contract. Screens reach them through
// feature modules, never through fetch.
import { AvailabilityAnswer, CATALOGUE_API, type AvailabilityBody } from '../api/catalogue';
import type { EndpointRequest } from '../api/endpoint';
import { API } from '../api/paths';
import { DomainSuggestions, HelpContact } from '../api/shell';
import {
  PUSH_API,
  PushPublicKey,
  type DeletePushSubscriptionBody,
  type PushSubscriptionBody,
} from '../api/push';
import {
  RegisterAnswer,
  RegisterConfig,
  RegisterSettings,
  TestUserExistsAnswer,
  type RegistrationBody,
} from '../api/registration';
import {
  DomainConfig,
  LieferkundenList,
  Me,
  UserStoreEntry,
  type AdminUser,
  type ImpersonationAuditPage,
  type Lieferkunde,
} from '../api/schemas';
import type { HttpClient } from './http';

export type { AdminUser, DomainConfig, ImpersonationAuditPage, Lieferkunde, Me };
export type { RegisterConfig, RegisterSettings, RegistrationBody };
export type SessionUser = Me['user'];

export interface LieferkundenSearch {
  readonly search: string;
  readonly differential: boolean;
  readonly limit: number;
}

export function createApi(http: HttpClient) {
  const parseMe = (data: unknown) => Me.parse(data);

  return {
    domainConfig: () =>
      http.request({ method: 'GET', path: API.domainConfig, parse: (d) => DomainConfig.parse(d) }),

    /** Silent: "not logged in" is a normal answer at start-up, not an expired session. */
    me: () => http.request({ method: 'GET', path: API.me, parse: parseMe, silent: true }),

    login: (username: string, password: string) =>
      http.request({
        method: 'POST',
        path: API.login,
        body: { username, password },
        parse: parseMe,
        silent: true,
      }),

    logout: () => http.request<unknown>({ method: 'POST', path: API.logout, silent: true }),

    depersonate: () => http.request({ method: 'POST', path: API.depersonate, parse: parseMe }),

    lieferkunden: ({ search, differential, limit }: LieferkundenSearch) =>
      http.request({
        method: 'GET',
        path: API.lieferkunden,
        query: { search: search || undefined, differential, limit },
        parse: (d) => LieferkundenList.parse(d).items,
        // SPEC 8: a failed selection or search stops the loader without a message.
        silent: true,
      }),

    setCurrentLieferkunde: (LieferkundeNr: number, differential: boolean) =>
      http.request({
        method: 'PUT',
        path: API.currentLieferkunde,
        body: { LieferkundeNr, differential },
        parse: parseMe,
        silent: true,
      }),

    resetDifferential: () =>
      http.request({ method: 'POST', path: API.resetDifferential, parse: parseMe }),

    getAutologonLkndNr: () =>
      http.request({
        method: 'GET',
        path: API.userStore('autologon_lkndnr'),
        parse: (d) => UserStoreEntry.parse(d).value,
        silent: true,
      }),

    setAutologonLkndNr: (value: string) =>
      http.request({
        method: 'PUT',
        path: API.userStore('autologon_lkndnr'),
        body: { value },
        parse: (d) => UserStoreEntry.parse(d).value,
        silent: true,
      }),

    impersonate: (userId: string) =>
      http.request({
        method: 'POST',
        path: API.adminImpersonate,
        body: { userId },
        parse: parseMe,
      }),

    /** The registration's countries and interests (public; the page shows its own error). */
    registerSettings: () =>
      http.request({
        method: 'GET',
        path: API.registerSettings,
        parse: (d) => RegisterSettings.parse(d),
        silent: true,
      }),

    /** The registration config: whether its acknowledgement must be ticked, and its text. */
    registerConfig: () =>
      http.request({
        method: 'GET',
        path: API.registerConfig,
        parse: (d) => RegisterConfig.parse(d),
        silent: true,
      }),

    /** Whether a user or a pending registration has this address (SPEC 7 BenutzerExistiert). */
    testUserExists: (email: string) =>
      http.request({
        method: 'POST',
        path: API.registerTestUserExists,
        body: { email },
        parse: (d) => TestUserExistsAnswer.parse(d).BenutzerExistiert,
        silent: true,
      }),

    /** SPEC 7 "Register user": true when the registration is stored. */
    register: (body: RegistrationBody) =>
      http.request({
        method: 'POST',
        path: API.register,
        body,
        parse: (d) => RegisterAnswer.parse(d),
        silent: true,
      }),

    /**
     * A module's declared call (src/api/endpoint.ts), sent as given: the page reads the answer
     * with the call's schema (endpointClient in src/platform/client.ts).
     */
    request: (request: EndpointRequest) => http.request<unknown>(request),

    /**
     * Availability of basket rows (online only). SPEC 8: the pipeline passes every failure of a
     * 'verfuegbarkeit' URL on without a message; the caller shows its own state.
     */
    checkAvailability: (body: AvailabilityBody) =>
      http.request({
        method: 'POST',
        path: CATALOGUE_API.availability,
        body,
        parse: (d) => AvailabilityAnswer.parse(d),
      }),

    /** Issue 13: the help button's contact for the session's delivery customer (kept offline). */
    helpContact: () =>
      http.request({
        method: 'GET',
        path: API.helpContact,
        parse: (d) => HelpContact.parse(d),
        silent: true,
      }),

    /** SPEC 7 "Domain suggestions" (kept offline). */
    domainSuggestions: () =>
      http.request({
        method: 'GET',
        path: API.domainSuggestions,
        parse: (d) => DomainSuggestions.parse(d),
        silent: true,
      }),

    /** Issue 13 item 7, Web Push: the server's VAPID public key (silent: failures only logged). */
    pushPublicKey: () =>
      http.request({
        method: 'GET',
        path: PUSH_API.publicKey,
        parse: (d) => PushPublicKey.parse(d),
        silent: true,
      }),
    addPushSubscription: (body: PushSubscriptionBody) =>
      http.request<unknown>({
        method: 'POST',
        path: PUSH_API.subscriptions,
        body,
        silent: true,
      }),
    removePushSubscription: (body: DeletePushSubscriptionBody) =>
      http.request<unknown>({
        method: 'DELETE',
        path: PUSH_API.subscriptions,
        body,
        silent: true,
      }),
  };
}

export type Api = ReturnType<typeof createApi>;
