// Chaos helpers: a seeded PRNG, in-app navigation that works offline (no page load), and the
// plain model the chaos spec predicts the server state with.
import { createRandom } from '../../../server/seed/random.ts';

/** The seed's PRNG (mulberry32), with a coin flip for the chaos schedule. */
export function rng(seed: number) {
  const random = createRandom(seed);
  return { ...random, chance: (p: number) => random.next() < p };
}
export type Rng = ReturnType<typeof rng>;

/** What the server must hold at the end: per basket id, per PZN the quantity. */
export class ChaosModel {
  readonly baskets = new Map<string, Map<string, number>>();
  readonly seen = new Set<string>();
  private pool: string[] = [];

  /** The catalogue's PZNs the chaos may add (the server refuses articles it does not have). */
  usePzns(pzns: Iterable<string>): void {
    const taken = new Set([...this.baskets.values()].flatMap((rows) => [...rows.keys()]));
    this.pool = [...pzns].filter((pzn) => !taken.has(pzn));
  }

  /** A catalogue PZN no basket has had yet. */
  newPzn(): string {
    const pzn = this.pool.shift();
    if (!pzn) throw new Error('chaos: no unused catalogue PZN left');
    return pzn;
  }

  rowsWithBasket(): { basketId: string; pzn: string }[] {
    return [...this.baskets].flatMap(([basketId, rows]) =>
      [...rows.keys()].map((pzn) => ({ basketId, pzn })),
    );
  }
}
