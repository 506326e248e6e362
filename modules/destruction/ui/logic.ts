// The declaration form's checks (valibot for the fields, then the declaration's own rules), each
// failure a German message at its field, before anything is queued; and which declaration
// replaced which.
import * as v from 'valibot';
import {
  ARTICLE_MAX,
  BATCH_MAX,
  LINES_MAX,
  NAME_MAX,
  NOTE_MAX,
  QUANTITY_MAX,
  type DestructionReason,
  type DestructionRow,
} from '../contract';
import { destructionDe } from '../texts.de';
import { parseDay } from '../../returns/ui';

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
  note: v.pipe(v.string(), v.trim(), v.maxLength(NOTE_MAX, d.note)),
  witnessName: name(d.name),
  witnessFunction: name(d.function),
  declaredBy: name(d.name),
  correctionNote: v.pipe(v.string(), v.trim(), v.maxLength(NOTE_MAX, d.correctionNote)),
});
const LineFields = v.object({
  quantity: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,4}$/, d.quantity),
    v.transform(Number),
    v.minValue(1, d.quantity),
    v.maxValue(QUANTITY_MAX, d.quantity),
  ),
  batch: v.pipe(v.string(), v.trim(), v.minLength(1, d.batch), v.maxLength(BATCH_MAX, d.batch)),
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
