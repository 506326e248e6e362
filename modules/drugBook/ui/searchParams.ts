// The drug book's address parameters, validated by the route before the screen's chunk loads:
// valibot and constants only (the route file's non-component part reaches the /login bundle).
import * as v from 'valibot';

/** `pzn`: the article whose book is shown; `year`: the year shown, the current one when absent. */
const DrugBookSearch = v.object({
  pzn: v.optional(v.pipe(v.string(), v.regex(/^\d{7,8}$/))),
  year: v.optional(v.pipe(v.string(), v.regex(/^20\d{2}$/))),
});
export type DrugBookSearch = v.InferOutput<typeof DrugBookSearch>;

/** The router reads '?pzn=4656720' as a number; a PZN keeps its leading zeros (7 digits). */
const text = (value: unknown, digits: number) =>
  typeof value === 'number' && Number.isInteger(value)
    ? String(value).padStart(digits, '0')
    : value;

export function parseDrugBookSearch(search: Record<string, unknown>): DrugBookSearch {
  const pzn = v.safeParse(DrugBookSearch.entries.pzn, text(search['pzn'], 7));
  const year = v.safeParse(DrugBookSearch.entries.year, text(search['year'], 4));
  return {
    ...(pzn.success && pzn.output ? { pzn: pzn.output } : {}),
    ...(year.success && year.output ? { year: year.output } : {}),
  };
}
