// Issue 3 point 10 / DESIGN: logging out with unsent changes says how many and asks first.
// 'Trotzdem abmelden' keeps them queued for this user; they go out at the next login. Ending an
// impersonation asks the same way (issue 10 point 13), with its own hint and button.
import { Description, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef, useState } from 'react';
import { flushOutbox, useSyncStatus } from '../../db';
import { de } from '../../i18n/de';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { ModalDialog } from '../../ui/ModalDialog';

/** How long 'Zuerst senden' waits for the queue to drain. */
export const FLUSH_TIMEOUT_MS = 15_000;

type Phase = 'ask' | 'sending' | 'failed';

const t = de.logoutPending;

/** What leaving means: a logout, or the end of an impersonation ('Depersonate'). */
export type PendingLeave = 'logout' | 'depersonate';

const LEAVE_TEXTS = {
  logout: { hint: t.hint, anyway: t.logoutAnyway },
  depersonate: { hint: de.depersonatePending.hint, anyway: de.depersonatePending.endAnyway },
} as const satisfies Record<PendingLeave, { hint: string; anyway: string }>;

export function PendingLogoutDialog({
  open,
  initialCount,
  onLogout,
  onCancel,
  flush = flushOutbox,
  leave = 'logout',
}: {
  open: boolean;
  /** The count that made us ask; the live count takes over once the queue is read. */
  initialCount: number;
  onLogout: () => void;
  onCancel: () => void;
  flush?: (timeoutMs: number) => Promise<boolean>;
  leave?: PendingLeave;
}) {
  const texts = LEAVE_TEXTS[leave];
  const { pending } = useSyncStatus();
  const count = pending > 0 ? pending : initialCount;
  const [phase, setPhase] = useState<Phase>('ask');
  // A late flush result after 'Abbrechen' or 'Trotzdem abmelden' must not act any more.
  const attempt = useRef(0);

  const close = (next: () => void) => {
    attempt.current += 1;
    setPhase('ask');
    next();
  };

  const sendFirst = () => {
    const mine = ++attempt.current;
    setPhase('sending');
    void flush(FLUSH_TIMEOUT_MS)
      .catch(() => false)
      .then((sent) => {
        if (attempt.current !== mine) return;
        if (sent) close(onLogout);
        else setPhase('failed');
      });
  };

  return (
    <ModalDialog open={open} onClose={() => close(onCancel)}>
      <DialogPanel
        data-testid="logout-pending-dialog"
        className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl"
      >
        <DialogTitle className="text-lg font-semibold text-slate-900">{t.title}</DialogTitle>
        <Description className="mt-2 text-slate-700" data-testid="logout-pending-count">
          {t.text(count)}
        </Description>
        <p className="mt-2 text-sm text-slate-600">{texts.hint}</p>
        <div aria-live="polite" className="mt-3 min-h-6">
          {phase === 'sending' ? <Spinner label={t.sending} /> : null}
          {phase === 'failed' ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {t.sendFailed}
            </p>
          ) : null}
        </div>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => close(onCancel)}>
            {de.dialog.cancel}
          </Button>
          <Button variant="secondary" onClick={() => close(onLogout)}>
            {texts.anyway}
          </Button>
          <Button
            onClick={sendFirst}
            disabled={phase === 'sending'}
            aria-busy={phase === 'sending'}
          >
            {t.sendFirst}
          </Button>
        </div>
      </DialogPanel>
    </ModalDialog>
  );
}
