// The new shop mutations as they appear in 'Nicht übertragene Änderungen'.
import { describe, expect, it } from 'vitest';
import { describeChange, type BasketNames } from '../../../src/features/sync/describe';

const names: BasketNames = {
  basketOf: (id) => ({ b1: 'Wochenbestellung', w1: 'Sommer' })[id],
  basketOfRow: (rowId) => (rowId === 'r1' ? 'Sommer' : undefined),
  kindOf: (id) => (id === 'w1' ? 'merkliste' : id === 'b1' ? 'warenkorb' : undefined),
  kindOfRow: (rowId) => (rowId === 'r1' ? 'merkliste' : undefined),
};

describe('describeChange for baskets and wish lists', () => {
  it('names the kind of list', () => {
    expect(
      describeChange({
        name: 'basket.create',
        args: { id: 'w9', lieferkundeNr: 1, label: 'Sommer', kind: 'merkliste' },
      }),
    ).toBe('Merkliste „Sommer“ anlegen');
    expect(describeChange({ name: 'basket.delete', args: { id: 'w1' } }, names)).toBe(
      'Merkliste löschen – Merkliste „Sommer“',
    );
    expect(describeChange({ name: 'basket.setPrimary', args: { id: 'w1' } }, names)).toBe(
      'Merkliste als Hauptmerkliste festlegen – Merkliste „Sommer“',
    );
    expect(describeChange({ name: 'basket.setPrimary', args: { id: 'b1' } }, names)).toBe(
      'Warenkorb als Hauptwarenkorb festlegen – Warenkorb „Wochenbestellung“',
    );
    expect(
      describeChange({ name: 'basket.setInternalNote', args: { id: 'w1', note: 'x' } }, names),
    ).toBe('Interne Notiz der Merkliste ändern – Merkliste „Sommer“');
    expect(describeChange({ name: 'basket.deleteRow', args: { rowId: 'r1' } }, names)).toBe(
      'Position löschen – Merkliste „Sommer“',
    );
  });

  it('describes adding several rows, transfers and orders', () => {
    expect(
      describeChange(
        {
          name: 'basket.addRows',
          args: { basketId: 'b1', rows: [{ rowId: 'a' }, { rowId: 'b' }, { rowId: 'c' }] },
        },
        names,
      ),
    ).toBe('3 Positionen hinzufügen – Warenkorb „Wochenbestellung“');
    expect(
      describeChange(
        {
          name: 'basket.transferRows',
          args: { targetBasketId: 'b1', move: true, rows: [{ rowId: 'r1', newRowId: 'n' }] },
        },
        names,
      ),
    ).toBe('1 Position in den Warenkorb „Wochenbestellung“ verschieben');
    expect(
      describeChange({
        name: 'basket.transferRows',
        args: { targetBasketId: 'zz', move: false, rows: [{}, {}] },
      }),
    ).toBe('2 Positionen kopieren');
    expect(
      describeChange({ name: 'order.place', args: { orderId: 'o', basketId: 'b1' } }, names),
    ).toBe('Bestellung senden – Warenkorb „Wochenbestellung“');
    expect(describeChange({ name: 'order.place', args: { orderId: 'o', basketId: 'x' } })).toBe(
      'Bestellung senden',
    );
  });
});
