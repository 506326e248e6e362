// The new-password screens' shared state (reset and change): messages show after a field was
// left or a submit tried, an invalid form never sends, a double submit sends once, and reset()
// empties the fields.
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useNewPasswordForm } from '../../../src/features/account/useNewPasswordForm';

const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;
const STRONG = 'Sicher#Passwort2026';

describe('useNewPasswordForm', () => {
  it('an invalid form does not send, but shows every message', async () => {
    const { result } = renderHook(() => useNewPasswordForm());
    expect(result.current.shown).toEqual({ password: false, repeat: false });
    const send = vi.fn(() => Promise.resolve());
    await act(() => result.current.submit(event(), send));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.shown).toEqual({ password: true, repeat: true });
    expect(result.current.errors.password).toBe('Wird benötigt!');
  });

  it('a further invalid field of the screen keeps the form invalid', () => {
    const { result } = renderHook(() => useNewPasswordForm(false));
    act(() => {
      result.current.setValue('password', STRONG);
      result.current.setValue('repeat', STRONG);
    });
    expect(result.current.errors).toEqual({});
    expect(result.current.valid).toBe(false);
  });

  it('sends once while a send runs, shows loading, and reset() empties the fields', async () => {
    const { result } = renderHook(() => useNewPasswordForm());
    act(() => {
      result.current.setValue('password', STRONG);
      result.current.setValue('repeat', STRONG);
      result.current.touch('password');
    });
    expect(result.current.shown.password).toBe(true);
    let finish!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first!: Promise<void>;
    act(() => {
      first = result.current.submit(event(), send);
    });
    expect(result.current.loading).toBe(true);
    await act(() => result.current.submit(event(), send));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.loading).toBe(false);
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ password: '', repeat: '' });
    expect(result.current.shown).toEqual({ password: false, repeat: false });
  });
});
