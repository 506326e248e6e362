// API paths, relative to the API base. One list, used by the server's routes and the client.
export const API_BASE = '/api';

export const API = {
  health: '/health',
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
} as const;

/** Header names of SPEC section 7. */
export const HEADER = {
  windowId: 'X-Window-Id',
  route: 'X-Route',
  screenId: 'X-Screen-Id',
  swBypass: 'X-SW-Bypass',
} as const;
