// The auth feature's public surface for other features: who is logged in, and the session store.
// Kept to the session hooks (no pages), so importing it pulls no screen into another chunk.
export { useMe, useSessionStore } from './SessionContext';
export type { SessionStore } from './sessionStore';
