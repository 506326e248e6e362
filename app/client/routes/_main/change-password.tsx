import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '../../../../src/features/account/ChangePasswordPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/change-password')({
  staticData: { area: 'user', title: de.screens.changePassword },
  component: ChangePasswordPage,
});
