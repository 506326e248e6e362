import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/call-plan')({
  staticData: { area: 'callPlan', title: de.screens.callPlan },
  component: ScreenPlaceholder,
});
