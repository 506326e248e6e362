import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage } from '../ui/DocumentsPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/analytics/documents')({
  staticData: { area: 'documents', title: de.screens.documents },
  component: DocumentsPage,
});
