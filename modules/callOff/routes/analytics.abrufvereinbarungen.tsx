import { createFileRoute } from '@tanstack/react-router';
import { CallOffPage } from '../ui/CallOffPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/analytics/abrufvereinbarungen')({
  staticData: { area: 'abrufvereinbarungen', title: de.screens.abrufvereinbarungen },
  component: CallOffPage,
});
