// The auth feature's public surface for other features: who is logged in, and the session store,
// which live in src/platform/session (issue 25); kept here so features import one entry.
// Kept to the session hooks (no pages), so importing it pulls no screen into another chunk.
export { useMe, useSessionStore, type SessionStore } from '../../platform/session';
