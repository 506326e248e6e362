import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../../features/auth/LogoutPage';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/logout')({
  staticData: { title: de.screens.logout },
  component: LogoutPage,
});
