// Surveys on /admin (issue 13 item 6, online only): the list with counts and the create form.
import { useId, useState, type FormEvent } from 'react';
import { SURVEY_LIMITS } from '../rules';
import { surveysDe } from '../texts.de';
import { surveysApi } from './api';
import { AdminListPanel } from '../../../src/ui/AdminListPanel';
import { ADMIN_FIELD, ADMIN_LABEL, AdminForm, adminFieldParts } from '../../../src/ui/AdminForm';
import { useAdminList } from '../../../src/ui/useAdminList';
import { SurveyTable } from './SurveyTable';
import {
  EMPTY_SURVEY_FORM,
  surveyFormBody,
  type Errors,
  type Field,
  type SurveyForm,
} from './surveyForm';

const t = surveysDe.admin;

const L = SURVEY_LIMITS;

const TARGET_LABEL = {
  all: t.form.targetAll,
  roles: t.form.targetRoles,
  users: t.form.targetEmails,
} as const;

/**
 * Surveys on /admin (issue 13 item 6): every survey with how many of the asked users answered,
 * declined or still have it open, and a form to create one for every user or for chosen roles.
 * A refused request shows the server's German reason and keeps the form as it was.
 */
export function SurveysAdmin() {
  const formId = useId();
  const { data: list, state, reload } = useAdminList(surveysApi.adminSurveys);
  const [form, setForm] = useState<SurveyForm>(EMPTY_SURVEY_FORM);
  const [errors, setErrors] = useState<Errors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { body, errors: found } = surveyFormBody(form);
    setErrors(found);
    setSubmitError(null);
    setCreated(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await surveysApi.createSurvey(body);
      setCreated(t.form.created(answer.title, answer.asked));
      setForm(EMPTY_SURVEY_FORM);
      await reload();
    } catch (error) {
      setSubmitError(error instanceof Error ? error.message : t.loadFailed);
    } finally {
      setBusy(false);
    }
  }

  const set = <K extends keyof SurveyForm>(key: K, value: SurveyForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const { fieldId, hint, message } = adminFieldParts<Field>(formId, errors);
  const described = (name: Field, hint: boolean) => ({
    id: fieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${hint ? `${fieldId(name)}-hint ` : ''}${fieldId(name)}-error`,
    className: ADMIN_FIELD,
  });

  return (
    <AdminListPanel
      texts={t}
      testId="surveys-admin"
      state={state}
      reload={reload}
      count={list ? list.items.length : null}
      list={list && <SurveyTable items={list.items} />}
    >
      <AdminForm
        formId={formId}
        heading={t.form.heading}
        onSubmit={submit}
        error={submitError}
        done={created}
        busy={busy}
        submitLabel={busy ? t.form.submitting : t.form.submit}
      >
        <fieldset className="mt-3">
          <legend className={ADMIN_LABEL}>{t.form.type}</legend>
          <div className="mt-1 flex gap-4">
            {(['rating', 'question'] as const).map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${formId}-type`}
                  checked={form.type === type}
                  onChange={() => set('type', type)}
                  className="accent-brand-700"
                />
                {t.types[type]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-3">
          <label htmlFor={fieldId('title')} className={ADMIN_LABEL}>
            {t.form.title}
          </label>
          <input
            {...described('title', false)}
            value={form.title}
            maxLength={L.titleMax}
            onChange={(event) => set('title', event.target.value)}
          />
          {message('title')}
        </div>
        <div className="mt-1">
          <label htmlFor={fieldId('message')} className={ADMIN_LABEL}>
            {t.form.message}
          </label>
          <textarea
            {...described('message', false)}
            value={form.message}
            rows={3}
            maxLength={L.messageMax}
            onChange={(event) => set('message', event.target.value)}
          />
          {message('message')}
        </div>
        {form.type === 'rating' ? (
          <div className="mt-1 max-w-xs">
            <label htmlFor={fieldId('maxRating')} className={ADMIN_LABEL}>
              {t.form.maxRating}
            </label>
            <input
              {...described('maxRating', true)}
              type="number"
              inputMode="numeric"
              min={L.ratingMin}
              max={L.ratingMax}
              value={form.maxRating}
              onChange={(event) => set('maxRating', event.target.value)}
            />
            {hint('maxRating', t.form.maxRatingHint(L.ratingMin, L.ratingMax))}
            {message('maxRating')}
          </div>
        ) : (
          <div className="mt-1">
            <label htmlFor={fieldId('answers')} className={ADMIN_LABEL}>
              {t.form.answers}
            </label>
            <textarea
              {...described('answers', true)}
              value={form.answers}
              rows={4}
              onChange={(event) => set('answers', event.target.value)}
            />
            {hint('answers', t.form.answersHint(L.answersMin, L.answersMax))}
            {message('answers')}
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={form.multiAnswers}
                onChange={(event) => set('multiAnswers', event.target.checked)}
                className="accent-brand-700"
              />
              {t.form.multiAnswers}
            </label>
          </div>
        )}
        <label className="mt-3 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.commentAllowed}
            onChange={(event) => set('commentAllowed', event.target.checked)}
            className="accent-brand-700"
          />
          {t.form.commentAllowed}
        </label>
        <fieldset className="mt-4">
          <legend className={ADMIN_LABEL}>{t.form.target}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {(['all', 'roles', 'users'] as const).map((target) => (
              <label key={target} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${formId}-target`}
                  checked={form.target === target}
                  onChange={() => set('target', target)}
                  className="accent-brand-700"
                />
                {TARGET_LABEL[target]}
              </label>
            ))}
          </div>
        </fieldset>
        {form.target === 'roles' && (
          <div className="mt-2">
            <label htmlFor={fieldId('roles')} className={ADMIN_LABEL}>
              {t.form.rolesLabel}
            </label>
            <textarea
              {...described('roles', true)}
              value={form.roles}
              rows={2}
              onChange={(event) => set('roles', event.target.value)}
            />
            {hint('roles', t.form.rolesHint)}
            {message('roles')}
          </div>
        )}
        {form.target === 'users' && (
          <div className="mt-2">
            <label htmlFor={fieldId('emails')} className={ADMIN_LABEL}>
              {t.form.emailsLabel}
            </label>
            <textarea
              {...described('emails', true)}
              value={form.emails}
              rows={3}
              onChange={(event) => set('emails', event.target.value)}
            />
            {hint('emails', t.form.emailsHint)}
            {message('emails')}
          </div>
        )}
      </AdminForm>
    </AdminListPanel>
  );
}
