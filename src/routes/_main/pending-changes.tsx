import { createFileRoute } from '@tanstack/react-router';
import { FailedChangesPage } from '../../features/sync';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/pending-changes')({
  staticData: { area: 'user', title: de.failedChanges.title },
  component: FailedChangesPage,
});
