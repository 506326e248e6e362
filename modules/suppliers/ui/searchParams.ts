// The supplier screen's address parameters, validated by the route before the screen's chunk
// loads: valibot and constants only (the route file's non-component part reaches the /login
// bundle, see modules/analytics/ui/searchParams.ts).
import * as v from 'valibot';

/** `supplier`: the supplier whose basket is open; `order`: the order whose lines are open. */
const SuppliersSearch = v.object({
  supplier: v.optional(v.pipe(v.string(), v.uuid())),
  order: v.optional(v.pipe(v.string(), v.uuid())),
});
export type SuppliersSearch = v.InferOutput<typeof SuppliersSearch>;

export function parseSuppliersSearch(search: Record<string, unknown>): SuppliersSearch {
  const supplier = v.safeParse(SuppliersSearch.entries.supplier, search['supplier']);
  const order = v.safeParse(SuppliersSearch.entries.order, search['order']);
  return {
    ...(supplier.success && supplier.output ? { supplier: supplier.output } : {}),
    ...(order.success && order.output ? { order: order.output } : {}),
  };
}
