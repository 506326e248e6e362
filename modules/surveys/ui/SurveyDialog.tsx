// The survey dialog (SPEC "Survey", issue 13 item 6): first the prompt (take part, remind
// tomorrow, remind in a week, decline), then the rating or the question form, then the thanks.
// A Headless UI Dialog: focus inside, the title and message read as its name and description,
// each phase's heading takes the focus. Esc does nothing in the prompt (a choice is asked for;
// 'Morgen erinnern' is the way out), goes back from the form and closes the thanks.
import { Description, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { answerProblem, SURVEY_LIMITS, toggleAnswer } from '../rules';
import type { SurveyRow } from '../contract';
import { surveysDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { ModalDialog } from '../../../src/ui/ModalDialog';

const t = surveysDe.dialog;

export type SurveyAction =
  | { readonly kind: 'answer'; readonly answer: number | string[]; readonly comment?: string }
  | { readonly kind: 'postpone1' | 'postpone2' | 'decline' };

type Phase = 'prompt' | 'form' | 'thanks';

export interface SurveyDialogProps {
  readonly survey: SurveyRow;
  /** Queues the action (mutate); rejects when it could not be stored. */
  readonly onAction: (action: SurveyAction) => Promise<void>;
  /** After the thanks: the host shows the next due survey, if any. */
  readonly onClose: () => void;
  /** The answer waits in the outbox (offline): the thanks say it is sent later. */
  readonly queued?: boolean;
}

export function SurveyDialog({ survey, onAction, onClose, queued = false }: SurveyDialogProps) {
  const [phase, setPhase] = useState<Phase>('prompt');
  const [thanks, setThanks] = useState<string>(t.thanksAnswer);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Each phase starts with its heading focused, so a screen reader reads where it is.
  useEffect(() => {
    heading.current?.focus();
  }, [phase]);

  async function act(action: SurveyAction) {
    setBusy(true);
    setFailed(false);
    try {
      await onAction(action);
      if (action.kind === 'answer' || action.kind === 'decline') {
        setThanks(action.kind === 'answer' ? t.thanksAnswer : t.thanksDecline);
        setPhase('thanks');
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const onEscape = () => {
    if (phase === 'form') setPhase('prompt');
    else if (phase === 'thanks') onClose();
  };

  return (
    <ModalDialog onClose={onEscape} scrolls>
      <DialogPanel
        data-testid="survey-dialog"
        className="w-full max-w-lg rounded-lg bg-white p-6 shadow-xl"
      >
        <p className="text-sm font-medium tracking-wide text-brand-700 uppercase">{t.label}</p>
        <DialogTitle
          as="h2"
          ref={heading}
          tabIndex={-1}
          className="mt-1 text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {phase === 'thanks' ? thanks : survey.title}
        </DialogTitle>
        {phase === 'prompt' && (
          <Prompt
            survey={survey}
            busy={busy}
            onTakePart={() => setPhase('form')}
            onChoose={(action) => void act(action)}
          />
        )}
        {phase === 'form' && (
          <AnswerForm
            survey={survey}
            busy={busy}
            onBack={() => setPhase('prompt')}
            onSubmit={(answer, comment) =>
              void act(
                comment === undefined
                  ? { kind: 'answer', answer }
                  : { kind: 'answer', answer, comment },
              )
            }
          />
        )}
        {phase === 'thanks' && (
          <>
            <Description className="mt-2 text-slate-700" data-testid="survey-thanks">
              {queued ? t.queued : t.sent}
            </Description>
            <div className="mt-5 flex justify-end">
              <Button onClick={onClose}>{t.close}</Button>
            </div>
          </>
        )}
        {failed && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-800">
            {t.failed}
          </p>
        )}
      </DialogPanel>
    </ModalDialog>
  );
}

function Prompt({
  survey,
  busy,
  onTakePart,
  onChoose,
}: {
  survey: SurveyRow;
  busy: boolean;
  onTakePart: () => void;
  onChoose: (action: SurveyAction) => void;
}) {
  return (
    <>
      <Description className="mt-2 whitespace-pre-line text-slate-700">
        {survey.message || t.intro}
      </Description>
      {survey.message ? <p className="mt-2 text-sm text-slate-600">{t.intro}</p> : null}
      <div className="mt-5 flex flex-wrap gap-2">
        <Button disabled={busy} onClick={onTakePart}>
          {t.takePart}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onChoose({ kind: 'postpone1' })}>
          {t.postpone1}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onChoose({ kind: 'postpone2' })}>
          {t.postpone2}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => onChoose({ kind: 'decline' })}>
          {t.decline}
        </Button>
      </div>
    </>
  );
}

function AnswerForm({
  survey,
  busy,
  onBack,
  onSubmit,
}: {
  survey: SurveyRow;
  busy: boolean;
  onBack: () => void;
  onSubmit: (answer: number | string[], comment: string | undefined) => void;
}) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [chosen, setChosen] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const answer = survey.type === 'rating' ? rating : chosen;
  const problem = answerProblem(survey, answer, survey.commentAllowed ? comment : undefined);
  const needText = problem === null ? '' : survey.type === 'rating' ? t.needRating : t.needAnswer;
  const max = survey.maxRating ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem !== null) return;
    onSubmit(answer, survey.commentAllowed && comment.trim() !== '' ? comment : undefined);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3" aria-describedby={`${id}-need`}>
      {survey.message ? (
        <p className="whitespace-pre-line text-slate-700">{survey.message}</p>
      ) : null}
      {survey.type === 'rating' ? (
        <fieldset className="mt-4" aria-describedby={`${id}-hint`}>
          <legend className="font-medium text-slate-900">{t.ratingLegend}</legend>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {t.ratingHint(max)}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {Array.from({ length: max }, (_, i) => i + 1).map((value) => (
              <label
                key={value}
                className="flex min-w-11 cursor-pointer flex-col items-center gap-1 rounded-md border border-slate-300 px-2 py-2 has-checked:border-2 has-checked:border-brand-700 has-checked:font-semibold"
              >
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  aria-label={t.ratingOption(value, max)}
                  className="size-4 accent-brand-700"
                />
                <span aria-hidden="true" className="text-sm">
                  {value}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <fieldset className="mt-4" aria-describedby={`${id}-hint`}>
          <legend className="font-medium text-slate-900">{t.questionLegend}</legend>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {survey.multiAnswers ? t.multiHint : t.singleHint}
          </p>
          <div className="mt-2 space-y-1">
            {survey.answers.map((text) => (
              <label key={text} className="flex cursor-pointer items-center gap-2 py-1">
                <input
                  type="checkbox"
                  checked={chosen.includes(text)}
                  onChange={(event) =>
                    setChosen((current) =>
                      toggleAnswer(survey, current, text, event.target.checked),
                    )
                  }
                  className="size-4 accent-brand-700"
                />
                <span className="text-slate-800">{text}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {survey.commentAllowed && (
        <div className="mt-4">
          <label htmlFor={`${id}-comment`} className="font-medium text-slate-900">
            {t.comment}
          </label>
          <textarea
            id={`${id}-comment`}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            maxLength={SURVEY_LIMITS.commentMax}
            rows={3}
            aria-describedby={`${id}-comment-hint`}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <p id={`${id}-comment-hint`} className="text-xs text-slate-500">
            {t.commentHint(SURVEY_LIMITS.commentMax)}
          </p>
        </div>
      )}
      <p id={`${id}-need`} className="mt-3 min-h-5 text-sm text-slate-600" aria-live="polite">
        {needText}
      </p>
      <div className="mt-3 flex flex-wrap justify-between gap-2">
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {t.back}
        </Button>
        <Button type="submit" disabled={busy || problem !== null}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
