import { Link, useNavigate } from '@tanstack/react-router';
import {
  useCallback,
  useEffect,
  useId,
  useState,
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type SetStateAction,
} from 'react';
import type { RegisterConfig, RegisterSettings } from '../../api/registration';
import { CONFIRM_LINK_HOURS } from '../../api/registrationRules';
import { registerDe } from '../../i18n/register.de';
import { api } from '../../platform/client';
import { Logo } from '../../platform/Logo';
import { Button, FOCUS_RING } from '../../ui/Button';
import { PublicCard } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import {
  EMPTY_REGISTRATION,
  checkableEmail,
  companyNameNotice,
  toRequest,
  validateRegistration,
  type RegisterField,
  type RegisterValues,
} from './registerForm';
import { useEmailCheck } from './useEmailCheck';

const t = registerDe;

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | {
      readonly kind: 'ready';
      readonly settings: RegisterSettings;
      readonly config: RegisterConfig;
    };

/** SPEC 4 "Registration": the form, then done OK or done error. */
type Phase = 'form' | 'sending' | 'ok' | 'error';

const testUserExists = (email: string) => api.testUserExists(email);

/**
 * /register (SPEC 2): a card 500 px wide with the logo, the form, the result and a button to the
 * login. Every rule of SPEC 5; the submit button is enabled only when the whole form is valid.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [phase, setPhase] = useState<Phase>('form');
  // Kept here, not in the form: 'Erneut versuchen' brings the form back with the entered data.
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTRATION);

  const load = useCallback(() => {
    Promise.all([api.registerSettings(), api.registerConfig()]).then(
      ([settings, config]) => setLoaded({ kind: 'ready', settings, config }),
      () => setLoaded({ kind: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);

  const toLogin = (
    <Button variant="secondary" className="w-full" onClick={() => void navigate({ to: '/login' })}>
      {t.toLogin}
    </Button>
  );

  return (
    <PublicCard>
      <Logo className="mx-auto h-12 w-auto" />
      <h1 className="mt-6 text-center text-2xl font-semibold text-slate-900">{t.title}</h1>
      <div aria-live="polite">
        {phase === 'ok' ? (
          <div
            role="status"
            className="mt-6 rounded-md border border-emerald-300 bg-emerald-50 p-4"
          >
            <p className="font-semibold text-emerald-900">{t.successTitle}</p>
            <p className="mt-1 text-sm text-emerald-900">{t.successText(CONFIRM_LINK_HOURS)}</p>
          </div>
        ) : null}
        {phase === 'error' ? (
          <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-4">
            <p className="font-semibold text-red-900">{t.failureTitle}</p>
            <p className="mt-1 text-sm text-red-900">{t.failureText}</p>
            <Button className="mt-3" onClick={() => setPhase('form')}>
              {t.retry}
            </Button>
          </div>
        ) : null}
      </div>
      {phase === 'form' || phase === 'sending' ? (
        loaded.kind === 'ready' ? (
          <RegisterForm
            settings={loaded.settings}
            config={loaded.config}
            sending={phase === 'sending'}
            values={values}
            setValues={setValues}
            onSubmit={async (body) => {
              setPhase('sending');
              try {
                setPhase((await api.register(body)) ? 'ok' : 'error');
              } catch {
                setPhase('error');
              }
            }}
          />
        ) : loaded.kind === 'failed' ? (
          <div role="alert" className="mt-6 text-sm text-red-700">
            <p>{t.settingsFailed}</p>
            <Button variant="secondary" className="mt-3" onClick={load}>
              {t.reload}
            </Button>
          </div>
        ) : (
          <div className="mt-6 flex justify-center">
            <Spinner label={t.loading} />
          </div>
        )
      ) : null}
      <div className="mt-6">{toLogin}</div>
    </PublicCard>
  );
}

function RegisterForm({
  settings,
  config,
  sending,
  values,
  setValues,
  onSubmit,
}: {
  settings: RegisterSettings;
  config: RegisterConfig;
  sending: boolean;
  values: RegisterValues;
  setValues: Dispatch<SetStateAction<RegisterValues>>;
  onSubmit: (body: ReturnType<typeof toRequest>) => Promise<void>;
}) {
  const [touched, setTouched] = useState<Partial<Record<RegisterField, boolean>>>({});
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const configRequired = config.required && config.text.trim() !== '';
  const context = { countryCodes: settings.countries.map((c) => c.code), configRequired };
  const errors = validateRegistration(values, context);
  const email = checkableEmail(values.mail);
  const emailCheck = useEmailCheck(email, testUserExists);
  const valid = Object.keys(errors).length === 0 && emailCheck.status === 'free';

  const shown = (field: RegisterField) =>
    touched[field] || submitAttempted ? errors[field] : undefined;
  const set = <K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: RegisterField) => () => setTouched((c) => ({ ...c, [field]: true }));

  const field = (name: RegisterField & keyof typeof t.fields, extra: Partial<FieldExtra> = {}) => (
    <TextField
      label={t.fields[name]}
      name={name}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      value={String(values[name])}
      onChange={(value) => set(name, value)}
      onBlur={touch(name)}
      error={shown(name) ?? extra.notice}
      extraDescribedBy={extra.hint ? `${name}-hint` : undefined}
    >
      {extra.hint ? (
        <p id={`${name}-hint`} className="mt-1 text-xs text-slate-600">
          {extra.hint}
        </p>
      ) : null}
      {extra.after}
    </TextField>
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitAttempted(true);
    if (!valid || sending) return;
    await onSubmit(toRequest(values, settings.interests));
  }

  const emailStatusText =
    emailCheck.status === 'checking'
      ? t.messages.checking
      : emailCheck.status === 'exists'
        ? t.messages.userExists
        : emailCheck.status === 'failed'
          ? t.messages.checkFailed
          : null;

  return (
    <form
      noValidate
      aria-label={t.form}
      onSubmit={(event) => void submit(event)}
      className="mt-6 space-y-4"
    >
      <p className="text-sm text-slate-600">{t.intro}</p>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t.customer.legend}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
          {([false, true] as const).map((isCustomer) => (
            <label key={String(isCustomer)} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="is_customer"
                checked={values.is_customer === isCustomer}
                onChange={() => set('is_customer', isCustomer)}
                onBlur={touch('is_customer')}
                className={FOCUS_RING}
              />
              {isCustomer ? t.customer.existing : t.customer.new}
            </label>
          ))}
        </div>
        <FieldMessage message={shown('is_customer')} />
      </fieldset>
      {field('company_name', {
        hint: t.hints.company_name,
        autoComplete: 'organization',
        notice: touched.company_name || submitAttempted ? companyNameNotice(values) : undefined,
      })}
      {field('company_uid', { hint: t.hints.company_uid })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstname', { autoComplete: 'given-name' })}
        {field('lastname', { autoComplete: 'family-name' })}
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        {field('street', { autoComplete: 'address-line1' })}
        {field('housenr')}
      </div>
      <div>
        <label htmlFor="register-country" className="block text-sm font-medium text-slate-800">
          {t.fields.country}
        </label>
        <select
          id="register-country"
          name="country"
          autoComplete="country"
          value={values.country}
          onChange={(event) => set('country', event.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-600"
        >
          {settings.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.label}
            </option>
          ))}
        </select>
        <FieldMessage message={shown('country')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        {field('plz', { autoComplete: 'postal-code' })}
        {field('city', { autoComplete: 'address-level2' })}
      </div>
      {field('telnr', { type: 'tel', autoComplete: 'tel', hint: t.hints.telnr })}
      {field('mail', {
        type: 'email',
        autoComplete: 'email',
        after: (
          <p aria-live="polite" className="mt-1 min-h-5 text-sm" data-testid="email-check">
            {shown('mail') === undefined && emailStatusText ? (
              <span
                className={
                  emailCheck.status === 'checking' ? 'text-slate-600' : 'font-medium text-red-700'
                }
              >
                {emailStatusText}
              </span>
            ) : null}
            {emailCheck.status === 'failed' ? (
              <button
                type="button"
                onClick={emailCheck.recheck}
                className={`ml-2 rounded text-brand-700 underline ${FOCUS_RING}`}
              >
                {t.retry}
              </button>
            ) : null}
          </p>
        ),
      })}
      {field('password', {
        type: 'password',
        autoComplete: 'new-password',
        hint: t.hints.password,
      })}
      {settings.interests.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t.interests}</legend>
          <div className="mt-1 space-y-1">
            {settings.interests.map((name) => (
              <Checkbox
                key={name}
                checked={values.interests[name] === true}
                onChange={(checked) => set('interests', { ...values.interests, [name]: checked })}
              >
                {name}
              </Checkbox>
            ))}
          </div>
        </fieldset>
      ) : null}
      {configRequired ? (
        <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
          <p className="text-sm font-medium text-slate-800">{t.acknowledgeHeading}</p>
          <p id="register-config-text" className="mt-1 text-sm text-slate-700">
            {config.text}
          </p>
          <Checkbox
            checked={values.config_accepted}
            onChange={(checked) => set('config_accepted', checked)}
            onBlur={touch('config_accepted')}
            describedBy="register-config-text"
            error={shown('config_accepted')}
          >
            {t.acknowledge}
          </Checkbox>
        </div>
      ) : null}
      <Checkbox
        checked={values.agb}
        onChange={(checked) => set('agb', checked)}
        onBlur={touch('agb')}
        error={shown('agb')}
      >
        {t.agb.before}
        <DocLink to="/docs/agbs">{t.agb.link}</DocLink>
        {t.agb.after}
      </Checkbox>
      <Checkbox
        checked={values.dsgvo}
        onChange={(checked) => set('dsgvo', checked)}
        onBlur={touch('dsgvo')}
        error={shown('dsgvo')}
      >
        {t.dsgvo.before}
        <DocLink to="/docs/datenschutz">{t.dsgvo.link}</DocLink>
        {t.dsgvo.after}
      </Checkbox>
      <Button type="submit" className="w-full" disabled={!valid || sending} aria-busy={sending}>
        {sending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}

interface FieldExtra {
  type: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  hint: string;
  /** A message shown in the error's place that does not block the form. */
  notice: string | undefined;
  after: ReactNode;
}

function FieldMessage({ message, id }: { message: string | undefined; id?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

function Checkbox({
  checked,
  onChange,
  onBlur,
  error,
  describedBy,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: string | undefined;
  describedBy?: string;
  children: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [describedBy, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={`mt-1 ${FOCUS_RING}`}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {children}
        </label>
      </div>
      <FieldMessage message={error} id={errorId} />
    </div>
  );
}

/** A legal document, opened in a new tab so the entered data stays. */
function DocLink({ to, children }: { to: '/docs/agbs' | '/docs/datenschutz'; children: string }) {
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className={`rounded font-medium text-brand-700 underline ${FOCUS_RING}`}
    >
      {children}
    </Link>
  );
}
