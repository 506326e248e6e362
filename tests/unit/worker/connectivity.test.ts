import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectivityMonitor, probeDelay } from '../../../src/worker/connectivity';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function monitor(probeResults: boolean[], browserOnline = true) {
  const probe = vi.fn(async () => probeResults.shift() ?? true);
  const states: string[] = [];
  const onRecovered = vi.fn();
  const m = new ConnectivityMonitor({
    browserOnline,
    probe,
    onChange: (state) => states.push(state),
    onRecovered,
  });
  return { m, probe, states, onRecovered };
}

describe('connectivity', () => {
  it('backs off 1 s doubling to 30 s while unreachable, then recovers', async () => {
    const { m, probe, states, onRecovered } = monitor([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    m.reportFailure();
    expect(m.state).toBe('unreachable');
    const waits = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000];
    for (const [i, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(probe).toHaveBeenCalledTimes(i);
      await vi.advanceTimersByTimeAsync(1);
      expect(probe).toHaveBeenCalledTimes(i + 1);
    }
    expect(m.state).toBe('online');
    expect(states).toEqual(['unreachable', 'online']);
    expect(onRecovered).toHaveBeenCalledTimes(1);
    expect(probeDelay(10)).toBe(30_000);
  });

  it("offline from the browser; on 'online' it probes at once", async () => {
    const { m, probe, states, onRecovered } = monitor([true], false);
    expect(m.state).toBe('offline');
    m.reportFailure(); // ignored while offline
    expect(m.state).toBe('offline');
    m.setBrowserOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(m.state).toBe('online');
    expect(states).toEqual(['online']);
    expect(onRecovered).toHaveBeenCalledTimes(1);
  });

  it("going offline stops probing; a failed probe on 'online' means unreachable", async () => {
    const { m, probe } = monitor([false, true]);
    m.reportFailure();
    m.setBrowserOnline(false);
    expect(m.state).toBe('offline');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).not.toHaveBeenCalled();
    m.setBrowserOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(m.state).toBe('unreachable');
    await vi.advanceTimersByTimeAsync(1000);
    expect(m.state).toBe('online');
  });

  it('any answer from the API (reportSuccess) recovers at once', () => {
    const { m, onRecovered } = monitor([]);
    m.reportFailure();
    m.reportSuccess();
    expect(m.state).toBe('online');
    expect(onRecovered).toHaveBeenCalledTimes(1);
    m.dispose();
  });

  it('probeNow tries the API at once while unreachable and starts the backoff over', async () => {
    const { m, probe, onRecovered } = monitor([false, false, false, false, true]);
    m.reportFailure();
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000); // three probes; the next in 8 s
    expect(probe).toHaveBeenCalledTimes(3);
    await m.probeNow(); // fails: the next probe is 1 s away again, not 8 s
    expect(probe).toHaveBeenCalledTimes(4);
    expect(m.state).toBe('unreachable');
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledTimes(5);
    expect(m.state).toBe('online');
    expect(onRecovered).toHaveBeenCalledTimes(1);
    await m.probeNow(); // online: nothing to probe
    expect(probe).toHaveBeenCalledTimes(5);
  });
});
