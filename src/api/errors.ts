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
  /**
   * 503 with Retry-After: a transient database fault (a deadlock, a restart). Nothing was done;
   * the same request succeeds when sent again after the pause (issue 28).
   */
  unavailable: 'unavailable',
  /** Sync: the call names another user than the session's (another login in this browser). */
  userMismatch: 'user_mismatch',
  /** Sync: the client is too old for this server and waits for the app update. */
  updateRequired: 'mutation_version',
  /** Login with the password of a registration staff have not approved yet (issue 12). */
  registrationPending: 'registration_pending',
  /** Login with the password of a rejected registration (issue 12). */
  registrationRejected: 'registration_rejected',
  /**
   * A legal condition the user has not accepted guards this call (SPEC 4 "Conditions"): nothing
   * was done; the app waits until the user accepted it and then tries again.
   */
  conditionsOpen: 'conditions_open',
  /** SPEC 8 'user must change password': every other call waits for /change-password. */
  passwordChangeRequired: 'password_change_required',
  /** A login with the right password from an address the user has not unlocked yet. */
  ipUnknown: 'ip_unknown',
  /** A mailed link's token is forged, used, expired or of another purpose. */
  tokenInvalid: 'token_invalid',
  /** Password reset: no user has this address (SPEC 4 'Ungültige E-Mail Adresse!'). */
  unknownEmail: 'unknown_email',
  /** A new password that misses a rule of SPEC 5, or equals the current one. */
  weakPassword: 'weak_password',
  /** Change password: the current password is wrong. */
  wrongPassword: 'wrong_password',
  /** A mail could not be sent. */
  mailFailed: 'mail_failed',
  /**
   * Web Push: another user holds this endpoint (a browser still subscribed for the last user):
   * the client drops the browser's subscription and subscribes anew (issue 23 finding 13).
   */
  pushEndpointTaken: 'push_endpoint_taken',
  /** Recipe upload: the delivery customer holds the most files or bytes allowed (issue 23). */
  uploadQuota: 'upload_quota',
  /** The server instance is stopping (SIGTERM): the same call through the proxy reaches another. */
  serverStopping: 'server_stopping',
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
