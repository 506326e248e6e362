// /change-password (SPEC 2, 5, 8): the current password, the new one and its repeat with the live
// checklist. The server ends the user's other sessions and gives this one a new id; the answer
// is the session, which replaces the store's (mustChangePassword cleared, so the main layout's
// guard lets the user on). A user who must change the password is led here and told why.
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { de } from '../../i18n/de';
import { accountDe } from '../../i18n/account.de';
import { api } from '../../platform/client';
import { emitAppEvent } from '../../state/events';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { HttpError } from '../../worker/http';
import { useMe, useSessionStore } from '../auth';
import { accountErrorMessage } from './accountForms';
import { NewPasswordFields } from './NewPasswordFields';
import { LiveRegion, ResultMessage } from './ResultMessage';
import { useNewPasswordForm } from './useNewPasswordForm';

const t = accountDe.change;

export function ChangePasswordPage() {
  const me = useMe();
  const session = useSessionStore();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [currentTouched, setCurrentTouched] = useState(false);
  const [outcome, setOutcome] = useState<
    { kind: 'success' } | { kind: 'error'; message: string } | null
  >(null);
  const currentError = current === '' ? de.validation.required : undefined;
  const form = useNewPasswordForm(!currentError);
  const requiredId = useId();
  // Captured when the page opens (the session's flag clears with the change itself).
  const [mustChange] = useState(me?.user.mustChangePassword === true);

  const required = mustChange && outcome?.kind !== 'success';

  const submit = (event: FormEvent) =>
    form.submit(event, async () => {
      setOutcome(null);
      try {
        const next = await api.changePassword(current, form.values.password);
        session.replace(next);
        setOutcome({ kind: 'success' });
        setCurrent('');
        setCurrentTouched(false);
        form.reset();
      } catch (error) {
        // The calls are silent; an ended session still gets the session-expired screen (SPEC 8).
        if (error instanceof HttpError && error.status === 401)
          emitAppEvent({ type: 'session_expired' });
        setOutcome({ kind: 'error', message: accountErrorMessage(error) });
      }
    });

  return (
    <section aria-labelledby="screen-title" className="mx-auto max-w-xl p-4 sm:p-6">
      <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
        {de.screens.changePassword}
      </h1>
      {required ? (
        <p
          id={requiredId}
          className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
          data-testid="password-change-required"
        >
          {t.required}
        </p>
      ) : (
        <p className="mt-3 text-slate-600">{t.intro}</p>
      )}
      <LiveRegion>
        {outcome?.kind === 'success' ? (
          <ResultMessage kind="success" title={accountDe.changed} />
        ) : null}
        {outcome?.kind === 'error' ? <ResultMessage kind="error" title={outcome.message} /> : null}
      </LiveRegion>
      {outcome?.kind === 'success' ? (
        <Button className="mt-6" onClick={() => void navigate({ to: '/' })}>
          {t.toDashboard}
        </Button>
      ) : (
        <form
          noValidate
          aria-label={t.form}
          aria-describedby={required ? requiredId : undefined}
          onSubmit={(event) => void submit(event)}
          className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          {/* The account's name, so a password manager stores the new password for it. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={me?.user.email ?? ''}
            readOnly
            hidden
          />
          <TextField
            label={t.current}
            name="current-password"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(value) => {
              setCurrent(value);
              setOutcome(null);
            }}
            onBlur={() => setCurrentTouched(true)}
            onKeyDown={form.onKeyDown}
            error={currentTouched || form.submitAttempted ? currentError : undefined}
          />
          <NewPasswordFields
            values={form.values}
            errors={form.errors}
            shown={form.shown}
            onChange={(field, value) => {
              form.setValue(field, value);
              setOutcome(null);
            }}
            onBlur={form.touch}
            onKeyDown={form.onKeyDown}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={form.loading || !form.valid} aria-busy={form.loading}>
              {t.submit}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
