// /reset-password (SPEC 2, 4, 5): the e-mail address and 'Weiter'; the server mails a link valid
// for one hour. 'Weiter' is disabled while the address is empty or the request runs.
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { de } from '../../i18n/de';
import { accountDe } from '../../i18n/account.de';
import { api } from '../../platform/client';
import { Logo } from '../../platform/Logo';
import { Button, buttonClass } from '../../ui/Button';
import { PublicCard } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { accountErrorMessage, validateResetEmail } from './accountForms';
import { LiveRegion, ResultMessage } from './ResultMessage';

const t = accountDe;

export function ResetRequestPage() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const serverErrorId = useId();

  const error = validateResetEmail(email);
  const shownError = touched || submitAttempted ? error : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitAttempted(true);
    if (error || inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    setServerError(null);
    try {
      await api.requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      setServerError(accountErrorMessage(failure));
    } finally {
      setLoading(false);
      inFlight.current = false;
    }
  }

  return (
    <PublicCard>
      <Logo className="mx-auto h-12 w-auto" />
      <h1 className="mt-6 text-center text-2xl font-semibold text-slate-900">
        {de.screens.resetPassword}
      </h1>
      <LiveRegion>
        {sent ? (
          <ResultMessage kind="success" title={t.reset.sent}>
            {t.reset.sentHint}
          </ResultMessage>
        ) : null}
      </LiveRegion>
      {sent ? (
        <Link to="/login" className={buttonClass('primary', 'mt-6 w-full')}>
          {t.toLogin}
        </Link>
      ) : (
        <>
          <p className="mt-2 text-center text-slate-600">{t.reset.intro}</p>
          <form
            noValidate
            aria-label={t.reset.form}
            onSubmit={(event) => void submit(event)}
            className="mt-6 space-y-4"
          >
            <TextField
              label={t.email}
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(value) => {
                setEmail(value);
                setServerError(null);
              }}
              onBlur={() => setTouched(true)}
              // Enter on an empty field shows 'Wird benötigt!' (the disabled button blocks it).
              onKeyDown={(event) => {
                if (event.key === 'Enter' && error) setSubmitAttempted(true);
              }}
              error={shownError}
              extraDescribedBy={serverError ? serverErrorId : undefined}
            >
              {serverError ? (
                <p
                  id={serverErrorId}
                  role="alert"
                  className="mt-1 text-sm font-medium text-red-700"
                >
                  {serverError}
                </p>
              ) : null}
            </TextField>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Link to="/login" className={buttonClass('secondary')}>
                {t.cancel}
              </Link>
              <Button type="submit" disabled={loading || email.trim() === ''} aria-busy={loading}>
                {t.reset.submit}
              </Button>
            </div>
          </form>
        </>
      )}
    </PublicCard>
  );
}
