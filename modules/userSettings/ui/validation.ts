// The settings form's rule (valibot): the clock shows at least one of its parts; the contract
// (modules/userSettings/contract.ts, zod) checks the same again before anything is queued.
import * as v from 'valibot';
import { CLOCK_PARTS, clockStyleOf, type ClockPart } from '../rules';
import { settingsDe } from '../texts.de';

const ClockPartsSchema = v.pipe(
  v.array(v.picklist(CLOCK_PARTS)),
  v.minLength(1, settingsDe.clock.atLeastOne),
);

/** The style for the chosen parts, or the German reason it cannot be saved. */
export function checkClockParts(
  parts: readonly ClockPart[],
): { style: string } | { error: string } {
  const result = v.safeParse(ClockPartsSchema, [...parts]);
  if (!result.success) return { error: result.issues[0].message };
  return { style: clockStyleOf(result.output) };
}
