// A quantity being written shows at once in its row and in the totals. mutate() commits the
// change and its outbox entry in one IndexedDB transaction, and the live query then re-reads the
// list: for 1,000 rows that takes tens of milliseconds, longer than a typed number should wait to
// show in the totals. So the page overlays the quantities it is saving on the live rows until the
// rows read after the commit arrive; a failed write drops the overlay and the field shows why.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BasketItemRow } from '../../contract';
import { mutate } from '../../../../src/db';

export interface SavingQuantity {
  readonly quantity: number;
  /**
   * The rows on screen when the write committed; null while it runs. Any later rows were read
   * after the commit, so they hold the quantity themselves and the overlay ends.
   */
  readonly committedWith: readonly BasketItemRow[] | null;
}

export type Saving = ReadonlyMap<string, SavingQuantity>;

const live = (entry: SavingQuantity, rows: readonly BasketItemRow[]) =>
  entry.committedWith === null || entry.committedWith === rows;

/** The rows as shown: the live rows with the quantities still being saved. */
export function applySaving(rows: BasketItemRow[], saving: Saving): BasketItemRow[] {
  if (saving.size === 0) return rows;
  let changed = false;
  const shown = rows.map((row) => {
    const entry = saving.get(row.id);
    if (!entry || !live(entry, rows) || entry.quantity === row.quantity) return row;
    changed = true;
    return { ...row, quantity: entry.quantity };
  });
  return changed ? shown : rows;
}

/** Drops the entries that no longer apply to these rows. */
export function pruneSaving(
  saving: Saving,
  rows: readonly BasketItemRow[],
): Map<string, SavingQuantity> {
  return new Map([...saving].filter(([, entry]) => live(entry, rows)));
}

type Write = (rowId: string, quantity: number) => Promise<void>;

const writeQuantity: Write = (rowId, quantity) => mutate('basket.setQuantity', { rowId, quantity });

export function useSavingQuantities(rows: BasketItemRow[], write: Write = writeQuantity) {
  const [saving, setSaving] = useState<Saving>(() => new Map());
  const latestRows = useRef(rows);
  useEffect(() => {
    latestRows.current = rows;
  }, [rows]);

  const save = useCallback(
    async (rowId: string, quantity: number) => {
      setSaving((before) =>
        pruneSaving(before, latestRows.current).set(rowId, { quantity, committedWith: null }),
      );
      try {
        await write(rowId, quantity);
      } catch (error) {
        setSaving((before) => {
          if (before.get(rowId)?.quantity !== quantity) return before;
          const next = new Map(before);
          next.delete(rowId);
          return next;
        });
        throw error;
      }
      setSaving((before) => {
        const entry = before.get(rowId);
        if (entry?.quantity !== quantity || entry.committedWith !== null) return before;
        return new Map(before).set(rowId, { quantity, committedWith: latestRows.current });
      });
    },
    [write],
  );

  const shownRows = useMemo(() => applySaving(rows, saving), [rows, saving]);
  const pending = useMemo(() => [...saving.values()].some((e) => live(e, rows)), [saving, rows]);
  return { shownRows, save, pending };
}
