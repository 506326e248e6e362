// The pure rules of the legal conditions (SPEC 4), without zod: the main layout's guard runs on
// every page, so importing them must not pull the zod contract (src/api/conditions.ts) into the
// first load. Which patterns are valid, whether a condition guards a URL (the client's route
// guard) or an area (the server's guard).

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

/** Whether a text is the source of a valid JavaScript regular expression (no flags). */
export function isValidPattern(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** Whether a condition guards this target (a URL path with its query): no patterns guard all. */
export function conditionGuardsUrl(
  condition: { readonly path_regexes: readonly string[] },
  url: string,
): boolean {
  if (condition.path_regexes.length === 0) return true;
  return condition.path_regexes.some(
    (source) => isValidPattern(source) && new RegExp(source).test(url),
  );
}

/** Whether a condition guards an area, given the area's screen paths (src/api/access.ts). */
export function conditionGuardsArea(
  condition: { readonly path_regexes: readonly string[] },
  areaPaths: readonly string[],
): boolean {
  return areaPaths.some((path) => conditionGuardsUrl(condition, path));
}

/** Screens the conditions never guard: the checker itself, the error pages and the logout. */
export function isConditionsFreeScreen(path: string): boolean {
  const under = (prefix: string) => path === prefix || path.startsWith(prefix + '/');
  return under('/check-conditions') || under('/error') || path === '/logout';
}

export type ConditionsDecision =
  { readonly kind: 'pass' } | { readonly kind: 'check'; readonly matchcode: string };

/**
 * SPEC 4's guard as a pure function: the first open condition that guards the target sends the
 * user to its checker; none, or a screen the conditions never guard, passes.
 */
export function decideConditions(
  open: readonly { readonly matchcode: string; readonly path_regexes: readonly string[] }[],
  target: { readonly pathname: string; readonly href: string },
): ConditionsDecision {
  if (isConditionsFreeScreen(target.pathname)) return { kind: 'pass' };
  const blocking = open.find((condition) => conditionGuardsUrl(condition, target.href));
  return blocking ? { kind: 'check', matchcode: blocking.matchcode } : { kind: 'pass' };
}
