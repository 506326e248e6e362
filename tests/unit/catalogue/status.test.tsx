import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueSyncProgress } from '../../../src/catalogue/CatalogueSyncProgress';
import { CATALOGUE_META, catalogueDb } from '../../../src/catalogue/db';
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { catalogueStatus, EMPTY_FACTS } from '../../../src/catalogue/status';
import { emitAppEvent } from '../../../src/state/events';
import { INITIAL_CATALOGUE_STATUS } from '../../../src/state/appEvents';

const idle = INITIAL_CATALOGUE_STATUS;

describe('catalogue status', () => {
  it('empty, syncing from the worker or from another tab, error, ready', () => {
    expect(catalogueStatus(EMPTY_FACTS, idle).state).toBe('empty');
    expect(
      catalogueStatus(EMPTY_FACTS, { running: true, loaded: 10_000, total: 100_000, error: false }),
    ).toEqual({ state: 'syncing', loaded: 10_000, total: 100_000, lastSyncAt: null });
    // Another tab leads: only the progress written into the shared database is known.
    expect(
      catalogueStatus({ ...EMPTY_FACTS, progress: { loaded: 5, total: 9 } }, idle),
    ).toMatchObject({ state: 'syncing', loaded: 5, total: 9 });
    expect(catalogueStatus(EMPTY_FACTS, { ...idle, error: true }).state).toBe('error');
    const ready = { lastSyncAt: '2026-11-21T08:00:00.000Z', count: 100_000, progress: null };
    // A later delta pull keeps it ready.
    expect(catalogueStatus(ready, { ...idle, running: true, loaded: 3, total: 3 })).toEqual({
      state: 'ready',
      loaded: 100_000,
      total: 100_000,
      lastSyncAt: ready.lastSyncAt,
    });
  });

  it('money and days in de-DE', () => {
    expect(formatEuro(123456).replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatEuro(5).replace(/\s/g, ' ')).toBe('0,05 €');
    expect(formatDay('2026-12-03')).toBe('03.12.2026');
  });
});

describe('CatalogueSyncProgress', () => {
  it('shows the first sync as a labelled progress bar and disappears once ready', async () => {
    render(<CatalogueSyncProgress />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() =>
      emitAppEvent({
        type: 'catalogue_status',
        status: { running: true, loaded: 12_000, total: 100_000, error: false },
      }),
    );
    const bar = screen.getByRole('progressbar', {
      name: 'Artikelstamm wird geladen: 12.000 von 100.000',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('12000');
    expect(bar.getAttribute('aria-valuemax')).toBe('100000');

    await act(async () => {
      await catalogueDb().meta.put({
        key: CATALOGUE_META.lastSyncAt,
        value: new Date().toISOString(),
      });
    });
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
