import { createFileRoute, redirect } from '@tanstack/react-router';
import { conditionsStore } from '../ui';
import { firstOpenCondition } from '../ui/guard';
import { de } from '../../../src/i18n/de';

// SPEC 2: /check-conditions without a matchcode shows the first open condition, or goes to /.
export const Route = createFileRoute('/_main/(modules)/check-conditions/')({
  staticData: { area: 'user', title: de.screens.checkConditions },
  beforeLoad: async ({ context }) => {
    const me = context.session.current();
    const matchcode = me ? await firstOpenCondition(me, conditionsStore) : null;
    if (matchcode) {
      throw redirect({
        to: '/check-conditions/$conditionMatchcode',
        params: { conditionMatchcode: matchcode },
        replace: true,
      });
    }
    throw redirect({ to: '/', replace: true });
  },
});
