// The ERP simulator's HTTP client of the integration API (issue 29 item 5): every call with the
// service account's Bearer key, every answer checked against the contract. The key never leaves
// this closure: no error, log line or message names it.
import type { z } from 'zod';

/** A call that did not succeed: its HTTP status (null: no answer) and when to try again. */
export class CallFailed extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** From Retry-After (429, 503): wait this long before any next call. */
    readonly retryAfterMs: number | null,
    /** The refusal's reasons (400), for the log. */
    readonly reasons: readonly string[] = [],
  ) {
    super(message);
  }

  /** The portal refused this message for good (sending it again cannot help). */
  get refused(): boolean {
    return this.status === 400 || this.status === 404 || this.status === 409 || this.status === 422;
  }
}

export interface IntegrationClient {
  get<T>(path: string, schema: z.ZodType<T>): Promise<T>;
  post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T>;
}

export interface ClientOptions {
  /** The portal's own address, e.g. http://127.0.0.1:8080. */
  readonly baseUrl: string;
  readonly key: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/** Seconds or an HTTP date, as milliseconds from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export function createClient(options: ClientOptions): IntegrationClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const what = `${method} ${path}`;
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.key}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new CallFailed(`${what}: no answer (${reason})`, null, null);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      throw new CallFailed(
        `${what}: ${response.status}`,
        response.status,
        retryAfterMs(response.headers.get('retry-after')),
        reasonsOf(text),
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new CallFailed(`${what}: the answer is no JSON`, response.status, null);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new CallFailed(
        `${what}: unexpected answer (${parsed.error.message})`,
        response.status,
        null,
      );
    }
    return parsed.data;
  }
  return {
    get: (path, schema) => call('GET', path, undefined, schema),
    post: (path, body, schema) => call('POST', path, body, schema),
  };
}

/** The reasons of a refusal ({ message, errors: [{ line, reason }] }), at most ten. */
function reasonsOf(text: string): string[] {
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
    const errors = Array.isArray(body.errors) ? (body.errors as unknown[]) : [];
    const reasons = errors.slice(0, 10).map((e) => {
      const { line, reason } = (e ?? {}) as { line?: unknown; reason?: unknown };
      return `${typeof line === 'number' ? `Zeile ${line}: ` : ''}${String(reason ?? '')}`;
    });
    return reasons.length > 0 ? reasons : typeof body.message === 'string' ? [body.message] : [];
  } catch {
    return [];
  }
}
