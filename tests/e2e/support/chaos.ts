// Chaos helpers: a seeded PRNG, in-app navigation that works offline (no page load), and the
// plain model the chaos spec predicts the server state with.

/** mulberry32: small, fast, deterministic for a seed. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof rng>;

/** What the server must hold at the end: per basket id, per PZN the quantity. */
export class ChaosModel {
  readonly baskets = new Map<string, Map<string, number>>();
  readonly seen = new Set<string>();
  private nextPzn = 5_100_000;

  newPzn(): string {
    return String(this.nextPzn++);
  }

  rowsWithBasket(): { basketId: string; pzn: string }[] {
    return [...this.baskets].flatMap(([basketId, rows]) =>
      [...rows.keys()].map((pzn) => ({ basketId, pzn })),
    );
  }
}
