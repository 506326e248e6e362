import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { normalizeTarget } from '../../platform/navigationTarget';
import { LoginPage } from '../../features/auth/LoginPage';
import { de } from '../../i18n/de';

const LoginSearch = v.object({ returnUrl: v.optional(v.string()) });

export const Route = createFileRoute('/_public/login')({
  staticData: { area: 'public', title: de.screens.login },
  validateSearch: (search) => v.parse(LoginSearch, { returnUrl: search['returnUrl'] ?? undefined }),
  beforeLoad: async ({ context, search }) => {
    // Already logged in: straight on (SPEC 2).
    if (await context.session.ensureLoaded()) {
      throw redirect({ href: normalizeTarget(search.returnUrl), replace: true });
    }
  },
  component: LoginPage,
});
