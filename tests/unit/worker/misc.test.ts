import { describe, expect, it, vi } from 'vitest';
import { isStalled, STALL_AFTER_MS } from '../../../src/db/status';
import { INITIAL_WORKER_STATUS } from '../../../src/state/appEvents';
import type { HttpEvent } from '../../../src/state/appEvents';
import { createHttpClient } from '../../../src/worker/http';
import { Leadership, type LockManagerLike } from '../../../src/worker/leader';
import { json } from '../db/support';

describe('quiet background calls', () => {
  it('keep the session rules but never toast', async () => {
    const events: HttpEvent[] = [];
    const http = createHttpClient({
      fetch: async () => json(422, { code: 'validation', message: 'Ungültig' }),
      context: () => ({ windowId: 'w', route: '/', screenId: '' }),
      emit: (e) => events.push(e),
      offlineMessage: 'offline',
    });
    await expect(
      http.request({ method: 'POST', path: '/sync/push', quiet: true }),
    ).rejects.toThrow();
    expect(events).toEqual([]);
    await expect(http.request({ method: 'POST', path: '/x' })).rejects.toThrow();
    expect(events).toEqual([{ type: 'message', message: 'Ungültig' }]);
  });
});

describe('stalled queue', () => {
  const now = Date.parse('2026-11-21T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const worker = { ...INITIAL_WORKER_STATUS, reachableSince: ago(10 * 60_000) };

  it('is reported after 2 minutes without progress while reachable', () => {
    const queue = {
      pending: 2,
      oldestPendingAt: ago(STALL_AFTER_MS + 1),
      lastSyncAt: null,
      failed: 0,
    };
    expect(isStalled(queue, worker, now)).toBe(true);
    expect(isStalled({ ...queue, lastSyncAt: ago(1000) }, worker, now)).toBe(false);
    expect(isStalled(queue, { ...worker, connectivity: 'offline' }, now)).toBe(false);
    expect(isStalled(queue, { ...worker, reachableSince: ago(1000) }, now)).toBe(false);
    expect(isStalled({ ...queue, pending: 0 }, worker, now)).toBe(false);
  });
});

/** A Web Locks stand-in: one holder per name, the others queue. */
function fakeLocks(): LockManagerLike {
  const queues = new Map<string, (() => void)[]>();
  return {
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const run = () => void callback().then(resolve, reject).finally(next);
        const next = () => {
          const q = queues.get(name) ?? [];
          q.shift();
          q[0]?.();
        };
        const q = queues.get(name) ?? [];
        queues.set(name, q);
        q.push(run);
        signal?.addEventListener('abort', () => {
          const i = q.indexOf(run);
          if (i > 0) q.splice(i, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
        if (q.length === 1) run();
      });
    },
  };
}

describe('leadership (Web Locks)', () => {
  it('one leader per user; the next tab takes over when it lets go', async () => {
    const locks = fakeLocks();
    const a = vi.fn();
    const b = vi.fn();
    const tabA = new Leadership('portal-sync-u1', locks, a);
    const tabB = new Leadership('portal-sync-u1', locks, b);
    tabA.start();
    tabB.start();
    await vi.waitFor(() => expect(a).toHaveBeenCalledTimes(1));
    expect(b).not.toHaveBeenCalled();
    tabA.stop();
    await vi.waitFor(() => expect(b).toHaveBeenCalledTimes(1));
    tabB.stop();
  });
});
