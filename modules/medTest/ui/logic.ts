// Pure helpers of the medicine test's screen: the form's typed fields checked with German
// messages at each field, the record list's filter and the batches still to check.
import type { MedCheckRow, MedDeliveryRow } from '../contract';
import {
  BATCH_MAX,
  checkProblems,
  coldOutOfRange,
  ITEMS_OF,
  NAME_MAX,
  NOTE_MAX,
  NOTE_NUMBER_MAX,
  TEMP_MAX_TENTHS,
  TEMP_MIN_TENTHS,
  toCheckFrom,
  type CheckItem,
  type CheckKind,
  type CheckResult,
  type IdentityMethod,
} from '../rules';
import { medTestDe } from '../texts.de';
import { parseDay } from '../../../src/api/days';
import { viennaDay } from '../../../src/api/viennaTime';

const e = medTestDe.errors;

export { parseDay };

/** '5,3', '5.3', '−2', '+4' → tenths of °C (one decimal at most, within the plausible range). */
export function parseTemperature(text: string): number | null {
  const value = text.trim().replace(/\s/g, '').replace('−', '-').replace(/°C?$/, '');
  const match = /^([+-]?)(\d{1,3})(?:[.,](\d))?$/.exec(value);
  if (!match) return null;
  const tenths = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 10 + Number(match[3] ?? '0'));
  if (tenths < TEMP_MIN_TENTHS || tenths > TEMP_MAX_TENTHS) return null;
  return tenths === 0 ? 0 : tenths;
}

/** 'YYYY-MM-DD' → 'TT.MM.JJJJ'. */
export const germanDay = (day: string) => day.split('-').reverse().join('.');

/** What the form holds, as typed. */
export interface CheckDraft {
  kind: CheckKind;
  pzn: string;
  name: string;
  batch: string;
  expiry: string;
  noteNumber: string;
  receivedDay: string;
  coldChain: boolean;
  items: Partial<Record<CheckItem, boolean>>;
  arrival: string;
  identityMethod: IdentityMethod | '';
  result: CheckResult;
  note: string;
}

export type DraftField =
  | 'pzn'
  | 'name'
  | 'batch'
  | 'expiry'
  | 'receivedDay'
  | 'noteNumber'
  | 'items'
  | 'arrival'
  | 'identityMethod'
  | 'result'
  | 'note';

/** The form's fields in screen order: the first wrong one gets the focus. */
export const FIELD_ORDER: readonly DraftField[] = [
  'pzn',
  'name',
  'batch',
  'expiry',
  'noteNumber',
  'receivedDay',
  'arrival',
  'items',
  'identityMethod',
  'result',
  'note',
];

/** The entry the form describes (without id and customer), as the mutations take it. */
export interface CheckEntry {
  kind: CheckKind;
  pzn: string;
  name: string;
  batch: string;
  expiry: string;
  noteNumber: string;
  receivedDay: string;
  coldChain: boolean;
  items: Partial<Record<CheckItem, boolean>>;
  arrivalTenths: number | null;
  identityMethod: IdentityMethod | null;
  result: CheckResult;
  note: string;
}

export type Validated =
  { ok: true; entry: CheckEntry } | { ok: false; errors: Partial<Record<DraftField, string>> };

/**
 * Checks the draft field by field (German messages), then the rules of a complete entry
 * (medTestRules.checkProblems) so the server never refuses what the form let through.
 * `correction`: the note is the reason and required.
 */
export function validateDraft(draft: CheckDraft, today: string, correction: boolean): Validated {
  const errors: Partial<Record<DraftField, string>> = {};
  const pzn = draft.pzn.trim();
  if (!/^\d{7,8}$/.test(pzn)) errors.pzn = e.pzn;
  const name = draft.name.trim();
  if (name === '') errors.name = e.nameRequired;
  else if (name.length > NAME_MAX) errors.name = e.tooLong(NAME_MAX);
  const batch = draft.batch.trim();
  if (batch === '') errors.batch = e.batchRequired;
  else if (batch.length > BATCH_MAX) errors.batch = e.tooLong(BATCH_MAX);
  if (draft.noteNumber.trim().length > NOTE_NUMBER_MAX)
    errors.noteNumber = e.tooLong(NOTE_NUMBER_MAX);
  const expiry = parseDay(draft.expiry);
  if (!expiry) errors.expiry = draft.expiry.trim() ? e.day : e.dayRequired;
  const receivedDay = parseDay(draft.receivedDay);
  if (!receivedDay) errors.receivedDay = draft.receivedDay.trim() ? e.day : e.dayRequired;
  else if (receivedDay > today) errors.receivedDay = e.future;
  let arrivalTenths: number | null = null;
  if (draft.coldChain) {
    arrivalTenths = parseTemperature(draft.arrival);
    if (arrivalTenths === null) {
      errors.arrival = draft.arrival.trim() ? e.arrival : e.arrivalRequired;
    } else if (coldOutOfRange(arrivalTenths) && draft.result === 'released') {
      errors.result = e.coldOut;
    }
  }
  const note = draft.note.trim();
  if (note.length > NOTE_MAX) errors.note = e.tooLong(NOTE_MAX);
  else if (correction && note === '') errors.note = e.reasonRequired;
  // Only the items of the kind count (a kind switched keeps no stale answers).
  const items = Object.fromEntries(
    ITEMS_OF[draft.kind].flatMap((item) =>
      draft.items[item] === undefined ? [] : [[item, draft.items[item]]],
    ),
  ) as Partial<Record<CheckItem, boolean>>;
  const entry: CheckEntry = {
    kind: draft.kind,
    pzn,
    name,
    batch,
    expiry: expiry ?? '',
    noteNumber: draft.noteNumber.trim(),
    receivedDay: receivedDay ?? '',
    coldChain: draft.coldChain,
    items,
    arrivalTenths,
    identityMethod: draft.kind === 'material' ? draft.identityMethod || null : null,
    result: draft.result,
    note,
  };
  for (const problem of checkProblems(entry)) {
    if (problem === 'itemMissing') errors.items = e.itemMissing;
    if (problem === 'methodRequired') errors.identityMethod = e.methodRequired;
    if (problem === 'noteRequired' && !errors.note) errors.note = e.noteRequired;
    if (problem === 'releasedWithFailure') errors.result = e.releasedWithFailure;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, entry };
}

export interface ListFilter {
  readonly query: string;
  readonly result: CheckResult | '';
}

/** Entries matching the filter (PZN, batch or name; result), newest check first. */
export function filterEntries(entries: readonly MedCheckRow[], filter: ListFilter): MedCheckRow[] {
  const q = filter.query.trim().toLocaleLowerCase('de');
  return entries
    .filter(
      (x) =>
        (filter.result === '' || x.result === filter.result) &&
        (q === '' ||
          x.pzn.includes(q) ||
          x.batch.toLocaleLowerCase('de').includes(q) ||
          x.name.toLocaleLowerCase('de').includes(q)),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The draft of a new check, or of a correction prefilled from the entry it corrects. */
export function draftOf(entry: MedCheckRow | null, today: string): CheckDraft {
  if (!entry) {
    return {
      kind: 'goods',
      pzn: '',
      name: '',
      batch: '',
      expiry: '',
      noteNumber: '',
      receivedDay: germanDay(today),
      coldChain: false,
      items: {},
      arrival: '',
      identityMethod: '',
      result: 'released',
      note: '',
    };
  }
  return {
    kind: entry.kind,
    pzn: entry.pzn,
    name: entry.name,
    batch: entry.batch,
    expiry: germanDay(entry.expiry),
    noteNumber: entry.noteNumber,
    receivedDay: germanDay(entry.receivedDay),
    coldChain: entry.coldChain,
    items: { ...entry.items },
    arrival:
      entry.arrivalTenths === null ? '' : medTestDe.temp(entry.arrivalTenths).replace(' °C', ''),
    identityMethod: entry.identityMethod ?? '',
    result: entry.result,
    note: '',
  };
}

/**
 * 'Zu prüfen': the delivered lines of the window (TO_CHECK_DAYS before the newest delivery) that
 * no check names, newest delivery first (then note number, then name). A check entered offline
 * names its line at once in the local database, so the line leaves the list at once.
 */
export function linesToCheck(
  lines: readonly MedDeliveryRow[],
  entries: readonly Pick<MedCheckRow, 'deliveryLineId'>[],
): MedDeliveryRow[] {
  const newest = lines.reduce((max, l) => (l.day > max ? l.day : max), '');
  if (newest === '') return [];
  const from = toCheckFrom(newest);
  const checked = new Set(entries.flatMap((x) => (x.deliveryLineId ? [x.deliveryLineId] : [])));
  return lines
    .filter((l) => l.day >= from && !checked.has(l.id))
    .sort(
      (a, b) =>
        b.day.localeCompare(a.day) ||
        b.noteNo.localeCompare(a.noteNo) ||
        a.name.localeCompare(b.name, 'de'),
    );
}

/** The draft of a check started from a delivered line: article, batch, expiry and note filled. */
export function draftOfLine(line: MedDeliveryRow, today: string): CheckDraft {
  return {
    ...draftOf(null, today),
    pzn: line.pzn,
    name: line.name,
    batch: line.batch ?? '',
    expiry: line.expiry ? germanDay(line.expiry) : '',
    noteNumber: line.noteNo,
    receivedDay: germanDay(line.day),
    coldChain: line.coldChain,
  };
}

/** Today in Vienna, 'YYYY-MM-DD'. */
export const todayVienna = (now = new Date()) => viennaDay(now);
