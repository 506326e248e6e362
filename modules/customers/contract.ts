// The delivery customers a user may act for, as local data (issue 26): a pharmacy's addresses, a
// representative's assignment. The collection `deliveryCustomers` (scope user, every user) holds
// the fields the selector, the global search and the header show, so choosing a customer can be
// searched offline. Admins, who may act for every customer, hold none: they search on the server.
import { z } from 'zod';
import { version } from '../../src/api/fields';
import { defineModule, type Collections, userCollection } from '../../src/api/module';
import { Lieferkunde } from '../../src/api/schemas';

/** A customer the user may act for; its id is the delivery customer number as digits. */
export const DeliveryCustomerRow = Lieferkunde.extend({
  id: z.string().regex(/^\d{1,10}$/),
  version,
});
export type DeliveryCustomerRow = z.infer<typeof DeliveryCustomerRow>;

const C = {
  // No index: a user acts for at most a few hundred customers, searched by a scan of all fields.
  deliveryCustomers: userCollection(DeliveryCustomerRow, 'account', { indexes: [], pageMax: 500 }),
} as const satisfies Collections;

export const customersModule = defineModule({
  name: 'customers',
  collections: C,
  mutations: [],
});
