// Backorders (Rückstände, issue 14): the open backorders of a delivery customer from the local
// database, filtered and sorted for the screen and the dashboard widget.
import type { BackorderRow } from '../contract';
import type { PortalDb } from '../../../src/db';

export const RESIDUE_SORTS = ['expected', 'ordered', 'name'] as const;
export type ResidueSort = (typeof RESIDUE_SORTS)[number];

/** The open backorders of the customer (cancelled ones stay in the table as a record). */
export function openBackorders(db: PortalDb, lieferkundeNr: number): Promise<BackorderRow[]> {
  return db.backorders.where('[lieferkundeNr+state]').equals([lieferkundeNr, 'open']).toArray();
}

const byName = (a: BackorderRow, b: BackorderRow) =>
  a.name.localeCompare(b.name, 'de') || a.id.localeCompare(b.id);

/**
 * Rows matching `query` (article name, PZN, delivery note or order number; case and spaces
 * ignored), sorted: by expected day (soonest first, 'unbekannt' last), by day ordered (newest
 * first) or by article name.
 */
export function arrangeBackorders(
  rows: readonly BackorderRow[],
  query: string,
  sort: ResidueSort,
): BackorderRow[] {
  const q = query.trim().toLocaleLowerCase('de');
  const matching = q
    ? rows.filter((b) =>
        [b.name, b.pzn, b.noteNo ?? '', b.orderNo].some((field) =>
          field.toLocaleLowerCase('de').includes(q),
        ),
      )
    : [...rows];
  if (sort === 'name') return matching.sort(byName);
  if (sort === 'ordered') {
    return matching.sort((a, b) => b.orderedDay.localeCompare(a.orderedDay) || byName(a, b));
  }
  return matching.sort((a, b) => {
    if (a.expectedDay === b.expectedDay) return byName(a, b);
    if (a.expectedDay === null) return 1;
    if (b.expectedDay === null) return -1;
    return a.expectedDay.localeCompare(b.expectedDay);
  });
}
