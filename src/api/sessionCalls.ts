// The session's online calls, declared once (src/api/endpoint.ts): the delivery customer selector
// (search, choose, leave differential mode, the automatic customer), and an admin's
// impersonation and its end. The server's routes (server/routes/lieferkunden.ts, auth.ts,
// admin.ts, userStore.ts) take their schemas from here; the main thread calls them through the
// worker's one `request` (src/platform/client.ts), loading this file (zod) only after the login.
import { endpoint } from './endpoint';
import { API } from './paths';
import {
  ImpersonateBody,
  LieferkundenList,
  LieferkundenQuery,
  Me,
  SetCurrentLieferkundeBody,
  UserStoreBody,
  UserStoreEntry,
} from './schemas';

/** The one key of the per-user store the portal uses: the automatic delivery customer. */
const AUTOLOGON_PATH = API.userStore('autologon_lkndnr');

export const SESSION_ENDPOINTS = {
  /** The delivery customers the user may act for that match the search. SPEC 8: silent. */
  lieferkunden: endpoint({
    method: 'GET',
    path: API.lieferkunden,
    access: 'user',
    query: LieferkundenQuery,
    answer: LieferkundenList,
    silent: true,
  }),
  /** Chooses the session's delivery customer (or, for a representative, the differential one). */
  currentLieferkunde: endpoint({
    method: 'PUT',
    path: API.currentLieferkunde,
    access: 'user',
    body: SetCurrentLieferkundeBody,
    answer: Me,
    silent: true,
  }),
  /** Leaves differential mode. */
  resetDifferential: endpoint({
    method: 'POST',
    path: API.resetDifferential,
    access: 'user',
    answer: Me,
  }),
  /** The stored automatic delivery customer (SPEC 3 autologon_lkndnr). */
  autologon: endpoint({
    method: 'GET',
    path: AUTOLOGON_PATH,
    access: 'user',
    answer: UserStoreEntry,
    silent: true,
  }),
  setAutologon: endpoint({
    method: 'PUT',
    path: AUTOLOGON_PATH,
    access: 'user',
    body: UserStoreBody,
    answer: UserStoreEntry,
    silent: true,
  }),
  /** An admin acts as another user (SPEC 4); the session changes under a new id. */
  impersonate: endpoint({
    method: 'POST',
    path: API.adminImpersonate,
    access: 'admin',
    body: ImpersonateBody,
    answer: Me,
  }),
  /** Back to the admin; any session may ask, the server answers 409 when none impersonates. */
  depersonate: endpoint({
    method: 'POST',
    path: API.depersonate,
    access: 'session',
    answer: Me,
  }),
};
