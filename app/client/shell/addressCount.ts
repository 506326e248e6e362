// Issue 24 point 7: whether a pharmacy user has several delivery addresses to switch between
// (then the user menu offers 'Lieferanschrift wechseln'). Asked once per page load while online
// and remembered per user, like the help contact, so the menu stays the same offline.
import { z } from 'zod';
import { useMe } from '../../../src/platform/session/SessionContext';
import { api } from '../../../src/platform/client';
import { useServerFact } from './serverFacts';

/** More than one is all the menu needs to know. */
const ENOUGH = 2;
const AddressCount = z.number().int().min(0);

/** The number of delivery addresses (at most 2), or null when unknown or not a pharmacy user. */
export function useAddressCount(): number | null {
  const me = useMe();
  const pharmacy = me && !me.user.vertreter && me.user.kunde !== null;
  const fact = useServerFact(
    me?.user.id ?? '',
    pharmacy ? 'deliveryAddressCount' : null,
    AddressCount,
    () =>
      api
        .lieferkunden({ search: '', differential: false, limit: ENOUGH })
        .then((list) => list.length),
  );
  return fact.value ?? null;
}
