// The call plan's demo data (issue 15): the order desk calls every customer twice a week before
// its morning cut-off, the representative once a week. Drawn with the tours in one stream
// (modules/tours/server/seed.ts generateTourData), so both stay as they were seeded together.
// Advisory lock 'tours', key 1: two servers on one PostgreSQL seed it once.
import type { Db } from '../../../server/db/client.ts';
import { insertInParts } from '../../../server/seed/bulkInsert.ts';
import { seedOnce } from '../../../server/seed/seedOnce.ts';
import { generateTourData, loadSeedCustomers } from '../../tours/server/seed.ts';
import { callSlots } from './tables.ts';

/** Seeds the call slots when there are none yet; returns how many it inserted. */
export async function seedCallPlan(db: Db): Promise<number> {
  return seedOnce(db, { lock: 'tours', lockKey: 1, marker: callSlots }, async (tx) => {
    const { slots } = generateTourData(await loadSeedCustomers(tx));
    await insertInParts(tx, callSlots, slots, 500);
    return slots.length;
  });
}
