// Demo accounts in production (issue 23 item 5). The demo seed makes logins whose passwords the
// README publishes. A server reachable as a production server is (PUBLIC_URL not on this machine,
// or behind a proxy: TRUST_PROXY) refuses to start while such an account can still log in, and
// refuses to seed them, unless ALLOW_DEMO_ACCOUNTS=true says that this is a demo on purpose.
// `npm run admin -- remove-demo` takes their access away; their rows stay, since orders, audit
// records and legal records refer to them.
import { and, inArray, isNull, ne } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { registrations, users } from '../db/schema.ts';
import { DEMO_REGISTRATIONS } from './registrations.ts';
import { DEMO_PHARMACY_LOGINS, DEMO_USERS, pharmacyLogin } from './demo.ts';
import type { Clock } from '../services/clock.ts';
import { forgetBrowsers } from '../services/knownBrowsers.ts';
import { endSessionsOfUser } from '../services/sessions.ts';
import { voidTokens } from '../services/userTokens.ts';

/** The addresses of every login the demo seed makes (all with a published password). */
export const DEMO_ACCOUNT_EMAILS: readonly string[] = [
  ...Object.values(DEMO_USERS).map((u) => u.email),
  ...Array.from({ length: DEMO_PHARMACY_LOGINS }, (_, i) => pharmacyLogin(i + 1).email),
];

/**
 * A password hash no password verifies (not an argon2 string, so verify fails at once): what a
 * removed demo account keeps.
 */
export const NO_PASSWORD = '!demo-account-removed';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Why the server counts as reachable like a production server, or null for a local start:
 * PUBLIC_URL names a host other than this machine, or TRUST_PROXY says a proxy stands in front.
 */
export function productionExposure(
  config: Pick<ServerConfig, 'publicUrl' | 'trustProxy'>,
): string | null {
  const host = new URL(config.publicUrl).hostname.toLowerCase();
  if (!LOCAL_HOSTS.has(host) && !host.endsWith('.localhost')) {
    return `PUBLIC_URL ${config.publicUrl} is not on this machine`;
  }
  if (config.trustProxy !== false) return 'TRUST_PROXY is set (a proxy stands in front)';
  return null;
}

/** ALLOW_DEMO_ACCOUNTS: true lets a reachable server keep the demo accounts (a public demo). */
export function readAllowDemoAccounts(env: NodeJS.ProcessEnv): boolean {
  const raw = env.ALLOW_DEMO_ACCOUNTS?.trim();
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`ALLOW_DEMO_ACCOUNTS must be true or false, got ${raw}`);
}

/** The demo accounts that can still log in (with their published password, or a changed one). */
export async function liveDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(inArray(users.email, [...DEMO_ACCOUNT_EMAILS]), ne(users.passwordHash, NO_PASSWORD)),
    );
  return rows.map((r) => r.email).sort();
}

/**
 * The one line that stops a start, or null: a reachable server without ALLOW_DEMO_ACCOUNTS that
 * holds demo accounts (`live`), or would seed them now (`willSeed`).
 */
export function demoAccountRefusal(
  exposure: string | null,
  allowDemoAccounts: boolean,
  state: { readonly live: readonly string[]; readonly willSeed: boolean },
): string | null {
  if (exposure === null || allowDemoAccounts) return null;
  if (state.live.length > 0) {
    const [first] = state.live;
    const more = state.live.length > 1 ? ` and ${state.live.length - 1} more` : '';
    return (
      `the database holds demo accounts with published passwords (${first}${more}) and ${exposure}. ` +
      'Remove them with `npm run admin -- remove-demo` (server stopped), ' +
      'or set ALLOW_DEMO_ACCOUNTS=true for a public demo'
    );
  }
  if (state.willSeed) {
    return (
      `the demo data would create accounts with published passwords and ${exposure}. ` +
      'Set SEED_DEMO=false for an installation without demo data (its first admin comes from ' +
      '`npm run admin -- create --email …`), or ALLOW_DEMO_ACCOUNTS=true for a public demo'
    );
  }
  return null;
}

/**
 * Takes every demo account's access away: no password verifies any more, their sessions (also
 * their impersonations as admin) end, open mailed links and known browsers go; the seeded demo
 * registrations (published passwords too) are deleted while undecided. Returns the accounts.
 */
export async function removeDemoAccounts(db: Db, clock: Clock): Promise<string[]> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .update(users)
      .set({ passwordHash: NO_PASSWORD, mustChangePassword: false })
      .where(
        and(inArray(users.email, [...DEMO_ACCOUNT_EMAILS]), ne(users.passwordHash, NO_PASSWORD)),
      )
      .returning({ id: users.id, email: users.email });
    for (const { id } of removed) {
      await endSessionsOfUser(tx, id, clock());
      await voidTokens(tx, id, 'reset_password', clock);
      await voidTokens(tx, id, 'validate_ip', clock);
      await forgetBrowsers(tx, id);
    }
    await tx.delete(registrations).where(
      and(
        inArray(
          registrations.id,
          Object.values(DEMO_REGISTRATIONS).map((r) => r.id),
        ),
        isNull(registrations.userId),
      ),
    );
    return removed.map((r) => r.email).sort();
  });
}
