import { createFileRoute } from '@tanstack/react-router';
import { CallPlanPage } from '../ui/CallPlanPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/call-plan')({
  staticData: { area: 'callPlan', title: de.screens.callPlan },
  component: CallPlanPage,
});
