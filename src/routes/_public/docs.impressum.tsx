import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../features/docs/LegalDocumentPage';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_public/docs/impressum')({
  staticData: { area: 'public', title: de.screens.impressum },
  component: () => <LegalDocumentPage document="impressum" />,
});
