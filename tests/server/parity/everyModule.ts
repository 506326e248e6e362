// Every module's parity scenarios: each file of this folder exports its `...Scenarios` (typed by its
// module, so a mutation of it without one does not compile); a new file is found by itself. The
// parity test and the foreign-customer push test read the same list.
import type { Scenario } from './scenario.ts';

export const EVERY_MODULE_SCENARIOS: Readonly<Record<string, readonly Scenario[]>> = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, unknown>>(['./*.ts', '!./everyModule.ts'], { eager: true }),
  ).flatMap((exports) =>
    Object.entries(exports)
      .filter(([name]) => name.endsWith('Scenarios'))
      .map(([, scenarios]) => scenarios),
  ),
);
