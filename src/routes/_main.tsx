import { createFileRoute, redirect } from '@tanstack/react-router';
import { guardMainLayout } from '../app/guards';
import { MainLayout } from '../app/MainLayout';
import { rememberSelectorTarget } from '../platform/navigationTarget';

export const Route = createFileRoute('/_main')({
  beforeLoad: async ({ context, location }) => {
    const me = await context.session.ensureLoaded();
    // The per-user database and the sync worker load after the login (issue 11); the
    // screens below use them, so they wait for it.
    if (me) await context.startData();
    const decision = guardMainLayout(me, location.pathname);
    if (decision.kind === 'login') {
      throw redirect({ to: '/login', search: { returnUrl: location.href } });
    }
    if (decision.kind === 'forbidden') {
      throw redirect({ to: '/error/no-permission' });
    }
    if (decision.kind === 'selectCustomer') {
      rememberSelectorTarget(location.href);
      throw redirect({ to: '/lieferkunden' });
    }
  },
  component: MainLayout,
});
