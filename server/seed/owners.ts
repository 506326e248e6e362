// Who writes a module's demo entries: for each delivery customer a login with the module's role
// acts for, the first such login (by e-mail), so the seeded records name a real author.
import { asc, eq, sql } from 'drizzle-orm';
import { userLieferkunden, users } from '../db/schema.ts';
import type { Tx } from '../sync/types.ts';

/** Delivery customer number → the id of its first login with `role`, in customer order. */
export async function firstLoginPerCustomer(tx: Tx, role: string): Promise<Map<number, string>> {
  const rows = await tx
    .select({ lieferkundeNr: userLieferkunden.lieferkundeNr, userId: users.id })
    .from(userLieferkunden)
    .innerJoin(users, eq(users.id, userLieferkunden.userId))
    .where(sql`${users.roles} ? ${role}`)
    .orderBy(asc(userLieferkunden.lieferkundeNr), asc(users.email));
  const owners = new Map<number, string>();
  for (const row of rows)
    if (!owners.has(row.lieferkundeNr)) owners.set(row.lieferkundeNr, row.userId);
  return owners;
}
