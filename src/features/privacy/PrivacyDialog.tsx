// The privacy consent dialog (SPEC 2 "Other screens", SPEC 4 "Privacy consent"): 450 px wide,
// modal, no way out without a choice (Esc and a click outside do nothing). The first layer offers
// 'Alle zulassen' and, of equal weight, 'Nur notwendige' (rejecting must be as easy as accepting),
// and 'Zwecke anzeigen'; the detail view has a switch per purpose, all off until chosen.
// Part of the main chunk (every first visit shows it, on /login too, within its 150 KB budget),
// so it is the browser's own modal <dialog>: showModal() makes the page inert, keeps the focus
// inside and draws the backdrop, for no bytes, where Headless UI's Dialog cost 16 KB. Esc
// raises 'cancel', which is refused; should the browser close the dialog anyway (Chromium lets a
// second Esc without user activation through), it opens again at once. The switches are plain
// `role="switch"` buttons, for the same reason.
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { de } from '../../i18n/de';
import {
  FLAG_REQUIRES,
  FULL_CONSENT,
  NO_CONSENT,
  PRIVACY_FLAGS,
  withFlag,
  type PrivacyFlag,
  type PrivacyFlags,
} from '../../platform/consent/settings';
import type { ConsentStore, ConsentView } from '../../platform/consent/store';
import { Button, FOCUS_RING } from '../../ui/Button';

const t = de.privacy;

/** Nothing: SPEC 2, the dialog cannot be dismissed without a choice. */
const ignoreClose = () => undefined;

/**
 * Opens the <dialog> modally for as long as it is mounted, and keeps it open. The focus starts on
 * the panel (read from its title), not on the first link or button: no choice is preselected.
 */
function useModal(
  ref: React.RefObject<HTMLDialogElement | null>,
  start: React.RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const open = () => {
      if (dialog.open) return;
      // jsdom (unit tests) has no showModal(); the attribute shows it there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      start.current?.focus();
    };
    const refuse = (event: Event) => event.preventDefault();
    dialog.addEventListener('cancel', refuse);
    dialog.addEventListener('close', open);
    open();
    // The page behind does not scroll while the choice is pending.
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('cancel', refuse);
      dialog.removeEventListener('close', open);
      document.documentElement.style.overflow = overflow;
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    };
  }, [ref, start]);
}

const SWITCH = `group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-500 transition-colors aria-checked:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`;
const KNOB =
  'inline-block size-4 translate-x-1 rounded-full bg-white transition-transform group-aria-checked:translate-x-6';

/** One purpose: its name and description label a switch whose state is also written out. */
function PurposeSwitch({
  label,
  description,
  checked,
  disabled = false,
  stateText,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  stateText: string;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-medium text-slate-900">
          {label}
        </p>
        <p id={`${id}-description`} className="text-sm text-slate-600">
          {description}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2 pt-0.5">
        <span aria-hidden="true" className="text-right text-xs text-slate-600">
          {stateText}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
          disabled={disabled}
          onClick={() => onChange(!checked)}
          className={SWITCH}
        >
          <span className={KNOB} />
        </button>
      </div>
    </div>
  );
}

function PurposeList({
  draft,
  onChange,
}: {
  draft: PrivacyFlags;
  onChange: (flag: PrivacyFlag, value: boolean) => void;
}) {
  return (
    <fieldset className="mt-2">
      <legend className="sr-only">{t.purposes}</legend>
      <div className="divide-y divide-slate-200">
        <PurposeSwitch
          label={t.necessary.label}
          description={t.necessary.description}
          checked
          disabled
          stateText={t.necessary.state}
          onChange={ignoreClose}
        />
        {PRIVACY_FLAGS.map((flag) => {
          const base = FLAG_REQUIRES[flag];
          const blocked = base !== undefined && !draft[base];
          const texts = t.flags[flag];
          return (
            <PurposeSwitch
              key={flag}
              label={texts.label}
              description={
                blocked
                  ? `${texts.description} ${t.requires(t.flags[base].label)}`
                  : texts.description
              }
              checked={draft[flag]}
              disabled={blocked}
              stateText={draft[flag] ? t.on : t.off}
              onChange={(value) => onChange(flag, value)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

export function PrivacyDialog({ store, view }: { store: ConsentStore; view: ConsentView }) {
  // The known choices (SPEC 4: a stored choice that lacks a new flag keeps the others).
  const [draft, setDraft] = useState<PrivacyFlags>(() => store.flags);
  const acceptHintId = useId();
  const detailsHeading = useRef<HTMLParagraphElement>(null);
  const firstView = useRef(view);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModal(dialogRef, panelRef);

  // 'Zwecke anzeigen' disappears with the first layer: focus goes to the purposes' intro.
  useEffect(() => {
    if (view === 'details' && firstView.current !== 'details') detailsHeading.current?.focus();
  }, [view]);

  const equal = 'w-full';
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={view === 'main' ? descriptionId : undefined}
      // Fills the window (transparent) so a detail view taller than a phone scrolls as a whole.
      className="m-0 h-full max-h-none w-full max-w-none overflow-y-auto bg-transparent p-0 backdrop:bg-slate-900/50"
    >
      <div className="flex min-h-full items-end justify-center p-3 sm:items-center sm:p-4">
        <div
          ref={panelRef}
          tabIndex={-1}
          data-testid="privacy-dialog"
          className="w-full max-w-[450px] rounded-lg bg-white p-5 shadow-xl focus:outline-none sm:p-6"
        >
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {t.title}
          </h2>
          {view === 'main' ? (
            <>
              <p id={descriptionId} className="mt-2 text-sm text-slate-700">
                {t.intro}{' '}
                <span>
                  {t.policyLead}{' '}
                  <Link
                    to="/docs/datenschutz"
                    className={`rounded font-medium text-brand-700 underline underline-offset-2 ${FOCUS_RING}`}
                  >
                    {t.policyLink}
                  </Link>
                  .
                </span>
              </p>
              <div className="mt-5 grid grid-cols-2 gap-3">
                <Button className={equal} onClick={() => store.choose(NO_CONSENT)}>
                  {t.onlyNecessary}
                </Button>
                <Button className={equal} onClick={() => store.choose(FULL_CONSENT)}>
                  {t.allowAll}
                </Button>
              </div>
              <Button
                variant="secondary"
                className="mt-3 w-full"
                onClick={() => store.showView('details')}
              >
                {t.showPurposes}
              </Button>
            </>
          ) : (
            <>
              <p
                ref={detailsHeading}
                tabIndex={-1}
                className="mt-2 text-sm text-slate-700 focus:outline-none"
              >
                {t.detailsIntro}
              </p>
              <PurposeList
                draft={draft}
                onChange={(flag, value) => setDraft((current) => withFlag(current, flag, value))}
              />
              <div className="mt-4 grid grid-cols-2 gap-3">
                <Button
                  variant="secondary"
                  className={equal}
                  onClick={() => store.choose(NO_CONSENT)}
                >
                  {t.onlyNecessary}
                </Button>
                <Button
                  variant="secondary"
                  className={equal}
                  aria-describedby={acceptHintId}
                  onClick={() => store.choose(FULL_CONSENT)}
                >
                  {t.accept}
                </Button>
              </div>
              <p id={acceptHintId} className="sr-only">
                {t.acceptHint}
              </p>
              <Button className="mt-3 w-full" onClick={() => store.choose(draft)}>
                {t.confirmSelection}
              </Button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
