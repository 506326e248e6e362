// /settings, this device's storage (issue 26 item 5): the usage and quota in German units, whether
// the browser keeps the data for good, and a second ask that says a refusal.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { settingsDe } from '../../../modules/userSettings/texts.de';
import {
  formatBytes,
  StorageSettings,
  type StorageDeps,
} from '../../../modules/userSettings/ui/StorageSettings';

const t = settingsDe.storage;

function deps(over: Partial<StorageDeps> = {}): StorageDeps {
  return {
    estimate: vi.fn(async () => ({ usage: 133_400_000, quota: 2_500_000_000 })),
    persisted: vi.fn(async () => false),
    persist: vi.fn(async () => false),
    ...over,
  };
}

describe('the storage of this device', () => {
  it('formats sizes as megabytes, from 1,000 MB on as gigabytes', () => {
    // Intl puts a space or a no-break space between number and unit, by unit.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatBytes(133_400_000))).toBe('133,4 MB');
    expect(plain(formatBytes(2_500_000_000))).toBe('2,5 GB');
  });

  it('shows usage and quota, and that the data is kept for good', async () => {
    render(<StorageSettings deps={deps({ persisted: async () => true })} />);
    const status = screen.getByRole('status');
    const usage = t.usage(formatBytes(133_400_000), formatBytes(2_500_000_000));
    expect(await within(status).findByText(usage, { normalizer: (text) => text })).toBeTruthy();
    expect(within(status).getByText(t.persisted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.persist })).toBeNull();
  });

  it('asks again when the data may be evicted, and says a refusal', async () => {
    const storage = deps();
    render(<StorageSettings deps={storage} />);
    expect(await screen.findByText(t.notPersisted)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.persist }));
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('alert')).textContent).toBe(t.refused);
  });

  it('says when the browser tells nothing about its storage', async () => {
    render(<StorageSettings deps={deps({ estimate: async () => null })} />);
    expect(await screen.findByText(t.unknown)).toBeTruthy();
  });
});
