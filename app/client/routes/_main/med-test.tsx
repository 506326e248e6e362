import { createFileRoute } from '@tanstack/react-router';
import { MedTestPage } from '../../../../modules/medTest/ui/MedTestPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/med-test')({
  staticData: { area: 'medTest', title: de.screens.medTest },
  component: MedTestPage,
});
