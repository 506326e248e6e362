// Every table of the server database: the core's (server/db/schema.ts) and each
// registered module's (modules/<name>/server/tables.ts, listed through the server root). The
// migration check (tests/server/migrate.test.ts) compares the migrations with them;
// drizzle.config.ts reads the same files by their paths.
import * as core from '../db/schema.ts';
import { serverModules } from '../serverModules.ts';

export function allTables(): Readonly<Record<string, unknown>> {
  return Object.assign({}, core, ...serverModules().map((m) => m.tables ?? {}));
}
