import { createFileRoute } from '@tanstack/react-router';
import { CallOffPage } from '../../../modules/callOff/ui/CallOffPage';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/analytics/abrufvereinbarungen')({
  staticData: { area: 'abrufvereinbarungen', title: de.screens.abrufvereinbarungen },
  component: CallOffPage,
});
