import { createFileRoute, redirect } from '@tanstack/react-router';
import { de } from '../../../../src/i18n/de';

// The root opens the dashboard; the title is the dashboard's, for the moment before the redirect.
export const Route = createFileRoute('/_main/')({
  staticData: { area: 'user', title: de.screens.dashboard },
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});
