// An online call declared once (issue 25): its method, path, access and zod schemas. A module
// declares its calls in its contract; the server's route takes method, path, access and schemas
// from the declaration (routeOf in server/plugins/endpointRoute.ts), and the module's screens
// call it through endpointClient() (src/platform/endpointClient.ts), which sends the request through the
// sync worker (the only code that calls the API) and reads the answer with the same schema.
import type { z } from 'zod';
import type { RouteAccess } from './access';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends z.ZodType | undefined = z.ZodType | undefined,
  Param = never,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly method: Method;
  /** The path below /api, or made from a parameter (an id in the path). */
  readonly path: string | ((param: Param) => string);
  /** Who may call it; the guard decides on the matched route (server/plugins/guard.ts). */
  readonly access: RouteAccess;
  /** The JSON body (POST, PUT): the call's input, validated by the route. */
  readonly body?: Body;
  /** The query string's parameters (GET): the call's input, validated by the route. */
  readonly query?: Query;
  /** The answer (status 200, or `status`); without one the answer is not looked at. */
  readonly answer?: Answer;
  /** 201 for a call that creates something; 204 for one that answers nothing. */
  readonly status?: 201 | 204;
  /** Errors go to the caller without a message (SPEC 8): the screen shows its own. */
  readonly silent?: boolean;
}

/** Declares a call; its input and answer types follow from its schemas and path. */
export const endpoint = <
  Body extends z.ZodType | undefined = undefined,
  Answer extends z.ZodType | undefined = undefined,
  Param = never,
  Query extends z.ZodType | undefined = undefined,
>(
  def: Endpoint<Body, Answer, Param, Query>,
): Endpoint<Body, Answer, Param, Query> => def;

/** The input of a call that takes none (a marker type, never a value). */
declare const _noInput: unique symbol;
type NoInput = typeof _noInput;

type InputOf<E> =
  E extends Endpoint<infer Body, z.ZodType | undefined, infer Param, infer Query>
    ? Body extends z.ZodType
      ? z.input<Body>
      : Query extends z.ZodType
        ? z.input<Query>
        : [Param] extends [never]
          ? NoInput
          : Param
    : never;

type AnswerOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer Answer, never, z.ZodType | undefined>
    ? Answer extends z.ZodType
      ? z.output<Answer>
      : undefined
    : never;

/** The call a screen makes: without an argument when the call takes no input. */
export type EndpointCall<E> = [InputOf<E>] extends [NoInput]
  ? () => Promise<AnswerOf<E>>
  : (input: InputOf<E>) => Promise<AnswerOf<E>>;

export type EndpointCalls<E extends Record<string, Endpoint>> = {
  readonly [K in keyof E]: EndpointCall<E[K]>;
};

/** What crosses to the worker: plain data, no functions. */
export interface EndpointRequest {
  readonly method: Method;
  readonly path: string;
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly silent?: boolean;
}

/** Sends one call with `send` (the worker's `request`) and reads its answer with the call's schema. */
export async function sendCall(
  send: (request: EndpointRequest) => Promise<unknown>,
  endpoint: Endpoint,
  input?: unknown,
): Promise<unknown> {
  const data = await send(requestOf(endpoint, input));
  return endpoint.answer?.parse(data);
}

/** The request of one call with its input (the body, or the path's parameter). */
export function requestOf(endpoint: Endpoint, input: unknown): EndpointRequest {
  const path = typeof endpoint.path === 'string' ? endpoint.path : endpoint.path(input as never);
  return {
    method: endpoint.method,
    path,
    ...(endpoint.body ? { body: input } : {}),
    ...(endpoint.query ? { query: input as EndpointRequest['query'] } : {}),
    ...(endpoint.silent ? { silent: true } : {}),
  };
}
