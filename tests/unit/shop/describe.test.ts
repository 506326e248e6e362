// The shop mutations as they appear in 'Nicht übertragene Änderungen'.
import { describe, expect, it } from 'vitest';
import type { BasketItemRow, BasketRow } from '../../../modules/shop/contract';
import { describeChange, lookupIn } from '../../../src/features/sync/describe';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [B1, W1, R1, X, Y, Z] = [id(1), id(2), id(3), id(97), id(98), id(99)];
const rows = lookupIn({
  baskets: [
    { id: B1, label: 'Wochenbestellung', kind: 'warenkorb' } as BasketRow,
    { id: W1, label: 'Sommer', kind: 'merkliste' } as BasketRow,
  ],
  basketRows: [{ id: R1, basketId: W1 } as BasketItemRow],
});

describe('describeChange for baskets and wish lists', () => {
  it('names the kind of list', () => {
    expect(
      describeChange({
        name: 'basket.create',
        args: { id: X, lieferkundeNr: 1, label: 'Sommer', kind: 'merkliste' },
      }),
    ).toBe('Merkliste „Sommer“ anlegen');
    expect(describeChange({ name: 'basket.delete', args: { id: W1 } }, rows)).toBe(
      'Merkliste löschen – Merkliste „Sommer“',
    );
    expect(describeChange({ name: 'basket.setPrimary', args: { id: W1 } }, rows)).toBe(
      'Merkliste als Hauptmerkliste festlegen – Merkliste „Sommer“',
    );
    expect(describeChange({ name: 'basket.setPrimary', args: { id: B1 } }, rows)).toBe(
      'Warenkorb als Hauptwarenkorb festlegen – Warenkorb „Wochenbestellung“',
    );
    expect(
      describeChange({ name: 'basket.setInternalNote', args: { id: W1, note: 'x' } }, rows),
    ).toBe('Interne Notiz der Merkliste ändern – Merkliste „Sommer“');
    expect(describeChange({ name: 'basket.deleteRow', args: { rowId: R1 } }, rows)).toBe(
      'Position löschen – Merkliste „Sommer“',
    );
  });

  it('describes adding several rows, transfers and orders', () => {
    const note = (rowId: string) => ({ rowId, note: 'n' });
    expect(
      describeChange(
        { name: 'basket.addRows', args: { basketId: B1, rows: [note(X), note(Y), note(Z)] } },
        rows,
      ),
    ).toBe('3 Positionen hinzufügen – Warenkorb „Wochenbestellung“');
    expect(
      describeChange(
        {
          name: 'basket.transferRows',
          args: { targetBasketId: B1, move: true, rows: [{ rowId: R1, newRowId: X }] },
        },
        rows,
      ),
    ).toBe('1 Position in den Warenkorb „Wochenbestellung“ verschieben');
    expect(
      describeChange({
        name: 'basket.transferRows',
        args: {
          targetBasketId: Z,
          move: false,
          rows: [
            { rowId: X, newRowId: Y },
            { rowId: Y, newRowId: Z },
          ],
        },
      }),
    ).toBe('2 Positionen kopieren');
    expect(describeChange({ name: 'order.place', args: { orderId: X, basketId: B1 } }, rows)).toBe(
      'Bestellung senden – Warenkorb „Wochenbestellung“',
    );
    expect(describeChange({ name: 'order.place', args: { orderId: X, basketId: Z } })).toBe(
      'Bestellung senden',
    );
  });
});
