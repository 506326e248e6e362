// Self-registrations and their approval (issue 12). A registration waits in `registrations`
// with the password's argon2 hash only, first 'unconfirmed' until its mailed link is used
// (issue 23, ./registrationConfirmation.ts), then 'pending' for staff; approval copies the hash
// into a new user in one transaction, rejection keeps the row with its reason. The login asks
// here, in its bad-credentials branch only, whether the password belongs to a registration that
// is still pending or was rejected, to answer with its own message instead of
// 'Zugangsdaten falsch!'. An unconfirmed registration counts nowhere for others: not as a taken
// address, not on the login, not for staff; until its owner confirms it, it is nobody's.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, min, or } from 'drizzle-orm';
import { ERROR_CODE } from '../../src/api/errors.ts';
import type {
  AdminRegistrations,
  ApproveRegistrationBody,
  PendingRegistration,
  RegistrationBody,
} from '../../src/api/registration.ts';
import { APPROVABLE_ROLES } from '../../src/api/registrationRules.ts';
import { ROLE } from '../../src/api/access.ts';
import { registerDe } from '../../src/i18n/register.de.ts';
import type { Db, Tx } from '../db/client.ts';
import { lieferkunden, registrations, userLieferkunden, users } from '../db/schema.ts';
import { ApiError, badRequest, conflict, notFound } from '../errors.ts';
import type { Clock } from './clock.ts';
import { confirmationToken } from './registrationConfirmation.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

type RegistrationRow = typeof registrations.$inferSelect;

/** The parsed request (the contract trims and normalizes; the e-mail is kept lower case). */
export type ValidRegistration = Omit<RegistrationBody, 'company_uid'> & { company_uid: string };

const lower = (email: string) => email.trim().toLowerCase();

/**
 * Whether a user or a confirmed (pending) registration has this address (SPEC 7 "Test user
 * exists"). An unconfirmed one does not: a new registration replaces it, so a stranger's
 * unconfirmed registration cannot keep the owner of the address out.
 */
export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const address = lower(email);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, address))
    .limit(1);
  if (user) return true;
  const [pending] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.email, address), eq(registrations.status, 'pending')))
    .limit(1);
  return pending !== undefined;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '23505') return true;
  }
  return false;
}

/**
 * Stores an unconfirmed registration and returns it with its confirmation link's token (for
 * the mail only); null when the address is taken (a user, or a confirmed registration, also
 * one that arrives at the same moment: the unique index decides). An unconfirmed registration
 * of the address is replaced in the same transaction, so its link dies.
 */
export async function createRegistration(
  db: Db,
  body: ValidRegistration,
  clock: Clock,
): Promise<{ row: RegistrationRow; token: string } | null> {
  if (await emailInUse(db, body.mail)) return null;
  const passwordHash = await hashPassword(body.password);
  const email = lower(body.mail);
  const link = confirmationToken(clock);
  try {
    const row = await db.transaction(async (tx) => {
      await tx
        .delete(registrations)
        .where(and(eq(registrations.email, email), eq(registrations.status, 'unconfirmed')));
      const [inserted] = await tx
        .insert(registrations)
        .values({
          id: randomUUID(),
          email,
          passwordHash,
          isCustomer: body.is_customer,
          companyName: body.company_name,
          companyUid: body.company_uid,
          firstname: body.firstname,
          lastname: body.lastname,
          street: body.street,
          housenr: body.housenr,
          country: body.country,
          plz: body.plz,
          city: body.city,
          telnr: body.telnr,
          interests: Object.entries(body.interests)
            .filter(([, on]) => on)
            .map(([name]) => name),
          status: 'unconfirmed',
          createdAt: clock(),
          ...link.columns,
        })
        .returning();
      return inserted;
    });
    return row ? { row, token: link.token } : null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * For the login's bad-credentials branch: when the address has no user but a pending (or else
 * its newest rejected) registration whose password this is, a 403 with a message of its own.
 * Otherwise nothing, and the login answers 'Zugangsdaten falsch!' as before. Unconfirmed
 * registrations are left out on purpose: whoever made one knows its password anyway, and a
 * message of its own would only confirm to a squatter that the address is still unclaimed.
 */
export async function refuseUnapprovedLogin(
  db: Db,
  email: string,
  password: string,
): Promise<void> {
  const address = lower(email);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, address))
    .limit(1);
  if (user) return;
  const [registration] = await db
    .select({ status: registrations.status, passwordHash: registrations.passwordHash })
    .from(registrations)
    .where(
      and(
        eq(registrations.email, address),
        or(eq(registrations.status, 'pending'), eq(registrations.status, 'rejected')),
      ),
    )
    // The pending one first ('pending' < 'rejected'), else the newest rejection.
    .orderBy(asc(registrations.status), desc(registrations.createdAt))
    .limit(1);
  if (!registration || !(await verifyPassword(registration.passwordHash, password))) return;
  throw registration.status === 'pending'
    ? new ApiError(403, ERROR_CODE.registrationPending, registerDe.login.pending)
    : new ApiError(403, ERROR_CODE.registrationRejected, registerDe.login.rejected);
}

const toPending = (row: RegistrationRow): PendingRegistration => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  is_customer: row.isCustomer,
  company_name: row.companyName,
  company_uid: row.companyUid,
  firstname: row.firstname,
  lastname: row.lastname,
  street: row.street,
  housenr: row.housenr,
  country: row.country,
  plz: row.plz,
  city: row.city,
  telnr: row.telnr,
  mail: row.email,
  interests: row.interests,
});

/** At most this many pending registrations are listed (oldest first). */
export const PENDING_SHOWN = 200;

/** The pending registrations, oldest first, and the customer numbers staff can give. */
export async function listPending(db: Db): Promise<AdminRegistrations> {
  const rows = await db
    .select()
    .from(registrations)
    .where(eq(registrations.status, 'pending'))
    .orderBy(asc(registrations.createdAt), asc(registrations.id))
    .limit(PENDING_SHOWN);
  const customers = await db
    .select({
      kundeNr: lieferkunden.a3KundeNr,
      label: min(lieferkunden.a3KundeLabel),
      addresses: count(),
    })
    .from(lieferkunden)
    .where(gt(lieferkunden.a3KundeNr, 0))
    .groupBy(lieferkunden.a3KundeNr)
    .orderBy(asc(lieferkunden.a3KundeNr));
  return {
    items: rows.map(toPending),
    customers: customers.map((c) => ({ kundeNr: c.kundeNr, label: c.label ?? '' })),
  };
}

/** The registration's person, for mails and toasts. */
export const personOf = (row: Pick<RegistrationRow, 'firstname' | 'lastname'>) =>
  `${row.firstname} ${row.lastname}`;

/**
 * Approves a pending registration: creates the user (the registration's e-mail and password
 * hash, display name from first and last name, the customer number, User plus the chosen
 * roles), links it to the delivery customers of that customer number and marks the
 * registration approved, all in one transaction.
 */
/** What the modules add to a user made from an approved registration, in its transaction. */
export type OnApproved = (
  tx: Tx,
  approved: { readonly userId: string; readonly registeredAt: Date },
) => Promise<void>;

export async function approveRegistration(
  db: Db,
  body: ApproveRegistrationBody,
  adminId: string,
  clock: Clock,
  onApproved: OnApproved,
): Promise<RegistrationRow> {
  const unknownRole = body.roles.find((role) => !APPROVABLE_ROLES.includes(role));
  if (unknownRole !== undefined) throw badRequest(registerDe.server.unknownRole);
  const roles = [
    ROLE.User,
    ...APPROVABLE_ROLES.filter((r) => r !== ROLE.User && body.roles.includes(r)),
  ];
  return db.transaction(async (tx) => {
    const [registration] = await tx
      .select()
      .from(registrations)
      .where(eq(registrations.id, body.id))
      .for('update')
      .limit(1);
    // Staff never see an unconfirmed registration: for them it does not exist yet.
    if (!registration || registration.status === 'unconfirmed') throw notFound();
    if (registration.status !== 'pending') throw conflict(registerDe.server.notPending);
    const addresses = await tx
      .select({ lieferkundeNr: lieferkunden.lieferkundeNr })
      .from(lieferkunden)
      .where(eq(lieferkunden.a3KundeNr, body.kundeNr))
      .orderBy(asc(lieferkunden.lieferkundeNr));
    if (addresses.length === 0) throw badRequest(registerDe.server.unknownCustomer);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, registration.email))
      .limit(1);
    if (taken) throw conflict(registerDe.server.userExists);
    const userId = randomUUID();
    await tx.insert(users).values({
      id: userId,
      email: registration.email,
      passwordHash: registration.passwordHash,
      displayName: personOf(registration),
      kundeNr: body.kundeNr,
      vertreter: false,
      roles,
      features: [],
    });
    await tx
      .insert(userLieferkunden)
      .values(
        addresses.map((a, i) => ({ userId, lieferkundeNr: a.lieferkundeNr, isDefault: i === 0 })),
      );
    // The modules' part (the general terms ticked at registration count as accepted).
    await onApproved(tx, { userId, registeredAt: registration.createdAt });
    const [approved] = await tx
      .update(registrations)
      .set({ status: 'approved', decidedAt: clock(), decidedBy: adminId, userId })
      .where(and(eq(registrations.id, body.id), eq(registrations.status, 'pending')))
      .returning();
    if (!approved) throw conflict(registerDe.server.notPending);
    return approved;
  });
}

/** Rejects a pending registration with its reason (an unconfirmed one is not found). */
export async function rejectRegistration(
  db: Db,
  id: string,
  reason: string,
  adminId: string,
  clock: Clock,
): Promise<RegistrationRow> {
  const [rejected] = await db
    .update(registrations)
    .set({ status: 'rejected', decidedAt: clock(), decidedBy: adminId, rejectReason: reason })
    .where(and(eq(registrations.id, id), eq(registrations.status, 'pending')))
    .returning();
  if (rejected) return rejected;
  const [exists] = await db
    .select({ status: registrations.status })
    .from(registrations)
    .where(eq(registrations.id, id))
    .limit(1);
  throw exists && exists.status !== 'unconfirmed'
    ? conflict(registerDe.server.notPending)
    : notFound();
}
