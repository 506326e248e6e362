import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useQuantityEntry, type QuantityCheck } from '../../../src/ui/useQuantityEntry';

const parse = (text: string): QuantityCheck =>
  /^\d+$/.test(text) ? { ok: true, value: Number(text) } : { ok: false, error: 'keine Zahl' };
const describe_ = (e: unknown) => (e instanceof Error ? e.message : 'Fehler');

describe('useQuantityEntry', () => {
  it('adds the typed quantity, then goes back to 1', async () => {
    const { result } = renderHook(() => useQuantityEntry('qty', parse, describe_));
    act(() => result.current.type('3'));
    const add = vi.fn(() => Promise.resolve());
    let tried = false;
    await act(async () => {
      tried = await result.current.submit(add);
    });
    expect(tried).toBe(true);
    expect(add).toHaveBeenCalledWith(3);
    expect(result.current.quantity).toBe('1');
    expect(result.current.error).toBeNull();
  });

  it('adds nothing for a wrong quantity, says why and focuses the field', async () => {
    const field = document.createElement('input');
    field.id = 'qty';
    document.body.append(field);
    const { result } = renderHook(() => useQuantityEntry('qty', parse, describe_));
    act(() => result.current.type('x'));
    const add = vi.fn(() => Promise.resolve());
    let tried = true;
    await act(async () => {
      tried = await result.current.submit(add);
    });
    expect(tried).toBe(false);
    expect(add).not.toHaveBeenCalled();
    expect(result.current.error).toBe('keine Zahl');
    expect(document.activeElement).toBe(field);
    field.remove();
  });

  it('keeps the quantity and shows the message of a rejected add', async () => {
    const { result } = renderHook(() => useQuantityEntry('qty', parse, describe_));
    act(() => result.current.type('2'));
    await act(async () => {
      await result.current.submit(() => Promise.reject(new Error('abgelehnt')));
    });
    expect(result.current.quantity).toBe('2');
    expect(result.current.error).toBe('abgelehnt');
  });
});
