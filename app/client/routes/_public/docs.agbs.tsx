import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../../../src/features/docs/LegalDocumentPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_public/docs/agbs')({
  staticData: { area: 'public', title: de.screens.agbs },
  component: () => <LegalDocumentPage document="agbs" />,
});
