import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/analytics/documents')({
  staticData: { area: 'documents', title: de.screens.documents },
  component: ScreenPlaceholder,
});
