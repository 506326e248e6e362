// The enclosed shipping form's rules (issue 15): a draft of strings checked with valibot into the
// mutation's arguments, with German messages per field; the list's order and the day helpers.
import * as v from 'valibot';
import type { EnclosedShipmentRow } from '../contract';
import {
  DESCRIPTION_MAX,
  KINDS_OF,
  NOTE_MAX,
  PACKAGES_MAX,
  PACKAGES_MIN,
  tourDayProblem,
  type ShipmentKind,
  type ShippingVariant,
  type Tour,
} from '../rules';
import { enclosedShippingDe } from '../texts.de';
import { parseDay } from '../../../src/api/days';
import { viennaDay } from '../../../src/api/viennaTime';

const e = enclosedShippingDe.errors;

export interface ShipmentDraft {
  variant: ShippingVariant;
  kind: ShipmentKind;
  packages: string;
  description: string;
  siteId: string;
  tourDay: string;
  tour: Tour;
  note: string;
}

export type DraftErrors = Partial<Record<keyof ShipmentDraft, string>>;

export interface CheckedShipment {
  variant: ShippingVariant;
  kind: ShipmentKind;
  packages: number;
  description: string;
  siteId: string;
  tourDay: string;
  tour: Tour;
  note: string;
}

export { parseDay };

/** 'YYYY-MM-DD' → 'TT.MM.JJJJ'. */
export const germanDay = (day: string) => day.split('-').reverse().join('.');

/** Today in Vienna, 'YYYY-MM-DD'. */
export const todayVienna = (now = new Date()) => viennaDay(now);

const schema = (today: string) =>
  v.object({
    packages: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{1,2}$/, e.packages),
      v.transform(Number),
      v.minValue(PACKAGES_MIN, e.packages),
      v.maxValue(PACKAGES_MAX, e.packages),
    ),
    description: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(e.descriptionRequired),
      v.maxLength(DESCRIPTION_MAX, e.descriptionTooLong),
    ),
    siteId: v.pipe(v.string(), v.nonEmpty(e.siteRequired)),
    tourDay: v.pipe(
      v.string(),
      v.transform(parseDay),
      v.string(e.dayFormat),
      v.check((day) => tourDayProblem(day, today) !== 'past', e.dayPast),
      v.check((day) => tourDayProblem(day, today) !== 'tooFar', e.dayTooFar),
    ),
    note: v.pipe(v.string(), v.trim(), v.maxLength(NOTE_MAX, e.noteTooLong)),
  });

/** The checked arguments, or the first message per field. */
export function validateDraft(
  draft: ShipmentDraft,
  today: string,
): { ok: true; value: CheckedShipment } | { ok: false; errors: DraftErrors } {
  const result = v.safeParse(schema(today), draft);
  const errors: DraftErrors = {};
  if (!KINDS_OF[draft.variant].includes(draft.kind)) errors.kind = e.kindNotAllowed;
  if (!result.success) {
    const nested = v.flatten<ReturnType<typeof schema>>(result.issues).nested ?? {};
    for (const [field, messages] of Object.entries(nested)) {
      const first = messages?.[0];
      if (first) errors[field as keyof ShipmentDraft] = first;
    }
  }
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      variant: draft.variant,
      kind: draft.kind,
      tour: draft.tour,
      ...result.output,
    },
  };
}

/** Newest first: by the wished day, then by when it was announced. */
export function sortShipments(rows: readonly EnclosedShipmentRow[]): EnclosedShipmentRow[] {
  return [...rows].sort(
    (a, b) => b.tourDay.localeCompare(a.tourDay) || b.createdAt.localeCompare(a.createdAt),
  );
}
