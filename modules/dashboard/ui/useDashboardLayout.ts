// The user's dashboard layout from the local database (offline too): the stored list, or the
// default layout while the user never edited it; undefined while the database opens.
import { DEFAULT_LAYOUT } from '../rules';
import { useDb, useLiveQuery } from '../../../src/db';
import { useMe } from '../../../src/features/auth';

export function useDashboardLayout(): readonly string[] | undefined {
  const db = useDb();
  const userId = useMe()?.user.id ?? null;
  return useLiveQuery(async () => {
    if (!db || !userId) return undefined;
    return (await db.dashboardLayouts.get(userId))?.widgets ?? DEFAULT_LAYOUT;
  }, [db, userId]);
}
