import { createFileRoute } from '@tanstack/react-router';
import { MedTestPage } from '../ui/MedTestPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/med-test')({
  staticData: { area: 'medTest', title: de.screens.medTest },
  component: MedTestPage,
});
