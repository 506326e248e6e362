// The update flow of SPEC 4 with SPEC 9's constants, on fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installUpdate,
  recoverFromMissingChunk,
  startUpdateChecks,
  UPDATE_ACTIVATE_MS,
  UPDATE_CHECK_INTERVAL_MS,
  UPDATE_CHECK_START_MS,
  UPDATE_FAILED_RELOAD_MS,
  UPDATE_HOLD_MS,
  type LoaderText,
  type UpdateDeps,
} from '../../app/client/shell/updateFlow';
import { de } from '../../src/i18n/de';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function deps(overrides: Partial<UpdateDeps> = {}) {
  const calls: string[] = [];
  const loader: (LoaderText | null)[] = [];
  const value: UpdateDeps = {
    flush: vi.fn(async () => {
      calls.push('flush');
      return true;
    }),
    online: () => true,
    hold: vi.fn(async () => {
      calls.push('hold');
    }),
    activate: vi.fn(async () => {
      calls.push('activate');
    }),
    reload: vi.fn(() => void calls.push('reload')),
    showLoader: (text) => void loader.push(text),
    wait,
    ...overrides,
  };
  return { value, calls, loader };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('installUpdate', () => {
  it('sends the outbox first, then activates the new version and reloads', async () => {
    const { value, calls, loader } = deps();
    await installUpdate(value);
    expect(calls).toEqual(['flush', 'hold', 'activate', 'reload']);
    expect(loader[0]?.title).toBe(de.update.installingTitle);
  });

  it('offline, the outbox waits in IndexedDB for the new version', async () => {
    const { value, calls } = deps({ online: () => false });
    await installUpdate(value);
    expect(calls).toEqual(['hold', 'activate', 'reload']);
  });

  it('a failing flush does not stop the update', async () => {
    const { value, calls } = deps({ flush: () => Promise.reject(new Error('down')) });
    await installUpdate(value);
    expect(calls).toEqual(['hold', 'activate', 'reload']);
  });

  it('a sync cycle that does not end holds the switch back for 5 s at most', async () => {
    const { value, calls } = deps({ hold: () => new Promise<void>(() => undefined) });
    const done = installUpdate(value);
    await vi.advanceTimersByTimeAsync(UPDATE_HOLD_MS - 1);
    expect(calls).toEqual(['flush']);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(calls).toEqual(['flush', 'activate', 'reload']);
  });

  it("a version that never takes over shows SPEC's texts and reloads after 1.5 s", async () => {
    const { value, loader } = deps({ activate: () => new Promise<void>(() => undefined) });
    const done = installUpdate(value);
    await vi.advanceTimersByTimeAsync(UPDATE_ACTIVATE_MS);
    expect(loader.at(-1)).toEqual({
      title: 'Update Fehlgeschlagen!',
      text: 'Applikation startet neu!',
    });
    await vi.advanceTimersByTimeAsync(UPDATE_FAILED_RELOAD_MS - 1);
    expect(value.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(value.reload).toHaveBeenCalledTimes(1);
    expect(UPDATE_FAILED_RELOAD_MS).toBe(1500);
  });
});

describe('startUpdateChecks', () => {
  it('starts after 5 s when the app never becomes stable, then every interval', async () => {
    const check = vi.fn(() => Promise.resolve());
    const stop = startUpdateChecks(new Promise<void>(() => undefined), check);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_START_MS - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    expect(UPDATE_CHECK_START_MS).toBe(5000);
  });

  it('starts as soon as the app is stable, once', async () => {
    const check = vi.fn(() => Promise.resolve());
    let stable!: () => void;
    const stop = startUpdateChecks(new Promise<void>((r) => (stable = r)), check);
    await vi.advanceTimersByTimeAsync(1_000);
    stable();
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_START_MS);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a failing check is retried by the next one', async () => {
    const check = vi.fn(() => Promise.reject(new Error('offline')));
    const stop = startUpdateChecks(Promise.resolve(), check);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('recoverFromMissingChunk', () => {
  it('shows the failure and reloads, but not again within 10 s', async () => {
    const memory = new Map<string, string>();
    const storage = {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
    };
    const { value, loader } = deps();
    expect(recoverFromMissingChunk(value, storage, 100_000)).toBe(true);
    expect(loader.at(-1)?.title).toBe(de.update.failedTitle);
    await vi.advanceTimersByTimeAsync(UPDATE_FAILED_RELOAD_MS);
    expect(value.reload).toHaveBeenCalledTimes(1);
    expect(recoverFromMissingChunk(value, storage, 105_000)).toBe(false);
    expect(recoverFromMissingChunk(value, storage, 111_000)).toBe(true);
  });
});
