import { createFileRoute } from '@tanstack/react-router';
import { requireToken } from '../../../../src/ui/routeParams';
import { ValidateIpPage } from '../../../../src/features/account/ValidateIpPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_public/validate-ip/$token')({
  staticData: { area: 'public', title: de.screens.validateIp },
  beforeLoad: ({ params }) => requireToken(params.token),
  component: ValidateIpPage,
});
