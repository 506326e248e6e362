// What the worker runs for the main thread: one generic `request`, through which every declared
// call goes (src/api/endpoint.ts), in the worker's one HTTP pipeline. The calls made before any
// login (session, login, registration, account) are the main thread's (src/platform/client.ts).
import type { EndpointRequest } from '../api/endpoint';
import type { RegisterConfig, RegisterSettings, RegistrationBody } from '../api/registration';
import { API } from '../api/paths';
import {
  Me,
  type AdminUser,
  type DomainConfig,
  type ImpersonationAuditPage,
  type Lieferkunde,
} from '../api/schemas';
import type { HttpClient } from './http';

export type { AdminUser, DomainConfig, ImpersonationAuditPage, Lieferkunde, Me };
export type { RegisterConfig, RegisterSettings, RegistrationBody };
export type SessionUser = Me['user'];

export function createApi(http: HttpClient) {
  return {
    /**
     * A declared call (src/api/endpoint.ts), sent as given: the main thread reads the answer with
     * the call's schema (src/platform/endpointClient.ts, src/platform/platformCalls.ts).
     */
    request: (request: EndpointRequest) => http.request<unknown>(request),
  };
}

export type Api = ReturnType<typeof createApi>;

/** The session's user, as the engine reloads it before it pushes again after a reconnect. */
export const loadMe = (http: HttpClient) =>
  http.request({ method: 'GET', path: API.me, parse: (d) => Me.parse(d), silent: true });
