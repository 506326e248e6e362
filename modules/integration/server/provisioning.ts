// Provisioning from the wholesaler's system (issue 29): delivery customers and users as NDJSON,
// upserted by their natural keys (the customer's number, the user's e-mail), and a customer with
// its tours for the ERP simulator. A user's list of delivery customers is whole: one the user had
// and the line leaves out is taken away as a tombstone with a new version (modules/customers), so
// the customer leaves the user's devices with their next pull. A new user gets no password but a
// mail with a link to set one (the password reset's token, valid longer), sent after the commit.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AREAS, ROLE } from '../../../src/api/access.ts';
import { lieferkunden, nextVersion, userLieferkunden, users } from '../../../server/db/schema.ts';
import { lockScope } from '../../../server/db/locks.ts';
import { notFound } from '../../../server/errors.ts';
import type { ModuleRouteDeps } from '../../../server/serverModules.ts';
import { PORTAL_NAME, composeMail } from '../../../server/services/mail.ts';
import { issueToken } from '../../../server/services/userTokens.ts';
import type { Tx } from '../../../server/sync/types.ts';
import { tours } from '../../tours/server/tables.ts';
import { touchCustomer, touchUser } from '../../../server/realtime/touched.ts';
import {
  CustomerFeedLine,
  FeedResult,
  INTEGRATION_API,
  IncomingBadRequest,
  IntegrationCustomer,
  NDJSON_CONTENT_TYPE,
  NdjsonQuery,
  UserFeedLine,
} from '../contract.ts';
import { integrationTexts } from '../texts.de.ts';
import { MessageRefused, type Fault } from './incoming.ts';
import { acceptNdjson, receiveFeed, refuseRepeats, type NdjsonLine } from './ndjson.ts';
import { routePath } from './paths.ts';
import { withPoke } from './poke.ts';

const t = integrationTexts.provisioning;

/** How long an invitation's link works: a week (a reset link works an hour). */
export const INVITATION_DAYS = 7;

/**
 * The password hash of a user who has set none: not an argon2 hash, so no password verifies
 * against it (server/services/passwords.ts answers false), until the invitation's link sets one.
 */
export const NO_PASSWORD = '!invited';

/** Every role the portal knows, but Admin: an ERP provisions pharmacies, not administrators. */
const GRANTABLE_ROLES = new Set<string>(
  [...Object.values(ROLE), ...Object.values(AREAS).flatMap((a) => a.anyRole)].filter(
    (role) => role !== ROLE.Admin,
  ),
);

const CUSTOMER_CHUNK = 5000;

/** One statement a chunk: new customers inserted, changed ones updated with a new version. */
function upsertCustomers(chunk: readonly CustomerFeedLine[]) {
  const col = <T>(pick: (c: CustomerFeedLine) => T) => sql.param(chunk.map(pick));
  return sql`
    insert into ${lieferkunden} as l (lieferkunde_nr, a2_knd_nr, a2_knd_nr_default, vorname,
      nachname, strasse, plz, ort, a3_kunde_nr, a3_kunde_label)
    select * from unnest(
      ${col((c) => c.lieferkundeNr)}::int[], ${col((c) => c.a2KndNr)}::text[],
      ${col((c) => c.a2KndNrDefault ?? c.a2KndNr)}::text[], ${col((c) => c.vorname ?? '')}::text[],
      ${col((c) => c.nachname)}::text[], ${col((c) => c.strasse)}::text[],
      ${col((c) => c.plz)}::text[], ${col((c) => c.ort)}::text[],
      ${col((c) => c.a3KundeNr)}::int[], ${col((c) => c.a3KundeLabel ?? '')}::text[])
    on conflict (lieferkunde_nr) do update set a2_knd_nr = excluded.a2_knd_nr,
      a2_knd_nr_default = excluded.a2_knd_nr_default, vorname = excluded.vorname,
      nachname = excluded.nachname, strasse = excluded.strasse, plz = excluded.plz,
      ort = excluded.ort, a3_kunde_nr = excluded.a3_kunde_nr,
      a3_kunde_label = excluded.a3_kunde_label, version = nextval('sync_version')
    where (l.a2_knd_nr, l.a2_knd_nr_default, l.vorname, l.nachname, l.strasse, l.plz, l.ort,
      l.a3_kunde_nr, l.a3_kunde_label) is distinct from (excluded.a2_knd_nr,
      excluded.a2_knd_nr_default, excluded.vorname, excluded.nachname, excluded.strasse,
      excluded.plz, excluded.ort, excluded.a3_kunde_nr, excluded.a3_kunde_label)`;
}

/** Applies the customers feed (the table's statement trigger orders its writers). */
export async function applyCustomers(tx: Tx, lines: readonly NdjsonLine<CustomerFeedLine>[]) {
  const values = lines.map((l) => l.value);
  for (const value of values) touchCustomer(value.lieferkundeNr);
  for (let at = 0; at < values.length; at += CUSTOMER_CHUNK) {
    await tx.execute(upsertCustomers(values.slice(at, at + CUSTOMER_CHUNK)));
  }
}

/** Unknown roles and Admin, per line, before the transaction. */
function refuseRoles(lines: readonly NdjsonLine<UserFeedLine>[]): Fault[] {
  const faults: Fault[] = [];
  for (const { line, value } of lines) {
    for (const role of value.roles) {
      if (role === ROLE.Admin) faults.push({ line, reason: t.adminRole });
      else if (!GRANTABLE_ROLES.has(role)) faults.push({ line, reason: t.unknownRole(role) });
    }
  }
  return [...faults, ...refuseRepeats(lines, (u) => u.email)];
}

/** A new user's invitation, mailed once the transaction has committed. */
export interface Invitation {
  readonly email: string;
  readonly displayName: string;
  readonly token: string;
}

/** Applies the users feed; returns the invitations of the users it created. */
export async function applyUsers(
  tx: Tx,
  lines: readonly NdjsonLine<UserFeedLine>[],
  now: Date,
): Promise<Invitation[]> {
  const emails = lines.map((l) => l.value.email);
  const numbers = [
    ...new Set(lines.flatMap((l) => l.value.lieferkunden.map((k) => k.lieferkundeNr))),
  ];
  const present = numbers.length
    ? await tx
        .select({ nr: lieferkunden.lieferkundeNr })
        .from(lieferkunden)
        .where(inArray(lieferkunden.lieferkundeNr, numbers))
    : [];
  const knownNumbers = new Set(present.map((p) => p.nr));
  const existing = await tx
    .select({ id: users.id, email: users.email, roles: users.roles })
    .from(users)
    .where(inArray(users.email, emails));
  const byEmail = new Map(existing.map((u) => [u.email, u]));
  const faults: Fault[] = [];
  for (const { line, value } of lines) {
    for (const k of value.lieferkunden) {
      if (!knownNumbers.has(k.lieferkundeNr)) {
        faults.push({ line, reason: t.unknownCustomer(k.lieferkundeNr) });
      }
    }
    if (byEmail.get(value.email)?.roles.includes(ROLE.Admin)) {
      faults.push({ line, reason: t.adminUser });
    }
  }
  if (faults.length > 0) throw new MessageRefused(faults);

  const planned = lines.map(({ value }) => ({
    value,
    id: byEmail.get(value.email)?.id ?? randomUUID(),
    isNew: !byEmail.has(value.email),
  }));
  // Each user's assignments are written under the user's lock; taken in one order, so two feeds
  // touching the same users wait for each other instead of deadlocking.
  for (const id of planned.map((p) => p.id).sort()) {
    touchUser(id);
    await lockScope(tx, 'customers', id);
  }

  const invitations: Invitation[] = [];
  for (const { value, id, isNew } of planned) {
    const fields = {
      displayName: value.displayName,
      roles: [ROLE.User, ...value.roles.filter((r) => r !== ROLE.User)],
      ...(value.kundeNr !== undefined ? { kundeNr: value.kundeNr } : {}),
      ...(value.vertreter !== undefined ? { vertreter: value.vertreter } : {}),
      ...(value.phone !== undefined ? { phone: value.phone } : {}),
    };
    if (isNew) {
      await tx.insert(users).values({
        id,
        email: value.email,
        passwordHash: NO_PASSWORD,
        features: [],
        kundeNr: null,
        vertreter: false,
        ...fields,
        createdAt: now,
      });
      const token = await issueToken(tx, id, 'reset_password', () => now, {
        ttlMs: INVITATION_DAYS * 24 * 60 * 60 * 1000,
      });
      invitations.push({ email: value.email, displayName: value.displayName, token });
    } else {
      await tx.update(users).set(fields).where(eq(users.id, id));
    }
    await writeAssignments(tx, id, value, now);
  }
  return invitations;
}

/** The user's whole list of delivery customers: listed ones (again) active, others taken away. */
async function writeAssignments(tx: Tx, userId: string, value: UserFeedLine, now: Date) {
  const anyDefault = value.lieferkunden.some((k) => k.isDefault === true);
  const wanted = value.lieferkunden.map((k, i) => ({
    userId,
    lieferkundeNr: k.lieferkundeNr,
    isDefault: k.isDefault ?? (!anyDefault && i === 0 && !value.vertreter),
  }));
  if (wanted.length > 0) {
    await tx
      .insert(userLieferkunden)
      .values(wanted)
      .onConflictDoUpdate({
        target: [userLieferkunden.userId, userLieferkunden.lieferkundeNr],
        set: { isDefault: sql`excluded.is_default`, deletedAt: null, version: nextVersion() },
        setWhere: sql`${userLieferkunden.deletedAt} is not null
          or ${userLieferkunden.isDefault} <> excluded.is_default`,
      });
  }
  const keep = wanted.map((w) => w.lieferkundeNr);
  await tx
    .update(userLieferkunden)
    .set({ deletedAt: now, version: nextVersion() })
    .where(
      and(
        eq(userLieferkunden.userId, userId),
        isNull(userLieferkunden.deletedAt),
        keep.length
          ? sql`${userLieferkunden.lieferkundeNr} <> all(${sql.param(keep)}::int[])`
          : undefined,
      ),
    );
}

/** A delivery customer with its tours, or null. */
export async function customerWithTours(
  tx: Pick<Tx, 'select'>,
  lieferkundeNr: number,
): Promise<IntegrationCustomer | null> {
  const [customer] = await tx
    .select()
    .from(lieferkunden)
    .where(eq(lieferkunden.lieferkundeNr, lieferkundeNr));
  if (!customer) return null;
  const rows = await tx
    .select({
      weekday: tours.weekday,
      tourNr: tours.tourNr,
      name: tours.name,
      cutoff: tours.cutoff,
      deliveryFrom: tours.deliveryFrom,
      deliveryTo: tours.deliveryTo,
    })
    .from(tours)
    .where(eq(tours.lieferkundeNr, lieferkundeNr))
    .orderBy(asc(tours.weekday), asc(tours.cutoff), asc(tours.tourNr));
  return {
    lieferkundeNr,
    a3KundeNr: customer.a3KundeNr,
    name: [customer.vorname, customer.nachname].filter(Boolean).join(' '),
    strasse: customer.strasse,
    plz: customer.plz,
    ort: customer.ort,
    tours: rows,
  };
}

const feedSchema = (summary: string) => ({
  tags: ['integration'],
  summary,
  consumes: [NDJSON_CONTENT_TYPE],
  querystring: NdjsonQuery,
  body: z.string(),
  response: { 200: FeedResult, 400: IncomingBadRequest },
});

export const provisioningRoutes =
  ({ db, clock, config, mailer }: ModuleRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    acceptNdjson(app);
    const access = { integration: 'customers:write' } as const;
    app.post(
      routePath(INTEGRATION_API.customers),
      {
        config: { access },
        schema: feedSchema('Lieferkunden als NDJSON (CustomerFeedLine je Zeile)'),
      },
      (request, reply) =>
        withPoke(app, () =>
          receiveFeed({
            db,
            clock,
            request,
            reply,
            type: 'customers',
            lineSchema: CustomerFeedLine,
            crossCheck: (lines) => refuseRepeats(lines, (c) => `Lieferkunde ${c.lieferkundeNr}`),
            apply: applyCustomers,
          }),
        ),
    );
    app.post(
      routePath(INTEGRATION_API.users),
      {
        config: { access },
        schema: feedSchema('Benutzer und ihre Lieferkunden als NDJSON (UserFeedLine je Zeile)'),
      },
      async (request, reply) => {
        let invitations: Invitation[] = [];
        const answer = await withPoke(app, () =>
          receiveFeed({
            db,
            clock,
            request,
            reply,
            type: 'users',
            lineSchema: UserFeedLine,
            crossCheck: refuseRoles,
            apply: async (tx, lines) => {
              invitations = await applyUsers(tx, lines, clock());
            },
          }),
        );
        // Committed: now the mails (a failed one is logged without its link; the user can ask
        // for a reset link on the login page).
        for (const invite of invitations) {
          try {
            await mailer.send({
              to: invite.email,
              subject: t.inviteSubject,
              ...composeMail(
                PORTAL_NAME,
                t.inviteParagraphs(
                  PORTAL_NAME,
                  invite.displayName,
                  `${config.publicUrl}/reset-password/${invite.token}`,
                  INVITATION_DAYS,
                ),
              ),
            });
          } catch {
            request.log.warn({ to: invite.email }, 'invitation mail failed');
          }
        }
        return answer;
      },
    );
    app.get(
      routePath(INTEGRATION_API.customer),
      {
        config: { access: { integration: 'catalogue:read' } },
        schema: {
          tags: ['integration'],
          summary: 'Ein Lieferkunde mit seinen Touren',
          params: z.object({ lieferkundeNr: z.coerce.number().int().min(1).max(2_147_483_647) }),
          response: { 200: IntegrationCustomer },
        },
      },
      async (request) => {
        const found = await customerWithTours(db, request.params.lieferkundeNr);
        if (!found) throw notFound(t.customerNotFound);
        return found;
      },
    );
  };
