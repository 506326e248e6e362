import { createFileRoute } from '@tanstack/react-router';
import { ResetRequestPage } from '../../../../src/features/account/ResetRequestPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_public/reset-password/')({
  staticData: { area: 'public', title: de.screens.resetPassword },
  component: ResetRequestPage,
});
