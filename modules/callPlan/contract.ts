// Call plan (Anrufplan, issue 15): when the representative (Vertreter) or the order desk
// (Telefonverkauf / Innendienst) calls which pharmacy. Read-only; the server half:
// modules/callPlan/server/sync.ts, the demo data: modules/tours/server/seed.ts.
//
// Scope 'user': the slots of every delivery customer the user is linked to, so a pharmacy sees
// its own call times and a representative their customers' (a day's calls across all of them)
// without choosing a customer first.
import { z } from 'zod';
import { customerRow } from '../../src/api/customerRow';
import { defineModule, type Collections, userCollection } from '../../src/api/module';
import { clockTime } from '../tours/contract';

export const CALLER_KINDS = ['vertreter', 'innendienst'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** One regular call: on a weekday at a time, who calls which delivery customer. */
export const CallSlotRow = customerRow({
  /** The pharmacy's name and place, for the representative's day. */
  customerName: z.string(),
  customerPlace: z.string(),
  /** The pharmacy's number the caller dials. */
  customerPhone: z.string(),
  /** ISO weekday: 1 Monday … 5 Friday. */
  weekday: z.number().int().min(1).max(6),
  time: clockTime,
  callerKind: z.enum(CALLER_KINDS),
  /** The representative's user id (null for the order desk). */
  callerId: z.string().nullable(),
  callerName: z.string(),
  /** The number the call comes from (to call back). */
  callerPhone: z.string(),
});
export type CallSlotRow = z.infer<typeof CallSlotRow>;

export const CALL_PLAN_COLLECTIONS = {
  callSlots: userCollection(CallSlotRow, 'callPlan', {
    indexes: ['lieferkundeNr', 'weekday'],
    pageMax: 500,
  }),
} as const satisfies Collections;

export const callPlanModule = defineModule({
  name: 'callPlan',
  collections: CALL_PLAN_COLLECTIONS,
  mutations: [],
});
