// /validate-ip/{token} (SPEC 2, 4): looks the link up and shows its IP address with the question
// 'Wollten Sie die IP freischalten?'; unlocking spends the link. 'Nicht gefunden!' for a forged,
// used or expired link; the result 'Erfolgreich freigeschalten! …' or 'Fehlgeschlagen!'.
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
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
import { LiveRegion, ResultMessage } from './ResultMessage';

const t = accountDe.validateIp;

type State =
  | { readonly kind: 'checking' }
  | { readonly kind: 'question'; readonly ip: string }
  | { readonly kind: 'notFound'; readonly message: string }
  | { readonly kind: 'unlocked'; readonly ip: string }
  | { readonly kind: 'failed'; readonly ip: string; readonly message: string };

const isInvalidLink = (error: unknown) =>
  error instanceof HttpError && error.code === ERROR_CODE.tokenInvalid;

export function ValidateIpPage() {
  const { token } = useParams({ from: '/_public/validate-ip/$token' });
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [loading, setLoading] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    let current = true;
    api.lookupIp(token).then(
      (ip) => current && setState({ kind: 'question', ip }),
      (error: unknown) =>
        current &&
        setState({
          kind: 'notFound',
          message: isInvalidLink(error) ? de.errors.notFound : accountErrorMessage(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  async function unlock(ip: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    try {
      setState({ kind: 'unlocked', ip: await api.validateIp(token) });
    } catch (error) {
      setState({
        kind: 'failed',
        ip,
        message: isInvalidLink(error) ? t.invalidLink : accountErrorMessage(error, ''),
      });
    } finally {
      setLoading(false);
      inFlight.current = false;
    }
  }

  const ip = 'ip' in state ? state.ip : null;

  return (
    <PublicCard>
      <Logo className="mx-auto h-12 w-auto" />
      <h1 className="mt-6 text-center text-2xl font-semibold text-slate-900">
        {de.screens.validateIp}
      </h1>
      {state.kind === 'checking' ? (
        <div className="mt-6 flex justify-center">
          <Spinner label={t.checking} />
        </div>
      ) : null}
      {ip ? (
        <dl className="mt-6 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-center">
          <dt className="text-sm text-slate-600">{t.address}</dt>
          <dd
            className="mt-1 font-mono text-lg font-semibold text-slate-900"
            data-testid="unlock-ip"
          >
            {ip}
          </dd>
        </dl>
      ) : null}
      <LiveRegion>
        {state.kind === 'notFound' ? (
          <ResultMessage kind="error" title={state.message}>
            {t.invalidLink}
          </ResultMessage>
        ) : null}
        {state.kind === 'unlocked' ? <ResultMessage kind="success" title={t.success} /> : null}
        {state.kind === 'failed' ? (
          <ResultMessage kind="error" title={de.errors.generic}>
            {state.message || null}
          </ResultMessage>
        ) : null}
      </LiveRegion>
      {state.kind === 'question' ? (
        <>
          <p className="mt-6 text-center text-lg text-slate-900">{t.question}</p>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <Link to="/login" className={buttonClass('secondary')}>
              {accountDe.cancel}
            </Link>
            <Button onClick={() => void unlock(state.ip)} disabled={loading} aria-busy={loading}>
              {t.submit}
            </Button>
          </div>
        </>
      ) : null}
      {state.kind !== 'question' && state.kind !== 'checking' ? (
        <Link
          to="/login"
          className={buttonClass(
            state.kind === 'unlocked' ? 'primary' : 'secondary',
            'mt-6 w-full',
          )}
        >
          {accountDe.toLogin}
        </Link>
      ) : null}
    </PublicCard>
  );
}
