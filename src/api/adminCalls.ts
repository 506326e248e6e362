// The administration's online calls, declared once (src/api/endpoint.ts): the mail outbox and its
// test mail (issue 12), the pending registrations and their decisions (issue 13). The server's
// routes (server/routes/adminMail.ts, server/routes/registration.ts) take method, path, access
// and schemas from here; the admin screens call them through `adminApi`
// (src/features/admin/api.ts). Every one is silent: each section shows its own error state.
import { endpoint } from './endpoint';
import { API } from './paths';
import {
  AdminRegistrations,
  ApproveRegistrationBody,
  DecisionAnswer,
  RejectRegistrationBody,
} from './registration';
import { MailOutbox, MailTestAnswer } from './schemas';

export const ADMIN_ENDPOINTS = {
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
