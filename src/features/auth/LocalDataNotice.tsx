// The login page's offer after a logout with nothing left to send (issue 10 point 13): remove the
// user's local data from this device, for shared computers. One click, never part of the logout.
import { useState } from 'react';
import { useStore } from '../../state/useStore';
import type { RemoveOutcome } from '../../db';
import { de } from '../../i18n/de';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { removalOffer, removeLocalData, type RemovalOffer } from './localData';
import { useSessionStore } from '../../platform/session/SessionContext';

type Outcome = RemoveOutcome | 'failed';
type Phase = 'removing' | Outcome;

const t = de.logout;

const RESULT_TEXT: Record<Outcome, string> = {
  removed: t.localDataRemoved,
  pending: t.localDataPending,
  // Logged in as this user again meanwhile (another tab): their data is in use.
  in_use: t.localDataFailed,
  failed: t.localDataFailed,
};

/** Offered again after these: nothing was removed and trying once more may help. */
const RETRYABLE: ReadonlySet<Phase> = new Set(['in_use', 'failed']);

export function LocalDataNotice() {
  const session = useSessionStore();
  const offer = useStore(removalOffer);
  // After the click the notice keeps its user and shows the outcome.
  const [run, setRun] = useState<{ readonly offer: RemovalOffer; readonly phase: Phase } | null>(
    null,
  );
  const shown = run?.offer ?? offer;
  if (!shown) return null;

  const start = async () => {
    setRun({ offer: shown, phase: 'removing' });
    let outcome: Outcome;
    try {
      outcome = await removeLocalData(session, shown.userId);
    } catch {
      outcome = 'failed';
    }
    setRun({ offer: shown, phase: outcome });
    if (!RETRYABLE.has(outcome)) removalOffer.set(null);
  };

  const phase = run?.phase;
  return (
    <section
      aria-label={t.removeLocalData}
      data-testid="local-data-notice"
      className="mt-6 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
    >
      {phase === undefined || RETRYABLE.has(phase) ? (
        <>
          <p>{t.localDataKept(shown.name)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void start()}>
            {t.removeLocalData}
          </Button>
        </>
      ) : null}
      <div aria-live="polite" className="mt-2">
        {phase === 'removing' ? <Spinner label={t.removingLocalData} /> : null}
        {phase !== undefined && phase !== 'removing' ? (
          <p role={phase === 'removed' ? 'status' : 'alert'}>{RESULT_TEXT[phase]}</p>
        ) : null}
      </div>
    </section>
  );
}
