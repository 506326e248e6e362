// The pure rules of the legal conditions (SPEC 4), without zod: the main layout's guard runs on
// every page, so importing them must not pull the zod contract (modules/conditions/contract.ts) into the
// first load. Which patterns are valid, whether a condition guards a screen path (the client's
// route guard) or an area (the server's guard).

export const CONDITION_LIMITS = {
  matchcodeMax: 40,
  titleMax: 200,
  htmlMax: 100_000,
  patternMax: 300,
  patternsMax: 20,
} as const;

/** SPEC 4: while the open conditions are not yet loaded, the guard re-checks every 10 ms. */
export const CONDITIONS_RECHECK_MS = 10;

/** Letters, digits, '_' and '-': the matchcode is part of the URL /check-conditions/{matchcode}. */
export const MATCHCODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * A condition's pattern is a path pattern, never a regular expression (issue 23, finding 3: a
 * backtracking pattern held the server for seconds per request, and would have held every
 * browser as well). It starts with '/', '*' stands for any run of characters ('/' included),
 * everything else is literal: the characters of a URL path (RFC 3986) but '$', '(', ')' and '+',
 * which would read as a regular expression's; no blank, '?' or '#' (the query and fragment are no
 * part of the path). It guards every path that BEGINS with it.
 */
const PATH_PATTERN_FORM = /^\/[A-Za-z0-9\-._~%!&',;=:@/*]*$/;

/** Whether a text is a valid path pattern (see PATH_PATTERN_FORM), within the length bound. */
export function isValidPattern(pattern: string): boolean {
  return pattern.length <= CONDITION_LIMITS.patternMax && PATH_PATTERN_FORM.test(pattern);
}

/**
 * Whether a path begins with the pattern: its literal pieces between the '*' found left to right,
 * the first at the start. Taking each piece at its first occurrence after the previous one is
 * never wrong for a prefix match, so no piece is ever searched again: at most (path length ×
 * pattern length) steps, no backtracking. Case-insensitive, like the router's path matching.
 */
function pathBeginsWith(pattern: string, path: string): boolean {
  const [first = '', ...rest] = pattern.toLowerCase().split('*');
  const subject = path.toLowerCase();
  if (!subject.startsWith(first)) return false;
  let from = first.length;
  for (const piece of rest) {
    const at = subject.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

/**
 * Whether a condition guards every screen: it has no patterns, or a stored pattern is no valid
 * path pattern (a regular expression from before the patterns were paths, which the migration
 * condition_path_patterns could not convert). Such a pattern is never run as a RegExp; failing
 * closed keeps the condition in force until an admin publishes a version with valid patterns.
 */
function guardsEveryScreen(patterns: readonly string[]): boolean {
  return patterns.length === 0 || !patterns.every(isValidPattern);
}

/** Whether a condition guards a screen path. */
export function conditionGuardsPath(
  condition: { readonly path_regexes: readonly string[] },
  path: string,
): boolean {
  const patterns = condition.path_regexes;
  return guardsEveryScreen(patterns) || patterns.some((pattern) => pathBeginsWith(pattern, path));
}

/** Whether a condition guards an area, given the area's screen paths (src/api/access.ts). */
export function conditionGuardsArea(
  condition: { readonly path_regexes: readonly string[] },
  areaPaths: readonly string[],
): boolean {
  // Also an area without screens of its own (surveys): "every screen" means the whole portal.
  if (guardsEveryScreen(condition.path_regexes)) return true;
  return areaPaths.some((path) => conditionGuardsPath(condition, path));
}

/** Screens the conditions never guard: the checker itself, the error pages and the logout. */
export function isConditionsFreeScreen(path: string): boolean {
  const under = (prefix: string) => path === prefix || path.startsWith(prefix + '/');
  return under('/check-conditions') || under('/error') || path === '/logout';
}

export type ConditionsDecision =
  { readonly kind: 'pass' } | { readonly kind: 'check'; readonly matchcode: string };

/**
 * SPEC 4's guard as a pure function: the first open condition that guards the target's path sends
 * the user to its checker; none, or a screen the conditions never guard, passes.
 */
export function decideConditions(
  open: readonly { readonly matchcode: string; readonly path_regexes: readonly string[] }[],
  target: { readonly pathname: string },
): ConditionsDecision {
  if (isConditionsFreeScreen(target.pathname)) return { kind: 'pass' };
  const blocking = open.find((condition) => conditionGuardsPath(condition, target.pathname));
  return blocking ? { kind: 'check', matchcode: blocking.matchcode } : { kind: 'pass' };
}
