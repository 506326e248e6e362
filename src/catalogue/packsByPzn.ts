// Packs of each article in basket rows: what call-offs reserve and what last-chance offers
// already have in the baskets, counted one way.

/** Pack quantity per PZN in the given basket rows (article rows only). */
export function packsByPzn(
  rows: readonly { readonly pzn: string | null; readonly quantity: number | null }[],
): Map<string, number> {
  const out = new Map<string, number>();
  for (const row of rows) {
    if (row.pzn === null || row.quantity === null) continue;
    out.set(row.pzn, (out.get(row.pzn) ?? 0) + row.quantity);
  }
  return out;
}
