import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FLUSH_TIMEOUT_MS, PendingLogoutDialog } from '../../../src/features/sync';

function setup(flush: (ms: number) => Promise<boolean>) {
  const onLogout = vi.fn();
  const onCancel = vi.fn();
  render(
    <PendingLogoutDialog
      open
      initialCount={3}
      onLogout={onLogout}
      onCancel={onCancel}
      flush={flush}
    />,
  );
  return { onLogout, onCancel };
}

describe('PendingLogoutDialog', () => {
  it('says how many changes are pending', () => {
    setup(async () => true);
    expect(screen.getByText('Es sind noch 3 Änderungen nicht übertragen.')).toBeTruthy();
  });

  it('"Zuerst senden" flushes for 15 s and logs out once sent', async () => {
    const flush = vi.fn(async () => true);
    const { onLogout } = setup(flush);
    fireEvent.click(screen.getByRole('button', { name: 'Zuerst senden' }));
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    expect(flush).toHaveBeenCalledWith(FLUSH_TIMEOUT_MS);
    expect(FLUSH_TIMEOUT_MS).toBe(15_000);
  });

  it('when sending fails it says so and offers the choice again', async () => {
    let finish: (sent: boolean) => void = () => undefined;
    const flush = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { onLogout } = setup(flush);
    fireEvent.click(screen.getByRole('button', { name: 'Zuerst senden' }));
    expect(await screen.findByText('Änderungen werden gesendet…')).toBeTruthy();
    finish(false);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onLogout).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Trotzdem abmelden' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('a flush finishing after "Abbrechen" does nothing', async () => {
    let finish: (sent: boolean) => void = () => undefined;
    const { onLogout, onCancel } = setup(
      () => new Promise<boolean>((resolve) => (finish = resolve)),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zuerst senden' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    finish(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(onLogout).not.toHaveBeenCalled();
  });
});
