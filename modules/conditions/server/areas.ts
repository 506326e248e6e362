// Which areas a condition's patterns guard (issue 23, finding 3: evaluate once, not on every
// request). The answer depends only on the patterns and the code's AREAS, and a published version
// never changes, so each pattern list is matched against every area's screen paths once per
// process and then looked up. Keyed by the patterns themselves, not by (matchcode, version): the
// key cannot go stale (a migration, another database in the same process), and a column filled
// at publish time would miss an area a later release adds under a pattern (failing open).
import { AREA_KEYS, AREAS, type AreaKey } from '../../../src/api/access.ts';
import { conditionGuardsArea } from '../rules.ts';

/** Distinct pattern lists are few (only admins publish); the bound keeps memory bounded anyway. */
const MEMO_MAX = 500;
const memo = new Map<string, ReadonlySet<AreaKey>>();

/** The areas the patterns guard (every area for an empty list or an invalid pattern). */
export function areasGuardedBy(patterns: readonly string[]): ReadonlySet<AreaKey> {
  const key = JSON.stringify(patterns);
  const known = memo.get(key);
  if (known) return known;
  const condition = { path_regexes: patterns };
  const areas = new Set(AREA_KEYS.filter((a) => conditionGuardsArea(condition, AREAS[a].paths)));
  // Forget the oldest entry (a Map iterates in insertion order).
  if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value ?? '');
  memo.set(key, areas);
  return areas;
}
