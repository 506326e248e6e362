// The session: who is logged in (useMe) and the store behind it. Infrastructure that every screen
// reads, so it lives below the features and the module folders (issue 25).
export { SessionProvider, useMe, useSessionStore } from './SessionContext';
export type { SessionStore } from './sessionStore';
