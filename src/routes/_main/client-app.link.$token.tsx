import { createFileRoute } from '@tanstack/react-router';
import { requireToken } from '../../app/routeParams';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/client-app/link/$token')({
  staticData: { area: 'user', title: de.screens.clientAppLink },
  beforeLoad: ({ params }) => requireToken(params.token),
  component: ScreenPlaceholder,
});
