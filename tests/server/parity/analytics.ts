import type { analyticsModule } from '../../../modules/analytics/contract.ts';
import type { Scenarios } from './scenario.ts';

export const analyticsScenarios: Scenarios<typeof analyticsModule> = {
  'backorder.cancel': [
    {
      title: 'two open backorders of the customer are cancelled, the others stay open',
      steps: ({ held }) => {
        const open = held('backorders')
          .filter((b) => b.state === 'open')
          .sort((a, b) => a.id.localeCompare(b.id))
          .slice(0, 2);
        if (open.length === 0) throw new Error('the seed gave the parity customer no backorder');
        return open.map((b) => ({ name: 'backorder.cancel', args: { id: b.id } }));
      },
    },
  ],
};
