// The returns' and declarations' screen helpers: German dates, the search over delivered lines,
// and the checks of both forms (valibot for the fields, then the rules of
// src/api/returnsRules.ts), each failure a German message at its field, before anything is queued.
import * as v from 'valibot';
import type { DestructionReason, DestructionRow } from '../../api/destruction';
import {
  ARTICLE_MAX,
  BATCH_MAX as D_BATCH_MAX,
  LINES_MAX,
  NAME_MAX,
  NOTE_MAX as D_NOTE_MAX,
  QUANTITY_MAX as D_QUANTITY_MAX,
} from '../../api/destruction';
import type { ReturnLineRow, ReturnRow } from '../../api/returns';
import {
  BATCH_MAX,
  NOTE_MAX,
  QUANTITY_MAX,
  returnableQuantity,
  ruleProblem,
  type ReturnReason,
  type RuleProblem,
} from '../../api/returnsRules';
import { destructionDe } from '../../i18n/destruction.de';
import { returnsDe } from '../../i18n/returns.de';
import { formatDay, parseDay as parseDayText } from '../../api/days';

const viennaDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Vienna',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** Today in Vienna, 'YYYY-MM-DD'. */
export const todayVienna = (now = new Date()) => viennaDayFormat.format(now);
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

// ---- The declaration form ----------------------------------------------------------------------

const d = destructionDe.errors;

export interface DraftLine {
  readonly key: string;
  readonly pzn: string;
  readonly name: string;
  readonly quantity: string;
  readonly batch: string;
  readonly expiry: string;
  readonly deliveryLineId: string | null;
}

export interface DeclarationInput {
  readonly day: string;
  readonly reason: DestructionReason | '';
  readonly note: string;
  readonly witnessName: string;
  readonly witnessFunction: string;
  readonly declaredBy: string;
  readonly correctionNote: string;
}
export type DeclarationField = keyof DeclarationInput | 'lines';
export type LineField = 'quantity' | 'batch' | 'expiry';

const name = (message: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, message), v.maxLength(NAME_MAX, message));
const germanDay = (message: string) =>
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const day = parseDay(dataset.value);
      if (day === null) {
        addIssue({ message });
        return NEVER;
      }
      return day;
    }),
  );

const DeclarationFields = v.object({
  day: germanDay(d.day),
  reason: v.picklist(Object.keys(destructionDe.reason) as DestructionReason[], d.reason),
  note: v.pipe(v.string(), v.trim(), v.maxLength(D_NOTE_MAX, d.note)),
  witnessName: name(d.name),
  witnessFunction: name(d.function),
  declaredBy: name(d.name),
  correctionNote: v.pipe(v.string(), v.trim(), v.maxLength(D_NOTE_MAX, d.correctionNote)),
});
const LineFields = v.object({
  quantity: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,4}$/, d.quantity),
    v.transform(Number),
    v.minValue(1, d.quantity),
    v.maxValue(D_QUANTITY_MAX, d.quantity),
  ),
  batch: v.pipe(v.string(), v.trim(), v.minLength(1, d.batch), v.maxLength(D_BATCH_MAX, d.batch)),
  expiry: germanDay(d.expiry),
});

export interface CheckedDeclaration {
  readonly day: string;
  readonly reason: DestructionReason;
  readonly note: string;
  readonly witnessName: string;
  readonly witnessFunction: string;
  readonly declaredBy: string;
  readonly correctionNote: string;
  readonly lines: DestructionRow['lines'];
}
export type DeclarationCheck =
  | { ok: true; value: CheckedDeclaration }
  | {
      ok: false;
      errors: Partial<Record<DeclarationField, string>>;
      lineErrors: Record<string, Partial<Record<LineField, string>>>;
    };

export function checkDeclaration(
  input: DeclarationInput,
  lines: readonly DraftLine[],
  context: { today: string; correcting: boolean },
): DeclarationCheck {
  const errors: Partial<Record<DeclarationField, string>> = {};
  const lineErrors: Record<string, Partial<Record<LineField, string>>> = {};
  const parsed = v.safeParse(DeclarationFields, input);
  if (!parsed.success) {
    const nested = v.flatten<typeof DeclarationFields>(parsed.issues).nested ?? {};
    for (const [key, messages] of Object.entries(nested)) {
      const message = messages?.[0];
      if (message) errors[key as DeclarationField] ??= message;
    }
  }
  if (parsed.success) {
    const o = parsed.output;
    if (o.day > context.today) errors.day = d.future;
    if (o.reason === 'other' && !o.note) errors.note = d.note;
    if (o.witnessName.toLowerCase() === o.declaredBy.toLowerCase()) {
      errors.witnessName = d.sameWitness;
    }
  }
  if (context.correcting && !input.correctionNote.trim()) errors.correctionNote = d.correctionNote;
  if (lines.length === 0) errors.lines = d.lines;
  if (lines.length > LINES_MAX) errors.lines = d.tooManyLines;
  const checked: DestructionRow['lines'] = [];
  for (const line of lines) {
    const result = v.safeParse(LineFields, line);
    if (!result.success) {
      const nested = v.flatten<typeof LineFields>(result.issues).nested ?? {};
      const own: Partial<Record<LineField, string>> = {};
      for (const [key, messages] of Object.entries(nested)) {
        const message = messages?.[0];
        if (message) own[key as LineField] ??= message;
      }
      lineErrors[line.key] = own;
      continue;
    }
    checked.push({
      pzn: line.pzn,
      name: line.name.trim().slice(0, ARTICLE_MAX),
      quantity: result.output.quantity,
      batch: result.output.batch,
      expiry: result.output.expiry,
      deliveryLineId: line.deliveryLineId,
    });
  }
  if (Object.keys(lineErrors).length > 0) errors.lines ??= d.lineProblems;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors, lineErrors };
  return { ok: true, value: { ...parsed.output, lines: checked } };
}

/** The declaration each one was replaced by (id → replacing declaration). */
export function replacements(rows: readonly DestructionRow[]): Map<string, DestructionRow> {
  const map = new Map<string, DestructionRow>();
  for (const row of rows) if (row.replacesId) map.set(row.replacesId, row);
  return map;
}
