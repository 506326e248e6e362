import { Link, useNavigate, useRouter, useSearch, type AnyRoute } from '@tanstack/react-router';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useDomainConfig, useDomainConfigStore } from '../../platform/DomainConfigContext';
import { Logo } from '../../platform/Logo';
import { loginTarget } from '../../platform/navigationTarget';
import { fullscreenLoader } from '../../platform/overlays';
import { de } from '../../i18n/de';
import { Button, FOCUS_RING } from '../../ui/Button';
import { PublicCard } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { useStore } from '../../state/useStore';
import { removalOffer } from './removalOffer';
import { loginErrorMessage, validateLogin, type LoginValues } from './loginForm';
import { useMe, useSessionStore } from '../../platform/session/SessionContext';

// The offer comes only after a logout in this page, when the data layer is loaded anyway; the
// notice (which removes a database) stays out of the login page's own JavaScript (issue 11).
const LocalDataNotice = lazy(() =>
  import('./LocalDataNotice').then(({ LocalDataNotice }) => ({ default: LocalDataNotice })),
);

/** Keeps the greeting readable even when the warm-up is instant. */
const GREETING_MIN_MS = 400;
/** The longest the greeting waits for the logged-in screens' code (then they load as usual). */
const SHELL_WAIT_MS = 2_000;
/** The screens a login lands on: the layout, the address list and the dashboard. */
const SHELL_ROUTES = ['/_main', '/_main/lieferkunden', '/_main/'] as const;

/** Loads a route's code; a route this router lacks (a test's) or a failed load is no error. */
async function loadChunk(router: ReturnType<typeof useRouter>, id: (typeof SHELL_ROUTES)[number]) {
  try {
    const route: AnyRoute | undefined = router.routesById[id];
    if (route) await router.loadRouteChunk(route);
  } catch {
    // It loads again on the navigation, with the router's own error handling.
  }
}

export function LoginPage() {
  const session = useSessionStore();
  const config = useDomainConfig();
  const configStore = useDomainConfigStore();
  const navigate = useNavigate();
  const router = useRouter();
  const { returnUrl } = useSearch({ from: '/_public/login' });
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [touched, setTouched] = useState({ username: false, password: false });
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // A ref, not state: two Enter presses in one frame must not send two logins.
  const inFlight = useRef(false);
  const serverErrorId = useId();
  const me = useMe();
  // Once offered, the notice stays mounted: it shows the outcome after the offer is gone.
  const offer = useStore(removalOffer);
  const [noticeShown, setNoticeShown] = useState(offer !== null);
  if (offer && !noticeShown) setNoticeShown(true);

  // Someone logged in in another tab (the session store follows it): straight on, as for a
  // visitor who arrives logged in (SPEC 2). This page's own login navigates itself.
  useEffect(() => {
    if (me && !inFlight.current) void navigate({ href: loginTarget(returnUrl, me), replace: true });
  }, [me, navigate, returnUrl]);

  const errors = validateLogin(values);
  const valid = Object.keys(errors).length === 0;
  const shown = (field: keyof LoginValues) =>
    touched[field] || submitAttempted ? errors[field] : undefined;

  const change = (field: keyof LoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitAttempted(true);
    if (!valid || inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    setServerError(null);
    // The code of the screens after the login loads while the login is answered, so the address
    // list follows in one round trip (issue 27 item 5); never blocks the login itself.
    const shell = Promise.all(SHELL_ROUTES.map((id) => loadChunk(router, id)));
    try {
      const me = await session.login(values.username.trim(), values.password);
      removalOffer.set(null);
      fullscreenLoader.set({
        title: de.login.welcomeUser(me.user.benutzerandruckname),
        text: de.login.loadingPortal,
      });
      // SPEC 4: redirect after the customer warm-up finishes.
      await Promise.all([
        configStore.ensureLoaded(),
        Promise.race([shell, new Promise((resolve) => setTimeout(resolve, SHELL_WAIT_MS))]),
        new Promise((resolve) => setTimeout(resolve, GREETING_MIN_MS)),
      ]);
      await navigate({ href: loginTarget(returnUrl, me), replace: true });
      fullscreenLoader.set(null);
    } catch (error) {
      fullscreenLoader.set(null);
      setServerError(loginErrorMessage(error));
      setLoading(false);
      inFlight.current = false;
    }
  }

  // Enter on an invalid form shows the messages (the disabled button blocks implicit submit).
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !valid) setSubmitAttempted(true);
  }

  return (
    <PublicCard>
      <Logo className="mx-auto h-12 w-auto" />
      <h1 className="mt-6 text-center text-2xl font-semibold text-slate-900">{de.login.title}</h1>
      {config?.login_welcome_message ? (
        <p className="mt-2 text-center text-slate-600" data-testid="login-welcome">
          {config.login_welcome_message}
        </p>
      ) : null}
      <form
        noValidate
        aria-label={de.login.form}
        onSubmit={(event) => void submit(event)}
        className="mt-6 space-y-4"
      >
        <TextField
          label={de.login.username}
          name="username"
          type="email"
          autoComplete="username"
          value={values.username}
          onChange={change('username')}
          onBlur={() => setTouched((t) => ({ ...t, username: true }))}
          onKeyDown={onKeyDown}
          error={shown('username')}
        />
        <TextField
          label={de.login.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          onKeyDown={onKeyDown}
          error={shown('password')}
          extraDescribedBy={serverError ? serverErrorId : undefined}
        >
          {serverError ? (
            <p id={serverErrorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {serverError}
            </p>
          ) : null}
        </TextField>
        <Button type="submit" className="w-full" disabled={loading || !valid} aria-busy={loading}>
          {de.login.submit}
        </Button>
      </form>
      {noticeShown ? (
        <Suspense fallback={null}>
          <LocalDataNotice />
        </Suspense>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/reset-password"
          className={`rounded text-sm text-brand-700 hover:underline ${FOCUS_RING}`}
        >
          {de.login.resetLink}
        </Link>
        <Button variant="secondary" onClick={() => void navigate({ to: '/register' })}>
          {de.login.register}
        </Button>
      </div>
    </PublicCard>
  );
}
