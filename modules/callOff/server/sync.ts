// The server half of the call-off agreements (modules/callOff/contract.ts): the loaders of a delivery
// customer's agreements, their call-offs and prepayments. No handlers: the pharmacy calls off
// through its basket, and the wholesaler books the call-off with the delivery. Rows are never
// deleted, so every loaded row is an upsert.
import { and, asc, eq, gt } from 'drizzle-orm';
import {
  callOffModule,
  type CallOffAgreementRow,
  type CallOffRow,
  type PrepaymentRow,
} from '../contract.ts';
import { callOffAgreements, callOffs, prepayments } from './tables.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';

export const callOffServer = serverModule(callOffModule, {
  handlers: {},
  loaders: {
    async callOffAgreements(tx, { lieferkundeNr }, from, take) {
      const found = await tx
        .select()
        .from(callOffAgreements)
        .where(
          and(
            eq(callOffAgreements.lieferkundeNr, lieferkundeNr),
            gt(callOffAgreements.version, from),
          ),
        )
        .orderBy(asc(callOffAgreements.version))
        .limit(take);
      return found.map(({ version, ...a }) => ({
        id: a.id,
        version,
        row: { ...a, version: version.toString() } satisfies CallOffAgreementRow,
      }));
    },

    async callOffs(tx, { lieferkundeNr }, from, take) {
      const found = await tx
        .select()
        .from(callOffs)
        .where(and(eq(callOffs.lieferkundeNr, lieferkundeNr), gt(callOffs.version, from)))
        .orderBy(asc(callOffs.version))
        .limit(take);
      return found.map(({ version, ...c }) => ({
        id: c.id,
        version,
        row: { ...c, version: version.toString() } satisfies CallOffRow,
      }));
    },

    async prepayments(tx, { lieferkundeNr }, from, take) {
      const found = await tx
        .select()
        .from(prepayments)
        .where(and(eq(prepayments.lieferkundeNr, lieferkundeNr), gt(prepayments.version, from)))
        .orderBy(asc(prepayments.version))
        .limit(take);
      return found.map(({ version, ...p }) => ({
        id: p.id,
        version,
        row: { ...p, version: version.toString() } satisfies PrepaymentRow,
      }));
    },
  },
});
