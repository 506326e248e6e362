import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import type { OpenCondition } from '../contract';
import { nudgeLeader } from '../../../src/db/runtime';
import { de } from '../../../src/i18n/de';
import { conditionsDe } from '../texts.de';
import { conditionsApi } from './api';
import { showToast } from '../../../src/platform/overlays';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { awaitConditions, type ConditionsState } from './conditionsStore';
import { takeConditionsTarget } from './conditionsTarget';
import { conditionsIdentity, conditionsStore } from './guard';
import { ConditionHtml } from './ConditionHtml';

const t = conditionsDe.checker;

/**
 * SPEC 2 "Condition checker", SPEC 4: the title and the (server-sanitised) HTML text of one open
 * condition, with accept and decline. Accept reloads the conditions and returns to the URL the
 * guard remembered (or /); decline goes to / or, for a condition without patterns, to
 * /error/no-agb-accepted.
 */
export function CheckConditionsPage({ matchcode }: { matchcode: string }) {
  const me = useMe();
  const navigate = useNavigate();
  const headingId = useId();
  const [state, setState] = useState<ConditionsState | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const identity = me ? conditionsIdentity(me) : null;

  useEffect(() => {
    if (!identity) return;
    let current = true;
    void awaitConditions(conditionsStore, identity).then((loaded) => {
      if (current) setState(loaded);
    });
    return () => {
      current = false;
    };
  }, [identity, attempt]);

  const condition: OpenCondition | undefined =
    state?.kind === 'loaded' ? state.items.find((c) => c.matchcode === matchcode) : undefined;

  // Accepted meanwhile (another tab) or unknown: nothing to decide here; on to the target.
  useEffect(() => {
    if (state?.kind === 'loaded' && !condition && busy === null) {
      void navigate({ href: takeConditionsTarget(), replace: true });
    }
  }, [state, condition, busy, navigate]);

  async function decide(decision: 'accept' | 'decline', open: OpenCondition) {
    setBusy(decision);
    const body = { matchcode: open.matchcode, version: open.version };
    try {
      if (decision === 'accept') await conditionsApi.acceptCondition(body);
      else await conditionsApi.declineCondition(body);
    } catch {
      // The pipeline showed the server's message (e.g. a newer version was published): reload.
      setBusy(null);
      conditionsStore.invalidate();
      setState(null);
      setAttempt((n) => n + 1);
      return;
    }
    conditionsStore.invalidate();
    if (decision === 'accept') {
      if (identity) await awaitConditions(conditionsStore, identity);
      // Changes queued while the sync was refused go out now, not after the retry back-off.
      nudgeLeader('sync');
      await navigate({ href: takeConditionsTarget(), replace: true });
      return;
    }
    takeConditionsTarget();
    const guardsAll = open.path_regexes.length === 0;
    showToast(guardsAll ? t.declined : t.declinedWithPatterns);
    await navigate(
      guardsAll ? { to: '/error/no-agb-accepted', replace: true } : { to: '/', replace: true },
    );
  }

  if (state === null || (state.kind === 'loaded' && !condition)) {
    return (
      <div className="flex justify-center p-10">
        <Spinner label={t.loading} />
      </div>
    );
  }

  if (state.kind === 'unavailable' || !condition) {
    return (
      <section className="mx-auto max-w-xl p-6 text-center sm:p-10" aria-labelledby={headingId}>
        <h1 id={headingId} className="text-2xl font-semibold text-slate-900">
          {de.screens.checkConditions}
        </h1>
        <p className="mt-3 text-slate-600">{t.unavailable}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button
            onClick={() => {
              setState(null);
              setAttempt((n) => n + 1);
            }}
          >
            {t.retry}
          </Button>
          <Button variant="secondary" onClick={() => void navigate({ to: '/' })}>
            {t.toDashboard}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <article
      className="mx-auto max-w-3xl p-4 sm:p-6"
      aria-labelledby={headingId}
      data-testid="condition-checker"
    >
      <h1 id={headingId} className="text-2xl font-semibold text-slate-900">
        {condition.title}
      </h1>
      <p className="mt-1 text-sm text-slate-500">{t.version(condition.version)}</p>
      <p className="mt-4 text-slate-700">{t.intro}</p>
      <ConditionHtml
        html={condition.html}
        className="mt-4 max-h-[60vh] overflow-y-auto rounded-md border border-slate-200 bg-white p-4 sm:p-6"
      />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button
          variant="secondary"
          disabled={busy !== null}
          onClick={() => void decide('decline', condition)}
        >
          {t.decline}
        </Button>
        <Button disabled={busy !== null} onClick={() => void decide('accept', condition)}>
          {busy === 'accept' ? t.accepting : t.accept}
        </Button>
      </div>
    </article>
  );
}
