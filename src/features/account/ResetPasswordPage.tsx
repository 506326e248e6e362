// /reset-password/{token} (SPEC 2, 4, 5): the link is checked first ('Nicht gefunden!' when it
// is forged, used or expired, with a way to ask for a new one); then the new password and its
// repeat with the live checklist; the result 'Erfolgreich geändert!' or 'Fehlgeschlagen!'.
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { ERROR_CODE } from '../../api/errors';
import { de } from '../../i18n/de';
import { accountDe } from '../../i18n/account.de';
import { api } from '../../platform/client';
import { Logo } from '../../platform/Logo';
import { Button, buttonClass } from '../../ui/Button';
import { PublicCard } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { HttpError } from '../../worker/http';
import { accountErrorMessage } from './accountForms';
import { NewPasswordFields } from './NewPasswordFields';
import { LiveRegion, ResultMessage } from './ResultMessage';
import { useNewPasswordForm } from './useNewPasswordForm';

const t = accountDe;

type LinkState =
  | { readonly kind: 'checking' }
  | { readonly kind: 'valid' }
  | { readonly kind: 'invalid'; readonly message: string };

type Outcome =
  | { readonly kind: 'success' }
  | { readonly kind: 'error'; readonly message: string; readonly linkGone: boolean };

const isInvalidLink = (error: unknown) =>
  error instanceof HttpError && error.code === ERROR_CODE.tokenInvalid;

function InvalidLink({ message }: { message: string }) {
  return (
    <>
      <ResultMessage kind="error" title={message}>
        {t.newPassword.invalidLink}
      </ResultMessage>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Link to="/login" className={buttonClass('secondary')}>
          {t.toLogin}
        </Link>
        <Link to="/reset-password" className={buttonClass('primary')}>
          {t.newPassword.requestNew}
        </Link>
      </div>
    </>
  );
}

export function ResetPasswordPage() {
  const { token } = useParams({ from: '/_public/reset-password/$token' });
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const form = useNewPasswordForm();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let current = true;
    api.checkResetToken(token).then(
      () => current && setLink({ kind: 'valid' }),
      (error: unknown) =>
        current &&
        setLink({
          kind: 'invalid',
          message: isInvalidLink(error) ? de.errors.notFound : accountErrorMessage(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const submit = (event: FormEvent) =>
    form.submit(event, async () => {
      setOutcome(null);
      try {
        await api.confirmPasswordReset(token, form.values.password);
        setOutcome({ kind: 'success' });
      } catch (error) {
        const message = accountErrorMessage(error);
        setOutcome({
          kind: 'error',
          // SPEC 4: 'Fehlgeschlagen!'; the server's reason (e.g. a rule) beneath it.
          message: message === de.errors.generic ? '' : message,
          linkGone: isInvalidLink(error),
        });
      }
    });

  const formShown =
    link.kind === 'valid' &&
    outcome?.kind !== 'success' &&
    !(outcome?.kind === 'error' && outcome.linkGone);

  return (
    <PublicCard>
      <Logo className="mx-auto h-12 w-auto" />
      <h1 className="mt-6 text-center text-2xl font-semibold text-slate-900">
        {de.screens.newPassword}
      </h1>
      {link.kind === 'checking' ? (
        <div className="mt-6 flex justify-center">
          <Spinner label={t.newPassword.checking} />
        </div>
      ) : null}
      <LiveRegion>
        {link.kind === 'invalid' ? <InvalidLink message={link.message} /> : null}
        {outcome?.kind === 'success' ? (
          <ResultMessage kind="success" title={accountDe.changed}>
            {t.newPassword.loginNow}
          </ResultMessage>
        ) : null}
        {outcome?.kind === 'error' ? (
          outcome.linkGone ? (
            <InvalidLink message={de.errors.generic} />
          ) : (
            <ResultMessage kind="error" title={de.errors.generic}>
              {outcome.message || null}
            </ResultMessage>
          )
        ) : null}
      </LiveRegion>
      {outcome?.kind === 'success' ? (
        <Link to="/login" className={buttonClass('primary', 'mt-6 w-full')}>
          {t.toLogin}
        </Link>
      ) : null}
      {formShown ? (
        <>
          <p className="mt-2 text-center text-slate-600">{t.newPassword.intro}</p>
          <form
            noValidate
            aria-label={t.newPassword.form}
            onSubmit={(event) => void submit(event)}
            className="mt-6 space-y-4"
          >
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
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Link to="/login" className={buttonClass('secondary')}>
                {t.cancel}
              </Link>
              <Button type="submit" disabled={form.loading || !form.valid} aria-busy={form.loading}>
                {t.newPassword.submit}
              </Button>
            </div>
          </form>
        </>
      ) : null}
    </PublicCard>
  );
}
