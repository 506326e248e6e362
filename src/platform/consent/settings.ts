// The privacy consent settings of SPEC 3 and 4, as pure functions: the five flags, how they are
// stored in localStorage, when the dialog must ask, and which flag needs which.

/** localStorage key of the stored choice. */
export const PRIVACY_STORAGE_KEY = 'privacy-settings';
/** Format version of the stored value; a new flag does not need a new version (see needsChoice). */
export const PRIVACY_STORAGE_VERSION = 1;

/** SPEC 3, in the order the dialog lists them. A flag added later is appended here. */
export const PRIVACY_FLAGS = [
  'sentry',
  'sentry_userid',
  'sentry_performance',
  'matomo_pageview',
  'matomo_userid',
] as const;
export type PrivacyFlag = (typeof PRIVACY_FLAGS)[number];
export type PrivacyFlags = Readonly<Record<PrivacyFlag, boolean>>;

/**
 * Flags that only make sense with another one: a personalised report needs the report itself.
 * The dialog disables such a switch while its base is off, and normalizeFlags turns it off.
 */
export const FLAG_REQUIRES: Readonly<Partial<Record<PrivacyFlag, PrivacyFlag>>> = {
  sentry_userid: 'sentry',
  matomo_userid: 'matomo_pageview',
};

/** SPEC 3: all false by default. */
export const NO_CONSENT: PrivacyFlags = flagsWith(false);
export const FULL_CONSENT: PrivacyFlags = flagsWith(true);

function flagsWith(value: boolean): PrivacyFlags {
  return Object.fromEntries(PRIVACY_FLAGS.map((flag) => [flag, value])) as Record<
    PrivacyFlag,
    boolean
  >;
}

/** The stored value: `{ v: 1, chosenAt: ISO date, flags: { sentry: false, … } }`. */
export interface StoredPrivacySettings {
  readonly v: typeof PRIVACY_STORAGE_VERSION;
  readonly chosenAt: string;
  readonly flags: PrivacyFlags;
}

/** What the app knows on start: the flags in force and whether the dialog must ask. */
export interface ConsentState {
  /** The flags in force: the stored choice, a flag the choice lacks is false. */
  readonly flags: PrivacyFlags;
  /** When the choice was made; null without a stored choice. */
  readonly chosenAt: string | null;
  /** No stored choice, an unreadable one, or one that lacks a flag added later (SPEC 4). */
  readonly needsChoice: boolean;
}

/** A dependent flag is on only when its base is on. */
export function normalizeFlags(flags: PrivacyFlags): PrivacyFlags {
  const result: Record<PrivacyFlag, boolean> = { ...flags };
  for (const flag of PRIVACY_FLAGS) {
    const base = FLAG_REQUIRES[flag];
    if (base && !result[base]) result[flag] = false;
  }
  return result;
}

/** Sets one flag; switching a base off switches its dependent flags off too. */
export function withFlag(flags: PrivacyFlags, flag: PrivacyFlag, value: boolean): PrivacyFlags {
  return normalizeFlags({ ...flags, [flag]: value });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the stored value; anything unreadable counts as no choice. */
export function readConsent(raw: string | null): ConsentState {
  const none: ConsentState = { flags: NO_CONSENT, chosenAt: null, needsChoice: true };
  if (raw === null) return none;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return none;
  }
  if (!isRecord(parsed) || parsed.v !== PRIVACY_STORAGE_VERSION || !isRecord(parsed.flags)) {
    return none;
  }
  const stored = parsed.flags;
  const chosenAt = typeof parsed.chosenAt === 'string' ? parsed.chosenAt : null;
  const flags: Record<PrivacyFlag, boolean> = { ...NO_CONSENT };
  let complete = chosenAt !== null;
  for (const flag of PRIVACY_FLAGS) {
    const value = stored[flag];
    if (typeof value === 'boolean') flags[flag] = value;
    else complete = false;
  }
  return { flags: normalizeFlags(flags), chosenAt, needsChoice: !complete };
}

/** The value written to localStorage for a choice made at `now`. */
export function writeConsent(flags: PrivacyFlags, now: Date): string {
  const value: StoredPrivacySettings = {
    v: PRIVACY_STORAGE_VERSION,
    chosenAt: now.toISOString(),
    flags: normalizeFlags(flags),
  };
  return JSON.stringify(value);
}
