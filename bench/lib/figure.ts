// One measured figure: the JSON line every bench prints on stdout (and nothing else there).
export interface Figure {
  bench: string;
  metric: string;
  value: number;
  unit: string;
  /** The goal an issue names, where it names one, as an upper bound. */
  goal?: number;
  /** A goal that is a lower bound (e.g. a Lighthouse score of at least 95). */
  min?: number;
}

export function emit(figure: Figure): void {
  process.stdout.write(`${JSON.stringify(figure)}\n`);
}

export function isFigure(value: unknown): value is Figure {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  return (
    typeof f.bench === 'string' &&
    typeof f.metric === 'string' &&
    typeof f.value === 'number' &&
    typeof f.unit === 'string' &&
    (f.goal === undefined || typeof f.goal === 'number') &&
    (f.min === undefined || typeof f.min === 'number')
  );
}

/** Nearest-rank percentile (p in 0..100) of a non-empty list. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length % 2) return sorted[mid] ?? Number.NaN;
  return ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
}

export const round = (value: number, digits = 1): number => Number(value.toFixed(digits));
