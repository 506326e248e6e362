// The administration's online calls, declared once (src/api/endpoint.ts): the user search and the
// impersonation audit (SPEC 4), the mail outbox and its test mail (issue 12), the pending
// registrations and their decisions (issue 13). The server's routes (server/routes/admin.ts,
// server/routes/adminMail.ts, server/routes/registration.ts) take method, path, access
// and schemas from here; the admin screens call them through `adminApi`
// (src/features/admin/api.ts). All but the user search are silent: each section shows its own
// error state; the search's failure is the session's (an expired one goes to the login).
import { endpoint } from './endpoint';
import { API } from './paths';
import {
  AdminRegistrations,
  ApproveRegistrationBody,
  DecisionAnswer,
  RejectRegistrationBody,
} from './registration';
import {
  AdminUsersList,
  AdminUsersQuery,
  ImpersonationAuditPage,
  ImpersonationsQuery,
  MailOutbox,
  MailTestAnswer,
} from './schemas';

export const ADMIN_ENDPOINTS = {
  /** The users whose address or name contains the search (at most 50), to impersonate one. */
  adminUsers: endpoint({
    method: 'GET',
    path: API.adminUsers,
    access: 'admin',
    query: AdminUsersQuery,
    answer: AdminUsersList,
  }),
  /** One page of the impersonation audit trail, newest first. */
  adminImpersonations: endpoint({
    method: 'GET',
    path: API.adminImpersonations,
    access: 'admin',
    query: ImpersonationsQuery,
    answer: ImpersonationAuditPage,
    silent: true,
  }),
  /** The mails written to the outbox folder, newest first, and how mail goes out. */
  adminMail: endpoint({
    method: 'GET',
    path: API.adminMail,
    access: 'admin',
    answer: MailOutbox,
    silent: true,
  }),
  /** Sends a test mail to the admin's own address; the answer names it. */
  adminMailTest: endpoint({
    method: 'POST',
    path: API.adminMailTest,
    access: 'admin',
    answer: MailTestAnswer,
    silent: true,
  }),
  /** Pending registrations and the customer numbers to give. */
  adminRegistrations: endpoint({
    method: 'GET',
    path: API.adminRegistrations,
    access: 'admin',
    answer: AdminRegistrations,
    silent: true,
  }),
  /** Approves a registration: creates the user and mails the registrant. */
  approveRegistration: endpoint({
    method: 'POST',
    path: API.adminRegistrationApprove,
    access: 'admin',
    body: ApproveRegistrationBody,
    answer: DecisionAnswer,
    silent: true,
  }),
  /** Rejects a registration with its reason, mailed to the registrant. */
  rejectRegistration: endpoint({
    method: 'POST',
    path: API.adminRegistrationReject,
    access: 'admin',
    body: RejectRegistrationBody,
    answer: DecisionAnswer,
    silent: true,
  }),
};
