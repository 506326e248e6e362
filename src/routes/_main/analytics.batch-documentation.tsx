import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/analytics/batch-documentation')({
  staticData: { area: 'batchDocumentation', title: de.screens.batchDocumentation },
  component: ScreenPlaceholder,
});
