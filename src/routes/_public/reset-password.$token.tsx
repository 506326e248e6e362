import { createFileRoute } from '@tanstack/react-router';
import { requireToken } from '../../app/routeParams';
import { ResetPasswordPage } from '../../features/account/ResetPasswordPage';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_public/reset-password/$token')({
  staticData: { area: 'public', title: de.screens.newPassword },
  beforeLoad: ({ params }) => requireToken(params.token),
  component: ResetPasswordPage,
});
