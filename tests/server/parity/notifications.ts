import type { notificationsModule } from '../../../modules/notifications/contract.ts';
import type { ScenarioContext, Scenarios } from './scenario.ts';

const unseen = (ctx: ScenarioContext) => ctx.held('notifications').filter((n) => !n.seen);

export const notificationScenarios: Scenarios<typeof notificationsModule> = {
  'notification.markSeen': [
    {
      title: 'marks two unseen notifications seen',
      steps: (ctx) => [
        {
          name: 'notification.markSeen',
          args: {
            ids: unseen(ctx)
              .slice(0, 2)
              .map((n) => n.id),
          },
        },
      ],
    },
  ],
  'notification.markAllSeen': [
    {
      title: 'marks every notification inserted up to now seen',
      steps: () => [
        { name: 'notification.markAllSeen', args: { before: '2099-01-01T00:00:00.000Z' } },
      ],
    },
  ],
};
