// SPEC 5: the e-mail existence check is debounced, shows 'checking' until the answer for the
// CURRENT address arrives, and an older address's late answer never decides.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMAIL_CHECK_DEBOUNCE_MS,
  useEmailCheck,
} from '../../../src/features/register/useEmailCheck';

interface Pending {
  email: string;
  resolve: (exists: boolean) => void;
  reject: (error: Error) => void;
}

function fakeCheck() {
  const calls: Pending[] = [];
  const check = (email: string) =>
    new Promise<boolean>((resolve, reject) => calls.push({ email, resolve, reject }));
  return { calls, check };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useEmailCheck', () => {
  it('waits for the debounce, then answers free or exists', async () => {
    const { calls, check } = fakeCheck();
    const { result, rerender } = renderHook(({ email }) => useEmailCheck(email, check), {
      initialProps: { email: null as string | null },
    });
    expect(result.current.status).toBe('idle');
    rerender({ email: 'a@example.at' });
    expect(result.current.status).toBe('checking');
    act(() => vi.advanceTimersByTime(EMAIL_CHECK_DEBOUNCE_MS - 1));
    expect(calls).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(calls.map((c) => c.email)).toEqual(['a@example.at']);
    await act(async () => calls[0]?.resolve(true));
    expect(result.current.status).toBe('exists');
  });

  it('asks once for fast typing', () => {
    const { calls, check } = fakeCheck();
    const { rerender } = renderHook(({ email }) => useEmailCheck(email, check), {
      initialProps: { email: 'a@example.at' as string | null },
    });
    for (const email of ['ab@example.at', 'abc@example.at', 'abcd@example.at']) {
      act(() => vi.advanceTimersByTime(EMAIL_CHECK_DEBOUNCE_MS / 2));
      rerender({ email });
    }
    act(() => vi.advanceTimersByTime(EMAIL_CHECK_DEBOUNCE_MS));
    expect(calls.map((c) => c.email)).toEqual(['abcd@example.at']);
  });

  it("drops a stale answer: the older address's 'free' never marks the newer one", async () => {
    const { calls, check } = fakeCheck();
    const { result, rerender } = renderHook(({ email }) => useEmailCheck(email, check), {
      initialProps: { email: 'taken@example.at' as string | null },
    });
    act(() => vi.advanceTimersByTime(EMAIL_CHECK_DEBOUNCE_MS));
    rerender({ email: 'new@example.at' });
    act(() => vi.advanceTimersByTime(EMAIL_CHECK_DEBOUNCE_MS));
    expect(calls.map((c) => c.email)).toEqual(['taken@example.at', 'new@example.at']);
    // The newer answer first, then the older one late.
    await act(async () => calls[1]?.resolve(true));
    expect(result.current.status).toBe('exists');
    await act(async () => calls[0]?.resolve(false));
    expect(result.current.status).toBe('exists');
  });

  it("answers 'failed' when the check fails, and checks again on demand", async () => {
    const { calls, check } = fakeCheck();
    const { result } = renderHook(() => useEmailCheck('a@example.at', check));
    act(() => vi.advanceTimersByTime(EMAIL_CHECK_DEBOUNCE_MS));
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(result.current.status).toBe('failed');
    act(() => result.current.recheck());
    expect(result.current.status).toBe('checking');
    act(() => vi.advanceTimersByTime(EMAIL_CHECK_DEBOUNCE_MS));
    await act(async () => calls[1]?.resolve(false));
    expect(result.current.status).toBe('free');
  });
});
