// The pre-order form's field parsing (valibot) and the order of the windows on the screen. The
// rules proper (deadline, caps, prescriptions) are the shared ones of modules/preOrder/rules.ts.
import * as v from 'valibot';
import type { PreOrderWindowRow } from '../contract';
import { INITIALS_PATTERN, QUANTITY_MAX, windowState } from '../rules';
import { preOrderDe } from '../texts.de';

const f = preOrderDe.form;

export const QuantityField = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d+$/, f.badQuantity),
  v.transform(Number),
  v.integer(f.badQuantity),
  v.minValue(1, f.badQuantity),
  v.maxValue(QUANTITY_MAX, f.badQuantity),
);

export const InitialsField = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(INITIALS_PATTERN, f.badInitials),
);

/** 'TT.MM.JJJJ' → 'YYYY-MM-DD' (a real calendar day). */
export const GermanDayField = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,2}\.\d{1,2}\.\d{4}$/, f.badDay),
  v.transform((s) => {
    const [d = '', m = '', y = ''] = s.split('.');
    return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  }),
  v.check((iso) => {
    const time = Date.parse(`${iso}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === iso;
  }, f.badDay),
);

export const firstIssue = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.[0]?.message;

const ORDER = { open: 0, upcoming: 1, closed: 2 } as const;

/** Open windows first (the deadline nearest first), then upcoming, then closed (newest first). */
export function sortWindows(windows: readonly PreOrderWindowRow[], today: string) {
  return [...windows].sort((a, b) => {
    const sa = windowState(a, today);
    const sb = windowState(b, today);
    if (sa !== sb) return ORDER[sa] - ORDER[sb];
    if (sa === 'closed') return b.closesOn.localeCompare(a.closesOn);
    return a.closesOn.localeCompare(b.closesOn) || a.title.localeCompare(b.title);
  });
}
