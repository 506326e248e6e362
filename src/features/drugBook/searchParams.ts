// The drug book's address parameters, validated by the route before the screen's chunk loads:
// valibot and constants only (the route file's non-component part reaches the /login bundle).
import * as v from 'valibot';

/** `pzn`: the article whose book is shown; `year`: the year shown, the current one when absent. */
const DrugBookSearch = v.object({
  pzn: v.optional(v.pipe(v.string(), v.regex(/^\d{7,8}$/))),
  year: v.optional(v.pipe(v.string(), v.regex(/^20\d{2}$/))),
});
export type DrugBookSearch = v.InferOutput<typeof DrugBookSearch>;

export function parseDrugBookSearch(search: Record<string, unknown>): DrugBookSearch {
  const pzn = v.safeParse(DrugBookSearch.entries.pzn, search['pzn']);
  const year = v.safeParse(DrugBookSearch.entries.year, search['year']);
  return {
    ...(pzn.success && pzn.output ? { pzn: pzn.output } : {}),
    ...(year.success && year.output ? { year: year.output } : {}),
  };
}
