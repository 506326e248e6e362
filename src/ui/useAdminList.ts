// The load state of an admin panel's list: loaded on mount, reloaded on demand (after an action
// or the panel's 'Aktualisieren'); a failed load shows the panel's own error state.
import { useCallback, useEffect, useState } from 'react';

export type LoadState = 'loading' | 'ready' | 'failed';

export function useAdminList<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [state, setState] = useState<LoadState>('loading');

  // `setState('loading')` belongs to reload(), not to the effect's first load.
  const fetchData = useCallback(
    () =>
      load().then(
        (answer) => {
          setData(answer);
          setState('ready');
        },
        () => setState('failed'),
      ),
    [load],
  );
  useEffect(() => {
    void fetchData();
  }, [fetchData]);

  const reload = useCallback(() => {
    setState('loading');
    return fetchData();
  }, [fetchData]);

  return { data, state, reload };
}
