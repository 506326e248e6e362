import { createFileRoute } from '@tanstack/react-router';
import { PublicPlaceholder } from '../../app/PublicPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_public/reset-password/')({
  staticData: { area: 'public', title: de.screens.resetPassword },
  component: PublicPlaceholder,
});
