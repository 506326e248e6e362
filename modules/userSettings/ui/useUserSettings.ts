// The user's settings from the local database (synced row `userSettings`), with the defaults
// while there is no row yet (never changed, or the first pull has not come) and before login.
import type { UserSettingsRow } from '../contract';
import { DEFAULT_USER_SETTINGS, type UserSettingsValues } from '../rules';
import { useDb, useLiveQuery } from '../../../src/db';

export interface UserSettingsState extends UserSettingsValues {
  /** Changes of the settings queued and not yet sent (offline, or the push is under way). */
  readonly pending: number;
  /** False until the local database answered once (the screen shows 'loading' meanwhile). */
  readonly loaded: boolean;
}

const fromRow = (row: UserSettingsRow | undefined): UserSettingsValues =>
  row
    ? {
        tutorialEnabled: row.tutorialEnabled,
        tutorialReset: row.tutorialReset,
        viewClockStyle: row.viewClockStyle,
        viewClockPosition: row.viewClockPosition,
      }
    : DEFAULT_USER_SETTINGS;

export function useUserSettings(): UserSettingsState {
  const db = useDb();
  const state = useLiveQuery(async (): Promise<UserSettingsState | undefined> => {
    if (!db) return undefined;
    // The database is the user's own: its one settings row is theirs.
    const [rows, pending] = await Promise.all([
      db.userSettings.toArray(),
      db.outbox.filter((entry) => entry.name === 'userSettings.set').count(),
    ]);
    return { ...fromRow(rows[0]), pending, loaded: true };
  }, [db]);
  return state ?? { ...DEFAULT_USER_SETTINGS, pending: 0, loaded: false };
}
