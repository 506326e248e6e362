// A quantity being written shows at once; the overlay ends with the first rows read after the
// commit, or when the write fails.
import { describe, expect, it } from 'vitest';
import {
  applySaving,
  pruneSaving,
  type Saving,
} from '../../../modules/shop/ui/baskets/useSavingQuantities';
import { basketRow, uuid } from '../db/support';

const first = basketRow({ id: uuid(1), quantity: 2 });
const second = basketRow({ id: uuid(2), quantity: 5, position: 2 });
const rows = [first, second];

describe('applySaving', () => {
  it('shows the quantity being written in place of the stored one', () => {
    const saving: Saving = new Map([[uuid(2), { quantity: 9, committedWith: null }]]);
    const shown = applySaving(rows, saving);
    expect(shown.map((r) => r.quantity)).toEqual([2, 9]);
    // Untouched rows keep their identity (memoised rows do not re-render).
    expect(shown[0]).toBe(rows[0]);
    expect(rows[1]?.quantity).toBe(5);
  });

  it('keeps showing it after the commit until newer rows arrive, then the rows win', () => {
    const saving: Saving = new Map([[uuid(2), { quantity: 9, committedWith: rows }]]);
    expect(applySaving(rows, saving).map((r) => r.quantity)).toEqual([2, 9]);
    const reread = [first, { ...second, quantity: 7 }];
    expect(applySaving(reread, saving)).toBe(reread);
    expect(pruneSaving(saving, reread).size).toBe(0);
    expect(pruneSaving(saving, rows).size).toBe(1);
  });

  it('without anything being written, the rows are shown as they are', () => {
    expect(applySaving(rows, new Map())).toBe(rows);
    const same: Saving = new Map([[uuid(1), { quantity: 2, committedWith: null }]]);
    expect(applySaving(rows, same)).toBe(rows);
  });
});
