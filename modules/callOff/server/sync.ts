// The server half of the call-off agreements (modules/callOff/contract.ts): the loaders of a delivery
// customer's agreements, their call-offs and prepayments. No handlers: the pharmacy calls off
// through its basket, and the wholesaler books the call-off with the delivery. Rows are never
// deleted, so every loaded row is an upsert.
import { callOffModule } from '../contract.ts';
import { callOffAgreements, callOffs, prepayments } from './tables.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { customerTableLoader } from '../../../server/sync/changedRows.ts';

export const callOffServer = serverModule(callOffModule, {
  handlers: {},
  loaders: {
    callOffAgreements: customerTableLoader(callOffAgreements),
    callOffs: customerTableLoader(callOffs),
    prepayments: customerTableLoader(prepayments),
  },
});
