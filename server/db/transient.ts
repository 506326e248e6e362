// Transient database errors (issue 28): a deadlock, a serialization failure, a lock or statement
// timeout, a database short of resources, restarting or out of reach. The same work succeeds
// when tried again a moment later, so it is never the user's fault and never a rejection: the
// request answers 503 with Retry-After and the client sends it again (server/plugins/errors.ts).
import { LockOrderConflict } from './locks.ts';

/**
 * SQLSTATE classes and codes that pass by themselves: 40 (transaction rollback: 40001
 * serialization failure, 40P01 deadlock), 53 (insufficient resources: 53300 too many
 * connections), 57P (operator intervention: 57P01 admin shutdown, 57P03 cannot connect now),
 * 08 (connection exception), 55P03 (lock not available, lock_timeout) and 57014 (query canceled:
 * statement_timeout, or an operator's pg_cancel_backend).
 */
const TRANSIENT_PREFIXES = ['40', '53', '57P', '08'] as const;
const TRANSIENT_CODES: ReadonlySet<string> = new Set(['55P03', '57014']);

/** The driver's own failures to reach the server (node-postgres has no SQLSTATE for them). */
const NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const NETWORK_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
] as const;

const isSqlState = (code: string) => /^[0-9A-Z]{5}$/.test(code);

function transientItself(error: object): boolean {
  if (error instanceof LockOrderConflict) return true;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (NETWORK_CODES.has(code)) return true;
    if (isSqlState(code)) {
      return TRANSIENT_CODES.has(code) || TRANSIENT_PREFIXES.some((p) => code.startsWith(p));
    }
  }
  const message = error instanceof Error ? error.message : '';
  return NETWORK_MESSAGES.some((m) => message.startsWith(m));
}

/**
 * The transient error in this error or the ones it wraps (drizzle wraps the driver's error in
 * DrizzleQueryError's `cause`); node-postgres and PGlite both carry the SQLSTATE as `code`.
 */
function transientCause(error: unknown): object | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (transientItself(current)) return current;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export const isTransientDbError = (error: unknown) => transientCause(error) !== undefined;

/** The SQLSTATE (or the driver's code) of a transient error, for the log line. */
export function transientCode(error: unknown): string | undefined {
  const cause = transientCause(error);
  return cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
}

/** Retry-After of a transient error: 1 to 3 s, spread so resent batches do not meet again. */
export function transientRetryAfter(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * 3);
}
