import { createFileRoute, redirect } from '@tanstack/react-router';
import { guardMainLayout } from '../shell/guards';
import { MainLayout } from '../shell/MainLayout';
import { guardConditions, rememberConditionsTarget } from '../../../modules/conditions/ui';
import { rememberSelectorTarget } from '../../../src/platform/navigationTarget';

const CLIENT_APP_LINK = '/client-app/link/';

export const Route = createFileRoute('/_main')({
  beforeLoad: async ({ context, location }) => {
    // A phone link of the recipe upload (issue 15): its token stands in for the login, so it
    // goes on to the phone's page before any session is asked for (the token in the fragment,
    // which never reaches a server).
    if (location.pathname.startsWith(CLIENT_APP_LINK)) {
      throw redirect({
        to: '/mobile-file-uploader',
        hash: location.pathname.slice(CLIENT_APP_LINK.length),
        replace: true,
      });
    }
    const me = await context.session.ensureLoaded();
    // The per-user database and the sync worker load after the login (issue 11); the
    // screens below use them, so they wait for it.
    if (me) await context.startData();
    const decision = guardMainLayout(me, location.pathname);
    if (decision.kind === 'login') {
      throw redirect({ to: '/login', search: { returnUrl: location.href } });
    }
    if (decision.kind === 'changePassword') {
      throw redirect({ to: '/change-password', replace: true });
    }
    if (decision.kind === 'forbidden') {
      throw redirect({ to: '/error/no-permission' });
    }
    // SPEC 4: an open legal condition that guards the target sends the user to its checker
    // (after a password change SPEC 8 demands: until then the server refuses everything else).
    const conditions =
      me && !me.user.mustChangePassword
        ? await guardConditions(me, location)
        : { kind: 'pass' as const };
    if (conditions.kind === 'check') {
      rememberConditionsTarget(location.href);
      throw redirect({
        to: '/check-conditions/$conditionMatchcode',
        params: { conditionMatchcode: conditions.matchcode },
      });
    }
    if (decision.kind === 'selectCustomer') {
      rememberSelectorTarget(location.href);
      throw redirect({ to: '/lieferkunden' });
    }
  },
  component: MainLayout,
});
