import { createFileRoute } from '@tanstack/react-router';
import { MedTestPage } from '../../features/medTest/MedTestPage';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/med-test')({
  staticData: { area: 'medTest', title: de.screens.medTest },
  component: MedTestPage,
});
