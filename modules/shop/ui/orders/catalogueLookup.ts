// Which of some PZNs the catalogue on this device has: a reorder leaves out articles that were
// withdrawn since, which the server would refuse (and with them the whole copy).
import { catalogueDb } from '../../../../src/catalogue/db';
import { readCatalogueFacts } from '../../../../src/catalogue/status';

/**
 * The PZNs among these that the catalogue has; null while the catalogue on this device is not
 * complete yet (only a complete one can tell that an article is gone).
 */
export async function knownPzns(pzns: readonly string[]): Promise<ReadonlySet<string> | null> {
  const db = catalogueDb();
  if (!(await readCatalogueFacts(db)).lastSyncAt) return null;
  const found = await db.articles.bulkGet([...new Set(pzns)]);
  return new Set(found.flatMap((article) => (article ? [article.pzn] : [])));
}
