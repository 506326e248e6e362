// The login page's offer to remove a user's local data (see localData.ts), in a module of its
// own: the login page reads it without loading the data layer (issue 11).
import { Store } from '../../state/store';

export interface RemovalOffer {
  readonly userId: string;
  readonly name: string;
}

/** Set by the logout when the user's outbox was empty; shown on the login page until a login. */
export const removalOffer = new Store<RemovalOffer | null>(null);
