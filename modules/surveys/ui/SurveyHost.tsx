// Shows the user's first due survey (open, not postponed into the future) as a dialog in the
// app shell, from the local database, so also offline. A SurveyChangedEvent (realtime, in every
// tab as the app event 'survey_changed') runs a sync, so a new survey arrives at once. The
// survey's actions are queued mutations: offline they wait in the outbox and the sync worker
// sends them once.
import { useCallback, useEffect, useState } from 'react';
import { dueSurvey, nextDueAt } from '../rules';
import type { SurveyRow } from '../contract';
import { mutate, syncNow, useDb, useLiveQuery } from '../../../src/db';
import { onAppEvent } from '../../../src/state/events';
import { SurveyDialog, type SurveyAction } from './SurveyDialog';

/** Re-checks postponed surveys at least this often (a timer far ahead may be throttled). */
const RECHECK_MAX_MS = 15 * 60 * 1000;

const NAMES = {
  postpone1: 'survey.postpone1',
  postpone2: 'survey.postpone2',
  decline: 'survey.decline',
} as const;

export function runSurveyAction(survey: SurveyRow, action: SurveyAction, now = new Date()) {
  switch (action.kind) {
    case 'answer':
      return mutate('survey.answer', {
        surveyId: survey.id,
        answer: action.answer,
        ...(action.comment === undefined ? {} : { comment: action.comment }),
      });
    case 'decline':
      return mutate(NAMES.decline, { surveyId: survey.id });
    default:
      return mutate(NAMES[action.kind], { surveyId: survey.id, at: now.toISOString() });
  }
}

/** The current time, advanced when the next postponed survey becomes due. */
function useNow(surveys: readonly SurveyRow[] | undefined): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const next = nextDueAt(surveys ?? [], now);
    if (next === null) return;
    const timer = setTimeout(
      () => setNow(new Date()),
      Math.min(RECHECK_MAX_MS, Math.max(0, next - Date.now()) + 50),
    );
    return () => clearTimeout(timer);
  }, [surveys, now]);
  return now;
}

export function SurveyHost() {
  const db = useDb();
  const surveys = useLiveQuery(async () => (db ? db.surveys.toArray() : []), [db]);
  const now = useNow(surveys);
  // The survey answered or declined stays shown with its thanks until closed.
  const [settled, setSettled] = useState<SurveyRow | null>(null);
  const shown = settled ?? (surveys ? dueSurvey(surveys, now) : undefined);
  const queued = useLiveQuery(
    async () =>
      db && shown
        ? (await db.outbox
            .filter(
              (entry) =>
                entry.name.startsWith('survey.') &&
                (entry.args as { surveyId?: unknown }).surveyId === shown.id,
            )
            .count()) > 0
        : false,
    [db, shown?.id],
  );

  useEffect(
    () =>
      onAppEvent((event) => {
        if (event.type === 'survey_changed') void syncNow();
      }),
    [],
  );

  const onAction = useCallback(
    async (action: SurveyAction) => {
      if (!shown) return;
      if (action.kind === 'answer' || action.kind === 'decline') setSettled(shown);
      try {
        await runSurveyAction(shown, action);
      } catch (error) {
        setSettled(null);
        throw error;
      }
    },
    [shown],
  );

  if (!shown) return null;
  return (
    <SurveyDialog
      key={shown.id}
      survey={shown}
      queued={queued ?? false}
      onAction={onAction}
      onClose={() => setSettled(null)}
    />
  );
}
