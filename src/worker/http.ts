// The HTTP pipeline of SPEC sections 7 and 8: headers on every call, and the one place where
// error answers are sorted into "pass on", "tell the user" or "the session is gone". It knows
// nothing about React or the window; the caller injects the request context and an event sink.
// It runs inside the sync worker (src/worker/sync.worker.ts), the one place that calls the API.
import { AUTH_REQUIRED_MESSAGE, ERROR_CODE } from '../api/errors';
import { API, API_BASE, HEADER } from '../api/paths';
import type { HttpEvent } from '../state/appEvents';

/** What every request tells the server about where it comes from (SPEC 7). */
export interface RequestContext {
  readonly windowId: string;
  readonly route: string;
  readonly screenId: string;
  /** The delivery customer chosen on the device (issue 26), sent as `X-Lieferkunde`. */
  readonly customer?: number;
}

export interface HttpClientOptions {
  readonly fetch: typeof fetch;
  readonly context: () => RequestContext;
  readonly emit: (event: HttpEvent) => void;
  /** Shown to the user when the server cannot be reached at all. */
  readonly offlineMessage: string;
  readonly baseUrl?: string;
}

export interface HttpRequest<T> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
  /** Turns the JSON answer into a typed value (the zod contract); throws on a bad shape. */
  readonly parse?: (data: unknown) => T;
  /** Silent errors are passed on to the caller without any message (SPEC 8). */
  readonly silent?: boolean;
  /**
   * Background calls (sync, health): the session rules of SPEC 8 still apply, but no toast, so a
   * retry loop cannot flood the screen with the same message.
   */
  readonly quiet?: boolean;
}

/** An error answer (or a network failure, status 0) as the caller sees it. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | number | undefined;
  readonly silent: boolean;
  /** The answer's Retry-After (a 503 of a passing database fault, a 429), in ms. */
  readonly retryAfterMs: number | undefined;

  constructor(
    status: number,
    code: string | number | undefined,
    message: string,
    silent: boolean,
    retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.silent = silent;
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * A Retry-After header in ms: delta-seconds or an HTTP date; undefined when absent or unreadable.
 * A date in the past is no wait at all.
 */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its weekday and month ('Mon, 07 Dec 2026 08:00:05 GMT'); Date.parse would
  // also read '-1' or '1.5' as dates.
  const at = /^[A-Za-z]{3}, /.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The server could not do it just now (503: a deadlock, a database restart) and nothing was
 * done: the same request succeeds when sent again after Retry-After. Never the user's to act on.
 */
export const isTemporarilyUnavailable = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.status === 503;

/** Error answers that the calling screen handles itself (SPEC 8). */
const PASS_THROUGH_CODES: ReadonlySet<string | number> = new Set([
  'passcode_required',
  'password_change_required',
]);
const PASS_THROUGH_MESSAGES: ReadonlySet<string> = new Set([
  'Invalid credentials.',
  'Access Denied.',
  'User must change password.',
]);

/** What the pipeline does with one error answer. */
export type ErrorAction =
  'pass' | 'api_offline' | 'logout' | 'session_expired' | 'message' | 'ignore';

export interface ErrorFacts {
  readonly url: string;
  readonly status: number;
  readonly code: string | number | undefined;
  readonly message: string;
  readonly silent: boolean;
}

function isLoginUrl(url: string): boolean {
  return url.includes(API.login);
}

/** SPEC 8's rules, in order. Pure, so each rule is testable on its own. */
export function classifyError(error: ErrorFacts): ErrorAction {
  if (error.silent) return 'pass';
  if (error.url.includes('verfuegbarkeit')) return 'pass';
  if (error.code === ERROR_CODE.apiOffline) return 'api_offline';
  if (error.code !== undefined && PASS_THROUGH_CODES.has(error.code)) return 'pass';
  if (error.code === 'token.notExists') return 'logout';
  if (PASS_THROUGH_MESSAGES.has(error.message)) return 'pass';
  // A network failure or the login call itself never counts as an expired session: the login
  // form shows its own errors under the password field.
  if (error.status === 0 || isLoginUrl(error.url)) return 'ignore';
  const authRequired = error.status === 401 && error.message === AUTH_REQUIRED_MESSAGE;
  const oldSessionError = error.status === 500 && error.code === ERROR_CODE.sessionExpired;
  if (authRequired || oldSessionError) return 'session_expired';
  return error.message ? 'message' : 'ignore';
}

function buildUrl(base: string, path: string, query: HttpRequest<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

async function readErrorBody(
  response: Response,
): Promise<{ code?: string | number; message: string }> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) {
      const { code, message } = body as { code?: unknown; message?: unknown };
      return {
        code: typeof code === 'string' || typeof code === 'number' ? code : undefined,
        message: typeof message === 'string' ? message : '',
      };
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status alone has to do.
  }
  return { message: '' };
}

export interface HttpClient {
  request<T>(request: HttpRequest<T>): Promise<T>;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const base = options.baseUrl ?? API_BASE;
  let offline = false;

  function fail(url: string, error: HttpError, quiet: boolean): never {
    const action = classifyError({
      url,
      status: error.status,
      code: error.code,
      message: error.message,
      silent: error.silent,
    });
    if (action === 'api_offline') {
      offline = true;
      options.emit({ type: 'api_offline' });
    } else if (action === 'logout') {
      options.emit({ type: 'logout' });
    } else if (action === 'session_expired') {
      options.emit({ type: 'session_expired' });
    } else if (action === 'message' && !quiet) {
      options.emit({ type: 'message', message: error.message });
    }
    throw error;
  }

  async function request<T>(req: HttpRequest<T>): Promise<T> {
    const url = buildUrl(base, req.path, req.query);
    const context = options.context();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [HEADER.windowId]: context.windowId,
      [HEADER.route]: context.route,
      [HEADER.screenId]: context.screenId,
      [HEADER.swBypass]: 'true',
    };
    if (context.customer !== undefined) headers[HEADER.customer] = String(context.customer);
    const init: RequestInit = { method: req.method, credentials: 'include', headers };
    if (req.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(req.body);
    }

    let response: Response;
    try {
      response = await options.fetch(url, init);
    } catch {
      // The server is unreachable: the client raises the API-offline code itself.
      fail(
        url,
        new HttpError(0, ERROR_CODE.apiOffline, options.offlineMessage, req.silent ?? false),
        req.quiet ?? false,
      );
    }

    if (offline) {
      offline = false;
      options.emit({ type: 'api_online' });
    }

    if (!response.ok) {
      const body = await readErrorBody(response);
      const error = new HttpError(
        response.status,
        body.code,
        body.message,
        req.silent ?? false,
        parseRetryAfter(response.headers.get('retry-after')),
      );
      fail(url, error, req.quiet ?? false);
    }

    if (response.status === 204) return undefined as T;
    let data: unknown;
    try {
      data = await response.json();
    } catch (error) {
      // A body that arrived whole but is no JSON stays what it is. The link dropping while a
      // body arrives (a large sync page on a poor line) is a network failure like a refused
      // connection: connectivity probes with backoff, and the sync goes on from its cursors.
      if (error instanceof SyntaxError) throw error;
      fail(
        url,
        new HttpError(0, ERROR_CODE.apiOffline, options.offlineMessage, req.silent ?? false),
        req.quiet ?? false,
      );
    }
    return req.parse ? req.parse(data) : (data as T);
  }

  return { request };
}
