// The server half of the call-off agreements (modules/callOff/contract.ts): the loaders of a delivery
// customer's agreements, their call-offs and prepayments. No handlers: the pharmacy calls off
// through its basket, and the wholesaler books the call-off with the delivery. Rows are never
// deleted, so every loaded row is an upsert.
import { eq } from 'drizzle-orm';
import {
  callOffModule,
  type CallOffAgreementRow,
  type CallOffRow,
  type PrepaymentRow,
} from '../contract.ts';
import { callOffAgreements, callOffs, prepayments } from './tables.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { changedRows } from '../../../server/sync/changedRows.ts';

export const callOffServer = serverModule(callOffModule, {
  handlers: {},
  loaders: {
    async callOffAgreements(tx, { lieferkundeNr }, from, take) {
      const found = await changedRows(
        tx,
        callOffAgreements,
        from,
        take,
        eq(callOffAgreements.lieferkundeNr, lieferkundeNr),
      );
      return found.map(({ version, ...a }) => ({
        id: a.id,
        version,
        row: { ...a, version: version.toString() } satisfies CallOffAgreementRow,
      }));
    },

    async callOffs(tx, { lieferkundeNr }, from, take) {
      const found = await changedRows(
        tx,
        callOffs,
        from,
        take,
        eq(callOffs.lieferkundeNr, lieferkundeNr),
      );
      return found.map(({ version, ...c }) => ({
        id: c.id,
        version,
        row: { ...c, version: version.toString() } satisfies CallOffRow,
      }));
    },

    async prepayments(tx, { lieferkundeNr }, from, take) {
      const found = await changedRows(
        tx,
        prepayments,
        from,
        take,
        eq(prepayments.lieferkundeNr, lieferkundeNr),
      );
      return found.map(({ version, ...p }) => ({
        id: p.id,
        version,
        row: { ...p, version: version.toString() } satisfies PrepaymentRow,
      }));
    },
  },
});
