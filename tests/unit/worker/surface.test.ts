import { proxy, wrap } from 'comlink';
import { expose } from 'comlink';
import { describe, expect, it } from 'vitest';
import { connectSyncWorker } from '../../../src/worker/client';
import type { AppEvent } from '../../../src/state/appEvents';
import { HttpError } from '../../../src/worker/http';
import { createWorkerSurface, type WorkerSurface } from '../../../src/worker/surface';
import { makeMe } from '../fixtures';
import { fakeFetch, json } from '../db/support';

describe('the worker surface over Comlink (MessageChannel)', () => {
  it('runs the calls in the worker and rebuilds HttpError on the main side', async () => {
    const { fetch, calls } = fakeFetch({
      '/auth/login': (body) =>
        (body as { password: string }).password === 'ok'
          ? json(200, makeMe())
          : json(401, { code: 'invalid_credentials', message: 'Invalid credentials.' }),
      '/admin/users': () => json(500, { code: 10001, message: 'Session' }),
    });
    const { port1, port2 } = new MessageChannel();
    expose(createWorkerSurface({ fetch, browserOnline: true }), port1);
    const events: AppEvent[] = [];
    const client = connectSyncWorker(
      wrap<WorkerSurface>(port2),
      { windowId: 'apo-window-7', route: '/login', screenId: '/login' },
      (e) => events.push(e),
    );
    await client.ready;

    const login = (password: string) =>
      client.api.request({
        method: 'POST',
        path: '/auth/login',
        body: { username: 'anna', password },
        silent: true,
      });
    const me = (await login('ok')) as { user: { email: string } };
    expect(me.user.email).toBe('apotheke@demo.at');
    expect(calls[0]?.headers['X-Window-Id']).toBe('apo-window-7');

    const error = await login('bad').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials' });

    client.setContext({ windowId: 'apo-window-7', route: '/admin', screenId: '/_main/admin' });
    await client.api.request({ method: 'GET', path: '/admin/users' }).catch(() => undefined);
    expect(calls.at(-1)?.headers['X-Route']).toBe('/admin');
    await expect.poll(() => events.map((e) => e.type)).toContain('session_expired');
    port1.close();
    port2.close();
    void proxy;
  });
});
