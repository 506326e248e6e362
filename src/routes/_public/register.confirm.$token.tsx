import { createFileRoute } from '@tanstack/react-router';
import { requireToken } from '../../app/routeParams';
import { ConfirmRegistrationPage } from '../../features/register/ConfirmRegistrationPage';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_public/register/confirm/$token')({
  staticData: { area: 'public', title: de.screens.confirmRegistration },
  beforeLoad: ({ params }) => requireToken(params.token),
  component: ConfirmRegistrationRoute,
});

function ConfirmRegistrationRoute() {
  const { token } = Route.useParams();
  return <ConfirmRegistrationPage token={token} />;
}
