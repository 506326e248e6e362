// The guided tutorial (SPEC 4 "Tutorial", issue 13 item 9), mounted in the app shell. It runs only
// for a logged-in user with TutorialEnabled, not while the session is paused ('Jetzt nicht mehr
// anzeigen'). It looks for the next step on each navigation end, on a change of the seen steps,
// of TutorialEnabled or TutorialReset, and on login, at the recheck delays of SPEC 9 (the screen
// may still be rendering), and shows it with the walkthrough overlay in the form SPEC 4 gives
// the step wrapper: transparency with backdrop, round hole, caption at the bottom, no button.
// The overlay's hidden event marks the step seen (a queued mutation: offline too). At most one
// step per screen visit (issue 24): after it, the next one waits for the next navigation, so a
// user who logs in is not walked through a chain of steps on one screen. No step over another
// modal dialog: it waits until the dialog closes, and a step a dialog opens over goes away
// unmarked and comes back after it.
import { useLocation, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { mutate, useDb, useLiveQuery } from '../../../src/db';
import { tutorialDe as t } from '../texts.de';
import { showToast } from '../../../src/platform/overlays';
import { Button } from '../../../src/ui/Button';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { useWalkthroughClose, Walkthrough } from '../../../src/ui/walkthrough/Walkthrough';
import { useMe } from '../../../src/features/auth';
import { useUserSettings } from '../../userSettings/ui';
import { isElementVisible, nextStep, otherDialogOpen, pageBusy } from './nextStep';
import { isTutorialPaused, pauseTutorial } from './pause';
import { TUTORIAL_STEPS, type TutorialStep } from './steps';

/** SPEC 9: when to look for a step after each trigger (ms). */
export const TUTORIAL_RECHECK_DELAYS = [200, 300, 500, 1000] as const;

/**
 * Screens that ask for something first (choosing the delivery customer, accepting conditions, a
 * new password, an error): the tutorial waits until the user is past them.
 */
const QUIET_PATHS = ['/lieferkunde', '/check-conditions', '/change-password', '/error'];
const isQuiet = (pathname: string) => QUIET_PATHS.some((path) => pathname.startsWith(path));

export function TutorialHost() {
  const me = useMe();
  const db = useDb();
  const settings = useUserSettings();
  const { pathname } = useLocation();
  // While a screen's route (its chunk, its loader) is still pending, only the shell is on the
  // page: its menu step would win over the screen's first step that is about to appear.
  const routeSettled = useRouterState({ select: (s) => s.status === 'idle' && !s.isLoading });
  const seenRows = useLiveQuery(async () => (db ? db.tutorialSeen.toArray() : undefined), [db]);
  const [paused, setPaused] = useState(isTutorialPaused);
  const [step, setStep] = useState<TutorialStep | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** Closed on this page; their seen marks may still be on the way into the live query. */
  const closed = useRef(new Set<string>());

  const userId = me?.user.id ?? null;
  const roles = me?.user.roles;
  const running =
    userId !== null &&
    settings.loaded &&
    settings.tutorialEnabled &&
    !paused &&
    routeSettled &&
    !isQuiet(pathname) &&
    seenRows !== undefined;
  const seenKey = seenRows?.map((row) => `${row.id}@${row.seenAt}`).join('|') ?? '';

  // A step whose screen was left (browser back) goes without being marked seen.
  const [shownOn, setShownOn] = useState(pathname);
  if (step && shownOn !== pathname) {
    setStep(null);
    setShownOn(pathname);
  }

  // The screen visit on which a step was closed: no further step until the next navigation.
  const [doneOn, setDoneOn] = useState<string | null>(null);
  if (doneOn !== null && doneOn !== pathname) setDoneOn(null);
  // A new TutorialReset ('Tutorials erneut anzeigen', maybe on another device) ends the session's
  // pause too; the steps come back from the next navigation on, not over the page at hand.
  const resetNow = settings.loaded ? settings.tutorialReset : undefined;
  const [resetKnown, setResetKnown] = useState(resetNow);
  if (resetKnown !== resetNow) {
    setResetKnown(resetNow);
    if (resetKnown !== undefined) {
      setPaused(isTutorialPaused());
      setDoneOn(pathname);
    }
  }

  // A modal dialog opening over the step (the privacy consent, a survey, a session notice): the
  // step goes, not marked seen, and the lookup below brings it back once the page is free.
  useEffect(() => {
    if (!step || confirming) return;
    const check = () => {
      if (otherDialogOpen()) setStep(null);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['open', 'aria-modal', 'role'],
    });
    check();
    return () => observer.disconnect();
  }, [step, confirming]);

  useEffect(() => {
    if (!running || step || confirming || !roles || doneOn === pathname) return;
    const seen = new Map((seenRows ?? []).map((row) => [row.id, row.seenAt]));
    let found = false;
    let busy = false;
    const look = () => {
      if (found) return;
      busy = pageBusy();
      if (busy) return;
      const next = nextStep(TUTORIAL_STEPS, {
        seen,
        reset: settings.tutorialReset,
        roles,
        closed: closed.current,
        isVisible: isElementVisible,
      });
      if (!next) return;
      found = true;
      // In the middle of the screen: the caption stands at the bottom.
      document.querySelector(next.selector)?.scrollIntoView({ block: 'center' });
      setShownOn(pathname);
      setStep(next);
    };
    const timers = TUTORIAL_RECHECK_DELAYS.map((delay) => setTimeout(look, delay));
    // Still busy after the last delay (a first sync before the dashboard shows): look again at
    // that pace until the page is free.
    const last = TUTORIAL_RECHECK_DELAYS[TUTORIAL_RECHECK_DELAYS.length - 1] ?? 1000;
    const whileBusy = setInterval(() => {
      if (busy) look();
    }, last);
    return () => {
      timers.forEach(clearTimeout);
      clearInterval(whileBusy);
    };
    // seenKey stands for seenRows' content; a new array with the same rows is no trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, step, confirming, roles, pathname, doneOn, seenKey, settings.tutorialReset, userId]);

  if (!step || !running) {
    // Stopped meanwhile (another device turned the tutorials off): nothing left to confirm.
    if (confirming) setConfirming(false);
    return null;
  }

  const markSeen = () => {
    closed.current.add(step.selector);
    setStep(null);
    setDoneOn(pathname);
    // Queued like every change: sent now, or once the connection is back.
    void mutate('tutorial.seen', { selector: step.selector, at: new Date().toISOString() }).catch(
      () => undefined, // The step shows again on the next page load; nothing else is lost.
    );
  };

  const disable = () => {
    setConfirming(false);
    setStep(null);
    void mutate('userSettings.set', { tutorialEnabled: false }).then(
      () => showToast(t.disabled),
      () => undefined,
    );
  };

  const texts = t.steps[step.key];
  return (
    <>
      <Walkthrough
        settings={{
          active: !confirming,
          type: 'transparency',
          focusSelector: step.selector,
          title: texts.title,
          caption: texts.text,
          icon: step.icon,
          backdrop: true,
          roundHole: true,
          forcedCaptionLocation: 'BOTTOM',
          useButton: false,
        }}
        onHidden={markSeen}
        actions={
          <TutorialActions
            onDisable={() => setConfirming(true)}
            onNotNow={() => {
              pauseTutorial();
              setPaused(true);
              setStep(null);
            }}
          />
        }
      />
      <DisableConfirm open={confirming} onCancel={() => setConfirming(false)} onConfirm={disable} />
    </>
  );
}

/**
 * The step's controls. Each stops its click: 'Verstanden' closes (and so marks the step seen)
 * itself; the other two must not count as the click that closes.
 */
function TutorialActions({ onDisable, onNotNow }: { onDisable: () => void; onNotNow: () => void }) {
  const close = useWalkthroughClose();
  const only = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <Button data-testid="tutorial-understood" onClick={only(close)}>
        {t.understood}
      </Button>
      <Button variant="secondary" onClick={only(onDisable)}>
        {t.disable}
      </Button>
      <Button variant="secondary" onClick={only(onNotNow)}>
        {t.notNow}
      </Button>
      <p className="w-full text-xs text-slate-500">{t.keyboardHint}</p>
    </div>
  );
}

function DisableConfirm(props: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  return <ConfirmDialog title={t.disableTitle} text={t.disableText} {...props} />;
}
