import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '../../features/account/ChangePasswordPage';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/change-password')({
  staticData: { area: 'user', title: de.screens.changePassword },
  component: ChangePasswordPage,
});
