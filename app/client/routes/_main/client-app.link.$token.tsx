import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireToken } from '../../../../src/ui/routeParams';
import { de } from '../../../../src/i18n/de';

// A QR code's phone link (issue 15): the layout's guard sends it on to /mobile-file-uploader
// before asking for a login (app/client/routes/_main.tsx); this is the same for a signed-in browser.
export const Route = createFileRoute('/_main/client-app/link/$token')({
  staticData: { area: 'user', title: de.screens.clientAppLink },
  beforeLoad: ({ params }) => {
    requireToken(params.token);
    throw redirect({ to: '/mobile-file-uploader', hash: params.token, replace: true });
  },
});
