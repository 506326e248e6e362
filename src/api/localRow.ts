// What the client half of a register's mutation writes into a row it adds on this device.
import { LOCAL_VERSION } from './fields';
import type { LocalContext } from './module';

type Author = LocalContext<never>['user'];

/**
 * The author fields (customerRow.ts: authorFields) of a row added on this device: the mutation's time,
 * the user's name and the local version, until the pull brings the server's row (with the same
 * time and name).
 */
export const createdHere = (user: Author, now: string) => ({
  createdAt: now,
  createdBy: user?.name ?? '',
  version: LOCAL_VERSION,
});
