import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage } from '../../../../modules/analytics/ui/DocumentsPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/analytics/documents')({
  staticData: { area: 'documents', title: de.screens.documents },
  component: DocumentsPage,
});
