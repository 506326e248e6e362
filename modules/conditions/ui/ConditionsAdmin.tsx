import { useId, useState, type FormEvent } from 'react';
import { CONDITION_LIMITS, type PublishedCondition } from '../contract';
import { conditionsDe } from '../texts.de';
import { useAdminList } from '../../../src/ui/useAdminList';
import { conditionsApi } from './api';
import { AdminListPanel } from '../../../src/ui/AdminListPanel';
import { ADMIN_FIELD, ADMIN_LABEL, AdminForm, adminFieldParts } from '../../../src/ui/AdminForm';
import { ConditionHtml } from './ConditionHtml';
import {
  EMPTY,
  patternLines,
  validateConditionForm,
  type Errors,
  type Form,
} from './conditionForm';
import { headCells } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';
import { formatDateTime } from '../../../src/api/days';

const t = conditionsDe.admin;

/**
 * The legal conditions on /admin (issue 12): every condition with its version in force, how many
 * users accepted it, the earlier versions, and a form to publish a new version. The server
 * sanitises the HTML; the preview shows what it stored.
 */
export function ConditionsAdmin() {
  const formId = useId();
  const { data: list, state, reload } = useAdminList(conditionsApi.adminConditions);
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [published, setPublished] = useState<PublishedCondition | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateConditionForm(form);
    setErrors(found);
    setSubmitError(null);
    if (Object.keys(found).length > 0) return;
    setPublishing(true);
    try {
      const answer = await conditionsApi.publishCondition({
        matchcode: form.matchcode.trim(),
        title: form.title.trim(),
        html: form.html,
        path_regexes: patternLines(form.patterns),
      });
      setPublished(answer);
      setForm(EMPTY);
      await reload();
    } catch (error) {
      setSubmitError(error instanceof Error ? error.message : conditionsDe.checker.failed);
    } finally {
      setPublishing(false);
    }
  }

  const field = (name: keyof Form) => ({
    id: `${formId}-${name}`,
    value: form[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${formId}-${name}-hint ${formId}-${name}-error`,
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    className: ADMIN_FIELD,
  });
  const { hint, message } = adminFieldParts<keyof Form>(formId, errors);

  return (
    <AdminListPanel
      texts={t}
      testId="conditions-admin"
      state={state}
      reload={reload}
      count={list ? list.items.length : null}
      list={
        list && (
          <PlainTable
            box="mt-4 overflow-x-auto"
            className="w-full text-left text-sm"
            headClassName="border-b border-slate-300 text-slate-600"
            head={[
              ...headCells(
                'py-2 pr-3',
                t.columns.matchcode,
                t.columns.version,
                t.columns.title,
                t.columns.patterns,
                t.columns.published,
              ),
              ...headCells('py-2', t.columns.accepted),
            ]}
            bodyClassName={null}
          >
            {list.items.map((item) => {
              const [current, ...older] = item.versions;
              return (
                <tr key={item.matchcode} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-3 font-mono">{item.matchcode}</td>
                  <td className="py-2 pr-3">{item.current.version}</td>
                  <td className="py-2 pr-3">
                    {item.current.title}
                    {older.length > 0 && (
                      <details className="mt-1 text-xs text-slate-600">
                        <summary className="cursor-pointer">{t.history}</summary>
                        <ul className="mt-1 space-y-1">
                          {older.map((v) => (
                            <li key={v.version}>
                              {conditionsDe.checker.version(v.version)}: {v.title} (
                              {formatDateTime(v.publishedAt)},{' '}
                              {t.acceptedOf(v.accepted, list.userCount)})
                            </li>
                          ))}
                        </ul>
                      </details>
                    )}
                  </td>
                  <td className="py-2 pr-3 font-mono text-xs">
                    {item.current.path_regexes.length === 0
                      ? t.allScreens
                      : item.current.path_regexes.join(', ')}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {formatDateTime(item.current.publishedAt)}
                    {current?.publishedBy !== undefined && (
                      <span className="block text-xs text-slate-500">
                        {t.publishedBy(current.publishedBy)}
                      </span>
                    )}
                  </td>
                  <td className="py-2 whitespace-nowrap">
                    {t.acceptedOf(current?.accepted ?? 0, list.userCount)}
                    {(current?.declined ?? 0) > 0 && (
                      <span className="block text-xs text-slate-500">
                        {t.declinedCount(current?.declined ?? 0)}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </PlainTable>
        )
      }
    >
      <AdminForm
        formId={formId}
        heading={t.form.heading}
        onSubmit={submit}
        error={submitError}
        busy={publishing}
        submitLabel={publishing ? t.form.publishing : t.form.submit}
      >
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${formId}-matchcode`} className={ADMIN_LABEL}>
              {t.form.matchcode}
            </label>
            <input {...field('matchcode')} maxLength={CONDITION_LIMITS.matchcodeMax} />
            {hint('matchcode', t.form.matchcodeHint)}
            {message('matchcode')}
          </div>
          <div>
            <label htmlFor={`${formId}-title`} className={ADMIN_LABEL}>
              {t.form.title}
            </label>
            <input {...field('title')} maxLength={CONDITION_LIMITS.titleMax} />
            {hint('title', t.errors.tooLong(CONDITION_LIMITS.titleMax))}
            {message('title')}
          </div>
        </div>
        <div className="mt-2">
          <label htmlFor={`${formId}-html`} className={ADMIN_LABEL}>
            {t.form.html}
          </label>
          <textarea {...field('html')} rows={8} />
          {hint('html', t.form.htmlHint)}
          {message('html')}
        </div>
        <div className="mt-2">
          <label htmlFor={`${formId}-patterns`} className={ADMIN_LABEL}>
            {t.form.patterns}
          </label>
          <textarea
            {...field('patterns')}
            rows={3}
            className={`${field('patterns').className} font-mono`}
          />
          {hint('patterns', t.form.patternsHint)}
          {message('patterns')}
        </div>
      </AdminForm>

      {published && (
        <div className="mt-6" data-testid="condition-preview">
          <p className="text-sm text-green-800" role="status">
            {t.form.published(published.matchcode, published.version)}
          </p>
          <h3 className="mt-3 text-lg font-semibold text-slate-900">{t.form.preview}</h3>
          <div className="mt-2 rounded-md border border-slate-200 bg-white p-4">
            <p className="font-semibold">{published.title}</p>
            <ConditionHtml html={published.html} />
          </div>
        </div>
      )}
    </AdminListPanel>
  );
}
