// SPEC 8 texts for offline and API unreachable, as a non-blocking banner: local data stays usable.
import type { SyncStatus } from '../../db';
import { de } from '../../i18n/de';

export function connectivityText(connectivity: SyncStatus['connectivity']): string | null {
  if (connectivity === 'offline') return de.connectivity.offline;
  if (connectivity === 'unreachable') return de.connectivity.apiUnreachable;
  return null;
}

export function ConnectivityBanner({
  connectivity,
  className = '',
}: {
  connectivity: SyncStatus['connectivity'];
  className?: string;
}) {
  const text = connectivityText(connectivity);
  // The live region stays mounted so screen readers announce the change when it appears.
  return (
    <div role="status" aria-live="polite" className={className}>
      {text ? (
        <p
          data-testid="connectivity-banner"
          data-state={connectivity}
          className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950"
        >
          {text}
        </p>
      ) : null}
    </div>
  );
}
