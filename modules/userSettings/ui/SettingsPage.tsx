// /settings (SPEC 3 "User settings", issue 13): the clock's parts and position with a live
// preview, and the tutorials. Each change is saved at once as one `userSettings.set` naming only
// the field that changed (no save button): it is queued like every synced change, so it works
// offline, shows as pending until sent, and merges with changes of other fields made on another
// device. Below them, this device's storage (StorageSettings.tsx, issue 26) and Web Push
// (PushSettings.tsx, issue 13 item 7).
import { useId, useState } from 'react';
import {
  CLOCK_PARTS,
  CLOCK_POSITIONS,
  parseClockStyle,
  type ClockPart,
  type ClockPosition,
} from '../rules';
import { mutate } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { settingsDe as t } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { ClockFace, useClockNow } from './ClockFace';
import { formatDate, formatTime } from './clockFormat';
import { Spinner } from '../../../src/ui/Spinner';
import { PushSettings } from './PushSettings';
import { FIELDSET, LEGEND } from './SettingsFieldset';
import { StorageSettings } from './StorageSettings';
import { useUserSettings } from './useUserSettings';
import { checkClockParts } from './validation';
import type { UserSettingsPatchArgs } from '../contract';
import type { z } from 'zod';
import { FieldAlert } from '../../../src/ui/FieldAlert';
import { PageFrame } from '../../../src/ui/PageFrame';

type Patch = z.infer<typeof UserSettingsPatchArgs>;

const CHOICE =
  'flex items-center gap-2 text-slate-800 [&>input]:h-4 [&>input]:w-4 [&>input]:accent-brand-700';

function ClockPreview({ style, position }: { style: string; position: ClockPosition }) {
  const now = useClockNow();
  return (
    <div className="mt-4">
      <h3 className="text-sm font-medium text-slate-700">{t.clock.preview}</h3>
      <div
        className="mt-1 flex min-h-14 items-center justify-end rounded-md border border-dashed border-slate-300 bg-slate-50 px-4 py-2"
        data-testid="clock-preview"
      >
        {position === 'none' ? (
          <p className="text-sm text-slate-500">{t.clock.previewHidden}</p>
        ) : (
          <ClockFace style={style} position={position} now={now} />
        )}
      </div>
    </div>
  );
}

export interface SettingsPageProps {
  /**
   * Ends the tutorial's pause for this session ('Jetzt nicht mehr anzeigen'): the tutorials
   * module's, handed in by the route, since the tutorials build on these settings.
   */
  readonly onTutorialsReset: () => void;
}

export function SettingsPage({ onTutorialsReset }: SettingsPageProps) {
  const settings = useUserSettings();
  const ids = useId();
  /** Parts the user chose that cannot be saved (none): shown with the reason until fixed. */
  const [draftParts, setDraftParts] = useState<readonly ClockPart[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Whether the user changed something on this visit ('Gespeichert.' only says so then). */
  const [changed, setChanged] = useState(false);
  /**
   * What the user just chose, shown at once while the change is written locally (the live query
   * answers a moment later); dropped once the stored settings say the same, or changed elsewhere.
   */
  const [chosen, setChosen] = useState<Pick<Patch, 'viewClockPosition' | 'tutorialEnabled'>>({});
  const { viewClockStyle, viewClockPosition, tutorialEnabled } = settings;
  // The stored settings changed (this change arrived, or another device's): show them.
  const stored = `${viewClockStyle}|${viewClockPosition}|${String(tutorialEnabled)}`;
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    setDraftParts(null);
    setChosen({});
  }

  if (!settings.loaded) {
    return (
      <section aria-labelledby="screen-title" className="mx-auto max-w-3xl p-4 sm:p-6">
        <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
          {de.screens.settings}
        </h1>
        <Spinner label={t.loading} />
      </section>
    );
  }

  const savedParts = parseClockStyle(settings.viewClockStyle) ?? [];
  const parts = draftParts ?? savedParts;

  const shownPosition = chosen.viewClockPosition ?? settings.viewClockPosition;
  const shownTutorial = chosen.tutorialEnabled ?? settings.tutorialEnabled;

  const save = async (patch: Patch) => {
    setNotice(null);
    setChanged(true);
    try {
      await mutate('userSettings.set', patch);
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const togglePart = (part: ClockPart, on: boolean) => {
    const next = CLOCK_PARTS.filter((p) => (p === part ? on : parts.includes(p)));
    const checked = checkClockParts(next);
    if ('error' in checked) {
      setDraftParts(next);
      setError(checked.error);
      return;
    }
    setDraftParts(next);
    void save({ viewClockStyle: checked.style });
  };

  // 'Tutorials erneut anzeigen' brings every step back: seen ones (the reset time), paused ones
  // (the session's 'Jetzt nicht mehr anzeigen') and, when they were turned off, the tutorials.
  const resetTutorials = async () => {
    onTutorialsReset();
    const enable = shownTutorial ? {} : { tutorialEnabled: true };
    if (!shownTutorial) setChosen((current) => ({ ...current, tutorialEnabled: true }));
    await save({ tutorialReset: new Date().toISOString(), ...enable });
    setNotice(t.tutorial.resetDone);
  };

  const previewStyle = checkClockParts(parts);
  const errorId = `${ids}-error`;

  return (
    <PageFrame title={de.screens.settings} lead={t.intro} width="max-w-3xl">
      <p role="status" className="text-sm text-slate-700" data-testid="settings-status">
        {settings.pending > 0
          ? t.status.pending(settings.pending)
          : changed
            ? t.status.saved
            : t.status.idle}
        {notice ? ` ${notice}` : ''}
      </p>

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t.clock.legend}</legend>
        <fieldset
          className="mt-2"
          aria-describedby={error ? errorId : `${ids}-parts-hint`}
          aria-invalid={error ? true : undefined}
        >
          <legend className="font-medium text-slate-800">{t.clock.parts}</legend>
          <p id={`${ids}-parts-hint`} className="text-sm text-slate-500">
            {t.clock.partsHint}
          </p>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {CLOCK_PARTS.map((part) => (
              <label key={part} className={CHOICE}>
                <input
                  type="checkbox"
                  name="clockParts"
                  value={part}
                  checked={parts.includes(part)}
                  onChange={(event) => togglePart(part, event.currentTarget.checked)}
                />
                {t.clock.partNames[part]}
              </label>
            ))}
          </div>
          <FieldAlert id={errorId} error={error} space="mt-2" />
        </fieldset>

        <fieldset className="mt-4">
          <legend className="font-medium text-slate-800">{t.clock.position}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {CLOCK_POSITIONS.map((position) => (
              <label key={position} className={CHOICE}>
                <input
                  type="radio"
                  name="clockPosition"
                  value={position}
                  checked={shownPosition === position}
                  onChange={() => {
                    setChosen((current) => ({ ...current, viewClockPosition: position }));
                    void save({ viewClockPosition: position });
                  }}
                />
                {t.clock.positions[position]}
              </label>
            ))}
          </div>
        </fieldset>

        <ClockPreview
          style={'style' in previewStyle ? previewStyle.style : ''}
          position={shownPosition}
        />
      </fieldset>

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t.tutorial.legend}</legend>
        <label className={`${CHOICE} mt-2`}>
          <input
            type="checkbox"
            name="tutorialEnabled"
            checked={shownTutorial}
            aria-describedby={`${ids}-tutorial-hint`}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setChosen((current) => ({ ...current, tutorialEnabled: on }));
              void save({ tutorialEnabled: on });
            }}
          />
          {t.tutorial.enabled}
        </label>
        <p id={`${ids}-tutorial-hint`} className="mt-1 ml-6 text-sm text-slate-500">
          {t.tutorial.enabledHint}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <Button
            variant="secondary"
            aria-describedby={`${ids}-reset-hint`}
            onClick={() => void resetTutorials()}
          >
            {t.tutorial.reset}
          </Button>
          <span id={`${ids}-reset-hint`} className="text-sm text-slate-500">
            {settings.tutorialReset
              ? t.tutorial.lastReset(
                  `${formatDate(new Date(settings.tutorialReset))} ${formatTime(new Date(settings.tutorialReset))}`,
                )
              : t.tutorial.resetHint}
          </span>
        </div>
      </fieldset>

      <StorageSettings />
      <PushSettings />
    </PageFrame>
  );
}
