import { createFileRoute } from '@tanstack/react-router';
import { ResetRequestPage } from '../../features/account/ResetRequestPage';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_public/reset-password/')({
  staticData: { area: 'public', title: de.screens.resetPassword },
  component: ResetRequestPage,
});
