import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { normalizeTarget } from '../../../../src/platform/navigationTarget';
import { LoginPage } from '../../../../src/features/auth/LoginPage';
import { de } from '../../../../src/i18n/de';

const LoginSearch = v.object({ returnUrl: v.optional(v.string()) });

export const Route = createFileRoute('/_public/login')({
  // Not split into a chunk of its own (issue 11): the first screen of most visits renders right
  // after the entry runs instead of one more round trip later (a few KB in the entry).
  codeSplitGroupings: [],
  staticData: { area: 'public', title: de.screens.login },
  validateSearch: (search) => v.parse(LoginSearch, { returnUrl: search['returnUrl'] ?? undefined }),
  beforeLoad: async ({ context, search }) => {
    // A browser that cached no session shows the form at once instead of waiting for the
    // server's answer (issue 11: first paint; app/client/main.tsx asks after it); should the answer
    // name a user after all, LoginPage goes straight on as for a login in another tab.
    if (!context.session.mayBeLoggedIn()) return;
    // Already logged in: straight on (SPEC 2).
    if (await context.session.ensureLoaded()) {
      throw redirect({ href: normalizeTarget(search.returnUrl), replace: true });
    }
  },
  component: LoginPage,
});
