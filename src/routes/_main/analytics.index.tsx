import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsMenu } from '../../app/AnalyticsMenu';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/analytics/')({
  staticData: { area: 'analyticsMenu', title: de.screens.analytics },
  component: AnalyticsMenu,
});
