import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LogoutPage } from '../../../../src/features/auth/LogoutPage';
import { de } from '../../../../src/i18n/de';

/** `confirmed`: the user already chose to log out despite unsent changes (or was forced). */
const LogoutSearch = v.object({ confirmed: v.optional(v.boolean()) });

export const Route = createFileRoute('/_main/logout')({
  staticData: { area: 'session', title: de.screens.logout },
  validateSearch: (search) =>
    v.parse(LogoutSearch, { confirmed: search['confirmed'] === true ? true : undefined }),
  component: function Logout() {
    const { confirmed } = Route.useSearch();
    return <LogoutPage confirmed={confirmed ?? false} />;
  },
});
