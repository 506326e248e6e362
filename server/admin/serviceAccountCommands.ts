// `npm run admin -- service-account <create|list|revoke>` (issue 29): the integration boundary's
// service accounts from the operator's shell. The key is printed once, on create; it is stored
// only as a hash.
import { z } from 'zod';
import { INTEGRATION_SCOPES, type IntegrationScope } from '../../src/api/access.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../services/clock.ts';
import {
  createServiceAccount,
  listServiceAccounts,
  revokeServiceAccount,
} from '../services/serviceAccounts.ts';

export const SERVICE_ACCOUNT_USAGE = [
  '  service-account create --name "<Name>" --scopes <Berechtigung,…>',
  `      legt ein Dienstkonto an und zeigt seinen API-Schlüssel einmal; Berechtigungen: ${INTEGRATION_SCOPES.join(', ')}`,
  '  service-account list',
  '  service-account revoke --id <Konto-ID>',
].join('\n');

export const ServiceAccountName = z.string().trim().min(1).max(100);

/** Parses a comma-separated scope list; null when it names an unknown scope or none. */
export function parseScopes(text: string): IntegrationScope[] | null {
  const scopes = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (scopes.length === 0) return null;
  const known = INTEGRATION_SCOPES as readonly string[];
  return scopes.every((s) => known.includes(s)) ? (scopes as IntegrationScope[]) : null;
}

const dateText = (at: Date | null) =>
  at
    ? new Intl.DateTimeFormat('de-AT', { dateStyle: 'short', timeStyle: 'short' }).format(at)
    : '–';

/** Runs one service-account command; `fail` makes the wrong-use error the caller prints. */
export async function runServiceAccountCommand(
  db: Db,
  clock: Clock,
  out: (line: string) => void,
  options: (args: readonly string[], allowed: readonly string[]) => Map<string, string>,
  fail: (message: string) => Error,
  args: readonly string[],
): Promise<void> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'create': {
      const given = options(rest, ['--name', '--scopes']);
      const name = ServiceAccountName.safeParse(given.get('--name') ?? '');
      if (!name.success) throw fail('--name darf 1 bis 100 Zeichen lang sein.');
      const scopes = parseScopes(given.get('--scopes') ?? '');
      if (!scopes) {
        throw fail(`--scopes braucht eine oder mehrere von: ${INTEGRATION_SCOPES.join(', ')}`);
      }
      const { account, key } = await createServiceAccount(db, clock, {
        name: name.data,
        scopes,
        createdBy: null,
      });
      out(`Dienstkonto „${account.name}“ angelegt (ID ${account.id}).`);
      out(`API-Schlüssel (wird nur jetzt angezeigt): ${key}`);
      return;
    }
    case 'list': {
      if (rest.length > 0) throw fail(SERVICE_ACCOUNT_USAGE);
      const accounts = await listServiceAccounts(db);
      if (accounts.length === 0) out('Keine Dienstkonten.');
      for (const a of accounts) {
        const state = a.revokedAt ? `widerrufen ${dateText(a.revokedAt)}` : 'aktiv';
        out(
          `${a.id}  ${a.name}  apk_${a.keyPrefix}_…  ${a.scopes.join(',')}  ${state}  zuletzt benutzt ${dateText(a.lastUsedAt)}`,
        );
      }
      return;
    }
    case 'revoke': {
      const id = z
        .string()
        .uuid()
        .safeParse(options(rest, ['--id']).get('--id') ?? '');
      if (!id.success)
        throw fail('Bitte die --id des Dienstkontos angeben (service-account list).');
      const done = await revokeServiceAccount(db, clock, id.data);
      out(done ? 'Schlüssel widerrufen.' : 'Kein aktives Dienstkonto mit dieser ID.');
      return;
    }
    default:
      throw fail(`Aufruf:\n${SERVICE_ACCOUNT_USAGE}`);
  }
}
