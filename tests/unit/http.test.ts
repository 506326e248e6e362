import { describe, expect, it, vi } from 'vitest';
import {
  classifyError,
  createHttpClient,
  HttpError,
  isTemporarilyUnavailable,
  parseRetryAfter,
  type ErrorFacts,
} from '../../src/worker/http';
import type { HttpEvent } from '../../src/state/appEvents';

const facts = (over: Partial<ErrorFacts>): ErrorFacts => ({
  url: '/api/lieferkunden',
  status: 400,
  code: 'validation',
  message: 'Ungültige Eingabe',
  silent: false,
  ...over,
});

describe('classifyError (SPEC 8)', () => {
  it('passes silent errors on without a message', () => {
    expect(
      classifyError(facts({ silent: true, status: 401, message: 'Authentication Required' })),
    ).toBe('pass');
  });
  it("lets URLs containing 'verfuegbarkeit' pass silently", () => {
    expect(classifyError(facts({ url: '/api/shop/verfuegbarkeit/1' }))).toBe('pass');
  });
  it('raises api_offline for code 10018', () => {
    expect(classifyError(facts({ code: 10018, status: 503 }))).toBe('api_offline');
  });
  it("passes 'passcode_required' through", () => {
    expect(classifyError(facts({ code: 'passcode_required', status: 403 }))).toBe('pass');
  });
  it("logs out on 'token.notExists'", () => {
    expect(classifyError(facts({ code: 'token.notExists', status: 401 }))).toBe('logout');
  });
  it.each(['Invalid credentials.', 'Access Denied.', 'User must change password.'])(
    "passes '%s' through",
    (message) => {
      expect(classifyError(facts({ message, status: 403, code: undefined }))).toBe('pass');
    },
  );
  it('treats 401 Authentication Required as an expired session', () => {
    expect(
      classifyError(
        facts({ status: 401, code: 'auth_required', message: 'Authentication Required' }),
      ),
    ).toBe('session_expired');
  });
  it('treats 500 with code 10001 as an expired session', () => {
    expect(classifyError(facts({ status: 500, code: 10001, message: 'x' }))).toBe(
      'session_expired',
    );
  });
  it('ignores login URLs and status 0 for the session-expired logic', () => {
    expect(
      classifyError(
        facts({ url: '/api/auth/login', status: 401, message: 'Authentication Required' }),
      ),
    ).toBe('ignore');
    expect(
      classifyError(facts({ status: 0, code: undefined, message: 'Authentication Required' })),
    ).toBe('ignore');
  });
  it('shows the message of any other error', () => {
    expect(
      classifyError(facts({ status: 403, code: 'forbidden', message: 'Keine Berechtigung' })),
    ).toBe('message');
  });
  it('shows nothing for an error without a message', () => {
    expect(classifyError(facts({ status: 502, code: undefined, message: '' }))).toBe('ignore');
  });
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(fetchImpl: typeof fetch) {
  const events: HttpEvent[] = [];
  const client = createHttpClient({
    fetch: fetchImpl,
    context: () => ({
      windowId: 'apo-window-1',
      route: '/dashboard',
      screenId: '/_main/dashboard',
    }),
    emit: (event) => events.push(event),
    offlineMessage: 'Server derzeit nicht erreichbar',
  });
  return { client, events };
}

describe('createHttpClient', () => {
  it('sends credentials and the SPEC 7 headers on every request', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { ok: true }));
    const { client } = setup(fetchMock);
    await client.request({ method: 'PUT', path: '/lieferkunden/current', body: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/lieferkunden/current');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({
      'X-Window-Id': 'apo-window-1',
      'X-Route': '/dashboard',
      'X-Screen-Id': '/_main/dashboard',
      'X-SW-Bypass': 'true',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"a":1}');
  });

  it('names the delivery customer chosen on the device, when there is one (issue 26)', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { ok: true }));
    const { client } = setup(fetchMock);
    await client.request({ method: 'GET', path: '/help/contact' });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('X-Lieferkunde');
    const named = createHttpClient({
      fetch: fetchMock,
      context: () => ({ windowId: 'w', route: '/', screenId: '', customer: 100102 }),
      emit: () => undefined,
      offlineMessage: 'offline',
    });
    await named.request({ method: 'GET', path: '/help/contact' });
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({ 'X-Lieferkunde': '100102' });
  });

  it('builds the query string and leaves out undefined values', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { items: [] }));
    const { client } = setup(fetchMock);
    await client.request({
      method: 'GET',
      path: '/lieferkunden',
      query: { search: undefined, differential: false, limit: 20 },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/lieferkunden?differential=false&limit=20');
  });

  it('parses the answer with the given parser', async () => {
    const { client } = setup(async () => json(200, { value: '7' }));
    const value = await client.request({
      method: 'GET',
      path: '/x',
      parse: (data) => Number((data as { value: string }).value),
    });
    expect(value).toBe(7);
  });

  it('emits session_expired on 401 Authentication Required and rejects', async () => {
    const { client, events } = setup(async () =>
      json(401, { code: 'auth_required', message: 'Authentication Required' }),
    );
    await expect(client.request({ method: 'GET', path: '/lieferkunden' })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(events).toEqual([{ type: 'session_expired' }]);
  });

  it('emits nothing for a silent request', async () => {
    const { client, events } = setup(async () =>
      json(401, { code: 'auth_required', message: 'Authentication Required' }),
    );
    await expect(
      client.request({ method: 'GET', path: '/auth/me', silent: true }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'auth_required',
    });
    expect(events).toEqual([]);
  });

  it('emits a message event for other errors with a message', async () => {
    const { client, events } = setup(async () =>
      json(403, { code: 'forbidden', message: 'Verboten' }),
    );
    await expect(client.request({ method: 'GET', path: '/admin/users' })).rejects.toThrow(
      'Verboten',
    );
    expect(events).toEqual([{ type: 'message', message: 'Verboten' }]);
  });

  it('emits logout for token.notExists', async () => {
    const { client, events } = setup(async () =>
      json(401, { code: 'token.notExists', message: 'x' }),
    );
    await expect(client.request({ method: 'GET', path: '/x' })).rejects.toThrow();
    expect(events).toEqual([{ type: 'logout' }]);
  });

  it('turns a network failure into api_offline (10018) and reports the way back', async () => {
    let fail = true;
    const { client, events } = setup(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return json(200, {});
    });
    await expect(client.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      status: 0,
      code: 10018,
      message: 'Server derzeit nicht erreichbar',
    });
    fail = false;
    await client.request({ method: 'GET', path: '/x' });
    expect(events).toEqual([{ type: 'api_offline' }, { type: 'api_online' }]);
  });

  it('treats a link that drops while the answer arrives as a network failure', async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"upserts":[{"pzn":"45'));
        controller.error(new TypeError('network error'));
      },
    });
    const { client, events } = setup(async () => new Response(cut, { status: 200 }));
    await expect(client.request({ method: 'POST', path: '/sync/pull' })).rejects.toMatchObject({
      status: 0,
      code: 10018,
    });
    expect(events).toEqual([{ type: 'api_offline' }]);
  });

  it('keeps a whole answer that is no JSON a plain error', async () => {
    const { client, events } = setup(async () => new Response('<html>', { status: 200 }));
    await expect(client.request({ method: 'GET', path: '/x' })).rejects.toBeInstanceOf(SyntaxError);
    expect(events).toEqual([]);
  });

  it('does not treat a failed login as an expired session', async () => {
    const { client, events } = setup(async () =>
      json(401, { code: 'invalid_credentials', message: 'Zugangsdaten falsch!' }),
    );
    await expect(
      client.request({ method: 'POST', path: '/auth/login', body: {} }),
    ).rejects.toThrow();
    expect(events).toEqual([]);
  });

  it('resolves 204 answers without parsing a body', async () => {
    const { client } = setup(async () => new Response(null, { status: 204 }));
    await expect(client.request({ method: 'POST', path: '/auth/logout' })).resolves.toBeUndefined();
  });

  it('a 503 carries its Retry-After and, in the background, shows nothing (issue 28)', async () => {
    const { client, events } = setup(
      async () =>
        new Response(JSON.stringify({ code: 'unavailable', message: 'Kurz nicht verfügbar' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
        }),
    );
    const failed = client.request({ method: 'POST', path: '/sync/push', body: {}, quiet: true });
    await expect(failed).rejects.toMatchObject({ status: 503, retryAfterMs: 2000 });
    const error: unknown = await failed.catch((e: unknown) => e);
    expect(isTemporarilyUnavailable(error)).toBe(true);
    // Not offline, no session rule, no toast: the caller waits and sends it again.
    expect(events).toEqual([]);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, in ms', () => {
    const now = Date.parse('2026-12-07T08:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Mon, 07 Dec 2026 08:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Mon, 07 Dec 2026 07:00:00 GMT', now)).toBe(0);
  });
  it('is undefined when absent or unreadable', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter('bald')).toBeUndefined();
    expect(parseRetryAfter('-1')).toBeUndefined();
    expect(parseRetryAfter('1.5')).toBeUndefined();
  });
});
