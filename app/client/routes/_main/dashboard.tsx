import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../shell/DashboardPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/dashboard')({
  staticData: { area: 'user', title: de.screens.dashboard },
  component: DashboardPage,
});
