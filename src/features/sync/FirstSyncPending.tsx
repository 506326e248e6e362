// The one loading state of a list whose first pull is still under way (issue 27): shown instead
// of its empty text, so nobody rebuilds a basket that is only not here yet.
import type { ReactNode } from 'react';
import type { Collection } from '../../api/sync';
import { de } from '../../i18n/de';
import { Spinner } from '../../ui/Spinner';
import { formatFirstSyncShare } from './firstSyncFormat';
import { useFirstSync, useFirstSyncProgress } from './useFirstSync';

/** The loading note, with the first sync's share done where it is known. */
export function FirstSyncNote({ className = 'p-4' }: { className?: string }) {
  const share = useFirstSyncProgress();
  const label =
    typeof share === 'number'
      ? de.queue.firstSyncLoadingOf(formatFirstSyncShare(share))
      : de.queue.firstSyncLoading;
  return (
    // A span: it stands where an empty text stood, also inside a paragraph or a table cell.
    <span className={`block ${className}`} data-testid="first-sync-pending">
      <Spinner label={label} />
    </span>
  );
}

/**
 * Its children (an empty state, a create button) once the collections' first pull is complete;
 * the loading note before.
 */
export function UntilFirstSync({
  collections,
  className,
  children,
}: {
  collections: Collection | readonly Collection[];
  className?: string;
  children: ReactNode;
}) {
  return useFirstSync(collections) === 'done' ? children : <FirstSyncNote className={className} />;
}
