// The server half of the wholesaler's content (modules/content/contract.ts): the loaders of the
// downloads, news and videos (the same for every user with the area, never deleted: all upserts)
// and of the user's read states, and the handler of 'news.setRead' under the user's content lock
// (advisory namespace 23, server/db/locks.ts).
import { eq } from 'drizzle-orm';
import { contentModule, type DownloadRow } from '../contract.ts';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { contentDe } from '../texts.de.ts';
import { nextVersion } from '../../../server/db/schema.ts';
import { downloadFiles, newsArticles, newsReads, videos } from './tables.ts';
import { touchUser } from '../../../server/realtime/touched.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { changedRows, sharedTableLoader } from '../../../server/sync/changedRows.ts';
import { rejectNotFound, type MutationContext, type Tx } from '../../../server/sync/types.ts';
import { lockScope } from '../../../server/db/locks.ts';
import { byUser, wholeTable } from '../../../server/sync/marks.ts';

export async function setRead(tx: Tx, ctx: MutationContext, args: MutationArgs<'news.setRead'>) {
  const [article] = await tx
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(eq(newsArticles.id, args.articleId));
  if (!article) throw rejectNotFound(contentDe.news.rejections.notFound);
  touchUser(ctx.user.id);
  await lockScope(tx, 'content', ctx.user.id);
  // Set semantics: a replay or a second device's same change writes the same state.
  await tx
    .insert(newsReads)
    .values({ userId: ctx.user.id, articleId: article.id, read: args.read, changedAt: ctx.clock() })
    .onConflictDoUpdate({
      target: [newsReads.userId, newsReads.articleId],
      set: { read: args.read, changedAt: ctx.clock(), version: nextVersion() },
    });
}

export const contentServer = serverModule(contentModule, {
  // The tables each hand-written loader pages by (server/sync/marks.ts).
  marks: {
    downloads: [wholeTable(downloadFiles)],
    newsReads: [byUser(newsReads)],
  },
  handlers: { 'news.setRead': setRead },
  loaders: {
    async downloads(tx, _scope, from, take) {
      const found = await changedRows(tx, downloadFiles, from, take);
      return found.map(({ version, fileKey: _key, ...d }) => ({
        id: d.id,
        version,
        row: { ...d, version: version.toString() } satisfies DownloadRow,
      }));
    },
    newsArticles: sharedTableLoader(newsArticles),
    async newsReads(tx, { userId }, from, take) {
      const found = await changedRows(tx, newsReads, from, take, eq(newsReads.userId, userId));
      return found.map((r) => ({
        id: r.articleId,
        version: r.version,
        row: { id: r.articleId, read: r.read, version: r.version.toString() },
      }));
    },
    videos: sharedTableLoader(videos),
  },
});
