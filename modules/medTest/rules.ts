// The medicine test's rules (Arzneimittelprüfung, issue 15), shared by the client half, the
// server half, the seed and the screen: what is checked per kind of goods, the results, and which
// entries stand after corrections. Temperatures are integers in tenths of °C, like the
// temperature log's.

/** Received finished medicines, or a starting material for compounding (Ausgangsstoff). */
export const CHECK_KINDS = ['goods', 'material'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/**
 * The check items of the Apothekenbetriebsordnung's receiving check: the packaging, labelling,
 * expiry and batch; the falsified-medicines verification; for a starting material its identity.
 */
export const CHECK_ITEMS = [
  'packaging',
  'labelling',
  'expiry',
  'batch',
  'falsification',
  'identity',
] as const;
export type CheckItem = (typeof CHECK_ITEMS)[number];

/** The items a kind requires; the identity test only for a starting material. */
export const ITEMS_OF: Record<CheckKind, readonly CheckItem[]> = {
  goods: ['packaging', 'labelling', 'expiry', 'batch', 'falsification'],
  material: ['packaging', 'labelling', 'expiry', 'batch', 'identity'],
};

/** Identity test methods of a starting material (Ph. Eur.). */
export const IDENTITY_METHODS = ['IR', 'DC', 'Schmelzpunkt', 'Farbreaktion', 'Zertifikat'] as const;
export type IdentityMethod = (typeof IDENTITY_METHODS)[number];

export const RESULTS = ['released', 'blocked', 'rejected'] as const;
export type CheckResult = (typeof RESULTS)[number];

export const NOTE_MAX = 500;
export const NAME_MAX = 120;
export const BATCH_MAX = 40;
export const NOTE_NUMBER_MAX = 40;
/** What a thermometer at the goods receipt can plausibly show: −40,0 to +60,0 °C. */
export const TEMP_MIN_TENTHS = -400;
export const TEMP_MAX_TENTHS = 600;

export interface CheckInput {
  readonly kind: CheckKind;
  readonly coldChain: boolean;
  readonly items: Readonly<Partial<Record<CheckItem, boolean>>>;
  readonly arrivalTenths: number | null;
  readonly identityMethod: string | null;
  readonly result: CheckResult;
  readonly note: string;
}

/** What is wrong with a check, as codes the screen and the server turn into German messages. */
export type CheckProblem =
  | 'itemMissing'
  | 'itemExtra'
  | 'arrivalRequired'
  | 'arrivalExtra'
  | 'methodRequired'
  | 'methodExtra'
  | 'noteRequired'
  | 'releasedWithFailure';

/**
 * The rules of a complete entry: every item of its kind answered (and no other), the arrival
 * temperature for cold goods, the identity method for a starting material, a note for a batch
 * blocked or rejected, and no release while an item failed.
 */
export function checkProblems(input: CheckInput): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const required = ITEMS_OF[input.kind];
  if (required.some((item) => input.items[item] === undefined)) problems.push('itemMissing');
  const answered = Object.keys(input.items) as CheckItem[];
  if (answered.some((item) => !required.includes(item))) problems.push('itemExtra');
  if (input.coldChain && input.arrivalTenths === null) problems.push('arrivalRequired');
  if (!input.coldChain && input.arrivalTenths !== null) problems.push('arrivalExtra');
  if (input.kind === 'material' && !input.identityMethod) problems.push('methodRequired');
  if (input.kind !== 'material' && input.identityMethod) problems.push('methodExtra');
  if (input.result !== 'released' && input.note.trim() === '') problems.push('noteRequired');
  const failed = required.some((item) => input.items[item] === false);
  if (input.result === 'released' && failed) problems.push('releasedWithFailure');
  return problems;
}

/** Cold goods are to arrive at 2–8 °C; outside that the batch must not be released unchecked. */
export const coldOutOfRange = (tenths: number) => tenths < 20 || tenths > 80;

export interface EntryLike {
  readonly id: string;
  readonly correctionOf: string | null;
}

/** The entries that stand: a correction replaces the entry it names (which stays, struck through). */
export function standingEntries<E extends EntryLike>(entries: readonly E[]): E[] {
  const corrected = new Set(entries.flatMap((e) => (e.correctionOf ? [e.correctionOf] : [])));
  return entries.filter((e) => !corrected.has(e.id));
}

/** Whether an entry may be corrected: only one that no correction names yet. */
export const isCorrectable = (id: string, entries: readonly EntryLike[]) =>
  !entries.some((e) => e.correctionOf === id);

/**
 * 'Zu prüfen' covers the deliveries of the last 30 days before the customer's newest delivery
 * note (counted from the data, not the clock: the list is the same on the server and the client,
 * and an older delivery no check names leaves the list instead of piling up).
 */
export const TO_CHECK_DAYS = 30;

/** The first day of the 'Zu prüfen' window ending on `newestDay` ('YYYY-MM-DD'). */
export function toCheckFrom(newestDay: string): string {
  const time = Date.parse(`${newestDay}T00:00:00Z`) - TO_CHECK_DAYS * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}
