// Issue 27: the sync bar does not say "all sent" while the first pull is under way.
import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../src/db';
import { formatFirstSyncShare } from '../../../src/features/sync/firstSyncFormat';
import { queueSummary } from '../../../src/features/sync/SyncStatusBar';

const status = (pending: number): SyncStatus => ({
  connectivity: 'online',
  pending,
  oldestPendingAt: null,
  lastSyncAt: null,
  failed: 0,
  stalled: false,
  syncing: true,
  hasLocalData: true,
});

// German writes a (non-breaking) space before the percent sign.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the sync bar during the first sync', () => {
  it('says how far the first sync is instead of "all sent"', () => {
    expect(plain(queueSummary(status(0), 0, 0.42))).toBe('Erstabgleich läuft (42 %)');
    expect(queueSummary(status(0), 0, null)).toBe('Alle Änderungen übertragen');
  });

  it('still names pending changes first', () => {
    expect(queueSummary(status(2), 0, 0.5)).toBe('2 Änderungen ausstehend');
  });

  it('rounds down: never 100 % while something is missing', () => {
    expect(plain(formatFirstSyncShare(0.999))).toBe('99 %');
    expect(plain(formatFirstSyncShare(0))).toBe('0 %');
  });
});
