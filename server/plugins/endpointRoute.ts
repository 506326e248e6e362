// The route options of a call declared once (src/api/endpoint.ts): its method, path, access and
// schemas come from the declaration that the module's screens call through, so the route and the
// call cannot disagree. A route adds its OpenAPI tags, its documented error answers and any other
// config (a rate limit) here; its handler stays its own.
import { z } from 'zod';
import type { Endpoint } from '../../src/api/endpoint.ts';

const NO_CONTENT = z.null().describe('Done');

/** Error answers a route documents beside its answer, by status. */
type Errors = Readonly<Record<number, z.ZodType>>;

interface RouteExtras {
  readonly tags: readonly string[];
  readonly errors?: Errors;
  /** More route config beside the access (e.g. `rateLimit`). */
  readonly config?: Readonly<Record<string, unknown>>;
}

export function routeOf<
  B extends z.ZodType | undefined,
  A extends z.ZodType | undefined,
  Q extends z.ZodType | undefined = undefined,
>(endpoint: Endpoint<B, A, never, Q>, { tags, errors = {}, config = {} }: RouteExtras) {
  if (typeof endpoint.path !== 'string') {
    // A path with a parameter needs its route pattern (`/x/:id`): such a route is written out.
    throw new Error(`routeOf: ${endpoint.method} has a path with a parameter`);
  }
  const response: Record<number, z.ZodType> = { ...errors };
  if (endpoint.answer) response[endpoint.status ?? 200] = endpoint.answer;
  // A call that answers nothing documents its empty answer (the handler sends 204 and null).
  if (endpoint.status === 204) response[204] = NO_CONTENT;
  return {
    method: endpoint.method,
    url: endpoint.path,
    config: { ...config, access: endpoint.access },
    // The body key only when there is one (the OpenAPI transform reads every key it finds). The
    // types are what Fastify's zod provider needs to type the request and the handler's answer;
    // the answer is typed for 200 and 201 alike, the one `status` the schema holds at run time.
    schema: {
      tags: [...tags],
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      response,
    } as {
      tags: string[];
      body: B;
      querystring: Q;
      response: { 200: A; 201: A; 204: typeof NO_CONTENT };
    },
  };
}
