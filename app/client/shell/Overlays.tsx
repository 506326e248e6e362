import { useRouterState } from '@tanstack/react-router';
import { workerStatus } from '../../../src/db/workerStatus';
// Not the feature's index: that would bring the sync screens and Dexie into /login (issue 11).
import { ConnectivityBanner } from '../../../src/features/sync/ConnectivityBanner';
import { de } from '../../../src/i18n/de';
import { CloseIcon } from '../../../src/ui/icons';
import { LoaderScreen } from '../../../src/platform/LoaderScreen';
import {
  dismissToast,
  fullscreenLoader,
  sessionExpired,
  toasts,
} from '../../../src/platform/overlays';
import { useStore } from '../../../src/state/useStore';

/** Outside the main layout (login, public pages); the main layout shows it under its navbar. */
function PublicConnectivityBanner() {
  const { connectivity } = useStore(workerStatus);
  const inMain = useRouterState({ select: (s) => s.matches.some((m) => m.routeId === '/_main') });
  if (inMain) return null;
  return <ConnectivityBanner connectivity={connectivity} className="fixed inset-x-0 top-0 z-40" />;
}

/** Everything the shell shows above the screens. */
export function Overlays() {
  const loader = useStore(fullscreenLoader);
  const expired = useStore(sessionExpired);
  const messages = useStore(toasts);

  return (
    <>
      <PublicConnectivityBanner />
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex flex-col items-center gap-2 px-4"
      >
        {messages.map((toast) => (
          <div
            key={toast.id}
            role="status"
            className="pointer-events-auto flex max-w-md items-start gap-3 rounded-md bg-slate-900 px-4 py-3 text-sm text-white shadow-lg"
          >
            <span>{toast.message}</span>
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              aria-label={de.dialog.close}
              className="rounded text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
            >
              <CloseIcon width={16} height={16} />
            </button>
          </div>
        ))}
      </div>
      {expired ? (
        <LoaderScreen title={de.session.expiredTitle} text={de.session.expiredText} />
      ) : loader ? (
        <LoaderScreen title={loader.title} text={loader.text} />
      ) : null}
    </>
  );
}
