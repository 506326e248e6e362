// Parity scenarios of the wholesaler's content (modules/content/contract.ts): marking news read and unread
// must leave the same read states on both sides.
import type { contentModule } from '../../../modules/content/contract.ts';
import type { ScenarioContext, Scenarios } from './scenario.ts';

const articleId = (ctx: ScenarioContext, n: number) => {
  const article = ctx.held('newsArticles')[n];
  if (!article) throw new Error('the parity user holds no news');
  return article.id;
};

export const contentScenarios: Scenarios<typeof contentModule> = {
  'news.setRead': [
    {
      title: 'opens two articles, marks one unread again and opens it once more',
      steps: (ctx) => [
        { name: 'news.setRead', args: { articleId: articleId(ctx, 0), read: true } },
        { name: 'news.setRead', args: { articleId: articleId(ctx, 1), read: true } },
        { name: 'news.setRead', args: { articleId: articleId(ctx, 1), read: false } },
        { name: 'news.setRead', args: { articleId: articleId(ctx, 0), read: true } },
      ],
    },
  ],
};
