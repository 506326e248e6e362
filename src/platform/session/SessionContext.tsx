import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { Me } from '../../worker/api';
import type { SessionStore } from './sessionStore';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext value={store}>{children}</SessionContext>;
}

export function useSessionStore(): SessionStore {
  const store = use(SessionContext);
  if (!store) throw new Error('useSessionStore needs a SessionProvider');
  return store;
}

/** The current session (null when logged out or not loaded yet); re-renders on every change. */
export function useMe(): Me | null {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.state.subscribe, store.state.get);
  return state.loaded ? state.me : null;
}
