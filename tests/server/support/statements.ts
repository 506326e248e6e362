// The statements a piece of work runs on the test app's database (drizzle's logger).
import type { Db } from '../../../server/db/client.ts';

/** Counts the statements the server's database runs while `work` runs. */
export async function statementsOf(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  // drizzle hands the session's logger to every query, also to those of transactions.
  const session = (db as unknown as { session: { logger: unknown; options: { logger?: unknown } } })
    .session;
  const before = { logger: session.logger, options: session.options.logger };
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  session.logger = logger;
  session.options.logger = logger;
  try {
    await work();
  } finally {
    session.logger = before.logger;
    session.options.logger = before.options;
  }
  return statements;
}
