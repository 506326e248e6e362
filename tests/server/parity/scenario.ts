// The scenarios of the parity test (tests/server/parity.test.ts): for every declared mutation,
// sequences of mutations that the test applies on the client (the declaration's client half, on
// fake-indexeddb) and through the server (push via inject), then compares the rows field by
// field. A module adds its scenarios in tests/server/parity/<module>.ts, exported as
// `<module>Scenarios` (the test finds the file); the type makes a mutation of the module without
// scenarios fail to compile.
import type { ModuleDef } from '../../../src/api/module.ts';
import type { Collection, RowOf } from '../../../src/api/sync.ts';

/** What a scenario may use: the acting user's delivery customer and articles the catalogue holds. */
export interface ScenarioContext {
  readonly lieferkundeNr: number;
  /** PZNs of live catalogue articles (with a price), at least 3. */
  readonly pzns: readonly string[];
  /** A fresh, deterministic UUID for the n-th id of the scenario. */
  readonly id: (n: number) => string;
  /** Today in the server's clock as 'YYYY-MM-DD'. */
  readonly today: string;
  /** The rows the user holds before the scenario (as pulled), e.g. to mark a notification seen. */
  readonly held: <C extends Collection>(collection: C) => readonly RowOf<C>[];
}

export interface Step {
  readonly name: string;
  readonly args: unknown;
}

export interface Scenario {
  readonly title: string;
  /** Applied in order on both sides; each step must be applied (not rejected) by the server. */
  readonly steps: (ctx: ScenarioContext) => readonly Step[];
}

/** At least one scenario per mutation of the module. */
export type Scenarios<M extends ModuleDef> = {
  readonly [N in M['mutations'][number]['name']]: readonly [Scenario, ...Scenario[]];
};
