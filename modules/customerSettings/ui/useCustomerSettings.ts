// The customer settings screen's state (./CustomerSettingsPage.tsx): loading (and the last loaded
// state kept for offline reading), editing, saving with the conflict check, and the test e-mail.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FormEvent } from 'react';
import { CustomerSettingsAnswer } from '../contract';
import type { CustomerSettingsValue, NotificationKind } from '../rules';
import { ERROR_CODE } from '../../../src/api/errors';
import { rememberLocally, useRemembered } from '../../../src/db';
import { workerStatus } from '../../../src/db/runtime';
import { customerSettingsDe } from '../texts.de';
import { customerSettingsApi } from './api';
import { HttpError } from '../../../src/worker/http';
import { useMe } from '../../../src/features/auth';
import { normalizeSettings, testableEmail, validateCustomerSettings } from './customerSettingsForm';

const t = customerSettingsDe;

export interface Loaded {
  readonly kundeNr: number;
  readonly updatedAt: string | null;
  readonly updatedBy: string | null;
}

export type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' };

export type Outcome =
  | { kind: 'saved' }
  | { kind: 'failed'; detail: string | null }
  | { kind: 'network' }
  | { kind: 'invalid' };

export type TestState =
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

/** Everything the screen shows and does; see the page's header for the rules. */
export function useCustomerSettings() {
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
    return customerSettingsApi.customerSettings().then(
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
      const answer = await customerSettingsApi.saveCustomerSettings({
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
      const answer = await customerSettingsApi.testCustomerSetting({
        setting: 'confirmationEmail',
        value: to,
      });
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

  return {
    online,
    load,
    reload,
    fromCache,
    shownValues,
    shownLoaded,
    shownErrors,
    touch: () => setTouched(true),
    update,
    setChannel,
    save,
    saving,
    outcome,
    test,
    sendTest,
  };
}
