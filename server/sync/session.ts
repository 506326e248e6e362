// The sync view of a session, re-checked on every push, pull and convergence call (issue 10):
// the delivery customer counts only while the user may still act for it (a representative's
// assignment or a pharmacy's address can be taken away while the session lives on), and the
// collections are those whose area the user's roles and feature flags open.
import { COLLECTIONS, mayReceive, type Collection } from '../../src/api/sync.ts';
import type { Db } from '../db/client.ts';
import { sessionCustomer } from '../services/lieferkunden.ts';
import type { ResolvedSession, UserRow } from '../services/sessions.ts';

export interface SyncSession {
  readonly user: UserRow;
  /** The session's delivery customer, null when none is chosen or it was taken away. */
  readonly lieferkundeNr: number | null;
  /** A customer was chosen, but the user may no longer act for it. */
  readonly revoked: boolean;
  /** The impersonation behind this session, for the audit of what it does. */
  readonly impersonation: { readonly id: string; readonly adminId: string } | null;
  /** Whether the user's roles and feature flags open the collection's area. */
  readonly mayRead: (collection: Collection) => boolean;
}

/** The session's sync view; `named`: the customer the call reads for instead of the chosen one. */
export async function syncSession(
  db: Db,
  auth: ResolvedSession,
  named?: number,
): Promise<SyncSession> {
  const { user, session } = auth;
  // A named customer (a pull for one of the device's, a call naming the device's choice) is
  // checked like a change's: in normal or differential mode the user may act for it.
  const { chosen, lieferkundeNr } = await sessionCustomer(db, user, session, named);
  const open = new Set(COLLECTIONS.filter((c) => mayReceive(user, c)));
  return {
    user,
    lieferkundeNr,
    revoked: chosen !== null && lieferkundeNr === null,
    impersonation:
      session.impersonatorId && session.impersonationId
        ? { id: session.impersonationId, adminId: session.impersonatorId }
        : null,
    mayRead: (collection) => open.has(collection),
  };
}
