// Where the selector and the global search find delivery customers (issue 26): in the user's own
// database once its customers have synced (the collection `deliveryCustomers`), so a
// representative searches his customers offline; on the server for admins, who may act for every
// customer and hold none, and for anyone before the first pull of their customers. A failed server
// search is `NeedsConnection`, which the screens say as such, never as 'Keine Treffer'.
import {
  actsForEveryone,
  findCustomers,
  mustSearch,
  SELECTOR_LIMIT,
  type Chooser,
} from '../api/customerSearch';
import type { DomainConfig, Lieferkunde } from '../api/schemas';
import type { RowOf } from '../api/sync';
import { pulledUpTo, type PortalDb } from '../db';
import type { PlatformCalls } from './platformCalls';

/** The customer search could not reach the server and this device holds no customers to search. */
export class NeedsConnection extends Error {
  constructor(cause: unknown) {
    super('customer search needs a connection', { cause });
    this.name = 'NeedsConnection';
  }
}

export interface DirectorySources {
  readonly api: Pick<PlatformCalls, 'lieferkunden'>;
  /** The user's database, when open. */
  readonly db: () => PortalDb | null;
  readonly config: () => DomainConfig | null;
}

/** A synced customer row as the session holds it: without the row's sync fields. */
export const customerOfRow = ({ id: _id, version: _v, ...customer }: RowOf<'deliveryCustomers'>) =>
  customer;

/** The user's customers on this device, or null while they have not been pulled yet. */
export async function localCustomers(db: PortalDb | null): Promise<Lieferkunde[] | null> {
  if (!db || (await pulledUpTo(db, 'deliveryCustomers')) === '') return null;
  return (await db.deliveryCustomers.toArray()).map(customerOfRow);
}

export function customerDirectory(sources: DirectorySources) {
  return {
    /** The customers the selector shows for `search` in this mode; throws NeedsConnection. */
    async search(user: Chooser, search: string, differential: boolean) {
      const config = sources.config();
      const local = actsForEveryone(user) || !config ? null : await localCustomers(sources.db());
      if (local && config) {
        const query = { search, differential, mustSearch: mustSearch(user), limit: SELECTOR_LIMIT };
        return findCustomers(local, config, query);
      }
      try {
        return await sources.api.lieferkunden({
          search: search.trim(),
          differential,
          limit: SELECTOR_LIMIT,
        });
      } catch (error) {
        throw new NeedsConnection(error);
      }
    },
  };
}

export type CustomerDirectory = ReturnType<typeof customerDirectory>;
