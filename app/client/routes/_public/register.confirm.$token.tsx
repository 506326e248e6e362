import { createFileRoute } from '@tanstack/react-router';
import { requireToken } from '../../../../src/ui/routeParams';
import { ConfirmRegistrationPage } from '../../../../src/features/register/ConfirmRegistrationPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_public/register/confirm/$token')({
  staticData: { area: 'public', title: de.screens.confirmRegistration },
  beforeLoad: ({ params }) => requireToken(params.token),
  component: ConfirmRegistrationRoute,
});

function ConfirmRegistrationRoute() {
  const { token } = Route.useParams();
  return <ConfirmRegistrationPage token={token} />;
}
