// A message from the wholesaler's system that changed a pharmacy's rows pokes its open apps, as a
// push does (server/routes/sync.ts): the writers record the scopes they lock (touchCustomer,
// touchUser), and once the message is committed those scopes are told to pull.
import type { FastifyInstance } from 'fastify';
import { REALTIME_EVENT } from '../../../src/api/realtime.ts';
import { collectTouched } from '../../../server/realtime/touched.ts';

/** Runs the call; when it applied its message, pokes the users and customers it wrote to. */
export async function withPoke<T extends object>(
  app: FastifyInstance,
  work: () => Promise<T>,
): Promise<T> {
  const { result, touched } = await collectTouched(work);
  const applied = 'result' in result && result.result === 'applied';
  if (applied && (touched.users.size > 0 || touched.customers.size > 0)) {
    app.realtime.publish({
      event: REALTIME_EVENT.poke,
      users: [...touched.users],
      customers: [...touched.customers],
    });
  }
  return result;
}
