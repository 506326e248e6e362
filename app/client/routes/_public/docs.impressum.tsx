import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../../../src/features/docs/LegalDocumentPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_public/docs/impressum')({
  staticData: { area: 'public', title: de.screens.impressum },
  component: () => <LegalDocumentPage document="impressum" />,
});
