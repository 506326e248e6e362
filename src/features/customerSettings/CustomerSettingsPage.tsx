// /customer-settings (SPEC 2 "Customer settings", SPEC 4 "Customer settings save", SPEC 8): the
// pharmacy's settings, one object loaded and saved as a whole. Saving needs the server (it checks
// that nobody saved in between), so it is not queued: offline the screen shows the last loaded
// state from the user's local database read-only (issue 24) and loads as soon as the worker
// reaches the API again. While saving the button is disabled; the answer is 'Gespeichert!' or, on a false result, 'Fehler!';
// on a network error the form keeps its values and the button stays available.
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { FormEvent } from 'react';
import { CustomerSettingsAnswer } from '../../api/customerSettings';
import {
  NOTIFICATION_KINDS,
  type CustomerSettingsValue,
  type NotificationKind,
} from '../../api/customerSettingsRules';
import { ERROR_CODE } from '../../api/errors';
import { rememberLocally, useRemembered } from '../../db';
import { workerStatus } from '../../db/runtime';
import { de } from '../../i18n/de';
import { customerSettingsDe } from '../../i18n/customerSettings.de';
import { api } from '../../platform/client';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { HttpError } from '../../worker/http';
import { useMe } from '../auth';
import {
  noteCharactersLeft,
  normalizeSettings,
  testableEmail,
  validateCustomerSettings,
} from './customerSettingsForm';

const t = customerSettingsDe;

const DATE_TIME = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

interface Loaded {
  readonly kundeNr: number;
  readonly updatedAt: string | null;
  readonly updatedBy: string | null;
}

type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' };

type Outcome =
  | { kind: 'saved' }
  | { kind: 'failed'; detail: string | null }
  | { kind: 'network' }
  | { kind: 'invalid' };

type TestState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; to: string }
  | { kind: 'failed'; message: string };

/** True while the sync worker reaches the API (not offline, not unreachable). */
function useOnline(): boolean {
  return useSyncExternalStore(
    workerStatus.subscribe,
    () => workerStatus.get().connectivity === 'online',
  );
}

const isNetworkError = (error: unknown) =>
  error instanceof HttpError && (error.status === 0 || error.code === ERROR_CODE.apiOffline);

const messageOf = (error: unknown) =>
  error instanceof HttpError && error.message ? error.message : null;

/** The last loaded state, per delivery customer (a representative's customers differ). */
function useCachedSettings(): {
  key: string | null;
  cached: CustomerSettingsAnswer | null;
} {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const key = lieferkundeNr === null ? null : `customerSettings:${lieferkundeNr}`;
  const parsed = CustomerSettingsAnswer.safeParse(useRemembered(key));
  return { key, cached: parsed.success ? parsed.data : null };
}

export function CustomerSettingsPage() {
  const online = useOnline();
  const { key: cacheKey, cached } = useCachedSettings();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [values, setValues] = useState<CustomerSettingsValue | null>(null);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [test, setTest] = useState<TestState>({ kind: 'idle' });
  const inFlight = useRef(false);
  const noteId = useId();
  const noteHintId = useId();
  const autoHintId = useId();

  // The key as the answer arrives (the session's customer may load after the screen), read
  // through a ref so that loading does not start again when it changes.
  const cacheKeyRef = useRef(cacheKey);
  useEffect(() => {
    cacheKeyRef.current = cacheKey;
  }, [cacheKey]);
  const remember = useCallback(async (answer: CustomerSettingsAnswer) => {
    const key = cacheKeyRef.current;
    // Only for showing it offline: a failure to store loses nothing of the answer.
    if (key !== null) await rememberLocally(key, answer).catch(() => undefined);
  }, []);

  /** Only the latest load applies: an earlier answer arriving late never replaces it. */
  const latestLoad = useRef(0);
  const fetchSettings = useCallback(() => {
    const load = ++latestLoad.current;
    return api.customerSettings().then(
      async (answer) => {
        // Stored first, so the screen shows it as loaded only once it is kept for offline use.
        await remember(answer);
        if (load !== latestLoad.current) return;
        setLoaded({
          kundeNr: answer.kundeNr,
          updatedAt: answer.updatedAt,
          updatedBy: answer.updatedBy,
        });
        setValues(answer.settings);
        setLoad({ kind: 'ready' });
      },
      (error: unknown) => {
        if (load !== latestLoad.current) return;
        setLoad({ kind: 'failed', message: messageOf(error) ?? t.loadFailed });
      },
    );
  }, [remember]);

  // Loads when the screen opens online, and again when the connection comes back before the
  // settings were loaded; loaded values (and edits) are never replaced by coming back online.
  const needsLoad = values === null;
  useEffect(() => {
    if (online && needsLoad) void fetchSettings();
  }, [online, needsLoad, fetchSettings]);

  function reload() {
    setLoad({ kind: 'loading' });
    void fetchSettings();
  }

  const errors = values ? validateCustomerSettings(values) : {};
  const valid = Object.keys(errors).length === 0;
  const shownErrors = touched ? errors : {};

  function update(change: Partial<CustomerSettingsValue>) {
    setValues((current) => (current ? { ...current, ...change } : current));
    setOutcome(null);
  }

  function setChannel(kind: NotificationKind, channel: 'email' | 'push', on: boolean) {
    setValues((current) =>
      current
        ? {
            ...current,
            notifications: {
              ...current.notifications,
              [kind]: { ...current.notifications[kind], [channel]: on },
            },
          }
        : current,
    );
    setOutcome(null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!values || !loaded || inFlight.current) return;
    setTouched(true);
    if (!valid) {
      setOutcome({ kind: 'invalid' });
      return;
    }
    inFlight.current = true;
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await api.saveCustomerSettings({
        settings: normalizeSettings(values),
        baseUpdatedAt: loaded.updatedAt,
      });
      const { current } = answer;
      // Either way the base is the stored state now: after a refusal, saving again overwrites
      // the other change deliberately; the form keeps the user's values.
      setLoaded({
        kundeNr: current.kundeNr,
        updatedAt: current.updatedAt,
        updatedBy: current.updatedBy,
      });
      if (answer.ok) {
        // A load still under way answered the state before this save: it must not apply.
        latestLoad.current += 1;
        await remember(current);
        setValues(current.settings);
        setOutcome({ kind: 'saved' });
      } else {
        setOutcome({ kind: 'failed', detail: t.conflict(current.updatedBy) });
      }
    } catch (error) {
      setOutcome(
        isNetworkError(error) ? { kind: 'network' } : { kind: 'failed', detail: messageOf(error) },
      );
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  async function sendTest() {
    const to = values ? testableEmail(values) : null;
    if (!to) {
      setTouched(true);
      setTest({ kind: 'failed', message: t.testNeedsAddress });
      return;
    }
    setTest({ kind: 'sending' });
    try {
      const answer = await api.testCustomerSetting({ setting: 'confirmationEmail', value: to });
      setTest({ kind: 'sent', to: answer.to });
    } catch (error) {
      setTest({
        kind: 'failed',
        message: isNetworkError(error) ? t.networkError : (messageOf(error) ?? t.testFailed),
      });
    }
  }

  // Offline before this visit loaded anything: the last loaded state, read-only.
  const fromCache = values === null && cached !== null;
  const shownValues = values ?? cached?.settings ?? null;
  const shownLoaded: Loaded | null = loaded ?? cached;

  return (
    <section aria-labelledby="screen-title" className="mx-auto max-w-3xl p-4 sm:p-6">
      <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
        {de.screens.customerSettings}
      </h1>
      <p className="mt-2 text-slate-600">{t.intro}</p>
      {online ? null : (
        <p
          role="status"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
          data-testid="customer-settings-offline"
        >
          {fromCache ? t.offlineCached : t.offline}
        </p>
      )}
      {fromCache && load.kind === 'failed' ? (
        <p className="mt-6 text-red-700" role="alert">
          {load.message}{' '}
          <Button variant="secondary" onClick={reload} disabled={!online}>
            {t.retry}
          </Button>
        </p>
      ) : null}
      {fromCache && online && load.kind === 'loading' ? (
        <div className="mt-6">
          <Spinner label={t.loading} />
        </div>
      ) : null}
      {shownValues && shownLoaded ? (
        <form
          noValidate
          aria-label={t.form}
          onSubmit={(event) => void save(event)}
          className="mt-6 space-y-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          data-testid="customer-settings-box"
          data-from-cache={fromCache ? 'true' : undefined}
        >
          {/* The last loaded state: every control disabled, none of it can be saved offline. */}
          <fieldset disabled={fromCache} className="min-w-0 space-y-8">
            <p className="text-sm text-slate-600">
              {t.customer(shownLoaded.kundeNr)}
              {' · '}
              {shownLoaded.updatedAt
                ? t.updated(
                    DATE_TIME.format(new Date(shownLoaded.updatedAt)),
                    shownLoaded.updatedBy,
                  )
                : t.neverSaved}
            </p>

            <fieldset className="space-y-4">
              <legend className="text-lg font-semibold text-slate-900">{t.sections.contact}</legend>
              <TextField
                label={t.fields.confirmationEmail}
                name="confirmationEmail"
                type="email"
                autoComplete="email"
                value={shownValues.confirmationEmail}
                onChange={(confirmationEmail) => update({ confirmationEmail })}
                onBlur={() => setTouched(true)}
                error={shownErrors.confirmationEmail}
              >
                <p className="mt-1 text-sm text-slate-600">{t.fields.confirmationEmailHint}</p>
                <div className="mt-2 flex flex-wrap items-center gap-3">
                  <Button
                    variant="secondary"
                    onClick={() => void sendTest()}
                    disabled={test.kind === 'sending'}
                  >
                    {test.kind === 'sending' ? t.testing : t.test}
                  </Button>
                  <p role="status" className="text-sm">
                    {test.kind === 'sent' ? (
                      <span className="text-emerald-800">{t.testSent(test.to)}</span>
                    ) : null}
                    {test.kind === 'failed' ? (
                      <span className="text-red-700">{test.message}</span>
                    ) : null}
                  </p>
                </div>
              </TextField>
              <div>
                <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
                  {t.fields.orderNote}
                </label>
                <textarea
                  id={noteId}
                  name="orderNote"
                  rows={3}
                  value={shownValues.orderNote}
                  onChange={(event) => update({ orderNote: event.target.value })}
                  onBlur={() => setTouched(true)}
                  aria-invalid={shownErrors.orderNote ? true : undefined}
                  aria-describedby={noteHintId}
                  className={`mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${shownErrors.orderNote ? 'border-red-600' : 'border-slate-300'}`}
                />
                <p id={noteHintId} className="mt-1 text-sm text-slate-600">
                  {shownErrors.orderNote ? (
                    <span className="text-red-700">{shownErrors.orderNote} </span>
                  ) : null}
                  {t.fields.orderNoteHint(Math.max(0, noteCharactersLeft(shownValues.orderNote)))}
                </p>
              </div>
              <TextField
                label={t.fields.contactPhone}
                name="contactPhone"
                type="tel"
                autoComplete="tel"
                value={shownValues.contactPhone}
                onChange={(contactPhone) => update({ contactPhone })}
                onBlur={() => setTouched(true)}
                error={shownErrors.contactPhone}
              >
                <p className="mt-1 text-sm text-slate-600">{t.fields.contactPhoneHint}</p>
              </TextField>
            </fieldset>

            <fieldset>
              <legend className="text-lg font-semibold text-slate-900">
                {t.sections.notifications}
              </legend>
              <table className="mt-2 w-full text-left text-sm">
                <caption className="pb-2 text-left text-slate-600">
                  {t.notifications.caption}
                </caption>
                <thead>
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-2 font-medium text-slate-800">
                      {t.notifications.kind}
                    </th>
                    <th scope="col" className="px-3 py-2 text-center font-medium text-slate-800">
                      {t.notifications.email}
                    </th>
                    <th scope="col" className="px-3 py-2 text-center font-medium text-slate-800">
                      {t.notifications.push}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {NOTIFICATION_KINDS.map((kind) => (
                    <tr key={kind} className="border-b border-slate-100">
                      <th scope="row" className="py-2 font-normal text-slate-900">
                        {t.notifications[kind]}
                      </th>
                      {(['email', 'push'] as const).map((channel) => (
                        <td key={channel} className="px-3 py-2 text-center">
                          <input
                            type="checkbox"
                            name={`${kind}.${channel}`}
                            aria-label={`${t.notifications[kind]} ${t.notifications[channel]}`}
                            checked={shownValues.notifications[kind][channel]}
                            onChange={(event) => setChannel(kind, channel, event.target.checked)}
                            className="size-4 accent-brand-700"
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </fieldset>

            <fieldset>
              <legend className="text-lg font-semibold text-slate-900">
                {t.sections.automation}
              </legend>
              <label className="mt-2 flex items-start gap-3 text-slate-900">
                <input
                  type="checkbox"
                  name="autoSendPrimaryBasket"
                  checked={shownValues.autoSendPrimaryBasket}
                  onChange={(event) => update({ autoSendPrimaryBasket: event.target.checked })}
                  aria-describedby={autoHintId}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span>{t.fields.autoSendPrimaryBasket}</span>
              </label>
              <p id={autoHintId} className="mt-1 pl-7 text-sm text-slate-600">
                {t.fields.autoSendHint}
              </p>
            </fieldset>

            <div className="flex flex-wrap items-center gap-4 border-t border-slate-100 pt-4">
              <Button type="submit" disabled={saving}>
                {saving ? t.saving : t.save}
              </Button>
              <div role="status" aria-live="polite" className="text-sm" data-testid="save-result">
                {outcome?.kind === 'saved' ? (
                  <span className="font-medium text-emerald-800">{t.saved}</span>
                ) : null}
                {outcome?.kind === 'failed' ? (
                  <span className="text-red-700">
                    <span className="font-medium">{t.failed}</span>
                    {outcome.detail ? ` ${outcome.detail}` : null}
                  </span>
                ) : null}
                {outcome?.kind === 'network' ? (
                  <span className="text-red-700">{t.networkError}</span>
                ) : null}
                {outcome?.kind === 'invalid' ? (
                  <span className="text-red-700">{t.fixFields}</span>
                ) : null}
              </div>
            </div>
          </fieldset>
        </form>
      ) : load.kind === 'failed' ? (
        <p className="mt-6 text-red-700" role="alert">
          {load.message}{' '}
          <Button variant="secondary" onClick={reload} disabled={!online}>
            {t.retry}
          </Button>
        </p>
      ) : online ? (
        <div className="mt-6">
          <Spinner label={t.loading} />
        </div>
      ) : null}
    </section>
  );
}
