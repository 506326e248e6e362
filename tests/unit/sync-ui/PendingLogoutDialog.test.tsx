import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fullscreenLoader } from '../../../src/platform/overlays';
import {
  DEPERSONATE_FLUSH_MS,
  flushBeforeDepersonate,
} from '../../../app/client/shell/shellActions';
import { FLUSH_TIMEOUT_MS, PendingLogoutDialog } from '../../../src/features/sync';
import { de } from '../../../src/i18n/de';

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

  it('before an impersonation ends it says so and offers to end it anyway', () => {
    const onLogout = vi.fn();
    render(
      <PendingLogoutDialog
        open
        initialCount={1}
        leave="depersonate"
        onLogout={onLogout}
        onCancel={vi.fn()}
        flush={async () => true}
      />,
    );
    expect(screen.getByText(de.depersonatePending.hint)).toBeTruthy();
    expect(screen.queryByRole('button', { name: de.logoutPending.logoutAnyway })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: de.depersonatePending.endAnyway }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('flushBeforeDepersonate', () => {
  it('sends what the impersonation changed, for a short while, under the loader', async () => {
    let loaderDuringFlush: unknown = null;
    const flush = vi.fn(async () => {
      loaderDuringFlush = fullscreenLoader.get();
      return true;
    });
    await expect(flushBeforeDepersonate(true, flush)).resolves.toBe(true);
    expect(flush).toHaveBeenCalledWith(DEPERSONATE_FLUSH_MS);
    expect(loaderDuringFlush).toMatchObject({ text: de.logoutPending.sending });
    expect(fullscreenLoader.get()).toBeNull();
  });

  it('offline, or when sending fails, the caller asks instead', async () => {
    const flush = vi.fn(async () => true);
    await expect(flushBeforeDepersonate(false, flush)).resolves.toBe(false);
    expect(flush).not.toHaveBeenCalled();
    await expect(
      flushBeforeDepersonate(true, () => Promise.reject(new Error('closed'))),
    ).resolves.toBe(false);
    expect(fullscreenLoader.get()).toBeNull();
  });
});
