// The sync feature's public surface for the shell and other features.
export { FailedChangesPage } from './FailedChangesPage';
export { FLUSH_TIMEOUT_MS, PendingLogoutDialog, type PendingLeave } from './PendingLogoutDialog';
export { SyncStatusBar } from './SyncStatusBar';
export { ConnectivityBanner, connectivityText } from './ConnectivityBanner';
// The dashboard module's sync widget shows the same status with these.
export { formatSyncTime } from './format';
export { useNow } from './useNow';
// Issue 27: a list says "none" only after its first pull.
export { FirstSyncNote, UntilFirstSync } from './FirstSyncPending';
export { useFirstSync, useFirstSyncProgress, type FirstSync } from './useFirstSync';
