import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../../../src/features/docs/LegalDocumentPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_public/docs/datenschutz')({
  staticData: { area: 'public', title: de.screens.datenschutz },
  component: () => <LegalDocumentPage document="datenschutz" />,
});
