// Issue 24: adding an article already in a list raises its row (shopRules.planAdds, the rule both
// halves of basket.addRow(s) and supplierBasket.addRows apply), what the status line then says
// (addOutcome), and the one count of a list (positionCount) with its one wording.
import { describe, expect, it } from 'vitest';
import {
  MERGED_IDS_MAX,
  planAdds,
  positionCount,
  QUANTITY_MAX,
  type MergeableRow,
} from '../../../modules/shop/rules';
import { addOutcome } from '../../../modules/shop/ui/baskets/addOutcome';
import { de } from '../../../src/i18n/de';

const METFORMIN = '5128733';
const IBUPROFEN = '4512346';
const rows: MergeableRow[] = [
  { id: 'r1', pzn: METFORMIN, quantity: 7 },
  { id: 'r2', pzn: null, quantity: 1 },
  { id: 'r3', pzn: IBUPROFEN, quantity: 1, mergedRowIds: ['old'] },
];

describe('planAdds', () => {
  it('raises the first row of the same PZN instead of appending', () => {
    expect(planAdds(rows, [{ rowId: 'a', pzn: METFORMIN, quantity: 1 }])).toEqual({
      append: [],
      raise: [{ id: 'r1', quantity: 8, mergedRowIds: ['a'] }],
      merged: ['a'],
      overMax: [],
    });
  });

  it('appends notes, new articles and deliberate duplicates (separate)', () => {
    const note = { rowId: 'n', note: 'Kühlware' };
    const other = { rowId: 'b', pzn: '2468026', quantity: 2 };
    expect(planAdds(rows, [note, other]).append.map((a) => a.row)).toEqual([note, other]);
    const copy = { rowId: 'c', pzn: METFORMIN, quantity: 7 };
    expect(planAdds(rows, [copy], { separate: true })).toEqual({
      append: [{ row: copy, mergedRowIds: [] }],
      raise: [],
      merged: [],
      overMax: [],
    });
  });

  it('merges twice the same article within one batch into one new row', () => {
    const plan = planAdds(
      [],
      [
        { rowId: 'a', pzn: METFORMIN, quantity: 7 },
        { rowId: 'b', pzn: METFORMIN, quantity: 1 },
      ],
    );
    expect(plan.append).toEqual([
      { row: { rowId: 'a', pzn: METFORMIN, quantity: 8 }, mergedRowIds: ['b'] },
    ]);
    expect(plan.merged).toEqual(['b']);
  });

  it('appends a row of its own when the sum would pass the maximum (nothing is lost)', () => {
    const full = [{ id: 'r1', pzn: METFORMIN, quantity: QUANTITY_MAX - 1 }];
    const plan = planAdds(full, [{ rowId: 'a', pzn: METFORMIN, quantity: 2 }]);
    expect(plan.raise).toEqual([]);
    expect(plan.append.map((a) => a.row)).toEqual([{ rowId: 'a', pzn: METFORMIN, quantity: 2 }]);
    expect(plan.overMax).toEqual(['a']);
    // Exactly the maximum still merges.
    expect(planAdds(full, [{ rowId: 'a', pzn: METFORMIN, quantity: 1 }]).raise).toEqual([
      { id: 'r1', quantity: QUANTITY_MAX, mergedRowIds: ['a'] },
    ]);
  });

  it('changes nothing when an add is applied again (rebase, replay)', () => {
    const add = { rowId: 'a', pzn: METFORMIN, quantity: 1 };
    const [raised] = planAdds(rows, [add]).raise;
    const after = rows.map((r) => (r.id === raised?.id ? { ...r, ...raised } : r));
    const again = planAdds(after, [add]);
    expect(again).toEqual({ append: [], raise: [], merged: [], overMax: [] });
    // An id that is a row already is skipped too.
    expect(planAdds(rows, [{ rowId: 'r3', pzn: IBUPROFEN, quantity: 4 }]).raise).toEqual([]);
  });

  it(`remembers at most ${MERGED_IDS_MAX} merged ids per row`, () => {
    const adds = Array.from({ length: MERGED_IDS_MAX + 5 }, (_, i) => ({
      rowId: `m${i}`,
      pzn: IBUPROFEN,
      quantity: 1,
    }));
    const [raised] = planAdds(rows, adds).raise;
    expect(raised?.quantity).toBe(1 + MERGED_IDS_MAX + 5);
    expect(raised?.mergedRowIds).toHaveLength(MERGED_IDS_MAX);
    expect(raised?.mergedRowIds.at(-1)).toBe(`m${MERGED_IDS_MAX + 4}`);
  });
});

describe('addOutcome', () => {
  const what = 'Metformin Knapp 500 mg (PZN 5128733)';
  it('says the raised quantity and points at the raised row', () => {
    expect(addOutcome(rows, { rowId: 'a', pzn: METFORMIN, quantity: 1 }, what)).toEqual({
      message: 'Menge von Metformin Knapp 500 mg (PZN 5128733) auf 8 erhöht.',
      rowId: 'r1',
      plain: false,
    });
  });
  it('says when the maximum makes a row of its own, and a plain add', () => {
    const full = [{ id: 'r1', pzn: METFORMIN, quantity: QUANTITY_MAX }];
    expect(addOutcome(full, { rowId: 'a', pzn: METFORMIN, quantity: 1 }, what)).toEqual({
      message: de.baskets.mergeOverMax(what, QUANTITY_MAX),
      rowId: 'a',
      plain: false,
    });
    expect(de.baskets.mergeOverMax(what, QUANTITY_MAX)).toContain('Höchstmenge von 9.999');
    expect(addOutcome([], { rowId: 'a', pzn: METFORMIN, quantity: 1 }, what)).toEqual({
      message: de.baskets.rowAdded(what),
      rowId: 'a',
      plain: true,
    });
  });
});

describe('the count of a list', () => {
  it('counts article rows, not note rows, in one wording', () => {
    expect(positionCount(rows)).toBe(2);
    expect(positionCount([])).toBe(0);
    expect(de.baskets.positions(1)).toBe('1 Position');
    expect(de.baskets.positions(9)).toBe('9 Positionen');
    expect(de.baskets.positions(1000)).toBe('1.000 Positionen');
    expect(de.shop.cartMenu.button(1)).toBe('Warenkorb, 1 Position');
  });
});
