import { createFileRoute } from '@tanstack/react-router';
import { requireToken } from '../../../../src/ui/routeParams';
import { ResetPasswordPage } from '../../../../src/features/account/ResetPasswordPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_public/reset-password/$token')({
  staticData: { area: 'public', title: de.screens.newPassword },
  beforeLoad: ({ params }) => requireToken(params.token),
  component: ResetPasswordPage,
});
