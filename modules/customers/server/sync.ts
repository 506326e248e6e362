// The loader of the customers a user may act for (modules/customers/contract.ts): their
// assignments joined with the customers, paged by the later of the two versions, so a new or taken
// away assignment and a changed name or address each reach the user's devices. A taken away
// assignment is a tombstone (user_lieferkunden.deleted_at): the row comes back as a delete.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { customersModule, type DeliveryCustomerRow } from '../contract.ts';
import { lieferkunden, userLieferkunden } from '../../../server/db/schema.ts';
import { toLieferkunde } from '../../../server/services/lieferkunden.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { byUser, wholeTable } from '../../../server/sync/marks.ts';

/** The version of a customer as this user sees it: its assignment's or its own, the later. */
const changedAt =
  sql<bigint>`greatest(${userLieferkunden.version}, ${lieferkunden.version})`.mapWith(
    (value: string | number | bigint) => BigInt(value),
  );

export const customersServer = serverModule(customersModule, {
  // The tables the loader pages by (server/sync/marks.ts): any change of them reads it again.
  marks: {
    deliveryCustomers: [byUser(userLieferkunden), wholeTable(lieferkunden)],
  },
  handlers: {},
  loaders: {
    async deliveryCustomers(tx, { userId }, from, take) {
      const found = await tx
        .select({
          customer: lieferkunden,
          isDefault: userLieferkunden.isDefault,
          deletedAt: userLieferkunden.deletedAt,
          version: changedAt,
        })
        .from(userLieferkunden)
        .innerJoin(lieferkunden, eq(lieferkunden.lieferkundeNr, userLieferkunden.lieferkundeNr))
        .where(and(eq(userLieferkunden.userId, userId), gt(changedAt, from)))
        .orderBy(asc(changedAt))
        .limit(take);
      return found.map(({ customer, isDefault, deletedAt, version }) => {
        const id = String(customer.lieferkundeNr);
        const row: DeliveryCustomerRow | null = deletedAt
          ? null
          : { ...toLieferkunde(customer, isDefault), id, version: version.toString() };
        return { id, version, row };
      });
    },
  },
});
