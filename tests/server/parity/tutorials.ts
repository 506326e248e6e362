import type { tutorialsModule } from '../../../modules/tutorials/contract.ts';
import type { Scenarios } from './scenario.ts';

export const tutorialScenarios: Scenarios<typeof tutorialsModule> = {
  'tutorial.seen': [
    {
      title: 'a step seen twice keeps the later time, also given with an offset',
      steps: () => [
        {
          name: 'tutorial.seen',
          args: { selector: '[data-tutorial="dashboard"]', at: '2026-11-24T10:00:00+01:00' },
        },
        {
          name: 'tutorial.seen',
          args: { selector: '[data-tutorial="dashboard"]', at: '2026-11-20T08:00:00.000Z' },
        },
        {
          name: 'tutorial.seen',
          args: { selector: '[data-area-link="/calendar"]', at: '2026-11-25T07:30:00.000Z' },
        },
      ],
    },
  ],
};
