// The server half of the medicine test (src/api/medTest.ts): the handlers of its two mutations
// and the loader of a delivery customer's checks. Every handler takes the customer's lock
// (namespace 17, server/sync/scope.ts: versions commit in order) and checks that the session
// may act for that customer; a foreign entry is refused.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { medTestModule, type MedCheckRow } from '../../src/api/medTest.ts';
import type { MutationArgs } from '../../src/api/sync.ts';
import { medChecks, users } from '../db/schema.ts';
import { touchCustomer } from '../realtime/touched.ts';
import { serverModule } from '../sync/serverModule.ts';
import {
  rejectForeign,
  rejectInvalid,
  rejectNotFound,
  type MutationContext,
  type Tx,
} from '../sync/types.ts';
import { mayActFor } from '../sync/visibility.ts';
import { medTestDe } from '../../src/i18n/medTest.de.ts';

const r = medTestDe.rejections;

/** The medicine test's write lock (namespace 17 of the advisory locks). */
async function checkCustomer(tx: Tx, ctx: MutationContext, lieferkundeNr: number) {
  touchCustomer(lieferkundeNr);
  await tx.execute(sql`select pg_advisory_xact_lock(17, ${lieferkundeNr}::int)`);
  if (!(await mayActFor(tx, ctx, lieferkundeNr))) throw rejectForeign(r.foreignCustomer);
}

/** The pharmacy's day (Vienna) of the server's clock, plus one for a clock a little behind. */
function latestDay(ctx: MutationContext) {
  return new Date(ctx.clock().getTime() + 86_400_000).toISOString().slice(0, 10);
}

const author = (ctx: MutationContext) => ({
  createdAt: ctx.clock(),
  createdBy: ctx.user.id,
  actingAdminId: ctx.impersonation?.adminId ?? null,
});

export async function check(tx: Tx, ctx: MutationContext, args: MutationArgs<'medTest.check'>) {
  await checkCustomer(tx, ctx, args.lieferkundeNr);
  const [existing] = await tx
    .select({ lieferkundeNr: medChecks.lieferkundeNr, correctionOf: medChecks.correctionOf })
    .from(medChecks)
    .where(eq(medChecks.id, args.id));
  if (existing) {
    if (existing.lieferkundeNr === args.lieferkundeNr && existing.correctionOf === null) return;
    throw rejectInvalid(r.idTaken);
  }
  if (args.receivedDay > latestDay(ctx)) throw rejectInvalid(r.future);
  await tx.insert(medChecks).values({ ...args, correctionOf: null, ...author(ctx) });
}

export async function correct(tx: Tx, ctx: MutationContext, args: MutationArgs<'medTest.correct'>) {
  const [original] = await tx.select().from(medChecks).where(eq(medChecks.id, args.originalId));
  if (!original) throw rejectNotFound(r.notFound);
  await checkCustomer(tx, ctx, original.lieferkundeNr);
  const [correction] = await tx
    .select({ id: medChecks.id })
    .from(medChecks)
    .where(eq(medChecks.correctionOf, original.id));
  if (correction?.id === args.id) return; // a replay
  const [taken] = await tx
    .select({ id: medChecks.id })
    .from(medChecks)
    .where(eq(medChecks.id, args.id));
  if (taken) throw rejectInvalid(r.idTaken);
  if (correction) throw rejectInvalid(r.alreadyCorrected);
  if (args.receivedDay > latestDay(ctx)) throw rejectInvalid(r.future);
  const { originalId, ...entry } = args;
  await tx.insert(medChecks).values({
    ...entry,
    lieferkundeNr: original.lieferkundeNr,
    correctionOf: originalId,
    ...author(ctx),
  });
}

export const medTestServer = serverModule(medTestModule, {
  handlers: { 'medTest.check': check, 'medTest.correct': correct },
  loaders: {
    /** Checks are never changed nor deleted: all upserts. */
    async medChecks(tx, { lieferkundeNr }, from, take) {
      const found = await tx
        .select({ entry: medChecks, createdBy: users.displayName })
        .from(medChecks)
        .innerJoin(users, eq(users.id, medChecks.createdBy))
        .where(and(eq(medChecks.lieferkundeNr, lieferkundeNr), gt(medChecks.version, from)))
        .orderBy(asc(medChecks.version))
        .limit(take);
      return found.map(({ entry: x, createdBy }) => ({
        id: x.id,
        version: x.version,
        row: {
          id: x.id,
          lieferkundeNr: x.lieferkundeNr,
          kind: x.kind,
          pzn: x.pzn,
          name: x.name,
          batch: x.batch,
          expiry: x.expiry,
          noteNumber: x.noteNumber,
          receivedDay: x.receivedDay,
          coldChain: x.coldChain,
          items: x.items,
          arrivalTenths: x.arrivalTenths,
          identityMethod: x.identityMethod,
          result: x.result,
          note: x.note,
          correctionOf: x.correctionOf,
          createdAt: x.createdAt.toISOString(),
          createdBy,
          version: x.version.toString(),
        } satisfies MedCheckRow,
      }));
    },
  },
});
