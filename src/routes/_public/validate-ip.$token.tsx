import { createFileRoute } from '@tanstack/react-router';
import { PublicPlaceholder } from '../../app/PublicPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_public/validate-ip/$token')({
  staticData: { title: de.screens.validateIp },
  component: PublicPlaceholder,
});
