// A quantity of whole packs typed into a field, from 1 to a maximum the screen knows (packs still
// callable on an agreement, packs left on an offer): one rule, each screen with its own words.
import * as v from 'valibot';

export interface PackQuantityMessages {
  readonly required: string;
  readonly notWhole: string;
  readonly min: string;
  readonly max: (max: number) => string;
}

export function packQuantitySchema(max: number, messages: PackQuantityMessages) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(messages.required),
    v.regex(/^\d+$/, messages.notWhole),
    v.transform(Number),
    v.minValue(1, messages.min),
    v.maxValue(max, messages.max(max)),
  );
}

/** The quantity typed, or the German reason it is not one. */
export function parsePackQuantity(
  text: string,
  max: number,
  messages: PackQuantityMessages,
): { quantity: number } | { error: string } {
  const parsed = v.safeParse(packQuantitySchema(max, messages), text);
  return parsed.success
    ? { quantity: parsed.output }
    : { error: parsed.issues[0]?.message ?? messages.required };
}
