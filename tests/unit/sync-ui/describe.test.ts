import { describe, expect, it } from 'vitest';
import type { BasketItemRow, BasketRow } from '../../../modules/shop/contract';
import { describeChange, lookupIn } from '../../../src/features/sync/describe';
import { formatAge, formatSyncTime } from '../../../src/features/sync/format';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [B1, B2, R1, X] = [id(1), id(2), id(3), id(99)];
const rows = lookupIn({
  baskets: [{ id: B1, label: 'Wochenbestellung', kind: 'warenkorb' } as BasketRow],
  basketRows: [{ id: R1, basketId: B1 } as BasketItemRow],
});

describe('describeChange', () => {
  it('describes each mutation in German, from its declaration', () => {
    expect(describeChange({ name: 'basket.setQuantity', args: { rowId: X, quantity: 5 } })).toBe(
      'Menge ändern auf 5',
    );
    expect(
      describeChange({
        name: 'basket.create',
        args: { id: X, lieferkundeNr: 1, label: 'Wochenbestellung' },
      }),
    ).toBe('Warenkorb „Wochenbestellung“ anlegen');
    expect(describeChange({ name: 'basket.rename', args: { id: B1, label: 'Neu' } })).toBe(
      'Warenkorb umbenennen in „Neu“',
    );
    expect(describeChange({ name: 'notification.markSeen', args: { ids: [X] } })).toBe(
      'Benachrichtigung als gesehen markieren',
    );
    expect(describeChange({ name: 'notification.markSeen', args: { ids: [X, B1] } })).toBe(
      '2 Benachrichtigungen als gesehen markieren',
    );
    expect(
      describeChange({
        name: 'notification.markAllSeen',
        args: { before: '2026-11-24T10:00:00.000Z' },
      }),
    ).toBe('Alle Benachrichtigungen als gesehen markieren');
    expect(describeChange({ name: 'basket.deleteRow', args: { rowId: X } })).toBe(
      'Position löschen',
    );
  });

  it('names the basket when it is known locally', () => {
    expect(
      describeChange(
        { name: 'basket.addRow', args: { basketId: B1, rowId: X, pzn: '1234567', quantity: 3 } },
        rows,
      ),
    ).toBe('Artikel PZN 1234567 hinzufügen (Menge 3) – Warenkorb „Wochenbestellung“');
    expect(
      describeChange(
        { name: 'basket.addRow', args: { basketId: B2, rowId: X, note: 'Eilig' } },
        rows,
      ),
    ).toBe('Notiz „Eilig“ hinzufügen');
    expect(
      describeChange({ name: 'basket.setQuantity', args: { rowId: R1, quantity: 2 } }, rows),
    ).toBe('Menge ändern auf 2 – Warenkorb „Wochenbestellung“');
    expect(describeChange({ name: 'basket.delete', args: { id: B1 } }, rows)).toBe(
      'Warenkorb löschen – Warenkorb „Wochenbestellung“',
    );
  });

  it('describes malformed stored args and unknown names by the name of the change', () => {
    expect(describeChange({ name: 'basket.setQuantity', args: null })).toBe(
      'Änderung basket.setQuantity',
    );
    expect(describeChange({ name: 'basket.create', args: 'x' })).toBe('Änderung basket.create');
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
