// Error codes the API answers with, as `{ code, message }`. The message is German and meant for
// the user; the code is for programs. Codes named in SPEC section 8 keep their spelling.

export const ERROR_CODE = {
  /** SPEC 8: the API is unreachable (raised by a proxy or the client itself). */
  apiOffline: 10018,
  /** SPEC 8: the session is gone (answered with status 500 by older servers). */
  sessionExpired: 10001,
  invalidCredentials: 'invalid_credentials',
  authRequired: 'auth_required',
  forbidden: 'forbidden',
  csrf: 'csrf',
  validation: 'validation',
  notFound: 'not_found',
  rateLimited: 'rate_limited',
  noCustomer: 'no_customer',
  internal: 'internal',
  /** Sync: the call names another user than the session's (another login in this browser). */
  userMismatch: 'user_mismatch',
  /** Sync: the client is too old for this server and waits for the app update. */
  updateRequired: 'mutation_version',
} as const;

export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

/** The body of every error answer. */
export interface ApiErrorBody {
  code: ErrorCode | string | number;
  message: string;
  silent?: boolean;
}

/** SPEC 8 matches this exact text on a 401. */
export const AUTH_REQUIRED_MESSAGE = 'Authentication Required';
