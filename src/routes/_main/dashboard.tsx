import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../app/DashboardPage';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/dashboard')({
  staticData: { area: 'user', title: de.screens.dashboard },
  component: DashboardPage,
});
