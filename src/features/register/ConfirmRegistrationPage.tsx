// /register/confirm/{token} (issue 23): the mailed link confirms that the registration's address
// is the registrant's; only then do staff see the registration. The owner confirms with a button,
// not on page load: a mail scanner that opens links (and runs their scripts) must not confirm a
// stranger's registration for the mailbox it scans. The token goes to the API in the body.
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ERROR_CODE } from '../../api/errors';
import { de } from '../../i18n/de';
import { registerDe } from '../../i18n/register.de';
import { api } from '../../platform/client';
import { Logo } from '../../platform/Logo';
import { Button, buttonClass } from '../../ui/Button';
import { PublicCard } from '../../ui/Card';
import { HttpError } from '../../worker/http';

const t = registerDe.confirm;

type Phase = 'ready' | 'sending' | 'confirmed' | 'invalid' | 'failed';

const isInvalidLink = (error: unknown) =>
  error instanceof HttpError && error.code === ERROR_CODE.tokenInvalid;

export function ConfirmRegistrationPage({ token }: { token: string }) {
  const [phase, setPhase] = useState<Phase>('ready');
  const inFlight = useRef(false);
  const result = useRef<HTMLDivElement>(null);

  // The button goes away with the answer: keyboard and screen-reader users land on the result.
  useEffect(() => {
    if (phase === 'confirmed' || phase === 'invalid' || phase === 'failed') {
      result.current?.focus();
    }
  }, [phase]);

  async function confirm() {
    if (inFlight.current) return;
    inFlight.current = true;
    setPhase('sending');
    try {
      await api.confirmRegistration(token);
      setPhase('confirmed');
    } catch (error) {
      setPhase(isInvalidLink(error) ? 'invalid' : 'failed');
    } finally {
      inFlight.current = false;
    }
  }

  const asking = phase === 'ready' || phase === 'sending' || phase === 'failed';

  return (
    <PublicCard>
      <Logo className="mx-auto h-12 w-auto" />
      <h1 className="mt-6 text-center text-2xl font-semibold text-slate-900">
        {de.screens.confirmRegistration}
      </h1>
      <div aria-live="polite" aria-atomic="true">
        {phase === 'confirmed' ? (
          <div
            ref={result}
            tabIndex={-1}
            data-testid="confirm-result-success"
            className="mt-6 rounded-md border border-emerald-300 bg-emerald-50 p-4 outline-none"
          >
            <p className="font-semibold text-emerald-900">{t.successTitle}</p>
            <p className="mt-1 text-sm text-emerald-900">{t.successText}</p>
          </div>
        ) : null}
        {phase === 'invalid' || phase === 'failed' ? (
          <div
            ref={result}
            tabIndex={-1}
            data-testid="confirm-result-error"
            className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 outline-none"
          >
            <p className="font-semibold text-red-900">
              {phase === 'invalid' ? t.invalidTitle : t.failedTitle}
            </p>
            <p className="mt-1 text-sm text-red-900">
              {phase === 'invalid' ? t.invalidText : t.failedText}
            </p>
          </div>
        ) : null}
      </div>
      {asking ? (
        <>
          <p className="mt-6 text-slate-700">{t.intro}</p>
          <Button
            className="mt-6 w-full"
            onClick={() => void confirm()}
            disabled={phase === 'sending'}
            aria-busy={phase === 'sending'}
          >
            {phase === 'sending' ? t.sending : t.submit}
          </Button>
        </>
      ) : null}
      {phase === 'invalid' ? (
        <Link to="/register" className={buttonClass('primary', 'mt-6 w-full')}>
          {t.registerAgain}
        </Link>
      ) : null}
      <Link to="/login" className={buttonClass('secondary', 'mt-6 w-full')}>
        {registerDe.toLogin}
      </Link>
    </PublicCard>
  );
}
