// Builds the client's view of a session (`Me`): the user, the current delivery customer, the mode.
import { eq } from 'drizzle-orm';
import type { Me, SessionUser } from '../../src/api/schemas.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { loadLieferkunde, sessionCustomer } from './lieferkunden.ts';
import type { SessionRow, UserRow } from './sessions.ts';

export function toSessionUser(user: UserRow, impersonatedBy: string | null): SessionUser {
  return {
    id: user.id,
    email: user.email,
    benutzerandruckname: user.displayName,
    kunde: user.kundeNr === null ? null : { KundeNr: user.kundeNr },
    vertreter: user.vertreter,
    impersonated_by: impersonatedBy,
    roles: user.roles,
    features: user.features,
    // An admin impersonating the user is not asked to change the user's password.
    mustChangePassword: user.mustChangePassword && impersonatedBy === null,
  };
}

export async function buildMe(db: Db, session: SessionRow, user: UserRow): Promise<Me> {
  let impersonatedBy: string | null = null;
  if (session.impersonatorId) {
    const [admin] = await db
      .select({ displayName: users.displayName })
      .from(users)
      .where(eq(users.id, session.impersonatorId))
      .limit(1);
    impersonatedBy = admin?.displayName ?? null;
  }
  // A customer the user may no longer act for (assignment taken away) is no current customer:
  // the client then sends the user to the selector.
  const { lieferkundeNr } = await sessionCustomer(db, user, session);
  const lieferkunde =
    lieferkundeNr === null ? null : await loadLieferkunde(db, user, lieferkundeNr);
  return {
    user: toSessionUser(user, impersonatedBy),
    lieferkunde,
    differential: session.differentialLieferkundeNr !== null && lieferkunde !== null,
  };
}
