// The returns' screen helpers (the declarations of destruction use the first ones too, through
// ./index.ts): German dates, the search over delivered lines, and the checks of the return form
// (valibot for the fields, then the rules of modules/returns/rules.ts), each failure a German
// message at its field, before anything is queued.
import * as v from 'valibot';
import type { ReturnLineRow, ReturnRow } from '../contract';
import {
  BATCH_MAX,
  NOTE_MAX,
  QUANTITY_MAX,
  returnableQuantity,
  ruleProblem,
  type ReturnReason,
  type RuleProblem,
} from '../rules';
import { returnsDe } from '../texts.de';
import { formatDay, parseDay as parseDayText } from '../../../src/api/days';
import { viennaDay } from '../../../src/api/viennaTime';

/** Today in Vienna, 'YYYY-MM-DD'. */
export const todayVienna = (now = new Date()) => viennaDay(now);
/** Today as the rules compare it (UTC day, like the server's clock). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export { formatDay };

/** 'TT.MM.JJJJ' (or 'YYYY-MM-DD') → 'YYYY-MM-DD', null when it is no calendar day from 2000. */
export const parseDay = (text: string) => parseDayText(text, { from: '2000-01-01' });

/** The rule a line breaks for a reason, in German words. */
export function ruleText(problem: RuleProblem, reason: ReturnReason): string {
  const name = returnsDe.reason[reason];
  if (problem.kind === 'narcotic') return returnsDe.rules.narcotic;
  if (problem.kind === 'coldExcluded') return returnsDe.rules.coldExcluded(name);
  return returnsDe.rules.tooLate(name, problem.lastDay);
}

/** Digits are a PZN or a note number's digits; otherwise words of the article name. */
export function searchLines(lines: readonly ReturnLineRow[], query: string): ReturnLineRow[] {
  const q = query.trim().toLowerCase();
  const sorted = [...lines].sort(
    (a, b) =>
      b.day.localeCompare(a.day) || a.noteNo.localeCompare(b.noteNo) || a.position - b.position,
  );
  if (!q) return sorted;
  const words = q.split(/\s+/);
  return sorted.filter((l) => {
    const hay = `${l.pzn} ${l.noteNo.toLowerCase()} ${l.name.toLowerCase()}`;
    return words.every((w) => hay.includes(w));
  });
}

// ---- The return form ---------------------------------------------------------------------------

const e = returnsDe.errors;

export interface ReturnInput {
  readonly quantity: string;
  readonly reason: ReturnReason | '';
  readonly note: string;
  readonly batch: string;
  readonly expiry: string;
  readonly storage: boolean;
  readonly coldChain: boolean;
}
export type ReturnField = keyof ReturnInput;

const ReturnFields = v.object({
  quantity: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,4}$/, e.quantity),
    v.transform(Number),
    v.minValue(1, e.quantity),
    v.maxValue(QUANTITY_MAX, e.quantity),
  ),
  reason: v.picklist(Object.keys(returnsDe.reason) as ReturnReason[], e.reason),
  note: v.pipe(v.string(), v.trim(), v.maxLength(NOTE_MAX, e.noteLong)),
  batch: v.pipe(v.string(), v.trim(), v.minLength(1, e.batch), v.maxLength(BATCH_MAX, e.batch)),
  expiry: v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const day = parseDay(dataset.value);
      if (day === null) {
        addIssue({ message: e.expiry });
        return NEVER;
      }
      return day;
    }),
  ),
  storage: v.literal(true, e.storage),
  coldChain: v.boolean(),
});

export type ReturnCheck =
  | {
      ok: true;
      quantity: number;
      reason: ReturnReason;
      note: string;
      batch: string;
      expiry: string;
      coldChain: boolean;
    }
  | { ok: false; errors: Partial<Record<ReturnField, string>> };

/** The fields, then the rules: deadline, cold goods, narcotics, quantity left, cold chain. */
export function checkReturn(
  input: ReturnInput,
  line: ReturnLineRow,
  returns: readonly ReturnRow[],
  today: string,
): ReturnCheck {
  const parsed = v.safeParse(ReturnFields, input);
  const errors: Partial<Record<ReturnField, string>> = {};
  if (!parsed.success) {
    const nested = v.flatten<typeof ReturnFields>(parsed.issues).nested ?? {};
    for (const [key, messages] of Object.entries(nested)) {
      const message = messages?.[0];
      if (message && !errors[key as ReturnField]) errors[key as ReturnField] = message;
    }
  }
  const reason = input.reason;
  if (reason) {
    const problem = ruleProblem(reason, line, today);
    if (problem) errors.reason = ruleText(problem, reason);
    if (reason === 'other' && !input.note.trim()) errors.note = e.note;
  }
  const left = returnableQuantity(line, returns);
  const quantity = Number(input.quantity.trim());
  if (!errors.quantity && Number.isInteger(quantity) && quantity > left) {
    errors.quantity = e.tooMany(left);
  }
  if (line.cold && !input.coldChain) errors.coldChain = e.coldChain;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const o = parsed.output;
  return {
    ok: true,
    quantity: o.quantity,
    reason: o.reason,
    note: o.note,
    batch: o.batch,
    expiry: o.expiry,
    coldChain: line.cold && o.coldChain,
  };
}
