// Budgets of the public account calls (issue 23 item 1): a password-reset request or confirmation,
// a registration and an e-mail existence check each count against the client address's budget
// (ACCOUNT_REQUESTS_MAX_PER_ADDRESS in the login window) BEFORE any hash, lookup or mail; a mail
// with a link (reset, registration confirmation) also counts against its recipient's small budget
// (MAILS_PER_ADDRESS_PER_HOUR), so nobody can flood a mailbox from many addresses. None of them
// counts against the login limits: asking for a reset never locks anybody out. In the database,
// like the login limits, so they hold across server processes.
import { normalizeIP } from '@fastify/rate-limit';
import type { AccountRequestPolicy, LoginThrottlePolicy } from '../config.ts';
import type { Db } from '../db/client.ts';
import { tooManyRequests } from '../errors.ts';
import { giveBackAttempt, takeBudgets, type CountedAttempt } from './attemptBudget.ts';
import type { Clock } from './clock.ts';

export const accountRequestKey = (ip: string) => `public:${normalizeIP(ip)}`;
export const mailToKey = (address: string) => `mailto:${address.trim().toLowerCase()}`;

export interface AccountRequestDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: {
    readonly accountRequests: AccountRequestPolicy;
    readonly loginThrottle: LoginThrottlePolicy;
  };
}

/** Counts one public account call of the address; 429 with Retry-After when its budget is over. */
export async function takeAccountRequest(deps: AccountRequestDeps, ip: string): Promise<void> {
  const { accountRequests, loginThrottle } = deps.config;
  const key = accountRequestKey(ip);
  const taken = await takeBudgets(
    deps.db,
    [{ key, max: accountRequests.maxPerAddress, windowMs: loginThrottle.windowMs }],
    deps.clock,
  );
  if (!taken.allowed) throw tooManyRequests(taken.retryAfterSeconds);
}

/**
 * Counts one mail with a link to this address; 429 with Retry-After and `message` (a German
 * sentence around the wait in words) when its budget is used up. The caller gives the place back
 * (`giveBackMail`) when no mail went out after all.
 */
export async function takeMailTo(
  deps: { readonly db: Db; readonly clock: Clock; readonly policy: AccountRequestPolicy },
  address: string,
  message: (wait: string) => string,
): Promise<CountedAttempt> {
  const { mailsPerAddress, mailWindowMs } = deps.policy;
  const taken = await takeBudgets(
    deps.db,
    [{ key: mailToKey(address), max: mailsPerAddress, windowMs: mailWindowMs }],
    deps.clock,
  );
  if (!taken.allowed) throw tooManyRequests(taken.retryAfterSeconds, message);
  return taken.attempt;
}

export const giveBackMail = giveBackAttempt;
