import { createContext, use, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { DomainConfig } from '../worker/api';
import type { DomainConfigStore } from './domainConfigStore';

const DomainConfigContext = createContext<DomainConfigStore | null>(null);

export function DomainConfigProvider({
  store,
  children,
}: {
  store: DomainConfigStore;
  children: ReactNode;
}) {
  return <DomainConfigContext value={store}>{children}</DomainConfigContext>;
}

export function useDomainConfigStore(): DomainConfigStore {
  const store = use(DomainConfigContext);
  if (!store) throw new Error('useDomainConfigStore needs a DomainConfigProvider');
  return store;
}

/** The domain config, or null until it has loaded (loading starts on first use). */
export function useDomainConfig(): DomainConfig | null {
  const store = useDomainConfigStore();
  useEffect(() => {
    void store.ensureLoaded();
  }, [store]);
  return useSyncExternalStore(store.state.subscribe, store.state.get);
}
