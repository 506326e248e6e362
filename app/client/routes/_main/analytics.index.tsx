import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsMenu } from '../../shell/AnalyticsMenu';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/analytics/')({
  staticData: { area: 'analyticsMenu', title: de.screens.analytics },
  component: AnalyticsMenu,
});
