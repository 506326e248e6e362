import { createFileRoute } from '@tanstack/react-router';
import { FailedChangesPage } from '../../../../src/features/sync';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/pending-changes')({
  staticData: { area: 'user', title: de.failedChanges.title },
  component: FailedChangesPage,
});
