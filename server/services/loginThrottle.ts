// Login throttling (ASVS 2.2.1) without a lockout anybody can trigger (issue 23 item 4). Every
// attempt is counted BEFORE the password hash runs (server/services/attemptBudget.ts) against:
// - the client address, over all accounts (a guesser's own address runs out);
// - the account from a browser it has logged in from before (knownBrowsers.ts): counted per
//   browser, so the owner's usual browser never depends on what happens elsewhere;
// - otherwise the account from this address, AND the account from all new browsers together: a
//   guesser at one address locks only that address out of the account; a guesser spread over
//   many addresses locks out new browsers (for the rest of the window), never the known ones.
// A successful login gives its places back, so people who log in normally never use up a
// budget. Resetting a password is no login attempt (it has budgets of its own, accountRequests).
import { normalizeIP } from '@fastify/rate-limit';
import type { LoginThrottlePolicy } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import {
  giveBackAttempt,
  pruneAttemptBudgets,
  takeBudgets,
  type Budget,
  type BudgetResult,
  type CountedAttempt,
} from './attemptBudget.ts';

export type LoginAttempt = CountedAttempt;
export type LoginAttemptResult = BudgetResult;

/** The rows an attempt counts in. IPv6 clients are counted per /64, as the general limit does. */
export function throttleKeys(username: string, ip: string) {
  const account = username.trim().toLowerCase();
  const address = normalizeIP(ip);
  return {
    /** The account, from all browsers it has not logged in from. */
    account: `account:${account}`,
    /** The account, from one address. */
    pair: `pair:${address}|${account}`,
    /** The address, over all accounts. */
    address: `address:${address}`,
  };
}

/** The key of a known browser's attempts (its token's hash). */
export const browserKey = (tokenHash: string) => `browser:${tokenHash}`;

/** Counts one login attempt; refuses it when one of its budgets is over. */
export async function takeLoginAttempt(
  db: Db,
  attempt: { username: string; ip: string; knownBrowser: string | null },
  clock: Clock,
  policy: LoginThrottlePolicy,
): Promise<LoginAttemptResult> {
  const keys = throttleKeys(attempt.username, attempt.ip);
  const { windowMs } = policy;
  const budgets: Budget[] = [{ key: keys.address, max: policy.maxPerAddress, windowMs }];
  if (attempt.knownBrowser) {
    budgets.push({ key: browserKey(attempt.knownBrowser), max: policy.maxPerAccount, windowMs });
  } else {
    budgets.push(
      { key: keys.pair, max: policy.maxPerAccount, windowMs },
      { key: keys.account, max: policy.maxPerAccountNewBrowsers, windowMs },
    );
  }
  return takeBudgets(db, budgets, clock);
}

/** Returns an attempt's places (a successful login, or a refused attempt), in the same window. */
export const giveBackLoginAttempt = giveBackAttempt;

/** Deletes the counters whose window has passed (the longest window any budget uses). */
export function pruneLoginThrottle(db: Db, clock: Clock, longestWindowMs: number) {
  return pruneAttemptBudgets(db, clock, longestWindowMs);
}
