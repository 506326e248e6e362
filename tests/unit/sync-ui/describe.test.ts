import { describe, expect, it } from 'vitest';
import { describeChange, type BasketNames } from '../../../src/features/sync/describe';
import { formatAge, formatSyncTime } from '../../../src/features/sync/format';

const names: BasketNames = {
  basketOf: (id) => (id === 'b1' ? 'Wochenbestellung' : undefined),
  basketOfRow: (rowId) => (rowId === 'r1' ? 'Wochenbestellung' : undefined),
};

describe('describeChange', () => {
  it('describes each mutation in German', () => {
    expect(describeChange({ name: 'basket.setQuantity', args: { rowId: 'x', quantity: 5 } })).toBe(
      'Menge ändern auf 5',
    );
    expect(
      describeChange({
        name: 'basket.create',
        args: { id: 'b9', lieferkundeNr: 1, label: 'Wochenbestellung' },
      }),
    ).toBe('Warenkorb „Wochenbestellung“ anlegen');
    expect(describeChange({ name: 'basket.rename', args: { id: 'b1', label: 'Neu' } })).toBe(
      'Warenkorb umbenennen in „Neu“',
    );
    expect(describeChange({ name: 'notification.markSeen', args: { ids: ['a'] } })).toBe(
      'Benachrichtigung als gesehen markieren',
    );
    expect(describeChange({ name: 'notification.markSeen', args: { ids: ['a', 'b'] } })).toBe(
      '2 Benachrichtigungen als gesehen markieren',
    );
    expect(describeChange({ name: 'notification.markAllSeen', args: { before: 'x' } })).toBe(
      'Alle Benachrichtigungen als gesehen markieren',
    );
    expect(describeChange({ name: 'basket.deleteRow', args: { rowId: 'zz' } })).toBe(
      'Position löschen',
    );
  });

  it('names the basket when it is known locally', () => {
    expect(
      describeChange(
        {
          name: 'basket.addRow',
          args: { basketId: 'b1', rowId: 'r', pzn: '1234567', quantity: 3 },
        },
        names,
      ),
    ).toBe('Artikel PZN 1234567 hinzufügen (Menge 3) – Warenkorb „Wochenbestellung“');
    expect(
      describeChange(
        { name: 'basket.addRow', args: { basketId: 'b2', rowId: 'r', note: 'Eilig' } },
        names,
      ),
    ).toBe('Notiz „Eilig“ hinzufügen');
    expect(
      describeChange({ name: 'basket.setQuantity', args: { rowId: 'r1', quantity: 2 } }, names),
    ).toBe('Menge ändern auf 2 – Warenkorb „Wochenbestellung“');
    expect(describeChange({ name: 'basket.delete', args: { id: 'b1' } }, names)).toBe(
      'Warenkorb löschen – Warenkorb „Wochenbestellung“',
    );
  });

  it('survives malformed stored args and unknown names', () => {
    expect(describeChange({ name: 'basket.setQuantity', args: null })).toBe('Menge ändern auf 0');
    expect(describeChange({ name: 'basket.create', args: 'x' })).toBe('Warenkorb „“ anlegen');
    expect(describeChange({ name: 'order.send', args: {} })).toBe('Änderung order.send');
  });
});

describe('queue times', () => {
  const now = Date.parse('2026-03-10T10:42:00.000Z');
  it('formats the age of the oldest pending change', () => {
    expect(formatAge('2026-03-10T10:41:30.000Z', now)).toBe('gerade eben');
    expect(formatAge('2026-03-10T10:37:00.000Z', now)).toBe('vor 5 Min.');
    expect(formatAge('2026-03-10T08:40:00.000Z', now)).toBe('vor 2 Std.');
    expect(formatAge('2026-03-09T10:00:00.000Z', now)).toBe('vor 1 Tag');
    expect(formatAge('2026-03-07T10:00:00.000Z', now)).toBe('vor 3 Tagen');
  });

  it('shows only the time for a sync today, else the date too', () => {
    expect(formatSyncTime('2026-03-10T10:40:00.000Z', now)).toMatch(/^\d{2}:\d{2}$/);
    expect(formatSyncTime('2026-02-01T10:40:00.000Z', now)).toMatch(
      /^\d{2}\.\d{2}\.\d{2}, \d{2}:\d{2}$/,
    );
  });
});
