// The typed calls of this release, each parsed by the zod contract. Screens reach them through
// feature modules, never through fetch.
import { AvailabilityAnswer, CATALOGUE_API, type AvailabilityBody } from '../api/catalogue';
import { API } from '../api/paths';
import {
  AdminUsersList,
  DomainConfig,
  ImpersonationAuditPage,
  LieferkundenList,
  MailOutbox,
  MailTestAnswer,
  Me,
  UserStoreEntry,
  type AdminUser,
  type Lieferkunde,
} from '../api/schemas';
import type { HttpClient } from './http';

export type { AdminUser, DomainConfig, ImpersonationAuditPage, Lieferkunde, MailOutbox, Me };
export type SessionUser = Me['user'];

export interface LieferkundenSearch {
  readonly search: string;
  readonly differential: boolean;
  readonly limit: number;
}

export function createApi(http: HttpClient) {
  const parseMe = (data: unknown) => Me.parse(data);

  return {
    domainConfig: () =>
      http.request({ method: 'GET', path: API.domainConfig, parse: (d) => DomainConfig.parse(d) }),

    /** Silent: "not logged in" is a normal answer at start-up, not an expired session. */
    me: () => http.request({ method: 'GET', path: API.me, parse: parseMe, silent: true }),

    login: (username: string, password: string) =>
      http.request({
        method: 'POST',
        path: API.login,
        body: { username, password },
        parse: parseMe,
        silent: true,
      }),

    logout: () => http.request<unknown>({ method: 'POST', path: API.logout, silent: true }),

    depersonate: () => http.request({ method: 'POST', path: API.depersonate, parse: parseMe }),

    lieferkunden: ({ search, differential, limit }: LieferkundenSearch) =>
      http.request({
        method: 'GET',
        path: API.lieferkunden,
        query: { search: search || undefined, differential, limit },
        parse: (d) => LieferkundenList.parse(d).items,
        // SPEC 8: a failed selection or search stops the loader without a message.
        silent: true,
      }),

    setCurrentLieferkunde: (LieferkundeNr: number, differential: boolean) =>
      http.request({
        method: 'PUT',
        path: API.currentLieferkunde,
        body: { LieferkundeNr, differential },
        parse: parseMe,
        silent: true,
      }),

    resetDifferential: () =>
      http.request({ method: 'POST', path: API.resetDifferential, parse: parseMe }),

    getAutologonLkndNr: () =>
      http.request({
        method: 'GET',
        path: API.userStore('autologon_lkndnr'),
        parse: (d) => UserStoreEntry.parse(d).value,
        silent: true,
      }),

    setAutologonLkndNr: (value: string) =>
      http.request({
        method: 'PUT',
        path: API.userStore('autologon_lkndnr'),
        body: { value },
        parse: (d) => UserStoreEntry.parse(d).value,
        silent: true,
      }),

    adminUsers: (search: string) =>
      http.request({
        method: 'GET',
        path: API.adminUsers,
        query: { search: search || undefined },
        parse: (d) => AdminUsersList.parse(d).items,
      }),

    impersonate: (userId: string) =>
      http.request({
        method: 'POST',
        path: API.adminImpersonate,
        body: { userId },
        parse: parseMe,
      }),

    /** One page of the impersonation audit trail (Admin), newest first. */
    adminImpersonations: (cursor: string | null) =>
      http.request({
        method: 'GET',
        path: API.adminImpersonations,
        query: { cursor: cursor ?? undefined },
        parse: (d) => ImpersonationAuditPage.parse(d),
        // The section shows its own error state.
        silent: true,
      }),

    /** The mails written to the outbox folder, newest first, and how mail goes out (Admin). */
    adminMail: () =>
      http.request({
        method: 'GET',
        path: API.adminMail,
        parse: (d) => MailOutbox.parse(d),
        silent: true,
      }),

    /** Sends a test mail to the admin's own address; the answer names it. */
    adminMailTest: () =>
      http.request({
        method: 'POST',
        path: API.adminMailTest,
        body: {},
        parse: (d) => MailTestAnswer.parse(d),
        silent: true,
      }),

    /**
     * Availability of basket rows (online only). SPEC 8: the pipeline passes every failure of a
     * 'verfuegbarkeit' URL on without a message; the caller shows its own state.
     */
    checkAvailability: (body: AvailabilityBody) =>
      http.request({
        method: 'POST',
        path: CATALOGUE_API.availability,
        body,
        parse: (d) => AvailabilityAnswer.parse(d),
      }),
  };
}

export type Api = ReturnType<typeof createApi>;
