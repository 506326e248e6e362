// Budgets of the public account calls (issue 23 item 1): a password-reset request or confirmation,
// a registration and an e-mail existence check each count against the client address's budget
// (ACCOUNT_REQUESTS_MAX_PER_ADDRESS in the login window) BEFORE any hash, lookup or mail; a reset
// mail also counts against the account's own small budget (RESET_MAILS_PER_HOUR), so nobody can
// flood a mailbox. None of them counts against the login limits: asking for a reset never locks
// anybody out. In the database, like the login limits, so they hold across server processes.
import { normalizeIP } from '@fastify/rate-limit';
import { accountDe } from '../../src/i18n/account.de.ts';
import type { AccountRequestPolicy, LoginThrottlePolicy } from '../config.ts';
import type { Db } from '../db/client.ts';
import { tooManyRequests } from '../errors.ts';
import { takeBudgets } from './attemptBudget.ts';
import type { Clock } from './clock.ts';

export const accountRequestKey = (ip: string) => `public:${normalizeIP(ip)}`;
export const resetMailKey = (userId: string) => `resetmail:${userId}`;

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

/** Counts one reset mail for the user; 429 with its own message when the account's are used up. */
export async function takeResetMail(
  db: Db,
  userId: string,
  clock: Clock,
  policy: AccountRequestPolicy,
): Promise<void> {
  const key = resetMailKey(userId);
  const taken = await takeBudgets(
    db,
    [{ key, max: policy.resetMailsPerAccount, windowMs: policy.resetMailWindowMs }],
    clock,
  );
  if (!taken.allowed) {
    throw tooManyRequests(taken.retryAfterSeconds, accountDe.server.resetMailsUsedUp);
  }
}
