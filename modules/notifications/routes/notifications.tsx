import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../ui/NotificationsPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/notifications')({
  staticData: { area: 'notifications', title: de.screens.notifications },
  component: NotificationsPage,
});
