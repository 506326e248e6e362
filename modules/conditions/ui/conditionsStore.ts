// The open legal conditions of the logged-in user, for SPEC 4's guard and the checker screen.
// Loaded once per session identity through the worker API and kept; refreshed in the background
// when older than CONDITIONS_MAX_AGE_MS, and at once after an accept or a decline.
//
// Offline-first: when the list cannot be loaded (offline, the API unreachable, a server error)
// and none is known yet, the state is 'unavailable' and the guard lets the user work offline;
// the server refuses what the conditions guard anyway (403 conditions_open), and the next
// navigation tries again. A list known from before stays in force while offline.
import type { OpenCondition } from '../contract';
import { CONDITIONS_RECHECK_MS } from '../rules';

export type ConditionsState =
  | { readonly kind: 'loaded'; readonly items: readonly OpenCondition[] }
  | { readonly kind: 'unavailable' };

/** How long a loaded list is used before the next navigation refreshes it in the background. */
export const CONDITIONS_MAX_AGE_MS = 60_000;

export interface ConditionsStoreDeps {
  readonly load: () => Promise<readonly OpenCondition[]>;
  readonly now?: () => number;
}

export class ConditionsStore {
  private identity: string | null = null;
  private state: ConditionsState | undefined;
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  private generation = 0;

  constructor(private readonly deps: ConditionsStoreDeps) {}

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  /** The known state for this session identity, or undefined while the first load runs. */
  current(identity: string): ConditionsState | undefined {
    return this.identity === identity ? this.state : undefined;
  }

  /** Starts a load when none is known for this identity, it failed before, or it is stale. */
  start(identity: string): void {
    if (this.identity !== identity) {
      this.identity = identity;
      this.state = undefined;
      this.loading = null;
      this.generation++;
    }
    const stale =
      this.state === undefined ||
      this.state.kind === 'unavailable' ||
      this.now() - this.loadedAt > CONDITIONS_MAX_AGE_MS;
    if (!stale || this.loading) return;
    const generation = this.generation;
    this.loading = this.deps
      .load()
      .then(
        (items) => {
          if (generation !== this.generation) return;
          this.state = { kind: 'loaded', items };
          this.loadedAt = this.now();
        },
        () => {
          if (generation !== this.generation) return;
          // A list known from before stays in force; none known: let the user work offline.
          if (this.state?.kind !== 'loaded') this.state = { kind: 'unavailable' };
        },
      )
      .finally(() => {
        if (generation === this.generation) this.loading = null;
      });
  }

  /** Forgets the list (after an accept or a decline): the next wait loads it again. */
  invalidate(): void {
    this.state = undefined;
    this.loading = null;
    this.generation++;
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SPEC 4: "while conditions are not yet loaded, the guard re-checks every 10 ms". Starts the load
 * if needed and polls the store until it knows the state for this identity.
 */
export async function awaitConditions(
  store: ConditionsStore,
  identity: string,
  sleep: (ms: number) => Promise<void> = defaultSleep,
): Promise<ConditionsState> {
  store.start(identity);
  for (;;) {
    const state = store.current(identity);
    if (state) return state;
    await sleep(CONDITIONS_RECHECK_MS);
  }
}
