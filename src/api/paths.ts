// API paths, relative to the API base. One list, used by the server's routes and the client.
export const API_BASE = '/api';

export const API = {
  health: '/health',
  /**
   * 200 once the server is ready for its users, 503 while it is still preparing (the demo seed
   * of a first start runs after the server listens, issue 27): probes and test harnesses wait here.
   */
  ready: '/ready',
  openapi: '/openapi.json',
  domainConfig: '/domain-config',
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  /** The session or null, never a 401: the app's start-up question (issue 11). */
  session: '/auth/session',
  depersonate: '/auth/depersonate',
  lieferkunden: '/lieferkunden',
  currentLieferkunde: '/lieferkunden/current',
  resetDifferential: '/lieferkunden/differential/reset',
  userStore: (key: string) => `/user-store/${encodeURIComponent(key)}`,
  adminUsers: '/admin/users',
  adminImpersonate: '/admin/impersonate',
  /** The audit trail of impersonations (Admin). */
  adminImpersonations: '/admin/impersonations',
  /** The mails written to the outbox folder when no SMTP server is configured (Admin). */
  adminMail: '/admin/mail',
  /** Sends a test mail to the admin's own address (Admin). */
  adminMailTest: '/admin/mail/test',
  /** Self-registration (issue 12, public): settings, config, the e-mail check, the request. */
  registerSettings: '/register/settings',
  registerConfig: '/register/config',
  registerTestUserExists: '/register/test-user-exists',
  register: '/register',
  /** Uses the mailed confirmation link (issue 23); its token in the body, never in the URL. */
  registerConfirm: '/register/confirm',
  /** Pending registrations and the customer numbers to give (Admin). */
  adminRegistrations: '/admin/registrations',
  adminRegistrationApprove: '/admin/registrations/approve',
  adminRegistrationReject: '/admin/registrations/reject',
  /** The legal conditions the session's user has not accepted in their newest version. */
  conditions: '/conditions',
  conditionsAccept: '/conditions/accept',
  conditionsDecline: '/conditions/decline',
  /** Every condition with its versions and acceptance counts; POST publishes a version (Admin). */
  adminConditions: '/admin/conditions',
  /** Every survey with its counts; POST creates one for all users or chosen roles (Admin). */
  adminSurveys: '/admin/surveys',
  /** The pharmacy's settings (one object, modules/customerSettings/contract.ts); GET and PUT. */
  customerSettings: '/customer-settings',
  /** Tests one setting with a value (a test mail to the confirmation address). */
  customerSettingsTest: '/customer-settings/test',
  /** Issue 12, passwords and IP unlock (src/api/account.ts); tokens travel in the body. */
  passwordResetRequest: '/account/password-reset/request',
  passwordResetCheck: '/account/password-reset/check',
  passwordResetConfirm: '/account/password-reset/confirm',
  changePassword: '/account/change-password',
  validateIpLookup: '/account/validate-ip/lookup',
  validateIpConfirm: '/account/validate-ip/confirm',
  /** SPEC 7's tutorial calls (modules/tutorials/contract.ts); the web app syncs the same rows. */
  tutorials: '/tutorials',
  tutorialStepSeen: '/tutorials/:id/seen',
  tutorialsReset: '/tutorials/reset',
  /** Issue 13, the shell (src/api/shell.ts): the help button's contact, domain suggestions. */
  helpContact: '/help/contact',
  domainSuggestions: '/domain-suggestions',
  /** Crash and performance reports, only with the privacy consent (src/api/telemetry.ts). */
  sntunnel: '/sntunnel',
  /** Usage analytics page views and heartbeats, only with the privacy consent. */
  usage: '/usage',
  /** Server-sent events: pokes and SurveyChangedEvent (issue 13, src/api/realtime.ts). */
  events: '/events',
} as const;

/** Header names of SPEC section 7. */
export const HEADER = {
  windowId: 'X-Window-Id',
  route: 'X-Route',
  screenId: 'X-Screen-Id',
  swBypass: 'X-SW-Bypass',
  /**
   * The delivery customer chosen on the device (issue 26), digits: the online calls answer for
   * it (checked like a change's customer), not for the one the server's session last heard of.
   */
  customer: 'X-Lieferkunde',
} as const;
