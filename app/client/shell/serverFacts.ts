// Facts the shell loads from the server and remembers per user for offline use (issue 13): the
// help contact and the domain suggestions. Read from the user's local database; refreshed once
// per page load and key while online, and again on demand (opening the help dialog).
import { useCallback, useEffect, useState } from 'react';
import type { ZodType } from 'zod';
import { rememberLocally, useRemembered, useSyncStatus } from '../../../src/db';

/** 'failed' after the last load failed (until one succeeds); a missing value is still loading. */
export type FactState = 'idle' | 'failed';

export interface ServerFact<T> {
  /** undefined while the local copy is read, null when none is remembered. */
  readonly value: T | null | undefined;
  readonly state: FactState;
  readonly online: boolean;
  readonly refresh: () => void;
}

/** Keys refreshed in this page load (per user), so navigating does not ask again. */
const refreshed = new Set<string>();

export function useServerFact<T>(
  scope: string,
  key: string | null,
  schema: ZodType<T>,
  load: () => Promise<T>,
): ServerFact<T> {
  const stored = useRemembered(key);
  const { connectivity } = useSyncStatus();
  const online = connectivity === 'online';
  const [state, setState] = useState<FactState>('idle');

  const refresh = useCallback(() => {
    if (key === null) return;
    refreshed.add(`${scope}|${key}`);
    load()
      .then(async (value) => {
        await rememberLocally(key, value);
        setState('idle');
      })
      .catch(() => {
        refreshed.delete(`${scope}|${key}`);
        setState('failed');
      });
    // `load` is a stable call of the API; the key and scope decide what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope, key]);

  useEffect(() => {
    if (key !== null && online && !refreshed.has(`${scope}|${key}`)) refresh();
  }, [scope, key, online, refresh]);

  let value: T | null | undefined = undefined;
  if (stored === null) value = null;
  else if (stored !== undefined) {
    const parsed = schema.safeParse(stored);
    value = parsed.success ? parsed.data : null;
  }
  return { value, state, online, refresh };
}
