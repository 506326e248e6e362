// A module's declared calls (src/api/endpoint.ts) as functions, for its screens (modules/<name>/
// ui/api.ts). A file of its own, so that a test which replaces the platform's client still loads
// the module's screens: the client is only asked when a call is made.
import { sendCall, type Endpoint, type EndpointCalls } from '../api/endpoint';
import { api } from './client';

/**
 * Each call sends its request through the sync worker (its one generic `request`) and reads the
 * answer with the call's schema, so neither the worker nor the platform has a line per call.
 */
export function endpointClient<E extends Record<string, Endpoint>>(endpoints: E): EndpointCalls<E> {
  const call = (endpoint: Endpoint) => (input?: unknown) => sendCall(api.request, endpoint, input);
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => [name, call(endpoint)]),
  ) as unknown as EndpointCalls<E>;
}
