// User settings (SPEC 3): the rules both halves of the module apply, and the clock's defaults.
// Pure and free of texts, so the shell's clock, the settings screen, the contract and the server
// share them.

/** The parts a clock style may hold (SPEC 3): 'd' date, 'z' time, 'kw' calendar week. */
export const CLOCK_PARTS = ['d', 'z', 'kw'] as const;
export type ClockPart = (typeof CLOCK_PARTS)[number];

export const CLOCK_POSITIONS = ['navbar', 'footer', 'none'] as const;
export type ClockPosition = (typeof CLOCK_POSITIONS)[number];

/** The longest valid style: every part once ('dzkw'). */
export const CLOCK_STYLE_MAX = 4;

/**
 * The parts of a style, or null when the style is not a mix of 'd', 'z' and 'kw' with each part
 * at most once and at least one part ('dz', 'kwd', 'zdkw'; not '', 'k', 'dd', 'x').
 */
export function parseClockStyle(style: string): ClockPart[] | null {
  if (style.length === 0 || style.length > CLOCK_STYLE_MAX) return null;
  const parts: ClockPart[] = [];
  for (let at = 0; at < style.length;) {
    const part: ClockPart | null = style.startsWith('kw', at)
      ? 'kw'
      : style[at] === 'd'
        ? 'd'
        : style[at] === 'z'
          ? 'z'
          : null;
    if (part === null || parts.includes(part)) return null;
    parts.push(part);
    at += part.length;
  }
  return parts;
}

export const isClockStyle = (style: string): boolean => parseClockStyle(style) !== null;

/** The style of a set of parts, in a fixed order (date, time, week). */
export const clockStyleOf = (parts: Iterable<ClockPart>): string => {
  const chosen = new Set(parts);
  return CLOCK_PARTS.filter((part) => chosen.has(part)).join('');
};

/** The settings a user has; what a user without a stored row gets. */
export interface UserSettingsValues {
  readonly tutorialEnabled: boolean;
  /** When the user last asked to see the tutorial again (ISO time); null if never. */
  readonly tutorialReset: string | null;
  readonly viewClockStyle: string;
  readonly viewClockPosition: ClockPosition;
}

/** What the shell showed before user settings existed: time and date in the navbar. */
export const DEFAULT_USER_SETTINGS: UserSettingsValues = {
  tutorialEnabled: true,
  tutorialReset: null,
  viewClockStyle: 'zd',
  viewClockPosition: 'navbar',
};

export interface UserSettingsPatch {
  readonly tutorialEnabled?: boolean | undefined;
  readonly tutorialReset?: string | undefined;
  readonly viewClockStyle?: string | undefined;
  readonly viewClockPosition?: ClockPosition | undefined;
}

/**
 * The settings after a change: only the fields the change names, so two devices changing
 * different settings offline both keep theirs. A tutorial reset keeps the later of the two
 * times (set semantics: applying the same change twice changes nothing).
 */
export function applySettingsPatch(
  current: UserSettingsValues,
  patch: UserSettingsPatch,
): UserSettingsValues {
  const reset =
    patch.tutorialReset === undefined
      ? current.tutorialReset
      : current.tutorialReset === null ||
          Date.parse(patch.tutorialReset) > Date.parse(current.tutorialReset)
        ? new Date(patch.tutorialReset).toISOString()
        : current.tutorialReset;
  return {
    tutorialEnabled: patch.tutorialEnabled ?? current.tutorialEnabled,
    tutorialReset: reset,
    viewClockStyle: patch.viewClockStyle ?? current.viewClockStyle,
    viewClockPosition: patch.viewClockPosition ?? current.viewClockPosition,
  };
}
